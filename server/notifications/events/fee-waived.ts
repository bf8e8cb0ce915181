// The studio waived an approved art's fee: the client hears it, with the studio's note.
import { formatMoney } from '../../../common/format';
import { paths } from '../../../common/paths';
import { toCompany, url, type Planner } from '../planning';
import { chargeOf } from './charge-facts';

export interface FeeWaivedEvent {
  type: 'fee_waived';
  chargeId: string;
}

export const planFeeWaived: Planner<FeeWaivedEvent> = async (ctx, event) => {
  const charge = await chargeOf(ctx.tx, event.chargeId);
  if (!charge.artId) return [];
  const art = charge.artName ?? '';
  const artId = charge.artId;
  return toCompany(ctx, charge.ownerId, 'fee_waived', {
    bell: `O estúdio isentou a taxa de aprovação da arte "${art}".`,
    artId,
    subject: `Taxa de aprovação isenta: ${art}`,
    blocks: [
      {
        type: 'p',
        text: `O estúdio isentou a taxa de aprovação de ${formatMoney(charge.amountCents)} da arte "${art}". Não há nada a pagar por ela.`,
      },
      ...(charge.note ? [{ type: 'quote' as const, text: charge.note }] : []),
      { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(artId)) },
    ],
  });
};
