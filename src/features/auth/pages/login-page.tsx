// /Login: the client's door — sign in, or create an account in the 'Criar conta' dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { returnToOf } from '../../../lib/return-to';
import { readMeNow } from '../../../lib/session';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { LoginErrorDialog } from '../components/login-error-dialog';
import { SessionEndedNotice } from '../components/session-ended-notice';
import { SignUpDialog } from '../components/sign-up-dialog';
import { signIn } from '../sign-in';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const state: unknown = useLocation().state;
  // A message handed over by another page, e.g. after a password reset.
  const notice = (state as { notice?: unknown } | null)?.notice;

  const enter = async () => {
    await readMeNow(queryClient);
    await navigate(returnToOf(state) ?? paths.clientArea);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await signIn(email, password);
    setPending(false);
    if (result.ok) await enter();
    else setError(result.message);
  };

  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">Área do cliente</h1>
          <SessionEndedNotice />
          {typeof notice === 'string' && (
            <Alert variant="success" role="status">
              {notice}
            </Alert>
          )}
          <Form onSubmit={onSubmit} noValidate>
            <Form.Group className="mb-3" controlId="login-email">
              <Form.Label>E-mail</Form.Label>
              <Form.Control
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-2" controlId="login-password">
              <Form.Label>Senha</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Form.Group>
            <div className="mb-4">
              <Button
                variant="link"
                type="button"
                className="p-0"
                onClick={() => setForgotOpen(true)}
              >
                Esqueci minha senha
              </Button>
            </div>
            <div className="d-flex gap-2">
              <Button type="submit" disabled={pending}>
                {pending ? 'Entrando…' : 'Entrar'}
              </Button>
              <Button variant="outline-primary" type="button" onClick={() => setSignUpOpen(true)}>
                Criar conta
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
      <LoginErrorDialog message={error} onClose={() => setError(null)} />
      {forgotOpen && (
        <ForgotPasswordDialog show initialEmail={email} onClose={() => setForgotOpen(false)} />
      )}
      <SignUpDialog show={signUpOpen} onClose={() => setSignUpOpen(false)} onSignedUp={enter} />
    </main>
  );
}
