// Money in the product (docs/product/payments.md, docs/decisions/0010-payment-providers.md): the studio's prices and
// Pix settings with their bounds and defaults, a charge's statuses and reasons, the price of a
// credit package, and the schemas the routes and the panel's forms share. Amounts are integer
// centavos everywhere; only common/format.ts's formatMoney turns them into 'R$ 1.234,56'.
import { z } from 'zod';
import { safeText } from './api-types';

/** What a charge is for: credits bought, or the fee of an approved art (/UserTerms §9). */
export const CHARGE_REASONS = ['credits', 'approval_fee'] as const;
export type ChargeReason = (typeof CHARGE_REASONS)[number];

/**
 * open: waiting for the money; paid: confirmed (credits entered the ledger); expired: its Pix code
 * ran out unpaid (money that still arrives is honoured); refunded: money returned; cancelled: never
 * payable (the provider refused it); waived: an approval fee the studio let go, with a note.
 */
export const CHARGE_STATUSES = [
  'open',
  'paid',
  'expired',
  'refunded',
  'cancelled',
  'waived',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  open: 'Aguardando pagamento',
  paid: 'Pago',
  expired: 'Expirado',
  refunded: 'Reembolsado',
  cancelled: 'Cancelado',
  waived: 'Isento',
};

export const CHARGE_REASON_LABELS: Record<ChargeReason, string> = {
  credits: 'Compra de créditos',
  approval_fee: 'Taxa de aprovação',
};

/** What happened to a charge (its history, charge_event). */
export const CHARGE_EVENT_TYPES = [
  'created',
  'paid',
  'expired',
  'refunded',
  'waived',
  'cancelled',
  /** A notification or a read-back named it, but what the provider said did not match. */
  'rejected',
] as const;
export type ChargeEventType = (typeof CHARGE_EVENT_TYPES)[number];

/** An approved art's fee, as its page shows it (derived from its approval_fee charges). */
export const APPROVAL_FEE_STATES = ['due', 'paid', 'waived', 'refunded'] as const;
export type ApprovalFeeState = (typeof APPROVAL_FEE_STATES)[number];

export const APPROVAL_FEE_STATE_LABELS: Record<ApprovalFeeState, string> = {
  due: 'A pagar',
  paid: 'Paga',
  waived: 'Isenta',
  refunded: 'Reembolsada',
};

// ---- the studio's settings ('Preços e pagamentos') ----------------------------------------------

export const PAYMENT_LIMITS = {
  /** One credit's price: R$ 1,00 to R$ 10.000,00. */
  creditPriceCents: { min: 100, max: 1_000_000 },
  /** The approval fee: 0 (off) to R$ 100.000,00. */
  approvalFeeCents: { min: 0, max: 10_000_000 },
  packages: { min: 1, max: 6 },
  packageCredits: { min: 1, max: 1000 },
  discountPercent: { min: 0, max: 90 },
  pixExpiryMinutes: { min: 5, max: 1440 },
  /** A Pix key: at most 77 characters (BACEN's DICT). */
  pixKey: 77,
  /** EMV tags 59 and 60 of the BR Code. */
  merchantName: 25,
  merchantCity: 15,
} as const;

export interface CreditPackage {
  credits: number;
  discountPercent: number;
}

export const DEFAULT_PAYMENT_PRICES = {
  creditPriceCents: 1000,
  packages: [
    { credits: 5, discountPercent: 0 },
    { credits: 10, discountPercent: 0 },
    { credits: 20, discountPercent: 0 },
  ] satisfies CreditPackage[],
  approvalFeeCents: 6000,
  pixExpiryMinutes: 30,
} as const;

/** A package's price: credits × price, less its discount, rounded to the centavo. */
export function packagePriceCents(creditPriceCents: number, pkg: CreditPackage): number {
  return Math.round((pkg.credits * creditPriceCents * (100 - pkg.discountPercent)) / 100);
}

const L = PAYMENT_LIMITS;
const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const CREDIT_PRICE_MESSAGE = 'Informe o preço do crédito entre R$ 1,00 e R$ 10.000,00.';
export const APPROVAL_FEE_MESSAGE =
  'Informe a taxa de aprovação entre R$ 0,00 (sem taxa) e R$ 100.000,00.';
export const PACKAGE_CREDITS_MESSAGE = `Cada pacote tem de ${L.packageCredits.min} a ${L.packageCredits.max} créditos.`;
export const DISCOUNT_MESSAGE = `O desconto vai de ${L.discountPercent.min}% a ${L.discountPercent.max}%.`;
export const PACKAGES_MESSAGE = `Ofereça de ${L.packages.min} a ${L.packages.max} pacotes de créditos.`;
export const PACKAGES_DISTINCT_MESSAGE = 'Dois pacotes não podem ter o mesmo número de créditos.';
export const PIX_EXPIRY_MESSAGE = `A validade do Pix vai de ${L.pixExpiryMinutes.min} a ${L.pixExpiryMinutes.max} minutos.`;
export const PIX_KEY_MESSAGE = `A chave Pix tem no máximo ${L.pixKey} caracteres, sem espaços.`;
export const MERCHANT_NAME_MESSAGE = `O nome do recebedor tem de 1 a ${L.merchantName} caracteres.`;
export const MERCHANT_CITY_MESSAGE = `A cidade do recebedor tem de 1 a ${L.merchantCity} caracteres.`;

