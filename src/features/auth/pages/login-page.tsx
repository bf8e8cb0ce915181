// /Login: the client's door — sign in, or create an account in the 'Criar conta' dialog.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { useHistoryState } from '../../../lib/history-state';
import { useReturnTo } from '../../../lib/return-to';
import { readMeNow } from '../../../lib/session';
import { LoginForm } from '../components/login-form';
import { SessionEndedNotice } from '../components/session-ended-notice';

// The dialogs (with zod and the auth client) load when first opened, not with the sign-in page.
const SignUpDialog = lazy(async () => ({
  default: (await import('../components/sign-up-dialog')).SignUpDialog,
}));
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('../components/forgot-password-dialog')).ForgotPasswordDialog,
}));

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useHistoryState();
  // An invitation's page sends the invited e-mail, and asks for 'Criar conta' already open.
  const invited = state as { email?: unknown; signUp?: unknown } | null;
  const invitedEmail = typeof invited?.email === 'string' ? invited.email : undefined;
  const [signUpOpen, setSignUpOpen] = useState(invited?.signUp === true);
  // Mounted from its first opening on, so closing it keeps its animation.
  const [signUpMounted, setSignUpMounted] = useState(signUpOpen);
  // The e-mail typed so far, handed to 'Esqueci minha senha' when it opens.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const returnTo = useReturnTo();
  // A message handed over by another page, e.g. after a password reset.
  const notice = (state as { notice?: unknown } | null)?.notice;

  const enter = async () => {
    await readMeNow(queryClient);
    await navigate(returnTo ?? paths.clientArea);
  };

  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">Área do cliente</h1>
          <SessionEndedNotice />
          {typeof notice === 'string' && (
            <Alert variant="success" role="status">
              {notice}
            </Alert>
          )}
          <LoginForm
            action={paths.login}
            returnTo={returnTo}
            idPrefix="login"
            initialEmail={invitedEmail}
            emailAutoComplete="email"
            onSignedIn={enter}
            belowPassword={(form) => (
              <div className="mb-4">
                <Button
                  variant="link"
                  type="button"
                  className="p-0"
                  onClick={() => setForgotEmail(form.getValues('email'))}
                >
                  Esqueci minha senha
                </Button>
              </div>
            )}
            besideSubmit={
              <Button
                variant="outline-primary"
                type="button"
                onClick={() => {
                  setSignUpMounted(true);
                  setSignUpOpen(true);
                }}
              >
                Criar conta
              </Button>
            }
          />
        </Card.Body>
      </Card>
      <Suspense fallback={null}>
        {forgotEmail !== null && (
          <ForgotPasswordDialog
            show
            initialEmail={forgotEmail}
            onClose={() => setForgotEmail(null)}
          />
        )}
        {signUpMounted && (
          <SignUpDialog
            show={signUpOpen}
            initialEmail={invitedEmail}
            onClose={() => setSignUpOpen(false)}
            onSignedUp={enter}
          />
        )}
      </Suspense>
    </main>
  );
}
