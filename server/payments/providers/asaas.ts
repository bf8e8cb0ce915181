// The Asaas adapter (server/payments/provider.ts): one Asaas payment per charge with billingType
// UNDEFINED, so the payer chooses Pix, boleto or card on Asaas's own page (card data never
// reaches our server); its Pix 'copia e cola' is offered beside it. Fields follow Asaas's API v3
// reference; docs/operations.md#pagamentos lists the ones relied on.
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { ConfigError, type Config } from '../../config';
import {
  PaymentProviderError,
  type ChargeRequest,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderChargeStatus,
  type ReceivedPayment,
  type RefundResult,
} from '../provider';
import { centsToReaisNumber, reaisNumberToCents } from './money';
import { PayerTaxIdRequiredError } from '../provider';
import { readAnswer, refusal, secretMatches, unreachable, webhookBodyOf } from './shared';
import type { RawAnswer } from './shared';

const PROVIDER = 'Asaas';
/** Asaas keeps its dates (dueDate, paymentDate) on Brasília's calendar. */
const ASAAS_TIME_ZONE = 'America/Sao_Paulo';

export interface AsaasOptions {
  /** The API base with its version: https://api.asaas.com/v3 (sandbox: https://api-sandbox.asaas.com/v3). */
  apiUrl: string;
  apiKey: string;
  /** The 'authentication token' set on the Asaas webhook, sent back in `asaas-access-token`. */
  webhookToken: string;
  timeoutMs?: number;
  /** Items asked per page of a listing (Asaas allows up to 100). */
  pageSize?: number;
  /** A listing with more pages is taken as Asaas paging wrongly (1000 unless told). */
  maxPages?: number;
}

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data AAAA-MM-DD');

const refundSchema = z.object({
  status: z.string(),
  value: z.number(),
  description: z.string().nullish(),
});

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  value: z.number(),
  dueDate: dateOnly,
  externalReference: z.string().nullish(),
  invoiceUrl: z.string().nullish(),
  deleted: z.boolean().optional(),
  paymentDate: dateOnly.nullish(),
  clientPaymentDate: dateOnly.nullish(),
  confirmedDate: dateOnly.nullish(),
  refunds: z.array(refundSchema).nullish(),
});
type AsaasPayment = z.infer<typeof paymentSchema>;

const customerSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullish(),
  deleted: z.boolean().optional(),
});

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ hasMore: z.boolean(), data: z.array(item) });

const pixQrCodeSchema = z.object({ payload: z.string().min(1) });

/** The notification body: the event and the payment it names, read as hints. */
const webhookBodySchema = z.object({
  event: z.string().min(1).max(100),
  payment: z
    .object({ id: z.string().min(1).max(100), externalReference: z.string().max(100).nullish() })
    .optional()
    .catch(undefined),
});

/** Statuses in which the payer's money has arrived (a refund or chargeback may be under way). */
const MONEY_ARRIVED = new Set([
  'RECEIVED',
  'CONFIRMED',
  'RECEIVED_IN_CASH',
  'DUNNING_RECEIVED',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
]);

function statusOf(payment: AsaasPayment): ProviderChargeStatus {
  if (payment.deleted) return 'cancelled';
  if (payment.status === 'REFUNDED') return 'refunded';
  if (MONEY_ARRIVED.has(payment.status)) return 'paid';
  if (payment.status === 'OVERDUE' || payment.status === 'DUNNING_REQUESTED') return 'expired';
  // PENDING, AWAITING_RISK_ANALYSIS, and any status Asaas adds later: nothing paid yet.
  return 'open';
}

/** The start of an Asaas calendar day, as an instant. */
function startOfDay(day: string, offsetDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + offsetDays, ASAAS_TIME_ZONE).getTime());
}

/** The Asaas calendar day an instant falls on, 'AAAA-MM-DD'. */
function dayOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), ASAAS_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/**
 * The payment as money received. Its id is the Asaas payment id, in readCharge and listReceived
 * alike, so processing stays idempotent on it; Asaas gives days, so paidAt is the start of the day
 * the payer paid.
 */
function receivedOf(payment: AsaasPayment): ReceivedPayment {
  const day = payment.clientPaymentDate ?? payment.paymentDate ?? payment.confirmedDate;
  if (!day) {
    throw new PaymentProviderError(
      `${PROVIDER}: pagamento ${payment.id} (${payment.status}) sem data de pagamento`,
    );
  }
  return {
    endToEndId: payment.id,
    txid: payment.externalReference ?? undefined,
    amountCents: reaisNumberToCents(payment.value),
    paidAt: startOfDay(day),
  };
}

