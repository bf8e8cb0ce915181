// A fake PSP speaking BACEN's Pix API, for the adapter's tests: a real HTTPS server on 127.0.0.1
// that demands a client certificate from its test CA (mutual TLS) and a bearer token from its
// OAuth endpoint, keeps charges and Pix in memory, and lets a test pay a charge, settle a
// devolução, send the webhook and script failures. Shapes follow BACEN's openapi.yaml.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { dynamicBrCode } from './br-code';
import { callOf, listenOnLocalPort, postWebhook, readBody } from './fake-http';
import type { FakeCall, ScriptedAnswer } from './fake-http';
import type { TestPki } from './test-pki';

export interface FakeDevolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
}

export interface FakePix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: FakeDevolucao[];
}

export interface FakeCob {
  calendario: { criacao: string; expiracao: number };
  txid: string;
  revisao: number;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  devedor?: Record<string, string>;
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola: string;
}

export type { FakeCall } from './fake-http';

export interface BacenPixFake {
  /** The API base, version included, as PIX_API_URL. */
  apiUrl: string;
  oauthUrl: string;
  /** Every API call (not the token requests), in order. */
  calls: FakeCall[];
  /** How many tokens the OAuth endpoint handed out. */
  tokensIssued(): number;
  /** The grant_type bodies the token endpoint received ('form' or 'json'). */
  tokenBodies: Array<'form' | 'json'>;
  cobs: Map<string, FakeCob>;
  /** Every Pix received, with or without a charge. */
  pix: FakePix[];
  webhooks: Map<string, string>;
  /** Seconds each new token lives. */
  tokenLifetimeSeconds: number;
  /** Whether a devolução is DEVOLVIDO at once (else EM_PROCESSAMENTO until settled). */
  refundsSettleAtOnce: boolean;
  /** Leave `pix[]` out of GET /cob, as some PSPs do. */
  omitPixFromCob: boolean;
  /** A payer pays a charge: a Pix arrives with its txid (the charge's amount unless told). */
  pay(txid: string, options?: { amountCents?: number; at?: Date }): FakePix;
  /** A Pix arrives without a charge (a transfer to the key). */
  receive(options: { amountCents: number; at: Date; txid?: string }): FakePix;
  /** The receiver's side of a devolução finishes. */
  settleRefund(endToEndId: string, id: string, status?: 'DEVOLVIDO' | 'NAO_REALIZADO'): void;
  /** Every token handed out so far stops working. */
  revokeTokens(): void;
  /** The next API answers, in order, replace the real ones (a 500, garbage…). */
  failNext(...answers: ScriptedAnswer[]): void;
  /** POSTs `{ pix }` to `{webhookUrl}/pix`, as a PSP does, and answers the receiver's status. */
  notify(webhookUrl: string, pix: FakePix[]): Promise<number>;
  close(): Promise<void>;
}

const DECIMAL = /^\d{1,10}\.\d{2}$/;
const TXID = /^[A-Za-z0-9]{26,35}$/;

