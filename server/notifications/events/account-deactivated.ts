// The studio deactivated a client's account: the client is told their records were kept.
import { toAccountHolder, type Planner } from '../planning';

export interface AccountDeactivatedEvent {
  type: 'account_deactivated';
  userId: string;
}

export const planAccountDeactivated: Planner<AccountDeactivatedEvent> = (ctx, event) =>
  toAccountHolder(ctx, event.userId, 'account_deactivated', {
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
  });