export const creditPackageSchema = z.object({
  credits: intIn(L.packageCredits.min, L.packageCredits.max, PACKAGE_CREDITS_MESSAGE),
  discountPercent: intIn(L.discountPercent.min, L.discountPercent.max, DISCOUNT_MESSAGE),
});

/** PUT /api/admin/settings/payments: every value in centavos, minutes or characters. */
export const paymentSettingsSchema = z.object({
  creditPriceCents: intIn(L.creditPriceCents.min, L.creditPriceCents.max, CREDIT_PRICE_MESSAGE),
  packages: z
    .array(creditPackageSchema, { error: PACKAGES_MESSAGE })
    .min(L.packages.min, PACKAGES_MESSAGE)
    .max(L.packages.max, PACKAGES_MESSAGE)
    .refine(
      (list) => new Set(list.map((p) => p.credits)).size === list.length,
      PACKAGES_DISTINCT_MESSAGE,
    ),
  approvalFeeCents: intIn(L.approvalFeeCents.min, L.approvalFeeCents.max, APPROVAL_FEE_MESSAGE),
  pixExpiryMinutes: intIn(L.pixExpiryMinutes.min, L.pixExpiryMinutes.max, PIX_EXPIRY_MESSAGE),
  pixKey: z
    .string({ error: PIX_KEY_MESSAGE })
    .trim()
    .max(L.pixKey, PIX_KEY_MESSAGE)
    .regex(/^\S*$/, PIX_KEY_MESSAGE),
  merchantName: z
    .string({ error: MERCHANT_NAME_MESSAGE })
    .trim()
    .min(1, MERCHANT_NAME_MESSAGE)
    .max(L.merchantName, MERCHANT_NAME_MESSAGE),
  merchantCity: z
    .string({ error: MERCHANT_CITY_MESSAGE })
    .trim()
    .min(1, MERCHANT_CITY_MESSAGE)
    .max(L.merchantCity, MERCHANT_CITY_MESSAGE),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * A sum of money typed in the panel ('10', '10,5', '1.234,56', 'R$ 60,00') as centavos, or null
 * when it is not one.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/^\s*R\$\s*/i, '').trim();
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const reais = Number(match[1]!.replace(/\./g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = reais * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Centavos as the panel's money fields show them: '1234,56' (no R$, no thousands dots). */
export const moneyFieldText = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

// ---- the client's side --------------------------------------------------------------------------

export const CHOOSE_PACKAGE_MESSAGE = 'Escolha um pacote de créditos.';

/** POST /api/charges: the package the client chose, by its number of credits. */
export const buyCreditsSchema = z.object({
  credits: intIn(L.packageCredits.min, L.packageCredits.max, CHOOSE_PACKAGE_MESSAGE),
});
export type BuyCreditsInput = z.infer<typeof buyCreditsSchema>;

/** How often the pay page asks whether the payment arrived. */
export const PAYMENT_POLL_MS = 3000;

// ---- the studio's actions on a charge -----------------------------------------------------------

export const CHARGE_NOTE_MAX = 500;
const NOTE_MESSAGE = `A observação deve ter no máximo ${CHARGE_NOTE_MAX} caracteres.`;

/** 'Confirmar recebimento': optionally the Pix's end-to-end id from the bank statement. */
export const confirmChargeSchema = z.object({
  endToEndId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,35}$/, 'O identificador do Pix (E2E) tem até 35 letras e números.')
    .optional(),
  note: safeText().trim().max(CHARGE_NOTE_MAX, NOTE_MESSAGE).optional(),
});
export type ConfirmChargeInput = z.infer<typeof confirmChargeSchema>;

export const refundChargeSchema = z.object({
  note: safeText().trim().max(CHARGE_NOTE_MAX, NOTE_MESSAGE).optional(),
});
export type RefundChargeInput = z.infer<typeof refundChargeSchema>;

export const WAIVE_NOTE_MESSAGE = 'Diga por que a taxa foi isentada (o cliente lê esta nota).';
export const waiveChargeSchema = z.object({
  note: safeText().trim().min(1, WAIVE_NOTE_MESSAGE).max(CHARGE_NOTE_MAX, NOTE_MESSAGE),
});
export type WaiveChargeInput = z.infer<typeof waiveChargeSchema>;

/** The panel's 'Pagamentos' filters. */
export const adminChargeQuerySchema = z.object({
  status: z.enum(CHARGE_STATUSES, { error: 'Situação inválida.' }).optional(),
  reason: z.enum(CHARGE_REASONS, { error: 'Motivo inválido.' }).optional(),
  client: safeText().trim().max(100, 'A busca pode ter no máximo 100 caracteres.').optional(),
  /** 'aaaa-mm-dd', the studio's calendar days, both included. */
  from: z.iso.date({ error: 'Data inicial inválida.' }).optional(),
  to: z.iso.date({ error: 'Data final inválida.' }).optional(),
  page: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(100_000, 'Página inválida.')
    .optional()
    .default(1),
});
export type AdminChargeQuery = z.input<typeof adminChargeQuerySchema>;
