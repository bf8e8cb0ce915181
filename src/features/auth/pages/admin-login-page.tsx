// /AdmLogin: the studio's door. A client's valid credentials are refused here, not let in.
import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { useReturnTo } from '../../../lib/return-to';
import { readMeNow } from '../../../lib/session';
import { LoginForm } from '../components/login-form';
import { SessionEndedNotice } from '../components/session-ended-notice';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The panel page the visitor was on when the guard (or the server) sent them here.
  const returnTo = useReturnTo();

  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">Painel administrativo</h1>
          <SessionEndedNotice />
          <LoginForm
            action={paths.adminLogin}
            returnTo={returnTo}
            idPrefix="admin"
            emailAutoComplete="username"
            requiredRole="admin"
            onSignedIn={async () => {
              await readMeNow(queryClient);
              await navigate(returnTo ?? paths.admin);
            }}
          />
        </Card.Body>
      </Card>
    </main>
  );
}
