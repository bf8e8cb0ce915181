// The studio reactivated a client's account: the client may sign in again.
import { paths } from '../../../common/paths';
import { toAccountHolder, url, type Planner } from '../planning';

export interface AccountReactivatedEvent {
  type: 'account_reactivated';
  userId: string;
}

export const planAccountReactivated: Planner<AccountReactivatedEvent> = (ctx, event) =>
  toAccountHolder(ctx, event.userId, 'account_reactivated', {
    bell: 'Sua conta foi reativada.',
    artId: null,
    subject: 'Sua conta foi reativada',
    blocks: [
      {
        type: 'p',
        text: 'O estúdio reativou a sua conta: você pode entrar de novo com o mesmo e-mail e senha, e encontra tudo como estava.',
      },
      { type: 'button', label: 'Entrar', href: url(ctx, paths.login) },
    ],
  });
