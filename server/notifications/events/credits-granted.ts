// The studio added credits: the client hears the amount and the new balance.
import { paths } from '../../../common/paths';
import type { Block } from '../templates';
import { toCompany, url, type Planner } from '../planning';

export interface CreditsGrantedEvent {
  type: 'credits_granted';
  userId: string;
  amount: number;
  balance: number;
  note?: string | null;
}

export const planCreditsGranted: Planner<CreditsGrantedEvent> = (ctx, event) => {
  const plural = event.amount === 1 ? 'crédito' : 'créditos';
  const blocks: Block[] = [
    { type: 'p', text: `O estúdio adicionou ${event.amount} ${plural} à sua conta.` },
    {
      type: 'facts',
      rows: [
        ['Créditos adicionados', String(event.amount)],
        ['Novo saldo', String(event.balance)],
      ],
    },
  ];
  if (event.note) blocks.push({ type: 'quote', text: event.note });
  blocks.push(
    {
      type: 'p',
      text: 'Os créditos valem até o fim do mês (não são cumulativos).',
    },
    { type: 'button', label: 'Pedir uma arte', href: url(ctx, paths.clientArea) },
  );
  return toCompany(ctx, event.userId, 'credits_granted', {
    bell: `${event.amount} ${plural} adicionados. Saldo: ${event.balance}.`,
    artId: null,
    subject: `${event.amount} ${plural} adicionados à sua conta`,
    whatsapp: [String(event.amount), String(event.balance)],
    blocks,
  });
};
