// 'Esqueci minha senha': asks the server to e-mail a reset link. The answer is the same whether
// or not the e-mail has an account, so the dialog never tells who is a client.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { z } from 'zod';
import { paths } from '../../../../common/paths';
import { authClient } from '../../../lib/auth-client';

export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.';

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido.'));

export function ForgotPasswordDialog(props: {
  show: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const titleId = useId();
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const close = () => {
    setSent(false);
    setError(null);
    setFieldError(null);
    props.onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Informe um e-mail válido.');
      return;
    }
    setFieldError(null);
    setPending(true);
    const { error: failure } = await authClient.requestPasswordReset({
      email: parsed.data,
      redirectTo: paths.resetPassword,
    });
    setPending(false);
    if (failure) {
      setError(
        failure.status === 429 && failure.message
          ? failure.message
          : 'Não foi possível enviar o link agora. Tente novamente em alguns minutos.',
      );
      return;
    }
    setSent(true);
  };

  return (
    <Modal show={props.show} onHide={close} centered aria-labelledby={titleId}>
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId}>Esqueci minha senha</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {sent ? (
            <Alert variant="success" role="status" className="mb-0">
              {RESET_REQUESTED_MESSAGE}
            </Alert>
          ) : (
            <>
              {error && (
                <Alert variant="danger" role="alert">
                  {error}
                </Alert>
              )}
              <p>Informe o e-mail da sua conta para receber um link de redefinição de senha.</p>
              <Form.Group controlId="forgot-email">
                <Form.Label>E-mail</Form.Label>
                <Form.Control
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  isInvalid={fieldError !== null}
                  aria-invalid={fieldError !== null}
                />
                <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
              </Form.Group>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {sent ? (
            <Button onClick={close}>Fechar</Button>
          ) : (
            <>
              <Button variant="outline-secondary" onClick={close} disabled={pending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Enviando…' : 'Enviar link'}
              </Button>
            </>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
