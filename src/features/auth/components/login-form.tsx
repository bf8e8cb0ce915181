// The one sign-in form of /Login and /AdmLogin: e-mail and password sent to better-auth, every
// refusal shown in the 'Erro ao entrar' dialog (never saying which of the two was wrong). The
// pages add their title, their links and where to go after; the studio's page also refuses a
// client's valid credentials. Before the JavaScript arrives it is a plain form posted to the page
// itself (server/spa-sign-in.ts); a refusal then comes back in the page, with the e-mail kept and
// the same dialog open. Closing it puts focus on the password, to type it again.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import type { Resolver } from 'react-hook-form';
import { NOT_AN_ADMIN_MESSAGE, SIGN_IN_FIELDS } from '../../../../common/sign-in';
import { FormField } from '../../../components/form/form-field';
import { useAppForm, type AppForm } from '../../../components/form/use-app-form';
import { signIn, signOut } from '../sign-in';
import { readSignInFormState } from '../sign-in-form-state';
import { LoginErrorDialog } from './login-error-dialog';

export interface LoginValues {
  email: string;
  password: string;
}

/** No rule of its own: the server decides, and any refusal reads the same (and no zod to load). */
const noRules: Resolver<LoginValues> = (values) => ({ values, errors: {} });

export { NOT_AN_ADMIN_MESSAGE };

export function LoginForm(props: {
  /** Prefix of the fields' ids ('login', 'admin'). */
  idPrefix: string;
  /** The e-mail to start with (an invitation's address). */
  initialEmail?: string;
  /** The page itself, which the server answers when the form is posted without JavaScript. */
  action: string;
  /** Where to go once signed in (the page's own return address), posted with the form. */
  returnTo: string | null;
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
  // A refusal of the form posted before the JavaScript arrived (the server rendered it).
  const queryClient = useQueryClient();
  const [posted] = useState(() => readSignInFormState(queryClient));
  // What was typed before the JavaScript arrived is kept by FormField (early-input.ts).
  const form = useAppForm<LoginValues>({
    resolver: noRules,
    defaultValues: { email: posted?.email ?? props.initialEmail ?? '', password: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [postedError, setPostedError] = useState(posted?.error ?? null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setPostedError(null);
    const result = await signIn(email, password);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (props.requiredRole && result.role !== props.requiredRole) {
      await signOut();
      setError(NOT_AN_ADMIN_MESSAGE);
      return;
    }
    await props.onSignedIn();
  });
  const pending = form.formState.isSubmitting;

  const focusPassword = () => form.setFocus('password', { shouldSelect: true });

  return (
    <>
      <LoginErrorDialog
        posted
        message={postedError}
        onClose={() => setPostedError(null)}
        onClosed={focusPassword}
      />
      <form noValidate method="post" action={props.action} onSubmit={(event) => void submit(event)}>
        {props.returnTo && (
          <input type="hidden" name={SIGN_IN_FIELDS.returnTo} value={props.returnTo} />
        )}
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
      <LoginErrorDialog message={error} onClose={() => setError(null)} onClosed={focusPassword} />
    </>
  );
}
