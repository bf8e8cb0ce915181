// Money in the product (docs/product/payments.md, docs/decisions/0010-payment-providers.md): the studio's prices and
// Pix settings with their bounds and defaults, a charge's statuses and reasons, the price of a
// credit package, and the schemas the routes and the panel's forms share. Amounts are integer
// centavos everywhere; only common/format.ts's formatMoney turns them into 'R$ 1.234,56'.

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

/** The longest note on a charge (a waiver, a refund, a confirmation). */
export const CHARGE_NOTE_MAX = 500;

/** How often the pay page asks whether the payment arrived. */
export const PAYMENT_POLL_MS = 3000;
