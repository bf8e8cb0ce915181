// What the payment notices (payment-received, payment-refunded, fee-waived) read of a charge, and
// the lines of facts they share.
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../common/format';
import { CHARGE_REASON_LABELS } from '../../../common/payments';
import type { Executor } from '../../db/client';
import { artRequest, charge } from '../../db/schema';

export async function chargeOf(tx: Executor, chargeId: string) {
  const [row] = await tx
    .select({ charge, artName: artRequest.name })
    .from(charge)
    .leftJoin(artRequest, eq(artRequest.id, charge.artId))
    .where(eq(charge.id, chargeId));
  if (!row) throw new Error(`notify: charge ${chargeId} not found`);
  return { ...row.charge, artName: row.artName };
}

export type ChargeForNotice = Awaited<ReturnType<typeof chargeOf>>;

export function chargeFacts(c: ChargeForNotice): [string, string][] {
  const what =
    c.reason === 'credits'
      ? `${c.credits} ${c.credits === 1 ? 'crédito' : 'créditos'}`
      : `Taxa de aprovação da arte "${c.artName ?? ''}"`;
  return [
    ['Referente a', `${CHARGE_REASON_LABELS[c.reason]}: ${what}`],
    ['Valor', formatMoney(c.amountCents)],
  ];
}
