// The BACEN Pix API adapter (server/payments/provider.ts): the standard API every Brazilian bank or PSP
// offers its receivers (Efí, Banco do Brasil, Itaú, Sicoob, Inter…), over mutual TLS with the
// certificate the PSP issued and an OAuth2 client-credentials token. Fields follow BACEN's
// openapi.yaml (github.com/bacen/pix-api); docs/operations.md#pagamentos lists the ones relied on.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { z } from 'zod';
import { ConfigError, type Config } from '../../config';
import {
  PaymentProviderError,
  type ChargeRequest,
  type IncomingNotification,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderChargeStatus,
  type ReceivedPayment,
  type RefundResult,
} from '../provider';
import { centsToDecimal, decimalToCents } from './money';
import { createMtlsRequester, type ClientIdentity, type MtlsRequest } from './mtls-client';
import { readAnswer, refusal, secretMatches, unreachable, webhookBodyOf } from './shared';
import type { RawAnswer } from './shared';

const PROVIDER = 'API Pix';

export interface BacenPixOptions {
  /** The PSP's Pix API base, version included (Efí: https://pix.api.efipay.com.br/v2). */
  apiUrl: string;
  /** Its OAuth2 token endpoint. */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * How the token request carries grant_type: an RFC 6749 form (most PSPs) or JSON (Efí's
   * documented form).
   */
  oauthBody: 'form' | 'json';
  identity: ClientIdentity;
  /** The receiver's Pix key (DICT), sent as each charge's `chave` and the webhook's key. */
  pixKey: string;
  /** When set, a notification must carry it (query `secret` or header `x-webhook-secret`). */
  webhookSecret?: string;
  timeoutMs?: number;
  /** Items asked per page of GET /pix (the API allows up to 1000). */
  pageSize?: number;
  /** A listing with more pages is taken as a PSP paging wrongly (1000 unless told). */
  maxPages?: number;
  /** The clock, in ms (tests move it to expire the token). */
  now?: () => number;
}

/** A notification, with the address it came to (the secret may be there). */
export type BacenNotification = IncomingNotification;

/** The adapter, with the webhook registration the operator runs once (payments:register-webhook). */
export interface BacenPixProvider extends PaymentProvider {
  /** PUT /webhook/{chave}: the PSP will POST `{webhookUrl}/pix` for each Pix with a txid. */
  registerWebhook(webhookUrl: string): Promise<void>;
  /** GET /webhook/{chave}: the address the PSP has, or null when none is registered. */
  readWebhook(): Promise<string | null>;
  readNotification(notification: BacenNotification): PaymentNotice | null;
}

/** BACEN's txid rule for a charge made with PUT /cob/{txid}. */
const TXID = /^[A-Za-z0-9]{26,35}$/;
/** BACEN's rule for the id of a devolução, which the receiver chooses. */
const REFUND_ID = /^[A-Za-z0-9]{1,35}$/;
/** A token is renewed this long before it expires, at most (10 % of its life when shorter). */
const RENEW_MARGIN_MS = 60_000;

const dateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'data inválida');

const devolucaoSchema = z.object({
  id: z.string(),
  rtrId: z.string().optional(),
  valor: z.string(),
  status: z.string(),
  motivo: z.string().optional(),
});

// Optional fields are read as nullish: some PSPs write null where BACEN's schema leaves a field out.
const pixSchema = z.object({
  endToEndId: z.string().min(1),
  txid: z.string().nullish(),
  valor: z.string(),
  horario: dateTime,
  // BACEN's own webhook example shows one devolução as an object rather than a list.
  devolucoes: z
    .preprocess(
      (value) => (value && !Array.isArray(value) ? [value] : value),
      z.array(devolucaoSchema),
    )
    .nullish(),
});
type Pix = z.infer<typeof pixSchema>;

const cobSchema = z.object({
  txid: z.string(),
  status: z.string(),
  calendario: z.object({ criacao: dateTime, expiracao: z.coerce.number().int().min(0) }),
  valor: z.object({ original: z.string() }),
  pixCopiaECola: z.string().nullish(),
  pix: z.array(pixSchema).nullish(),
});
type Cob = z.infer<typeof cobSchema>;

const pixListSchema = z.object({
  parametros: z.object({
    paginacao: z.object({
      paginaAtual: z.coerce.number().int().min(0),
      quantidadeDePaginas: z.coerce.number().int().min(0),
    }),
  }),
  pix: z.array(pixSchema).default([]),
});

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

