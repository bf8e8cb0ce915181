// /AdmLogin: the studio's door. A client's valid credentials are refused here, not let in.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { authClient } from '../../../lib/auth-client';
import { returnToOf } from '../../../lib/return-to';
import { readMeNow } from '../../../lib/session';
import { LoginErrorDialog } from '../components/login-error-dialog';
import { SessionEndedNotice } from '../components/session-ended-notice';
import { signIn } from '../sign-in';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The panel page the visitor was on when the guard sent them here.
  const returnTo = returnToOf(useLocation().state);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await signIn(email, password);
    if (result.ok && result.role !== 'admin') {
      await authClient.signOut();
      setPending(false);
      setError(
        'Esta conta não tem acesso ao painel administrativo. Clientes entram pela Área do cliente.',
      );
      return;
    }
    setPending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    await readMeNow(queryClient);
    await navigate(returnTo ?? paths.admin);
  };

  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">Painel administrativo</h1>
          <SessionEndedNotice />
          <Form onSubmit={onSubmit} noValidate>
            <Form.Group className="mb-3" controlId="admin-email">
              <Form.Label>E-mail</Form.Label>
              <Form.Control
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-4" controlId="admin-password">
              <Form.Label>Senha</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Form.Group>
            <Button type="submit" disabled={pending}>
              {pending ? 'Entrando…' : 'Entrar'}
            </Button>
          </Form>
        </Card.Body>
      </Card>
      <LoginErrorDialog message={error} onClose={() => setError(null)} />
    </main>
  );
}
