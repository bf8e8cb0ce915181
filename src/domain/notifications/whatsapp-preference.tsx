// 'Avisos por WhatsApp' in the client's notification preferences: one switch for every optional
// notice and the number (Brazil, +55 DDD número). Shown only when the server has WhatsApp on.
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { BRAZIL_PHONE_MESSAGE, normalizeBrazilPhone } from '../../../common/notifications';
import { useSetWhatsApp } from '../../lib/notifications';
import { InlineSpinner } from '../../components/inline-spinner';

export interface WhatsAppPreferenceValue {
  enabled: boolean;
  phone: string | null;
}

const NEED_PHONE = 'Informe o número do WhatsApp para receber os avisos.';

export function WhatsAppPreference({ value }: { value: WhatsAppPreferenceValue }) {
  const setWhatsApp = useSetWhatsApp();
  const [enabled, setEnabled] = useState(value.enabled);
  const [phone, setPhone] = useState(value.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const typed = phone.trim();
    const normalized = typed ? normalizeBrazilPhone(typed) : null;
    if (typed && !normalized) return setError(BRAZIL_PHONE_MESSAGE);
    if (enabled && !normalized) return setError(NEED_PHONE);
    setError(null);
    setWhatsApp.mutate(
      { enabled, phone: normalized },
      {
        onSuccess: (data) => {
          setPhone(data.whatsapp.phone ?? '');
          setSaved(true);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} className="mt-4" aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="h6">
        Avisos por WhatsApp
      </h3>
      <p className="text-body-secondary">
        Receba os mesmos avisos opcionais acima também por WhatsApp, no número que informar.
      </p>
      <Form.Check
        type="switch"
        id={`${id}-ativo`}
        className="notification-preference py-2"
        label="Receber avisos por WhatsApp"
        checked={enabled}
        onChange={(event) => {
          setEnabled(event.currentTarget.checked);
          setSaved(false);
        }}
      />
      <Form.Group controlId={`${id}-numero`} className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>Número do WhatsApp</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+55 71 99999-8888"
          value={phone}
          isInvalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-ajuda ${id}-erro` : `${id}-ajuda`}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            setSaved(false);
          }}
        />
        <Form.Text id={`${id}-ajuda`}>Com DDD, no formato +55 DDD número.</Form.Text>
        <Form.Control.Feedback type="invalid" id={`${id}-erro`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button
        type="submit"
        variant="primary"
        className="notification-bell-action"
        disabled={setWhatsApp.isPending}
      >
        {setWhatsApp.isPending && <InlineSpinner />}
        Salvar WhatsApp
      </Button>
      <div aria-live="polite" className="mt-2">
        {saved && !setWhatsApp.isError && (
          <p className="text-success mb-0">
            {enabled ? 'Avisos por WhatsApp ligados.' : 'Avisos por WhatsApp desligados.'}
          </p>
        )}
      </div>
      {setWhatsApp.isError && (
        <p role="alert" className="text-danger mt-2">
          {setWhatsApp.error.message}
        </p>
      )}
    </Form>
  );
}
