// The studio deactivated a client, that is its company (docs/product/companies.md): the founding
// account is told its records were kept; the company's other members that they can no longer act
// in it, their other companies untouched.
import { toFounderAndTeam, type Planner } from '../planning';

export interface AccountDeactivatedEvent {
  type: 'account_deactivated';
  userId: string;
}

export const planAccountDeactivated: Planner<AccountDeactivatedEvent> = (ctx, event) =>
  toFounderAndTeam(ctx, event.userId, 'account_deactivated', {
    founder: {
      bell: 'Sua conta foi desativada pelo estúdio.',
      artId: null,
      subject: 'Sua conta foi desativada',
      blocks: [
        {
          type: 'p',
          text: 'O estúdio desativou a sua conta: não é mais possível entrar. Seus pedidos, arquivos e extrato foram mantidos.',
        },
        {
          type: 'p',
          text: 'Se acha que isto é um engano, responda a este e-mail ou fale com o estúdio.',
        },
      ],
    },
    member: (company) => ({
      bell: `A empresa ${company} foi desativada pelo estúdio.`,
      artId: null,
      subject: `A empresa ${company} foi desativada`,
      blocks: [
        {
          type: 'p',
          text: `O estúdio desativou a empresa ${company}: você não consegue mais agir nela. Os pedidos, arquivos e o extrato da empresa foram mantidos, e as outras empresas de que você participa continuam como estão.`,
        },
        {
          type: 'p',
          text: 'Se acha que isto é um engano, fale com o administrador da empresa ou com o estúdio.',
        },
      ],
    }),
  });