/** The notification body: only `pix[].endToEndId` and `txid` are read, as hints. */
const webhookBodySchema = z.object({
  pix: z
    .array(z.object({ endToEndId: z.string().min(1).max(64), txid: z.string().max(35).nullish() }))
    .min(1)
    .max(1000),
});

function statusOf(
  cob: Cob,
  expiresAt: Date,
  now: number,
  payments: ReceivedPayment[],
): ProviderChargeStatus {
  switch (cob.status) {
    case 'ATIVA':
      return now >= expiresAt.getTime() ? 'expired' : 'open';
    case 'CONCLUIDA': {
      const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
      const returned = (cob.pix ?? [])
        .flatMap((pix) => pix.devolucoes ?? [])
        .filter((d) => d.status === 'DEVOLVIDO')
        .reduce((sum, d) => sum + decimalToCents(d.valor), 0);
      return paid > 0 && returned >= paid ? 'refunded' : 'paid';
    }
    case 'REMOVIDA_PELO_USUARIO_RECEBEDOR':
    case 'REMOVIDA_PELO_PSP':
      return 'cancelled';
    default:
      // BACEN may add statuses (its rule for compatible changes): one we do not know never pays.
      return 'open';
  }
}

const toPayment = (pix: Pix, txid?: string): ReceivedPayment => ({
  endToEndId: pix.endToEndId,
  txid: pix.txid ?? txid ?? undefined,
  amountCents: decimalToCents(pix.valor),
  paidAt: new Date(pix.horario),
});

/** The refund key as a devolução id: kept when it fits BACEN's rule, else a stable digest of it. */
function refundIdOf(refundKey: string): string {
  if (REFUND_ID.test(refundKey)) return refundKey;
  return createHash('sha256').update(refundKey).digest('hex').slice(0, 35);
}

/** The secret a notification carries: the address's `secret` (the PSP appends `/pix` to it) or the header. */
function givenSecret(notification: BacenNotification): string | null {
  const header = notification.headers.get('x-webhook-secret');
  if (header) return header;
  if (!notification.url) return null;
  try {
    const value = new URL(notification.url, 'http://localhost').searchParams.get('secret');
    return value ? value.replace(/\/pix$/, '') : null;
  } catch {
    return null;
  }
}

