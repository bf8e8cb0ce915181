// 'Notificações por e-mail' on the client's 'Meus dados' page: one switch per kind of e-mail.
// Password resets and account messages are not listed: they always go. Each switch saves at once
// and says so ('Preferências salvas.', read out too). Below them, the WhatsApp opt-in when the
// server has that channel on.
import { Form } from 'react-bootstrap';
import { usePreferences, useSetPreference } from '../../lib/notifications';
import { QueryError } from '../../components/query-error';
import { WhatsAppPreference } from './whatsapp-preference';
import { InlineSpinner } from '../../components/inline-spinner';

export const PREFERENCES_SAVED = 'Preferências salvas.';

export function NotificationPreferences() {
  const preferences = usePreferences();
  const setPreference = useSetPreference();

  return (
    <section id="notificacoes" aria-labelledby="notificacoes-titulo" className="mb-5">
      <h2 id="notificacoes-titulo" className="h5">
        Notificações por e-mail
      </h2>
      <p className="text-body-secondary">
        Escolha quais avisos receber por e-mail. Todos continuam no sino de notificações da sua
        área. E-mails de redefinição de senha e avisos sobre a conta são sempre enviados.
      </p>
      {preferences.isPending ? (
        <p role="status" className="d-flex align-items-center gap-2">
          <InlineSpinner className="" /> Carregando preferências…
        </p>
      ) : preferences.isError ? (
        <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <fieldset disabled={setPreference.isPending}>
          <legend className="visually-hidden">E-mails que você recebe</legend>
          {preferences.data.items.map((item) => (
            <Form.Check
              key={item.kind}
              type="switch"
              id={`preferencia-${item.kind}`}
              className="notification-preference py-2"
              label={item.label}
              checked={item.email}
              onChange={(event) =>
                setPreference.mutate({ kind: item.kind, email: event.currentTarget.checked })
              }
            />
          ))}
        </fieldset>
      )}
      {/* Present from the start, so that screen readers read what appears in it. */}
      <p aria-live="polite" className="small text-success mb-2">
        {setPreference.isPending ? (
          <span className="text-body-secondary">Salvando…</span>
        ) : setPreference.isSuccess ? (
          PREFERENCES_SAVED
        ) : null}
      </p>
      {setPreference.isError && (
        <p role="alert" className="text-danger">
          {setPreference.error.message}
        </p>
      )}
      {preferences.data?.whatsapp.available && (
        <WhatsAppPreference value={preferences.data.whatsapp} />
      )}
    </section>
  );
}
