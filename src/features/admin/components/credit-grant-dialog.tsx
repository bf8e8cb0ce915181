// 'Adicionar Créditos': a whole number from 1 to 1000 and an optional note. Bad input is refused
// here, in the dialog, with the contract's own messages (creditGrantSchema); the server checks
// again and its message is shown too.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import type { CreditGrantInput, CreditGrantResult } from '../../../../common/api-types';
import { parseCreditGrant } from './credit-grant';
import { errorMessage } from '../../../lib/error-message';

export interface CreditGrantDialogProps {
  show: boolean;
  clientName: string;
  currentCredit: number;
  grant: (input: CreditGrantInput) => Promise<CreditGrantResult>;
  onGranted: (result: CreditGrantResult, input: CreditGrantInput) => void;
  onCancel: () => void;
}

export function CreditGrantDialog(props: CreditGrantDialogProps) {
  const titleId = useId();
  const amountId = useId();
  const noteId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<{
    field: 'amount' | 'note';
    message: string;
  } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setAmount('');
    setNote('');
    setFieldError(null);
    setServerError(null);
  };
  const cancel = () => {
    if (pending) return;
    reset();
    props.onCancel();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parseCreditGrant(amount, note);
    if (!parsed.ok) {
      setFieldError({ field: parsed.field, message: parsed.message });
      if (parsed.field === 'amount') amountRef.current?.focus();
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      const result = await props.grant(parsed.value);
      reset();
      props.onGranted(result, parsed.value);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const amountError = fieldError?.field === 'amount' ? fieldError.message : null;
  const noteError = fieldError?.field === 'note' ? fieldError.message : null;

  return (
    <Modal
      show={props.show}
      onHide={cancel}
      centered
      aria-labelledby={titleId}
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
    >
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Modal.Header closeButton={!pending} closeLabel="Fechar">
          <Modal.Title id={titleId}>Adicionar Créditos</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Cliente: <strong>{props.clientName}</strong> · saldo atual: {props.currentCredit}{' '}
            {props.currentCredit === 1 ? 'crédito' : 'créditos'}
          </p>
          {serverError && (
            <Alert variant="danger" role="alert">
              {serverError}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId={amountId}>
            <Form.Label>Quantidade de Créditos</Form.Label>
            <Form.Control
              ref={amountRef}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
              value={amount}
              isInvalid={amountError !== null}
              aria-invalid={amountError !== null}
              aria-describedby={`${amountId}-help${amountError ? ` ${amountId}-error` : ''}`}
              onChange={(event) => setAmount(event.target.value)}
              autoFocus
            />
            <Form.Text id={`${amountId}-help`}>Um número inteiro de 1 a 1000.</Form.Text>
            {amountError && (
              <Form.Control.Feedback type="invalid" id={`${amountId}-error`} role="alert">
                {amountError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group controlId={noteId}>
            <Form.Label>Observação (opcional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={note}
              isInvalid={noteError !== null}
              aria-invalid={noteError !== null}
              aria-describedby={noteError ? `${noteId}-error` : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            {noteError && (
              <Form.Control.Feedback type="invalid" id={`${noteId}-error`} role="alert">
                {noteError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={cancel} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
            {pending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            Adicionar
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
