// A fake Asaas API v3 for the adapter's tests: a real HTTP server on 127.0.0.1 that checks the
// `access_token` header, keeps customers and payments in memory, and lets a test pay a payment
// (Pix, boleto or card), send a webhook and script failures. Shapes follow Asaas's reference.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { TZDate } from '@date-fns/tz';
import { dynamicBrCode } from './br-code';
import { callOf, listenOnLocalPort, postWebhook, readBody } from './fake-http';
import type { FakeCall, ScriptedAnswer } from './fake-http';

export interface FakeAsaasRefund {
  dateCreated: string;
  status: 'PENDING' | 'DONE' | 'CANCELLED';
  value: number;
  description: string | null;
}

export interface FakeAsaasPayment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  value: number;
  netValue: number;
  description: string | null;
  billingType: 'UNDEFINED' | 'BOLETO' | 'CREDIT_CARD' | 'PIX';
  status: string;
  dueDate: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  confirmedDate: string | null;
  invoiceUrl: string;
  externalReference: string | null;
  deleted: boolean;
  refunds: FakeAsaasRefund[] | null;
}

export interface FakeAsaasCustomer {
  object: 'customer';
  id: string;
  name: string;
  email: string | null;
  cpfCnpj: string | null;
  notificationDisabled: boolean;
  deleted: boolean;
}

export interface AsaasFake {
  /** The API base, as ASAAS_API_URL. */
  apiUrl: string;
  calls: FakeCall[];
  customers: Map<string, FakeAsaasCustomer>;
  payments: Map<string, FakeAsaasPayment>;
  /** Whether the account has a Pix key (without one, pixQrCode is refused). */
  pixEnabled: boolean;
  /** Whether a refund is DONE at once (else PENDING). */
  refundsSettleAtOnce: boolean;
  /** The payer pays: RECEIVED (Pix, boleto) or CONFIRMED (card, credited later). */
  pay(
    id: string,
    options?: { billingType?: 'PIX' | 'BOLETO' | 'CREDIT_CARD'; at?: Date; valueCents?: number },
  ): FakeAsaasPayment;
  /** The next answers, in order, replace the real ones. */
  failNext(...answers: ScriptedAnswer[]): void;
  /** POSTs an event about a payment to `url`, with the token header when given. */
  notify(url: string, event: string, paymentId: string, token?: string): Promise<number>;
  close(): Promise<void>;
}

/** The Asaas calendar day of an instant. */
function dayOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), 'America/Sao_Paulo');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

const cents = (value: number) => Math.round(value * 100);

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Asaas's error body. */
const errors = (res: ServerResponse, status: number, code: string, description: string) =>
  answer(res, status, { errors: [{ code, description }] });

function list<T>(res: ServerResponse, items: T[], query: URLSearchParams) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? 10), 100);
  answer(res, 200, {
    object: 'list',
    hasMore: offset + limit < items.length,
    totalCount: items.length,
    limit,
    offset,
    data: items.slice(offset, offset + limit),
  });
}