export function createBacenPixProvider(options: BacenPixOptions): BacenPixProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const pageSize = options.pageSize ?? 100;
  const maxPages = options.maxPages ?? 1000;
  const send = createMtlsRequester(options.identity, { timeoutMs: options.timeoutMs ?? 15_000 });

  async function exchange(req: MtlsRequest, what: string): Promise<RawAnswer> {
    try {
      return await send(req);
    } catch (error) {
      throw unreachable(PROVIDER, what, error);
    }
  }

  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const json = options.oauthBody === 'json';
    const answer = await exchange(
      {
        method: 'POST',
        url: options.oauthUrl,
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: json
          ? JSON.stringify({ grant_type: 'client_credentials' })
          : 'grant_type=client_credentials',
      },
      'token OAuth',
    );
    if (answer.status < 200 || answer.status >= 300) {
      throw refusal(PROVIDER, 'token OAuth', answer);
    }
    const body = readAnswer(PROVIDER, 'token OAuth', answer, tokenSchema);
    const lifeMs = (body.expires_in ?? 300) * 1000;
    const issuedAt = now();
    token = {
      value: body.access_token,
      renewAt: issuedAt + lifeMs - Math.min(RENEW_MARGIN_MS, lifeMs / 10),
    };
    return body.access_token;
  }

  /** The cached token while it is fresh; one request for a new one however many calls wait. */
  function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** One API call with the bearer token; a 401/403 drops the token and tries once more. */
  async function call(
    method: MtlsRequest['method'],
    path: string,
    what: string,
    body?: unknown,
  ): Promise<RawAnswer> {
    const attempt = async () =>
      exchange(
        {
          method,
          url: `${apiUrl}${path}`,
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        what,
      );
    const first = await attempt();
    if (first.status !== 401 && first.status !== 403) return first;
    // Revoked or expired early on the PSP's side: a fresh token, once.
    token = null;
    return attempt();
  }

  const ok = (answer: RawAnswer) => answer.status >= 200 && answer.status < 300;

  async function receivedBetween(
    from: Date,
    to: Date,
    filter: { txid?: string } = {},
  ): Promise<ReceivedPayment[]> {
    const found: ReceivedPayment[] = [];
    for (let page = 0; ; page++) {
      if (page >= maxPages) {
        throw new PaymentProviderError(`${PROVIDER}: mais de ${maxPages} páginas de Pix recebidos`);
      }
      const query = new URLSearchParams({
        inicio: from.toISOString(),
        fim: to.toISOString(),
        ...(filter.txid ? { txid: filter.txid } : {}),
        'paginacao.paginaAtual': String(page),
        'paginacao.itensPorPagina': String(pageSize),
      });
      const answer = await call('GET', `/pix?${query.toString()}`, 'consulta de Pix recebidos');
      if (!ok(answer)) throw refusal(PROVIDER, 'consulta de Pix recebidos', answer);
      const list = readAnswer(PROVIDER, 'consulta de Pix recebidos', answer, pixListSchema);
      for (const pix of list.pix) {
        const payment = toPayment(pix);
        // The API's `fim` is inclusive; ours is not.
        if (payment.paidAt >= from && payment.paidAt < to) found.push(payment);
      }
      const { paginaAtual, quantidadeDePaginas } = list.parametros.paginacao;
      if (paginaAtual + 1 >= quantidadeDePaginas || list.pix.length === 0) return found;
    }
  }

  async function toCharge(cob: Cob): Promise<ProviderCharge> {
    const createdAt = new Date(cob.calendario.criacao);
    const expiresAt = new Date(createdAt.getTime() + cob.calendario.expiracao * 1000);
    let payments = (cob.pix ?? []).map((pix) => toPayment(pix, cob.txid));
    if (cob.status === 'CONCLUIDA' && payments.length === 0) {
      // A PSP that leaves pix[] out of GET /cob: the Pix are read from GET /pix by txid.
      payments = await receivedBetween(createdAt, new Date(now() + 1), { txid: cob.txid });
    }
    return {
      txid: cob.txid,
      providerId: cob.txid,
      status: statusOf(cob, expiresAt, now(), payments),
      amountCents: decimalToCents(cob.valor.original),
      expiresAt,
      pixCopiaECola: cob.pixCopiaECola ?? undefined,
      payments,
    };
  }

  async function readCob(txid: string): Promise<RawAnswer> {
    return call('GET', `/cob/${encodeURIComponent(txid)}`, 'consulta de cobrança');
  }

  return {
    name: 'bacen-pix',
    confirmsAutomatically: true,
    methods: ['pix'],

    async createCharge(request: ChargeRequest): Promise<ProviderCharge> {
      if (!TXID.test(request.txid)) {
        throw new Error(`txid fora da regra do BACEN (26 a 35 letras e dígitos): ${request.txid}`);
      }
      const taxId = request.payer.taxId?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      const devedor =
        taxId?.length === 11
          ? { cpf: taxId, nome: request.payer.name.slice(0, 200) }
          : taxId?.length === 14
            ? { cnpj: taxId, nome: request.payer.name.slice(0, 200) }
            : undefined;
      const body = {
        calendario: {
          expiracao: Math.max(60, Math.ceil((request.expiresAt.getTime() - now()) / 1000)),
        },
        ...(devedor ? { devedor } : {}),
        valor: { original: centsToDecimal(request.amountCents) },
        chave: options.pixKey,
        solicitacaoPagador: request.description.slice(0, 140),
      };
      const path = `/cob/${request.txid}`;
      const answer = await call('PUT', path, 'criação de cobrança', body);
      if (ok(answer)) {
        return toCharge(readAnswer(PROVIDER, 'criação de cobrança', answer, cobSchema));
      }
      if (answer.status >= 400 && answer.status < 500) {
        // A retry whose first answer was lost: the PSP refuses the txid it already has. The
        // charge it holds is ours when it asks the same amount.
        const existing = await readCob(request.txid);
        if (ok(existing)) {
          const cob = readAnswer(PROVIDER, 'consulta de cobrança', existing, cobSchema);
          if (decimalToCents(cob.valor.original) === request.amountCents) return toCharge(cob);
        }
      }
      throw refusal(PROVIDER, 'criação de cobrança', answer);
    },

    async readCharge(ref) {
      const answer = await readCob(ref.txid);
      if (!ok(answer)) throw refusal(PROVIDER, 'consulta de cobrança', answer);
      return toCharge(readAnswer(PROVIDER, 'consulta de cobrança', answer, cobSchema));
    },

    readNotification(notification: BacenNotification): PaymentNotice | null {
      // Authenticity comes from mutual TLS at the proxy and from the read-back; the shared
      // secret, when configured, must be there too.
      if (options.webhookSecret) {
        if (!secretMatches(givenSecret(notification), options.webhookSecret)) return null;
      } else if (notification.clientCertificateVerified === false) {
        return null;
      }
      const body = webhookBodyOf(notification.body, webhookBodySchema);
      if (!body) return null;
      const txids = [...new Set(body.pix.map((p) => p.txid).filter((t): t is string => !!t))];
      return {
        charges: txids.map((txid) => ({ txid, providerId: txid })),
        endToEndIds: [...new Set(body.pix.map((p) => p.endToEndId))],
      };
    },

    listReceived: (from, to) => receivedBetween(from, to),

    async refund(_ref, payment, amountCents, refundKey): Promise<RefundResult> {
      const path = `/pix/${encodeURIComponent(payment.endToEndId)}/devolucao/${refundIdOf(refundKey)}`;
      const first = await call('PUT', path, 'devolução', { valor: centsToDecimal(amountCents) });
      let answer = first;
      if (!ok(first) && first.status >= 400 && first.status < 500) {
        // Asked before with this id (a retry): the PSP has it.
        const existing = await call('GET', path, 'consulta de devolução');
        if (ok(existing)) answer = existing;
      }
      if (!ok(answer)) throw refusal(PROVIDER, 'devolução', first);
      const devolucao = readAnswer(PROVIDER, 'devolução', answer, devolucaoSchema);
      const refundId = devolucao.rtrId ?? devolucao.id;
      if (devolucao.status === 'DEVOLVIDO') return { refundId, status: 'done' };
      if (devolucao.status === 'EM_PROCESSAMENTO') return { refundId, status: 'pending' };
      throw new PaymentProviderError(
        `${PROVIDER}: devolução ${devolucao.status}${devolucao.motivo ? `: ${devolucao.motivo}` : ''}`,
      );
    },

    async registerWebhook(webhookUrl) {
      const answer = await call(
        'PUT',
        `/webhook/${encodeURIComponent(options.pixKey)}`,
        'cadastro de webhook',
        { webhookUrl },
      );
      if (!ok(answer)) throw refusal(PROVIDER, 'cadastro de webhook', answer);
    },

    async readWebhook() {
      const answer = await call(
        'GET',
        `/webhook/${encodeURIComponent(options.pixKey)}`,
        'consulta de webhook',
      );
      if (answer.status === 404) return null;
      if (!ok(answer)) throw refusal(PROVIDER, 'consulta de webhook', answer);
      return readAnswer(
        PROVIDER,
        'consulta de webhook',
        answer,
        z.object({ webhookUrl: z.string() }),
      ).webhookUrl;
    },
  };
}