function chargeOf(payment: AsaasPayment, pixCopiaECola: string | undefined): ProviderCharge {
  const status = statusOf(payment);
  return {
    txid: payment.externalReference ?? '',
    providerId: payment.id,
    status,
    amountCents: reaisNumberToCents(payment.value),
    // A due day ends at midnight in Brasília.
    expiresAt: startOfDay(payment.dueDate, 1),
    pixCopiaECola,
    payUrl: payment.invoiceUrl ?? undefined,
    payments: status === 'paid' || status === 'refunded' ? [receivedOf(payment)] : [],
  };
}

/** How a refund's description names its key, so a retry finds the refund it already asked for. */
const refundMark = (refundKey: string) => `[${refundKey}]`;

export function createAsaasProvider(options: AsaasOptions): PaymentProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const pageSize = Math.min(options.pageSize ?? 100, 100);
  const maxPages = options.maxPages ?? 1000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    body?: unknown,
  ): Promise<RawAnswer> {
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          access_token: options.apiKey,
          accept: 'application/json',
          // Asaas requires a User-Agent from accounts opened since June 2024.
          'user-agent': 'estudio-flexo',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw unreachable(PROVIDER, what, error);
    }
  }

  const ok = (answer: RawAnswer) => answer.status >= 200 && answer.status < 300;

  async function get<S extends z.ZodType>(path: string, what: string, schema: S) {
    const answer = await call('GET', path, what);
    if (!ok(answer)) throw refusal(PROVIDER, what, answer);
    return readAnswer(PROVIDER, what, answer, schema);
  }

  /** Every item of a listing, page after page. */
  async function listAll<S extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    what: string,
    item: S,
  ): Promise<Array<z.output<S>>> {
    const items: Array<z.output<S>> = [];
    for (let page = 0; ; page++) {
      if (page >= maxPages) {
        throw new PaymentProviderError(`${PROVIDER}: mais de ${maxPages} páginas em ${what}`);
      }
      const params = new URLSearchParams({
        ...query,
        offset: String(page * pageSize),
        limit: String(pageSize),
      });
      const list = await get(`${path}?${params.toString()}`, what, listOf(item));
      items.push(...list.data);
      if (!list.hasMore || list.data.length === 0) return items;
    }
  }

  async function paymentByReference(txid: string): Promise<AsaasPayment | undefined> {
    const found = await listAll(
      '/payments',
      { externalReference: txid },
      'consulta de cobrança',
      paymentSchema,
    );
    return found.find((p) => !p.deleted && p.externalReference === txid);
  }

  async function customerFor(payer: ChargeRequest['payer']): Promise<string> {
    const email = payer.email.trim().toLowerCase();
    const found = await listAll('/customers', { email }, 'consulta de cliente', customerSchema);
    const existing = found.find((c) => !c.deleted && c.email?.trim().toLowerCase() === email);
    if (existing) return existing.id;
    const cpfCnpj = payer.taxId?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    // A company already a customer is found by its e-mail; a new one needs its CPF/CNPJ.
    if (!cpfCnpj) throw new PayerTaxIdRequiredError();
    const answer = await call('POST', '/customers', 'cadastro de cliente', {
      name: payer.name,
      email,
      ...(cpfCnpj ? { cpfCnpj } : {}),
      // The studio tells its clients itself; Asaas's own e-mails would repeat it.
      notificationDisabled: true,
    });
    if (!ok(answer)) throw refusal(PROVIDER, 'cadastro de cliente', answer);
    return readAnswer(PROVIDER, 'cadastro de cliente', answer, customerSchema).id;
  }

  /** The payment's Pix 'copia e cola'; undefined when Asaas offers no Pix for it (no key). */
  async function pixCopiaEColaOf(id: string): Promise<string | undefined> {
    const what = 'QR Code Pix';
    const answer = await call('GET', `/payments/${encodeURIComponent(id)}/pixQrCode`, what);
    if (answer.status >= 400 && answer.status < 500) return undefined;
    if (!ok(answer)) throw refusal(PROVIDER, what, answer);
    return readAnswer(PROVIDER, what, answer, pixQrCodeSchema).payload;
  }

  async function readPayment(ref: { txid: string; providerId: string }): Promise<AsaasPayment> {
    if (ref.providerId) {
      return get(
        `/payments/${encodeURIComponent(ref.providerId)}`,
        'consulta de cobrança',
        paymentSchema,
      );
    }
    const payment = await paymentByReference(ref.txid);
    if (!payment) {
      throw new PaymentProviderError(
        `${PROVIDER}: nenhuma cobrança com a referência ${ref.txid}`,
        404,
      );
    }
    return payment;
  }

  function refundResult(payment: AsaasPayment, refundKey: string): RefundResult | null {
    const refund = (payment.refunds ?? []).find(
      (r) => r.status !== 'CANCELLED' && r.description?.includes(refundMark(refundKey)),
    );
    if (!refund) return null;
    return {
      refundId: `${payment.id}:${refundKey}`,
      status: refund.status === 'DONE' ? 'done' : 'pending',
    };
  }

  return {
    name: 'asaas',
    confirmsAutomatically: true,
    methods: ['pix', 'boleto', 'card'],

    async createCharge(request: ChargeRequest): Promise<ProviderCharge> {
      // A retry whose first answer was lost finds the payment made then (our txid is its
      // externalReference) instead of billing the client twice.
      let payment = await paymentByReference(request.txid);
      if (payment && reaisNumberToCents(payment.value) !== request.amountCents) {
        throw new PaymentProviderError(
          `${PROVIDER}: a cobrança ${request.txid} já existe com outro valor (${payment.id})`,
        );
      }
      if (!payment) {
        const customer = await customerFor(request.payer);
        const answer = await call('POST', '/payments', 'criação de cobrança', {
          customer,
          billingType: 'UNDEFINED',
          value: centsToReaisNumber(request.amountCents),
          dueDate: dayOf(request.expiresAt),
          description: request.description.slice(0, 500),
          externalReference: request.txid,
        });
        if (!ok(answer)) throw refusal(PROVIDER, 'criação de cobrança', answer);
        payment = readAnswer(PROVIDER, 'criação de cobrança', answer, paymentSchema);
      }
      return chargeOf(payment, await pixCopiaEColaOf(payment.id));
    },

    async readCharge(ref) {
      return chargeOf(await readPayment(ref), undefined);
    },

    readNotification(notification): PaymentNotice | null {
      if (!secretMatches(notification.headers.get('asaas-access-token'), options.webhookToken)) {
        return null;
      }
      const body = webhookBodyOf(notification.body, webhookBodySchema);
      if (!body) return null;
      // Authenticated events that name no payment (transfers, invoices…) are acknowledged with an
      // empty notice: Asaas pauses a webhook queue that keeps being refused.
      const payment = body.payment;
      return {
        charges: payment
          ? [{ providerId: payment.id, txid: payment.externalReference ?? undefined }]
          : [],
        endToEndIds: [],
      };
    },

    async listReceived(from, to) {
      if (to <= from) return [];
      // Asaas filters by day: every payment of the days the window touches (a superset, which the
      // idempotent processing absorbs).
      const payments = await listAll(
        '/payments',
        {
          status: 'RECEIVED',
          'paymentDate[ge]': dayOf(from),
          'paymentDate[le]': dayOf(new Date(to.getTime() - 1)),
        },
        'consulta de pagamentos recebidos',
        paymentSchema,
      );
      return payments.map(receivedOf);
    },

    async refund(ref, _payment, amountCents, refundKey): Promise<RefundResult> {
      const current = await readPayment(ref);
      const earlier = refundResult(current, refundKey);
      if (earlier) return earlier;
      const what = 'estorno';
      const answer = await call(
        'POST',
        `/payments/${encodeURIComponent(current.id)}/refund`,
        what,
        {
          value: centsToReaisNumber(amountCents),
          description: `Estorno ${refundMark(refundKey)}`,
        },
      );
      if (!ok(answer)) throw refusal(PROVIDER, what, answer);
      const refunded = readAnswer(PROVIDER, what, answer, paymentSchema);
      return (
        refundResult(refunded, refundKey) ?? {
          refundId: `${current.id}:${refundKey}`,
          status: refunded.status === 'REFUNDED' ? 'done' : 'pending',
        }
      );
    },
  };
}

/** The adapter's options from the loaded configuration (ASAAS_*): the provider factory's one line. */
export function asaasOptionsFromConfig(config: Config): AsaasOptions {
  if (!config.asaas) {
    throw new ConfigError(
      'ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN são obrigatórios para o Asaas (docs/operations.md#pagamentos).',
    );
  }
  return { ...config.asaas };
}
