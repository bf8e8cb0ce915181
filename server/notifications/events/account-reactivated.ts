// The studio reactivated a client, that is its company: the founding account may sign in again,
// and every member act in the company again.
import { paths } from '../../../common/paths';
import { toFounderAndTeam, url, type Planner } from '../planning';

export interface AccountReactivatedEvent {
  type: 'account_reactivated';
  userId: string;
}

export const planAccountReactivated: Planner<AccountReactivatedEvent> = (ctx, event) =>
  toFounderAndTeam(ctx, event.userId, 'account_reactivated', {
    founder: {
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
    },
    member: (company) => ({
      bell: `A empresa ${company} foi reativada.`,
      artId: null,
      subject: `A empresa ${company} foi reativada`,
      blocks: [
        {
          type: 'p',
          text: `O estúdio reativou a empresa ${company}: você pode agir nela de novo, e encontra tudo como estava.`,
        },
        {
          type: 'button',
          label: 'Abrir a área do cliente',
          href: url(ctx, paths.clientArea),
        },
      ],
    }),
  });
