// The shapes of the client's statement ('Extrato'): a credit movement with its description and the
// balance after it, the page of movements with the balance and what ends with the month, and a
// payment that has a receipt.
import { z } from '@hono/zod-openapi';
import { CREDIT_MOVEMENT_KINDS } from '../../common/constants';
import { CHARGE_REASONS } from '../../common/payments';
import { isoDate } from '../arts/art.schemas';
import { pageSchema } from '../db/paging';

const named = z.strictObject({ id: z.string(), name: z.string() });

export const statementEntrySchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(CREDIT_MOVEMENT_KINDS),
    /** What happened, in pt-BR ('Pedido da arte “Sacola”', 'Compra de 5 créditos (R$ 50,00, Pix)'). */
    description: z.string(),
    /** Signed: credits in are positive, credits out negative. */
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    art: named.nullable(),
    /** The charge a purchase or a refund belongs to (its receipt), else null. */
    chargeId: z.uuid().nullable(),
    createdAt: isoDate,
  })
  .openapi('StatementEntry');
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const creditExpirySchema = z
  .strictObject({
    credits: z.number().int().min(1),
    /** The studio's calendar day they end on ('aaaa-mm-dd': the month's last day). */
    on: z.iso.date(),
  })
  .openapi('CreditExpiry');

export const statementSchema = z
  .strictObject({
    balance: z.number().int(),
    /** The credits that end with the month (all of them: credits are not cumulative), or null. */
    expiring: creditExpirySchema.nullable(),
    movements: pageSchema(statementEntrySchema, 'StatementEntryPage'),
  })
  .openapi('Statement');
export type StatementSummary = z.infer<typeof statementSchema>;

export const paidChargeSchema = z
  .strictObject({
    id: z.uuid(),
    reason: z.enum(CHARGE_REASONS),
    /** Refunded charges keep their receipt, which then also says what was returned. */
    status: z.enum(['paid', 'refunded']),
    description: z.string(),
    amountCents: z.number().int(),
    /** How the money came ('Pix', 'Asaas (Pix, boleto ou cartão)'). */
    method: z.string(),
    paidAt: isoDate,
    refundedCents: z.number().int().nullable(),
  })
  .openapi('PaidCharge');
export type PaidCharge = z.infer<typeof paidChargeSchema>;
export const paidChargePageSchema = pageSchema(paidChargeSchema, 'PaidChargePage');
