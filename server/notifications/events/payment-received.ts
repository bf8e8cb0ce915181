// A charge was paid (docs/product/payments.md): the client's receipt — what was paid, for what,
// when, the Pix's end-to-end id and, for credits, the new balance — and, when the payment was
// confirmed by the provider rather than by the studio's own hand, the studio's notice.
import { formatDateTime, formatMoney } from '../../../common/format';
import { paths } from '../../../common/paths';
import type { Block } from '../templates';
import { accountOf, toCompany, toStudio, url, type Planner } from '../planning';
import { chargeFacts, chargeOf } from './charge-facts';

export interface PaymentReceivedEvent {
  type: 'payment_received';
  chargeId: string;
  /** The client's balance after the credits entered (credits only). */
  balance: number | null;
  /** The studio confirmed it in the panel (it needs no notice of its own action). */
  byStudio: boolean;
}

export const planPaymentReceived: Planner<PaymentReceivedEvent> = async (ctx, event) => {
  const charge = await chargeOf(ctx.tx, event.chargeId);
  const amount = formatMoney(charge.paidCents ?? charge.amountCents);
  const paidAt = formatDateTime(charge.paidAt ?? new Date());
  const facts = chargeFacts(charge);
  facts.push(['Pago em', paidAt]);
  if (charge.endToEndId && !charge.endToEndId.startsWith('manual-')) {
    facts.push(['Identificador do Pix (E2E)', charge.endToEndId]);
  }
  if (event.balance !== null) facts.push(['Novo saldo de créditos', String(event.balance)]);
  const credits = charge.credits ?? 0;
  const bell =
    charge.reason === 'credits'
      ? `Pagamento de ${amount} confirmado: ${credits} ${credits === 1 ? 'crédito adicionado' : 'créditos adicionados'}. Saldo: ${event.balance ?? 0}.`
      : `Pagamento de ${amount} confirmado: taxa de aprovação da arte "${charge.artName ?? ''}".`;
  const blocks: Block[] = [
    { type: 'p', text: `Recebemos seu pagamento de ${amount}. Este é o seu recibo.` },
    { type: 'facts', rows: facts },
    charge.artId
      ? { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(charge.artId)) }
      : { type: 'button', label: 'Pedir uma arte', href: url(ctx, paths.clientArea) },
  ];
  const deliveries = await toCompany(ctx, charge.ownerId, 'payment_received', {
    bell,
    artId: charge.artId,
    subject: `Recibo: pagamento de ${amount} confirmado`,
    blocks,
  });
  if (!event.byStudio) {
    // The studio's notice names the company (its founding account's row carries its name).
    const name = (await accountOf(ctx.tx, charge.ownerId))?.name ?? 'O cliente';
    deliveries.push(
      ...(await toStudio(ctx, 'studio_payment_received', {
        bell: `${name} pagou ${amount} (${charge.reason === 'credits' ? `${credits} créditos` : 'taxa de aprovação'}).`,
        artId: charge.artId,
        subject: `Pagamento recebido: ${amount} de ${name}`,
        blocks: [
          { type: 'p', text: `${name} pagou ${amount}.` },
          { type: 'facts', rows: facts },
          { type: 'button', label: 'Abrir Pagamentos', href: url(ctx, paths.adminPayments) },
        ],
      })),
    );
  }
  return deliveries;
};
