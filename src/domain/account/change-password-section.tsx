// 'Alterar senha', for a client ('Meus dados') and an admin (the panel's 'Minha conta'): the
// current password, the new one (with its strength meter) typed twice. better-auth's change runs
// the sign-up rules on the server (12–128 characters, not easy to guess for this account), ends
// every other session and renews this one; the owner is e-mailed. Each refusal goes to its field.
import { useId, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import {
  changePasswordFormSchema,
  type ChangePasswordFormInput,
} from '../../../common/auth-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/constants';
import { BusyButton } from '../../components/busy-button';
import { FormAlert, FormField } from '../../components/form/form-field';
import { showServerError } from '../../components/form/use-app-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { loadAuthClient } from '../../lib/load-auth-client';
import { PasswordStrengthMeter } from './password-strength-meter';

export const PASSWORD_CHANGED_MESSAGE =
  'Senha alterada. As outras sessões desta conta foram encerradas, e enviamos um aviso para o seu e-mail.';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Não foi possível alterar a senha. Tente novamente.';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmation: '' };

type Field = keyof ChangePasswordFormInput;

/** Which field a refusal of better-auth's change (our server's codes) is about. */
function fieldOf(code: string | undefined): Field | null {
  if (code === 'INVALID_PASSWORD') return 'currentPassword';
  if (code === 'WEAK_PASSWORD' || code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
    return 'newPassword';
  return null;
}

export function ChangePasswordSection({ email }: { email: string }) {
  const headingId = useId();
  const meterId = useId();
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  const [changed, setChanged] = useState(false);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword: password }) => {
    setChanged(false);
    const authClient = await loadAuthClient();
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword: password,
      // The server ends the other sessions whatever is asked; asked here all the same.
      revokeOtherSessions: true,
    });
    if (error) {
      const field = fieldOf(error.code);
      if (field && error.message) return showServerError(form, error.message, field);
      const shown = (error.status === 403 || error.status === 429) && error.message;
      return showServerError(form, shown || PASSWORD_CHANGE_FAILED_MESSAGE);
    }
    form.reset(EMPTY);
    setChanged(true);
  });
  const pending = form.formState.isSubmitting;

  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h5">
        Alterar senha
      </h2>
      <p className="text-body-secondary">
        Ao alterar a senha, você sai de todos os outros aparelhos em que entrou; este continua
        conectado. Enviamos um aviso para o seu e-mail.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        style={{ maxWidth: '28rem' }}
      >
        {changed && (
          <Alert variant="success" role="status">
            {PASSWORD_CHANGED_MESSAGE}
          </Alert>
        )}
        <FormAlert form={form} />
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          form={form}
          name="currentPassword"
          id="alterar-senha-atual"
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormField
          form={form}
          name="newPassword"
          id="alterar-senha-nova"
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres, difícil de adivinhar: por exemplo, três ou quatro palavras pouco comuns.`}
        />
        <PasswordStrengthMeter password={newPassword} id={meterId} />
        <FormField
          form={form}
          name="confirmation"
          id="alterar-senha-confirmacao"
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <BusyButton type="submit" pending={pending}>
          {pending ? 'Alterando…' : 'Alterar senha'}
        </BusyButton>
      </form>
    </section>
  );
}
