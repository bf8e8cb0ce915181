// The studio refunded a charge: the client hears how much comes back, how many credits left their
// balance (only those bought with it and still unspent) and the studio's note.
import { formatMoney } from '../../../common/format';
import type { Block } from '../templates';
import { toCompany, type Planner } from '../planning';
import { chargeFacts, chargeOf } from './charge-facts';

export interface PaymentRefundedEvent {
  type: 'payment_refunded';
  chargeId: string;
  balance: number | null;
}

export const planPaymentRefunded: Planner<PaymentRefundedEvent> = async (ctx, event) => {
  const charge = await chargeOf(ctx.tx, event.chargeId);
  const refunded = formatMoney(charge.refundedCents ?? 0);
  const facts = chargeFacts(charge);
  facts.push(['Valor reembolsado', refunded]);
  if (charge.reason === 'credits') {
    facts.push(['Créditos retirados do saldo', String(charge.creditsRemoved ?? 0)]);
    if (event.balance !== null) facts.push(['Novo saldo de créditos', String(event.balance)]);
  }
  const blocks: Block[] = [
    {
      type: 'p',
      text: `O estúdio reembolsou ${refunded} deste pagamento. O valor volta pela mesma conta de onde saiu o Pix.`,
    },
    { type: 'facts', rows: facts },
  ];
  if (charge.note) blocks.push({ type: 'quote', text: charge.note });
  return toCompany(ctx, charge.ownerId, 'payment_refunded', {
    bell: `Reembolso de ${refunded} feito pelo estúdio.`,
    artId: charge.artId,
    subject: `Reembolso de ${refunded}`,
    blocks,
  });
};
