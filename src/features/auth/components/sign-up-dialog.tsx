// The 'Criar conta' dialog: company name, e-mail, password and the acceptance of the terms (their
// links open in a new tab, keeping the form), checked here (each message beside its field) and
// again on the server, whose answer is shown the same way. The server answers an e-mail already
// registered like a new one (and mails its owner): only a new account is signed in.
import { useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { signUpSchema } from '../../../../common/auth-schemas';
import {
  COMPANY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { FormAlert, FormCheckField, FormField } from '../../../components/form/form-field';
import { showServerError } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { authClient } from '../../../lib/auth-client';

type Field = 'name' | 'email' | 'password' | 'acceptTerms';

export function SignUpDialog(props: {
  show: boolean;
  /** The e-mail to start with (an invitation's address). */
  initialEmail?: string;
  onClose: () => void;
  onSignedUp: () => Promise<void>;
}) {
  // acceptTerms starts unticked: the schema's literal(true) refuses it until the box is ticked.
  const form = useZodForm(signUpSchema, {
    name: '',
    email: props.initialEmail ?? '',
    password: '',
  });
  const [mailed, setMailed] = useState(false);

  const submit = form.handleSubmit(async (input) => {
    const { error: failure } = await authClient.signUp.email(input);
    if (failure) {
      const known = serverFieldError(failure.code, failure.message);
      if (known) showServerError(form, known.message, known.field);
      else showServerError(form, serverFormError(failure.status, failure.message));
      return;
    }
    // The server answers a new and an already registered e-mail alike (it never says which); only
    // a new account comes back signed in. Otherwise the owner has been e-mailed.
    const { data: current } = await authClient.getSession();
    if (current?.session) {
      await props.onSignedUp();
    } else {
      setMailed(true);
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <AppModal
      show={props.show}
      onHide={props.onClose}
      title="Criar conta"
      onSubmit={(event) => void submit(event)}
    >
      <Modal.Body>
        {mailed && (
          <Alert variant="info" role="status">
            {MAILED_NOTICE}
          </Alert>
        )}
        <FormAlert form={form} />
        <FormField
          form={form}
          name="name"
          id="signup-name"
          label="Nome da empresa"
          autoComplete="organization"
          required
          maxLength={COMPANY_NAME_MAX_LENGTH}
          counter
        />
        <FormField
          form={form}
          name="email"
          id="signup-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
        />
        <FormField
          form={form}
          name="password"
          id="signup-password"
          label="Senha"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`}
          groupClassName=""
        />
        <FormCheckField
          form={form}
          name="acceptTerms"
          id="signup-terms"
          groupClassName="mt-3"
          required
          label={
            <>
              Li e aceito os{' '}
              <a href={paths.terms} target="_blank" rel="noopener noreferrer">
                Termos de uso
              </a>{' '}
              e a{' '}
              <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
                Política de privacidade
              </a>
            </>
          }
        />
      </Modal.Body>
      <Modal.Footer>
        <Button type="submit" disabled={pending}>
          {pending ? 'Criando…' : 'Criar conta'}
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}

/** After a sign-up that did not sign in: the e-mail was already registered (never said here). */
export const MAILED_NOTICE =
  'Enviamos uma mensagem para o e-mail informado com os próximos passos. Se você já tem uma ' +
  'conta com este e-mail, entre com a sua senha ou use "Esqueci minha senha".';

function serverFieldError(
  code: string | undefined,
  message: string | undefined,
): { field: Field; message: string } | null {
  // The server's strength rule says why in pt-BR (e.g. 'Senha fraca: Repetições…').
  if (code === 'WEAK_PASSWORD' && message) return { field: 'password', message };
  if (code === 'TERMS_NOT_ACCEPTED' && message) return { field: 'acceptTerms', message };
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    return {
      field: 'password',
      message: `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
    };
  }
  if (code === 'INVALID_EMAIL') return { field: 'email', message: 'Informe um e-mail válido.' };
  return null;
}

function serverFormError(status: number, message: string | undefined): string {
  // Our server's own checks (INVALID_SIGN_UP) and its 429 answer in pt-BR: show them as they are.
  if ((status === 400 || status === 429) && message) return message;
  return 'Não foi possível criar a conta. Tente novamente.';
}