const toCents = (valor: string) => Math.round(Number(valor.replace('.', '')));
const fromCents = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** 'E' + the payer PSP's ISPB + yyyyMMddHHmm + 11 characters: 32 in all. */
function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E12345678${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

function answer(res: ServerResponse, status: number, body?: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
}

/** BACEN's problem+json. */
function problem(res: ServerResponse, status: number, title: string, detail: string) {
  answer(
    res,
    status,
    { type: `https://pix.bcb.gov.br/api/v2/error/${title}`, title, status, detail },
    'application/problem+json',
  );
}

export async function startBacenPixFake(options: {
  pki: TestPki;
  clientId: string;
  clientSecret: string;
}): Promise<BacenPixFake> {
  const tokens = new Map<string, number>();
  let issued = 0;
  let locationId = 0;
  const scripted: ScriptedAnswer[] = [];
  let origin = '';

  const fake: Omit<BacenPixFake, 'apiUrl' | 'oauthUrl' | 'close' | 'notify'> = {
    calls: [],
    tokensIssued: () => issued,
    tokenBodies: [],
    cobs: new Map(),
    pix: [],
    webhooks: new Map(),
    tokenLifetimeSeconds: 3600,
    refundsSettleAtOnce: false,
    omitPixFromCob: false,
    pay(txid, payOptions = {}) {
      const cob = fake.cobs.get(txid);
      if (!cob || cob.status !== 'ATIVA') throw new Error(`cobrança ${txid} não está ativa`);
      const at = payOptions.at ?? new Date();
      const valor =
        payOptions.amountCents === undefined
          ? cob.valor.original
          : fromCents(payOptions.amountCents);
      const pix: FakePix = {
        endToEndId: endToEndId(at),
        txid,
        valor,
        chave: cob.chave,
        horario: at.toISOString(),
      };
      fake.pix.push(pix);
      cob.status = 'CONCLUIDA';
      return pix;
    },
    receive({ amountCents, at, txid }) {
      const pix: FakePix = {
        endToEndId: endToEndId(at),
        ...(txid ? { txid } : {}),
        valor: fromCents(amountCents),
        chave: 'chave@estudio.example',
        horario: at.toISOString(),
      };
      fake.pix.push(pix);
      return pix;
    },
    settleRefund(e2e, id, status = 'DEVOLVIDO') {
      const devolucao = fake.pix
        .find((p) => p.endToEndId === e2e)
        ?.devolucoes?.find((d) => d.id === id);
      if (!devolucao) throw new Error(`devolução ${id} inexistente`);
      devolucao.status = status;
      devolucao.horario.liquidacao = new Date().toISOString();
    },
    revokeTokens: () => tokens.clear(),
    failNext: (...answers) => void scripted.push(...answers),
  };

  const pixOfCob = (txid: string) => fake.pix.filter((p) => p.txid === txid);

  function oauth(req: IncomingMessage, res: ServerResponse, raw: string) {
    const expected = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${expected}`) {
      return answer(res, 401, {
        error: 'invalid_client',
        error_description: 'credenciais inválidas',
      });
    }
    const json = (req.headers['content-type'] ?? '').includes('json');
    let grant: unknown;
    try {
      grant = json
        ? (JSON.parse(raw) as { grant_type?: unknown }).grant_type
        : new URLSearchParams(raw).get('grant_type');
    } catch {
      grant = undefined;
    }
    if (grant !== 'client_credentials') {
      return answer(res, 400, { error: 'unsupported_grant_type' });
    }
    fake.tokenBodies.push(json ? 'json' : 'form');
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + fake.tokenLifetimeSeconds * 1000);
    issued++;
    answer(res, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: fake.tokenLifetimeSeconds,
      scope: 'cob.write cob.read pix.write pix.read webhook.write webhook.read',
    });
  }

  function api(req: IncomingMessage, res: ServerResponse, url: URL, raw: string) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiry = bearer ? tokens.get(bearer) : undefined;
    if (!expiry || expiry <= Date.now()) {
      return problem(res, 401, 'AcessoNegado', 'token de acesso ausente, inválido ou expirado');
    }
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return problem(res, 400, 'RequisicaoInvalida', 'corpo não é JSON');
      }
    }
    const call = callOf(req, url, '/v2', body);
    const path = call.path;
    fake.calls.push(call);
    const next = scripted.shift();
    if (next) return answer(res, next.status, next.body);
    const record = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;

    if ((match = /^\/cob\/([^/]+)$/.exec(path))) {
      const txid = decodeURIComponent(match[1]!);
      if (req.method === 'PUT') {
        if (!TXID.test(txid)) return problem(res, 400, 'RequisicaoInvalida', 'txid inválido');
        if (fake.cobs.has(txid)) {
          return problem(res, 400, 'CobOperacaoInvalida', 'txid já utilizado em outra cobrança');
        }
        const valor = record.valor as { original?: unknown } | undefined;
        const calendario = record.calendario as { expiracao?: unknown } | undefined;
        if (typeof valor?.original !== 'string' || !DECIMAL.test(valor.original)) {
          return problem(res, 400, 'CobOperacaoInvalida', 'valor.original inválido');
        }
        if (typeof record.chave !== 'string' || record.chave.length === 0) {
          return problem(res, 400, 'CobOperacaoInvalida', 'chave ausente');
        }
        if (
          typeof record.solicitacaoPagador === 'string' &&
          record.solicitacaoPagador.length > 140
        ) {
          return problem(res, 400, 'CobOperacaoInvalida', 'solicitacaoPagador longa demais');
        }
        const location = `${url.host}/qr/v2/${randomUUID().replace(/-/g, '')}`;
        const cob: FakeCob = {
          calendario: {
            criacao: new Date().toISOString(),
            expiracao: Number(calendario?.expiracao ?? 86400),
          },
          txid,
          revisao: 0,
          loc: { id: ++locationId, location, tipoCob: 'cob' },
          location,
          status: 'ATIVA',
          ...(record.devedor ? { devedor: record.devedor as Record<string, string> } : {}),
          valor: { original: valor.original },
          chave: record.chave,
          ...(typeof record.solicitacaoPagador === 'string'
            ? { solicitacaoPagador: record.solicitacaoPagador }
            : {}),
          pixCopiaECola: dynamicBrCode({ location, name: 'ESTUDIO FLEXO', city: 'SALVADOR' }),
        };
        fake.cobs.set(txid, cob);
        return answer(res, 201, cob);
      }
      if (req.method === 'GET') {
        const cob = fake.cobs.get(txid);
        if (!cob) return problem(res, 404, 'NaoEncontrado', 'cobrança não encontrada');
        const pix = pixOfCob(txid);
        return answer(res, 200, fake.omitPixFromCob || pix.length === 0 ? cob : { ...cob, pix });
      }
    }

    if (path === '/pix' && req.method === 'GET') {
      const inicio = Date.parse(url.searchParams.get('inicio') ?? '');
      const fim = Date.parse(url.searchParams.get('fim') ?? '');
      if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) {
        return problem(res, 400, 'ConsultaInvalida', 'inicio e fim são obrigatórios');
      }
      const txid = url.searchParams.get('txid');
      const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0);
      const perPage = Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100);
      const all = fake.pix.filter((p) => {
        const at = Date.parse(p.horario);
        return at >= inicio && at <= fim && (!txid || p.txid === txid);
      });
      const pages = Math.max(1, Math.ceil(all.length / perPage));
      return answer(res, 200, {
        parametros: {
          inicio: new Date(inicio).toISOString(),
          fim: new Date(fim).toISOString(),
          paginacao: {
            paginaAtual: page,
            itensPorPagina: perPage,
            quantidadeDePaginas: pages,
            quantidadeTotalDeItens: all.length,
          },
        },
        pix: all.slice(page * perPage, (page + 1) * perPage),
      });
    }

    if ((match = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path))) {
      const pix = fake.pix.find((p) => p.endToEndId === decodeURIComponent(match![1]!));
      const id = decodeURIComponent(match[2]!);
      if (!pix) return problem(res, 404, 'NaoEncontrado', 'Pix não encontrado');
      const existing = pix.devolucoes?.find((d) => d.id === id);
      if (req.method === 'GET') {
        return existing
          ? answer(res, 200, existing)
          : problem(res, 404, 'NaoEncontrado', 'devolução não encontrada');
      }
      if (req.method === 'PUT') {
        if (existing)
          return problem(res, 400, 'PixDevolucaoInvalida', 'id de devolução já utilizado');
        if (typeof record.valor !== 'string' || !DECIMAL.test(record.valor)) {
          return problem(res, 400, 'PixDevolucaoInvalida', 'valor inválido');
        }
        const returned = (pix.devolucoes ?? [])
          .filter((d) => d.status !== 'NAO_REALIZADO')
          .reduce((sum, d) => sum + toCents(d.valor), 0);
        if (returned + toCents(record.valor) > toCents(pix.valor)) {
          return problem(res, 400, 'PixDevolucaoInvalida', 'valor maior que o disponível');
        }
        const devolucao: FakeDevolucao = {
          id,
          rtrId: `D12345678${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`,
          valor: record.valor,
          horario: { solicitacao: new Date().toISOString() },
          status: fake.refundsSettleAtOnce ? 'DEVOLVIDO' : 'EM_PROCESSAMENTO',
        };
        pix.devolucoes = [...(pix.devolucoes ?? []), devolucao];
        return answer(res, 201, devolucao);
      }
    }

    if ((match = /^\/webhook\/([^/]+)$/.exec(path))) {
      const chave = decodeURIComponent(match[1]!);
      if (req.method === 'PUT') {
        if (typeof record.webhookUrl !== 'string' || !/^https:\/\//.test(record.webhookUrl)) {
          return problem(res, 400, 'WebhookOperacaoInvalida', 'webhookUrl deve ser https');
        }
        fake.webhooks.set(chave, record.webhookUrl);
        return answer(res, 200);
      }
      if (req.method === 'GET') {
        const webhookUrl = fake.webhooks.get(chave);
        return webhookUrl
          ? answer(res, 200, { webhookUrl, chave, criacao: new Date().toISOString() })
          : problem(res, 404, 'NaoEncontrado', 'webhook não encontrado');
      }
    }

    problem(res, 404, 'NaoEncontrado', `${req.method} ${path}`);
  }

  const server: Server = createServer(
    {
      key: options.pki.server.key,
      cert: options.pki.server.cert,
      ca: [options.pki.ca.cert],
      // Mutual TLS: a client without a certificate from the test CA never gets a request in.
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      void readBody(req).then((raw) => {
        const url = new URL(req.url ?? '/', origin);
        if (url.pathname === '/oauth/token' && req.method === 'POST') return oauth(req, res, raw);
        if (url.pathname.startsWith('/v2/')) return api(req, res, url, raw);
        problem(res, 404, 'NaoEncontrado', url.pathname);
      });
    },
  );

  const listening = await listenOnLocalPort(server);
  origin = `https://127.0.0.1:${listening.port}`;
  return Object.assign(fake, {
    apiUrl: `${origin}/v2`,
    oauthUrl: `${origin}/oauth/token`,
    // The standard's callback: the registered address with `/pix` appended, as text.
    notify: (webhookUrl: string, pix: FakePix[]) => postWebhook(`${webhookUrl}/pix`, { pix }),
    close: listening.close,
  });
}