/** Reads a file the configuration names, with a pt-BR error naming the variable. */
function readConfiguredFile(variable: string, file: string): Buffer {
  if (!existsSync(file)) throw new ConfigError(`${variable}: o arquivo ${file} não existe.`);
  try {
    return readFileSync(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`${variable}: não foi possível ler ${file}: ${reason}`);
  }
}

/**
 * The adapter's options from the loaded configuration (PIX_* variables) and the receiver's Pix
 * key: the provider factory's one line. Reads the certificate files now, so a bad path stops the
 * start rather than the first charge.
 */
export function bacenPixOptionsFromConfig(config: Config, pixKey: string): BacenPixOptions {
  const settings = config.bacenPix;
  if (!settings) {
    throw new ConfigError(
      'PIX_API_URL, PIX_CLIENT_ID, PIX_CLIENT_SECRET e o certificado são obrigatórios para a API Pix (docs/operations.md#pagamentos).',
    );
  }
  if (!pixKey) throw new ConfigError('A chave Pix do recebedor é obrigatória para a API Pix.');
  const identity: ClientIdentity = settings.p12Path
    ? {
        pfx: readConfiguredFile('PIX_CERT_P12_PATH', settings.p12Path),
        passphrase: settings.p12Passphrase,
      }
    : {
        cert: readConfiguredFile('PIX_CERT_PATH', settings.certPath ?? ''),
        key: readConfiguredFile('PIX_KEY_PATH', settings.keyPath ?? ''),
      };
  if (settings.caPath) identity.ca = readConfiguredFile('PIX_CA_PATH', settings.caPath);
  try {
    // A wrong passphrase, a key that is not the certificate's, or a PKCS#12 sealed with RC2 (which
    // Node 20's OpenSSL 3 refuses) fails here, at the start, not at the first charge.
    createSecureContext(identity);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `${settings.p12Path ? 'PIX_CERT_P12_PATH' : 'PIX_CERT_PATH/PIX_KEY_PATH'}: certificado inutilizável (${reason}); veja docs/operations.md#pagamentos.`,
    );
  }
  return {
    apiUrl: settings.apiUrl,
    oauthUrl: settings.oauthUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    oauthBody: settings.oauthBody,
    identity,
    pixKey,
    webhookSecret: settings.webhookSecret,
  };
}
