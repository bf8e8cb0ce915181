// /redefinir-senha?token=…: the page the reset e-mail links to. It sets the new password with the
// sign-up rule (12–128 characters, and not easy to guess: checked by the server, whose reason is
// shown beside the field); the server revokes every session of the account.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signUpSchema } from '../../../../common/auth-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { authClient } from '../../../lib/auth-client';

export const INVALID_RESET_LINK_MESSAGE =
  'Este link de redefinição é inválido ou expirou. Peça um novo link em "Esqueci minha senha" na página de login.';
export const PASSWORD_CHANGED_NOTICE = 'Senha alterada com sucesso. Entre com a nova senha.';

const passwordSchema = signUpSchema.shape.password;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const helpId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(!token || params.has('error'));
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordSchema.safeParse(password);
    const next: typeof errors = {};
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    if (confirmation !== password) next.confirmation = 'As senhas não conferem.';
    setErrors(next);
    if (next.password || next.confirmation || !token) return;
    setPending(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (error) {
      if (error.code === 'INVALID_TOKEN') setInvalidLink(true);
      // The server's strength rule, with its pt-BR reason ('Senha fraca: …').
      else if (error.code === 'WEAK_PASSWORD' && error.message)
        setErrors({ password: error.message });
      else if (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_TOO_LONG')
        setErrors({
          password: `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
        });
      else setFailure('Não foi possível alterar a senha. Tente novamente.');
      return;
    }
    await navigate(paths.login, { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
  };

  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
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
            <Form onSubmit={onSubmit} noValidate>
              {failure && (
                <Alert variant="danger" role="alert">
                  {failure}
                </Alert>
              )}
              <Form.Group className="mb-3" controlId="reset-password">
                <Form.Label>Nova senha</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  isInvalid={errors.password !== undefined}
                  aria-invalid={errors.password !== undefined}
                  aria-describedby={helpId}
                />
                <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
                <Form.Text id={helpId}>
                  De {PASSWORD_MIN_LENGTH} a {PASSWORD_MAX_LENGTH} caracteres.
                </Form.Text>
              </Form.Group>
              <Form.Group className="mb-4" controlId="reset-password-confirmation">
                <Form.Label>Confirme a nova senha</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="new-password"
                  required
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                  isInvalid={errors.confirmation !== undefined}
                  aria-invalid={errors.confirmation !== undefined}
                />
                <Form.Control.Feedback type="invalid">{errors.confirmation}</Form.Control.Feedback>
              </Form.Group>
              <Button type="submit" disabled={pending}>
                {pending ? 'Salvando…' : 'Salvar nova senha'}
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </main>
  );
}