export async function startAsaasFake(options: { apiKey: string }): Promise<AsaasFake> {
  const scripted: ScriptedAnswer[] = [];
  let origin = '';
  let sequence = 0;

  const fake: Omit<AsaasFake, 'apiUrl' | 'notify' | 'close'> = {
    calls: [],
    customers: new Map(),
    payments: new Map(),
    pixEnabled: true,
    refundsSettleAtOnce: true,
    pay(id, payOptions = {}) {
      const payment = fake.payments.get(id);
      if (!payment || payment.status !== 'PENDING') throw new Error(`pagamento ${id} não pendente`);
      const day = dayOf(payOptions.at ?? new Date());
      const billingType = payOptions.billingType ?? 'PIX';
      payment.billingType = billingType;
      if (payOptions.valueCents !== undefined) payment.value = payOptions.valueCents / 100;
      payment.netValue = (cents(payment.value) - 99) / 100;
      payment.confirmedDate = day;
      payment.clientPaymentDate = day;
      if (billingType === 'CREDIT_CARD') {
        payment.status = 'CONFIRMED';
      } else {
        payment.status = 'RECEIVED';
        payment.paymentDate = day;
      }
      return payment;
    },
    failNext: (...answers) => void scripted.push(...answers),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', origin);
    if (req.headers.access_token !== options.apiKey) {
      return errors(res, 401, 'invalid_access_token', 'A chave de API fornecida é inválida');
    }
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return errors(res, 400, 'invalid_json', 'JSON inválido');
      }
    }
    const call = callOf(req, url, '/v3', raw ? body : undefined);
    const path = call.path;
    fake.calls.push(call);
    const next = scripted.shift();
    if (next) {
      res.writeHead(next.status, { 'content-type': 'application/json' });
      return res.end(next.body);
    }
    const q = url.searchParams;
    let match: RegExpExecArray | null;

    if (path === '/customers' && req.method === 'GET') {
      const email = q.get('email');
      return list(
        res,
        [...fake.customers.values()].filter((c) => !email || c.email === email),
        q,
      );
    }
    if (path === '/customers' && req.method === 'POST') {
      if (typeof body.name !== 'string' || !body.name) {
        return errors(res, 400, 'invalid_name', 'O nome do cliente é obrigatório.');
      }
      if (typeof body.cpfCnpj !== 'string' || !/^(\d{11}|[0-9A-Z]{14})$/.test(body.cpfCnpj)) {
        return errors(res, 400, 'invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
      }
      const customer: FakeAsaasCustomer = {
        object: 'customer',
        id: `cus_${String(++sequence).padStart(12, '0')}`,
        name: body.name,
        email: typeof body.email === 'string' ? body.email : null,
        cpfCnpj: body.cpfCnpj,
        notificationDisabled: body.notificationDisabled === true,
        deleted: false,
      };
      fake.customers.set(customer.id, customer);
      return answer(res, 200, customer);
    }
    if (path === '/payments' && req.method === 'POST') {
      if (typeof body.customer !== 'string' || !fake.customers.has(body.customer)) {
        return errors(res, 400, 'invalid_customer', 'Cliente inexistente.');
      }
      if (!['UNDEFINED', 'BOLETO', 'CREDIT_CARD', 'PIX'].includes(String(body.billingType))) {
        return errors(res, 400, 'invalid_billingType', 'Forma de pagamento inválida.');
      }
      if (typeof body.value !== 'number' || body.value <= 0) {
        return errors(res, 400, 'invalid_value', 'Valor inválido.');
      }
      if (typeof body.dueDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.dueDate)) {
        return errors(res, 400, 'invalid_dueDate', 'Data de vencimento inválida.');
      }
      if (body.dueDate < dayOf(new Date())) {
        return errors(
          res,
          400,
          'invalid_dueDate',
          'A data de vencimento não pode ser anterior à data atual.',
        );
      }
      const token = randomBytes(8).toString('hex');
      const payment: FakeAsaasPayment = {
        object: 'payment',
        id: `pay_${token}`,
        dateCreated: dayOf(new Date()),
        customer: body.customer,
        value: body.value,
        netValue: body.value,
        description: typeof body.description === 'string' ? body.description : null,
        billingType: body.billingType as FakeAsaasPayment['billingType'],
        status: 'PENDING',
        dueDate: body.dueDate,
        paymentDate: null,
        clientPaymentDate: null,
        confirmedDate: null,
        invoiceUrl: `${origin}/i/${token}`,
        externalReference:
          typeof body.externalReference === 'string' ? body.externalReference : null,
        deleted: false,
        refunds: null,
      };
      fake.payments.set(payment.id, payment);
      return answer(res, 200, payment);
    }
    if (path === '/payments' && req.method === 'GET') {
      const filters: Array<(p: FakeAsaasPayment) => boolean> = [];
      const reference = q.get('externalReference');
      if (reference) filters.push((p) => p.externalReference === reference);
      const status = q.get('status');
      if (status) filters.push((p) => p.status === status);
      const ge = q.get('paymentDate[ge]');
      if (ge) filters.push((p) => p.paymentDate !== null && p.paymentDate >= ge);
      const le = q.get('paymentDate[le]');
      if (le) filters.push((p) => p.paymentDate !== null && p.paymentDate <= le);
      return list(
        res,
        [...fake.payments.values()].filter((p) => filters.every((f) => f(p))),
        q,
      );
    }
    if ((match = /^\/payments\/([^/]+)(\/pixQrCode|\/refund)?$/.exec(path))) {
      const payment = fake.payments.get(decodeURIComponent(match[1]!));
      if (!payment) return errors(res, 404, 'not_found', 'Cobrança não encontrada.');
      const action = match[2];
      if (!action && req.method === 'GET') return answer(res, 200, payment);
      if (action === '/pixQrCode' && req.method === 'GET') {
        if (!fake.pixEnabled) {
          return errors(res, 400, 'invalid_action', 'Não há chave Pix cadastrada na conta.');
        }
        return answer(res, 200, {
          encodedImage: 'iVBORw0KGgo=',
          payload: dynamicBrCode({
            location: `${url.host}/qr/${payment.id}`,
            name: 'ESTUDIO FLEXO',
            city: 'SALVADOR',
          }),
          expirationDate: `${payment.dueDate} 23:59:59`,
        });
      }
      if (action === '/refund' && req.method === 'POST') {
        if (!['RECEIVED', 'CONFIRMED'].includes(payment.status)) {
          return errors(res, 400, 'invalid_action', 'Só é possível estornar cobranças recebidas.');
        }
        const value = typeof body.value === 'number' ? body.value : payment.value;
        const refunded = (payment.refunds ?? [])
          .filter((r) => r.status !== 'CANCELLED')
          .reduce((sum, r) => sum + cents(r.value), 0);
        if (refunded + cents(value) > cents(payment.value)) {
          return errors(res, 400, 'invalid_value', 'O valor do estorno excede o valor disponível.');
        }
        payment.refunds = [
          ...(payment.refunds ?? []),
          {
            dateCreated: new Date().toISOString().replace('T', ' ').slice(0, 19),
            status: fake.refundsSettleAtOnce ? 'DONE' : 'PENDING',
            value,
            description: typeof body.description === 'string' ? body.description : null,
          },
        ];
        if (fake.refundsSettleAtOnce && refunded + cents(value) === cents(payment.value)) {
          payment.status = 'REFUNDED';
        }
        return answer(res, 200, payment);
      }
    }
    errors(res, 404, 'not_found', `${req.method} ${path}`);
  }

  const server = createServer((req, res) => void handle(req, res));
  const listening = await listenOnLocalPort(server);
  origin = `http://127.0.0.1:${listening.port}`;
  return Object.assign(fake, {
    apiUrl: `${origin}/v3`,
    notify(url: string, event: string, paymentId: string, token?: string) {
      return postWebhook(
        url,
        {
          id: `evt_${randomBytes(16).toString('hex')}&${++sequence}`,
          event,
          dateCreated: new Date().toISOString().replace('T', ' ').slice(0, 19),
          payment: fake.payments.get(paymentId),
        },
        token === undefined ? {} : { 'asaas-access-token': token },
      );
    },
    close: listening.close,
  });
}
