// 'CPF ou CNPJ': one field checked in the browser by its check digits (common/tax-id.ts, the
// server decides again), saved to the account. Used where a payment first needs it ('Comprar
// créditos' with Asaas) and on 'Meus dados'.
import { useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { parseTaxId, TAX_ID_INVALID_MESSAGE } from '../../../../common/tax-id';
import { errorMessage } from '../../../lib/error-message';
import { useSaveTaxId } from '../api/save-tax-id';

const TAX_ID_LABEL = 'CPF ou CNPJ';

/** The field and its error; `onSaved` runs once the server kept it. */
export function useTaxIdField(onSaved: (taxId: string) => void, initial = '') {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const save = useSaveTaxId();
  const submit = () => {
    if (parseTaxId(value) === null) {
      setInvalid(true);
      return;
    }
    save.mutate(value, { onSuccess: (answer) => onSaved(answer.taxId) });
  };
  const field = (
    <Form.Group controlId={`${id}-tax-id`}>
      <Form.Label>{TAX_ID_LABEL}</Form.Label>
      <Form.Control
        value={value}
        inputMode="text"
        autoComplete="off"
        maxLength={24}
        placeholder="00.000.000/0000-00"
        isInvalid={invalid}
        aria-describedby={invalid ? `${id}-tax-id-error` : undefined}
        disabled={save.isPending}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid && (
        <Form.Control.Feedback type="invalid" id={`${id}-tax-id-error`} role="alert">
          {TAX_ID_INVALID_MESSAGE}
        </Form.Control.Feedback>
      )}
      {save.isError && (
        <Alert variant="danger" role="alert" className="mt-2 mb-0">
          {errorMessage(save.error)}
        </Alert>
      )}
    </Form.Group>
  );
  return { field, submit, pending: save.isPending };
}
