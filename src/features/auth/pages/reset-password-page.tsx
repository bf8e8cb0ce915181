// /redefinir-senha?token=…: the page the reset e-mail links to. It sets the new password with the
// sign-up rule (12–128 characters, and not easy to guess: checked by the server, whose reason is
// shown beside the field); the server revokes every session of the account.
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { signUpSchema } from '../../../../common/auth-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { showServerError } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { authClient } from '../../../lib/auth-client';

export const INVALID_RESET_LINK_MESSAGE =
  'Este link de redefinição é inválido ou expirou. Peça um novo link em "Esqueci minha senha" na página de login.';
export const PASSWORD_CHANGED_NOTICE = 'Senha alterada com sucesso. Entre com a nova senha.';

const resetSchema = z
  .object({ password: signUpSchema.shape.password, confirmation: z.string() })
  .refine((values) => values.confirmation === values.password, {
    path: ['confirmation'],
    message: 'As senhas não conferem.',
    // Checked even when the password itself breaks a rule, so both messages show at once.
    when: () => true,
  });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const form = useZodForm(resetSchema, { password: '', confirmation: '' });
  const [invalidLink, setInvalidLink] = useState(!token || params.has('error'));

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      if (error.code === 'INVALID_TOKEN') setInvalidLink(true);
      // The server's strength rule, with its pt-BR reason ('Senha fraca: …').
      else if (error.code === 'WEAK_PASSWORD' && error.message)
        showServerError(form, error.message, 'password');
      else if (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_TOO_LONG')
        showServerError(
          form,
          `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
          'password',
        );
      else showServerError(form, 'Não foi possível alterar a senha. Tente novamente.');
      return;
    }
    await navigate(paths.login, { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
  });
  const pending = form.formState.isSubmitting;

  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">Redefinir senha</h1>
          {invalidLink ? (
            <>
              <Alert variant="warning" role="alert">
                {INVALID_RESET_LINK_MESSAGE}
              </Alert>
              <Link to={paths.login} className="btn btn-primary">
                Ir para o login
              </Link>
            </>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <FormAlert form={form} />
              <FormField
                form={form}
                name="password"
                id="reset-password"
                label="Nova senha"
                type="password"
                autoComplete="new-password"
                required
                hint={`De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`}
              />
              <FormField
                form={form}
                name="confirmation"
                id="reset-password-confirmation"
                label="Confirme a nova senha"
                type="password"
                autoComplete="new-password"
                required
                groupClassName="mb-4"
              />
              <Button type="submit" disabled={pending}>
                {pending ? 'Salvando…' : 'Salvar nova senha'}
              </Button>
            </form>
          )}
        </Card.Body>
      </Card>
    </main>
  );
}
