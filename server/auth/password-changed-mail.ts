// The notice to an account's owner that its password was changed while signed in ('Alterar senha'
// in 'Meus dados' or the panel's 'Minha conta'): always sent, whatever the e-mail preferences, so
// that someone who changed it in the owner's place cannot go unnoticed. Never the password itself.
import { formatDateTime } from '../../common/format';
import { paths } from '../../common/paths';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../notifications/templates';

export const PASSWORD_CHANGED_SUBJECT = 'Sua senha foi alterada';

export function passwordChangedMail(
  account: { email: string; name: string },
  baseURL: string,
  at: Date,
): MailMessage {
  const login = new URL(paths.login, baseURL).toString();
  const mail = renderMail({
    subject: PASSWORD_CHANGED_SUBJECT,
    greeting: `Olá, ${account.name}.`,
    blocks: [
      {
        type: 'p',
        text: `A senha da sua conta no site do estúdio foi alterada em ${formatDateTime(at)} (horário de Salvador). Por segurança, as outras sessões foram encerradas: nos outros aparelhos, entre de novo com a nova senha.`,
      },
      {
        type: 'p',
        text: 'Se não foi você, redefina a senha agora em "Esqueci minha senha", na página de login, e avise o estúdio respondendo a este e-mail.',
      },
      { type: 'button', label: 'Ir para o login', href: login },
    ],
  });
  return { ...mail, to: account.email, kind: 'password_changed' };
}
