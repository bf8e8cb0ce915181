// The one interface every payment provider is reached through (docs/decisions/0010-payment-providers.md): the
// charge service never knows which provider answers. Amounts are integer centavos everywhere.
// What a provider says is read back, never taken from a notification: a notification only names
// charges to read (readNotification), and a charge counts as paid when readCharge says so with
// the amount the server asked for.

/** How a client pays a charge. Pix is always offered; boleto and card only through a provider's page. */
export type PaymentMethod = 'pix' | 'boleto' | 'card';

/** The providers configuration can choose (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['pix-manual', 'bacen-pix', 'asaas'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface ChargeRequest {
  /**
   * Our id for the charge, sent as the Pix txid (26–35 letters and digits, BACEN's rule) and as
   * the provider's external reference: the key a read-back is checked against.
   */
  txid: string;
  amountCents: number;
  /** Shown to the payer by their bank or the provider's page (at most 140 characters). */
  description: string;
  expiresAt: Date;
  payer: { name: string; email: string; taxId?: string };
}

/** A charge as the provider reports it. */
export type ProviderChargeStatus = 'open' | 'paid' | 'expired' | 'refunded' | 'cancelled';

/** Money the provider says arrived for a charge (a Pix end-to-end id, or the provider's payment id). */
export interface ReceivedPayment {
  /** Unique per payment across the provider: processing is idempotent on it. */
  endToEndId: string;
  /** The charge it paid, when the provider knows it. */
  txid?: string;
  amountCents: number;
  paidAt: Date;
}

export interface ProviderCharge {
  txid: string;
  /** The provider's own id for the charge (the txid itself for BACEN Pix; `pay_…` for Asaas). */
  providerId: string;
  status: ProviderChargeStatus;
  amountCents: number;
  expiresAt: Date;
  /** The Pix 'copia e cola' text (EMV BR Code); the QR code is drawn from it. */
  pixCopiaECola?: string;
  /** The provider's own page, for boleto and card (card data never reaches our server). */
  payUrl?: string;
  /** What has arrived for it (empty while open). */
  payments: ReceivedPayment[];
}

/** The charges an incoming notification speaks of: hints to read back, nothing more. */
export interface PaymentNotice {
  charges: Array<{ txid?: string; providerId?: string }>;
  /** Payments it names, by end-to-end id (BACEN's `pix[]`), read back through readCharge too. */
  endToEndIds: string[];
}

export interface IncomingNotification {
  headers: Headers;
  /** The raw body (the route caps it at 64 KB). */
  body: string;
  /** The address it was posted to: a provider may put a shared secret in it (PIX_WEBHOOK_SECRET). */
  url?: string;
  /** Whether the request came over the mutually authenticated channel, when the proxy says so. */
  clientCertificateVerified?: boolean;
}

export interface RefundResult {
  /** The provider's id for the refund. */
  refundId: string;
  /** 'pending' when the provider settles it later (BACEN's EM_PROCESSAMENTO). */
  status: 'done' | 'pending';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Whether the provider confirms payments by itself (notification, read-back, reconciliation).
   * The manual Pix does not: the studio confirms each charge in the panel after checking its bank.
   */
  readonly confirmsAutomatically: boolean;
  readonly methods: readonly PaymentMethod[];
  createCharge(request: ChargeRequest): Promise<ProviderCharge>;
  readCharge(ref: { txid: string; providerId: string }): Promise<ProviderCharge>;
  /** Authenticates and parses an incoming notification; null when it is not the provider's. */
  readNotification(notification: IncomingNotification): PaymentNotice | null;
  /** Every payment received in [from, to): the reconciliation sweep's source. */
  listReceived(from: Date, to: Date): Promise<ReceivedPayment[]>;
  /** Returns `amountCents` of a received payment to the payer; `refundKey` makes retries safe. */
  refund(
    ref: { txid: string; providerId: string },
    payment: ReceivedPayment,
    amountCents: number,
    refundKey: string,
  ): Promise<RefundResult>;
}

/** A provider that could not be reached or answered out of contract: retried by the job queue. */
/**
 * The provider can take this payer's money only with their CPF or CNPJ, which the account does not
 * hold yet (Asaas creates a customer only with one): the client is asked for it, then pays.
 */
export class PayerTaxIdRequiredError extends Error {
  constructor() {
    super('O provedor de pagamento precisa do CPF ou CNPJ do pagador.');
    this.name = 'PayerTaxIdRequiredError';
  }
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
