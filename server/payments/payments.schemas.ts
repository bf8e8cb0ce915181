// The shapes the payments API answers with (docs/product/payments.md): a charge as its owner sees
// it on the pay page, the prices a client may buy at, the studio's settings, an art's fee, and the
// panel's list of charges with their history and monthly totals.
import { z } from '@hono/zod-openapi';
import { CHARGE_EVENT_TYPES, CHARGE_REASONS, CHARGE_STATUSES } from '../../common/payments';
import { approvalFeeSchema, isoDate } from '../arts/art.schemas';

export { approvalFeeSchema, type ApprovalFee } from '../arts/art.schemas';

const named = z.strictObject({ id: z.string(), name: z.string() });
const cents = z.number().int().openapi({ example: 5000 });

export const chargeViewSchema = z
  .strictObject({
    id: z.uuid(),
    reason: z.enum(CHARGE_REASONS),
    status: z.enum(CHARGE_STATUSES),
    /** Integer centavos, from the server's price list. */
    amountCents: cents,
    /** Credits bought (reason 'credits'), else null. */
    credits: z.number().int().nullable(),
    /** The approved art (reason 'approval_fee'), else null. */
    art: named.nullable(),
    /** The Pix 'copia e cola' text while the charge can be paid. */
    pixCopiaECola: z.string().nullable(),
    /** The same code as a QR code (SVG markup), while the charge can be paid. */
    qrSvg: z.string().nullable(),
    expiresAt: isoDate.nullable(),
    paidAt: isoDate.nullable(),
    createdAt: isoDate,
    refundedCents: z.number().int().nullable(),
    creditsRemoved: z.number().int().nullable(),
    /** The studio's note on a waiver or refund. */
    note: z.string().nullable(),
    /** The owner's balance now: the pay page shows the new one once paid. */
    balance: z.number().int(),
    /** True when the studio confirms payments by hand (pix-manual): the page says so. */
    confirmedByStudio: z.boolean(),
  })
  .openapi('ChargeView');
export type ChargeView = z.infer<typeof chargeViewSchema>;

export const pricedPackageSchema = z
  .strictObject({
    credits: z.number().int(),
    discountPercent: z.number().int(),
    priceCents: cents,
  })
  .openapi('CreditPackagePrice');

export const paymentPricesSchema = z
  .strictObject({
    creditPriceCents: cents,
    packages: z.array(pricedPackageSchema),
    /** 0: approving an art costs nothing. */
    approvalFeeCents: z.number().int(),
    pixExpiryMinutes: z.number().int(),
    /** Whether the studio can take a Pix now (its key is set). */
    available: z.boolean(),
  })
  .openapi('PaymentPrices');
export type PaymentPrices = z.infer<typeof paymentPricesSchema>;

export const paymentSettingsResponseSchema = z
  .strictObject({
    creditPriceCents: cents,
    packages: z.array(
      z.strictObject({ credits: z.number().int(), discountPercent: z.number().int() }),
    ),
    approvalFeeCents: z.number().int(),
    pixExpiryMinutes: z.number().int(),
    pixKey: z.string(),
    merchantName: z.string(),
    merchantCity: z.string(),
  })
  .openapi('PaymentSettings');

export const feeSettlementSchema = z
  .strictObject({
    /**
     * True when the art was approved and its fee is paid or waived, or it was approved with no
     * fee due (the fee was 0, or the approval came before charges existed).
     */
    settled: z.boolean(),
    fee: z.union([approvalFeeSchema, z.null()]),
  })
  .openapi('FeeSettlement');
export type FeeSettlement = z.infer<typeof feeSettlementSchema>;

export const chargeEventInfoSchema = z
  .strictObject({
    id: z.uuid(),
    type: z.enum(CHARGE_EVENT_TYPES),
    actor: named.nullable(),
    note: z.string().nullable(),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    createdAt: isoDate,
  })
  .openapi('ChargeEventInfo');

export const adminChargeRowSchema = z
  .strictObject({
    id: z.uuid(),
    client: named,
    reason: z.enum(CHARGE_REASONS),
    status: z.enum(CHARGE_STATUSES),
    amountCents: cents,
    credits: z.number().int().nullable(),
    art: named.nullable(),
    /** The reference the payer's bank statement shows (the txid, or its first 25 characters). */
    reference: z.string(),
    provider: z.string().nullable(),
    endToEndId: z.string().nullable(),
    expiresAt: isoDate.nullable(),
    paidAt: isoDate.nullable(),
    refundedCents: z.number().int().nullable(),
    creditsRemoved: z.number().int().nullable(),
    note: z.string().nullable(),
    createdAt: isoDate,
    /** Oldest first. */
    events: z.array(chargeEventInfoSchema),
  })
  .openapi('AdminChargeRow');
export type AdminChargeRow = z.infer<typeof adminChargeRowSchema>;

export const adminChargePageSchema = z
  .strictObject({
    items: z.array(adminChargeRowSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
    total: z.number().int().min(0),
    /** Money received per month (the studio's calendar) among the filtered charges, newest first. */
    months: z.array(
      z.strictObject({
        /** 'aaaa-mm'. */
        month: z.string(),
        receivedCents: z.number().int(),
        refundedCents: z.number().int(),
        payments: z.number().int(),
      }),
    ),
  })
  .openapi('AdminChargePage');
export type AdminChargePage = z.infer<typeof adminChargePageSchema>;
