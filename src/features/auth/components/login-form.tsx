// The one sign-in form of /Login and /AdmLogin: e-mail and password sent to better-auth, every
// refusal shown in the 'Erro ao entrar' dialog (never saying which of the two was wrong). The
// pages add their title, their links and where to go after; the studio's page also refuses a
// client's valid credentials.
import { useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { z } from 'zod';
import { FormField } from '../../../components/form/form-field';
import type { AppForm } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { authClient } from '../../../lib/auth-client';
import { signIn } from '../sign-in';
import { LoginErrorDialog } from './login-error-dialog';

/** No rule of its own: the server decides, and any refusal reads the same. */
const loginSchema = z.object({ email: z.string(), password: z.string() });
export type LoginValues = z.infer<typeof loginSchema>;

export const NOT_AN_ADMIN_MESSAGE =
  'Esta conta não tem acesso ao painel administrativo. Clientes entram pela Área do cliente.';

export function LoginForm(props: {
  /** Prefix of the fields' ids ('login', 'admin'). */
  idPrefix: string;
  /** 'username' on the studio's page, so password managers keep the two logins apart. */
  emailAutoComplete: 'email' | 'username';
  /** Only an account of this role may enter (it is signed out again otherwise). */
  requiredRole?: 'admin';
  onSignedIn: () => Promise<void>;
  /** Links under the password (e.g. 'Esqueci minha senha'), given the form to read the e-mail. */
  belowPassword?: (form: AppForm<LoginValues>) => ReactNode;
  /** Buttons beside 'Entrar' (e.g. 'Criar conta'). */
  besideSubmit?: ReactNode;
}) {
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    const result = await signIn(email, password);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (props.requiredRole && result.role !== props.requiredRole) {
      await authClient.signOut();
      setError(NOT_AN_ADMIN_MESSAGE);
      return;
    }
    await props.onSignedIn();
  });
  const pending = form.formState.isSubmitting;

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          form={form}
          name="email"
          id={`${props.idPrefix}-email`}
          label="E-mail"
          type="email"
          autoComplete={props.emailAutoComplete}
          required
        />
        <FormField
          form={form}
          name="password"
          id={`${props.idPrefix}-password`}
          label="Senha"
          type="password"
          autoComplete="current-password"
          required
          groupClassName={props.belowPassword ? 'mb-2' : 'mb-4'}
        />
        {props.belowPassword?.(form)}
        <div className="d-flex gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Entrando…' : 'Entrar'}
          </Button>
          {props.besideSubmit}
        </div>
      </form>
      <LoginErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
