// 'Esqueci minha senha': asks the server to e-mail a reset link. The answer is the same whether
// or not the e-mail has an account, so the dialog never tells who is a client.
import { useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { z } from 'zod';
import { paths } from '../../../../common/paths';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { showServerError } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { authClient } from '../../../lib/auth-client';

export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.';

const forgotSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido.')),
});

export function ForgotPasswordDialog(props: {
  show: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const form = useZodForm(forgotSchema, { email: props.initialEmail ?? '' });
  const [sent, setSent] = useState(false);

  const close = () => {
    setSent(false);
    form.clearErrors();
    props.onClose();
  };

  const submit = form.handleSubmit(async ({ email }) => {
    const { error: failure } = await authClient.requestPasswordReset({
      email,
      redirectTo: paths.resetPassword,
    });
    if (failure) {
      showServerError(
        form,
        failure.status === 429 && failure.message
          ? failure.message
          : 'Não foi possível enviar o link agora. Tente novamente em alguns minutos.',
      );
      return;
    }
    setSent(true);
  });
  const pending = form.formState.isSubmitting;

  return (
    <AppModal
      show={props.show}
      onHide={close}
      title="Esqueci minha senha"
      onSubmit={(event) => void submit(event)}
    >
      <Modal.Body>
        {sent ? (
          <Alert variant="success" role="status" className="mb-0">
            {RESET_REQUESTED_MESSAGE}
          </Alert>
        ) : (
          <>
            <FormAlert form={form} />
            <p>Informe o e-mail da sua conta para receber um link de redefinição de senha.</p>
            <FormField
              form={form}
              name="email"
              id="forgot-email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              groupClassName=""
            />
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
    </AppModal>
  );
}
