// The Asaas adapter against a fake Asaas API v3 (server/payments/fakes/asaas-fake.ts).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { tempDirsEachTest } from '../../test/factories';
import { startAsaasFake, type AsaasFake } from '../fakes/asaas-fake';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { PayerTaxIdRequiredError, type ChargeRequest } from '../provider';
import { chargeRequestFor, failureOf, newTxid } from './adapter-test-kit';
import { asaasOptionsFromConfig, createAsaasProvider, type AsaasOptions } from './asaas';

const API_KEY = '$aact_hmlg_000MzkwODA2MWY2OGM3MWRlMDU2NWM3MzJlNzZmNGZhZGY6OjQ0';
const WEBHOOK_TOKEN = 'token-do-webhook-asaas-0123456789';

let fake: AsaasFake;
let receiver: WebhookReceiver;
const tempDir = tempDirsEachTest('studio-asaas-');

beforeAll(async () => {
  fake = await startAsaasFake({ apiKey: API_KEY });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});
beforeEach(() => {
  fake.pixEnabled = true;
  fake.refundsSettleAtOnce = true;
});

const provider = (overrides: Partial<AsaasOptions> = {}) =>
  createAsaasProvider({
    apiUrl: fake.apiUrl,
    apiKey: API_KEY,
    webhookToken: WEBHOOK_TOKEN,
    timeoutMs: 5000,
    ...overrides,
  });

/** A charge due in three days, from a payer Asaas has not seen (a new e-mail each time). */
const request = (overrides: Partial<ChargeRequest> = {}) =>
  chargeRequestFor(
    { email: `cliente-${randomBytes(4).toString('hex')}@example.com`, taxId: '123.456.789-09' },
    3 * 24 * 3600_000,
    overrides,
  );

/** The Asaas calendar day of an instant, as the fake and Asaas keep it. */
const dayInBrasilia = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);

describe('createAsaasProvider', () => {
  it('creates a customer and a payment the payer completes on Asaas’s page, and reads it back open', async () => {
    const asaas = provider();
    const req = request();
    const created = await asaas.createCharge(req);

    const customer = [...fake.customers.values()].find((c) => c.email === req.payer.email);
    expect(customer).toMatchObject({ cpfCnpj: '12345678909', notificationDisabled: true });
    const payment = fake.payments.get(created.providerId)!;
    expect(payment).toMatchObject({
      customer: customer!.id,
      billingType: 'UNDEFINED',
      value: 123.45,
      dueDate: dayInBrasilia(req.expiresAt),
      description: req.description,
      externalReference: req.txid,
    });
    expect(created).toMatchObject({
      txid: req.txid,
      providerId: payment.id,
      status: 'open',
      amountCents: 12_345,
      payUrl: payment.invoiceUrl,
      payments: [],
    });
    expect(created.providerId).toMatch(/^pay_/);
    expect(created.pixCopiaECola).toMatch(/^000201/);
    // The due day ends at midnight in Brasília, after the instant asked for.
    expect(created.expiresAt.getTime()).toBeGreaterThan(req.expiresAt.getTime());
    expect(created.expiresAt.getTime() - req.expiresAt.getTime()).toBeLessThanOrEqual(
      24 * 3600_000,
    );

    const read = await asaas.readCharge({ txid: req.txid, providerId: created.providerId });
    expect(read).toEqual({ ...created, pixCopiaECola: undefined });
    expect(await asaas.readCharge({ txid: req.txid, providerId: '' })).toEqual(read);
  });

  it('reuses the customer with the same e-mail', async () => {
    const asaas = provider();
    const first = request();
    await asaas.createCharge(first);
    const count = fake.customers.size;
    await asaas.createCharge(
      request({
        payer: { ...first.payer, email: first.payer.email.toUpperCase(), taxId: undefined },
      }),
    );
    expect(fake.customers.size).toBe(count);
  });

  it('asks for the CPF/CNPJ of a new customer without one, before calling Asaas', async () => {
    const customers = fake.customers.size;
    const error = await provider()
      .createCharge(request({ payer: { name: 'Sem Documento', email: 'novo@example.com' } }))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(PayerTaxIdRequiredError);
    expect(fake.customers.size).toBe(customers);
  });

  it('reports Asaas’s reason when it refuses a new customer’s CPF/CNPJ', async () => {
    const error = await failureOf(
      provider().createCharge(
        request({ payer: { name: 'Documento Curto', email: 'curto@example.com', taxId: '123' } }),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('O CPF/CNPJ informado é inválido.');
  });

  it('answers a retried creation with the payment made the first time', async () => {
    const asaas = provider();
    const req = request();
    const first = await asaas.createCharge(req);
    const payments = fake.payments.size;
    expect(await asaas.createCharge(req)).toEqual(first);
    expect(fake.payments.size).toBe(payments);
    const error = await failureOf(asaas.createCharge({ ...req, amountCents: 1 }));
    expect(error.message).toMatch(/já existe com outro valor/);
  });

  it('still offers the page when the account has no Pix key', async () => {
    fake.pixEnabled = false;
    const created = await provider().createCharge(request());
    expect(created.pixCopiaECola).toBeUndefined();
    expect(created.payUrl).toMatch(/\/i\//);
  });

  it('reads a paid payment with its amount, day and id, whichever way it was paid', async () => {
    const asaas = provider();
    for (const billingType of ['PIX', 'BOLETO', 'CREDIT_CARD'] as const) {
      const req = request({ amountCents: 2_990 });
      const created = await asaas.createCharge(req);
      const at = new Date();
      fake.pay(created.providerId, { billingType, at });
      const read = await asaas.readCharge({ txid: req.txid, providerId: created.providerId });
      expect(read.status, billingType).toBe('paid');
      expect(read.payments).toEqual([
        {
          endToEndId: created.providerId,
          txid: req.txid,
          amountCents: 2_990,
          paidAt: new Date(`${dayInBrasilia(at)}T00:00:00-03:00`),
        },
      ]);
    }
  });

  it('maps Asaas’s statuses', async () => {
    const asaas = provider();
    const created = await asaas.createCharge(request());
    const payment = fake.payments.get(created.providerId)!;
    const ref = { txid: created.txid, providerId: created.providerId };
    const cases: Array<[string, string]> = [
      ['PENDING', 'open'],
      ['AWAITING_RISK_ANALYSIS', 'open'],
      ['SOMETHING_NEW', 'open'],
      ['OVERDUE', 'expired'],
      ['RECEIVED_IN_CASH', 'paid'],
      ['REFUND_REQUESTED', 'paid'],
      ['REFUNDED', 'refunded'],
    ];
    payment.paymentDate = payment.clientPaymentDate = dayInBrasilia(new Date());
    for (const [status, expected] of cases) {
      payment.status = status;
      expect((await asaas.readCharge(ref)).status, status).toBe(expected);
    }
    payment.status = 'PENDING';
    payment.deleted = true;
    expect((await asaas.readCharge(ref)).status).toBe('cancelled');
  });

  it('carries amounts to the centavo both ways', async () => {
    const asaas = provider();
    for (const amountCents of [1, 10, 29, 57, 99, 100, 1_005, 19_999, 123_456_789]) {
      const req = request({ amountCents });
      const created = await asaas.createCharge(req);
      expect(Math.round(fake.payments.get(created.providerId)!.value * 100)).toBe(amountCents);
      expect(created.amountCents).toBe(amountCents);
      fake.pay(created.providerId);
      const read = await asaas.readCharge({ txid: req.txid, providerId: created.providerId });
      expect(read.payments[0]!.amountCents).toBe(amountCents);
    }
  });

  describe('readNotification', () => {
    it('reads a real event sent with the webhook token', async () => {
      const asaas = provider();
      const created = await asaas.createCharge(request());
      fake.pay(created.providerId);
      receiver.received.length = 0;
      expect(
        await fake.notify(receiver.url, 'PAYMENT_RECEIVED', created.providerId, WEBHOOK_TOKEN),
      ).toBe(200);
      expect(asaas.readNotification(receiver.received[0]!)).toEqual({
        charges: [{ providerId: created.providerId, txid: created.txid }],
        endToEndIds: [],
      });
    });

    it('answers null to a wrong or missing token', async () => {
      const asaas = provider();
      const created = await asaas.createCharge(request());
      receiver.received.length = 0;
      await fake.notify(receiver.url, 'PAYMENT_CONFIRMED', created.providerId, 'token-errado');
      await fake.notify(receiver.url, 'PAYMENT_CONFIRMED', created.providerId);
      await fake.notify(
        receiver.url,
        'PAYMENT_CONFIRMED',
        created.providerId,
        WEBHOOK_TOKEN.slice(0, -1),
      );
      await fake.notify(receiver.url, 'PAYMENT_CONFIRMED', created.providerId, `${WEBHOOK_TOKEN}0`);
      expect(receiver.received).toHaveLength(4);
      for (const notification of receiver.received) {
        expect(asaas.readNotification(notification)).toBeNull();
      }
    });

    it('acknowledges authenticated events about no payment with an empty notice', () => {
      const headers = new Headers({ 'asaas-access-token': WEBHOOK_TOKEN });
      const body = JSON.stringify({ event: 'TRANSFER_DONE', transfer: { id: 'tra_1' } });
      expect(provider().readNotification({ headers, body })).toEqual({
        charges: [],
        endToEndIds: [],
      });
    });

    it('answers null, never throws, for bodies that are not Asaas’s', () => {
      const headers = new Headers({ 'asaas-access-token': WEBHOOK_TOKEN });
      const asaas = provider();
      for (const body of [
        '',
        'x',
        'null',
        '[]',
        '{}',
        '{"event":1}',
        '{"pix":[{"endToEndId":"E1"}]}',
      ]) {
        expect(asaas.readNotification({ headers, body }), body).toBeNull();
      }
      // A payment that is not an object is left out, not trusted.
      expect(
        asaas.readNotification({ headers, body: '{"event":"PAYMENT_RECEIVED","payment":"pay_1"}' }),
      ).toEqual({ charges: [], endToEndIds: [] });
    });
  });

  it('lists the payments received on the days of [from, to), across pages', async () => {
    const asaas = provider({ pageSize: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await asaas.createCharge(request({ amountCents: 1_000 + i }));
      fake.pay(created.providerId);
      ids.push(created.providerId);
    }
    const now = new Date();
    const before = fake.calls.length;
    const listed = await asaas.listReceived(
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() + 60_000),
    );
    const calls = fake.calls.slice(before);
    expect(calls[0]!.query).toMatchObject({
      status: 'RECEIVED',
      'paymentDate[ge]': dayInBrasilia(new Date(now.getTime() - 60_000)),
      'paymentDate[le]': dayInBrasilia(new Date(now.getTime() + 60_000)),
    });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.map((c) => c.query.offset).slice(0, 3)).toEqual(['0', '2', '4']);
    for (const id of ids) {
      const payment = listed.find((p) => p.endToEndId === id);
      expect(payment?.amountCents).toBe(Math.round(fake.payments.get(id)!.value * 100));
    }
    // A day with no payment lists none.
    expect(
      await asaas.listReceived(new Date('2001-01-01T12:00:00Z'), new Date('2001-01-01T13:00:00Z')),
    ).toEqual([]);
  });

  it('refunds with POST /payments/{id}/refund, safe to retry', async () => {
    const asaas = provider();
    const req = request({ amountCents: 10_000 });
    const created = await asaas.createCharge(req);
    fake.pay(created.providerId);
    const ref = { txid: req.txid, providerId: created.providerId };
    const [payment] = (await asaas.readCharge(ref)).payments;

    fake.refundsSettleAtOnce = false;
    const partial = await asaas.refund(ref, payment!, 2_550, 'estorno-1');
    expect(partial).toEqual({ refundId: `${created.providerId}:estorno-1`, status: 'pending' });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/payments/${created.providerId}/refund`,
      body: { value: 25.5 },
    });
    // The same key again: found among the payment's refunds, not asked twice.
    expect(await asaas.refund(ref, payment!, 2_550, 'estorno-1')).toEqual(partial);
    expect(fake.payments.get(created.providerId)!.refunds).toHaveLength(1);

    fake.refundsSettleAtOnce = true;
    fake.payments.get(created.providerId)!.refunds![0]!.status = 'DONE';
    expect((await asaas.refund(ref, payment!, 2_550, 'estorno-1')).status).toBe('done');
    expect(await asaas.refund(ref, payment!, 7_450, 'estorno-2')).toEqual({
      refundId: `${created.providerId}:estorno-2`,
      status: 'done',
    });
    expect((await asaas.readCharge(ref)).status).toBe('refunded');
    const error = await failureOf(asaas.refund(ref, payment!, 1, 'estorno-3'));
    expect(error.message).toMatch(/Só é possível estornar/);
  });

  describe('an API out of contract', () => {
    it('turns a wrong key, a 500 or garbage into PaymentProviderError', async () => {
      const wrongKey = await failureOf(provider({ apiKey: 'errada' }).createCharge(request()));
      expect(wrongKey.status).toBe(401);
      expect(wrongKey.message).toContain('A chave de API fornecida é inválida');

      const asaas = provider();
      const created = await asaas.createCharge(request());
      const ref = { txid: created.txid, providerId: created.providerId };
      fake.failNext({ status: 500, body: '<html>erro</html>' });
      expect((await failureOf(asaas.readCharge(ref))).status).toBe(500);
      fake.failNext({ status: 200, body: 'ok' });
      expect((await failureOf(asaas.readCharge(ref))).message).toMatch(/não é JSON/);
      fake.failNext({
        status: 200,
        body: JSON.stringify({ id: created.providerId, status: 'PENDING' }),
      });
      expect((await failureOf(asaas.readCharge(ref))).message).toMatch(/fora do contrato/);
      fake.failNext({
        status: 200,
        body: JSON.stringify({ ...fake.payments.get(created.providerId), value: 1.005 }),
      });
      expect((await failureOf(asaas.readCharge(ref))).message).toMatch(/1\.005/);
      fake.failNext({ status: 502, body: '' });
      await failureOf(asaas.listReceived(new Date(Date.now() - 1000), new Date()));
    });

    it('gives up on an API that accepts the request and never answers', async () => {
      const silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const error = await failureOf(
          provider({ apiUrl: `http://127.0.0.1:${port}/v3`, timeoutMs: 300 }).readCharge({
            txid: newTxid(),
            providerId: 'pay_x',
          }),
        );
        expect(error.message).toMatch(/falha de rede em consulta de cobrança/);
      } finally {
        silent.closeAllConnections();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('fails on an API that does not answer', async () => {
      const error = await failureOf(
        provider({ apiUrl: 'http://127.0.0.1:9/v3' }).readCharge({
          txid: newTxid(),
          providerId: 'pay_x',
        }),
      );
      expect(error.message).toMatch(/falha de rede/);
    });
  });
});

describe('asaasOptionsFromConfig', () => {
  it('builds the options from ASAAS_*, with the sandbox as the default address', () => {
    const dir = tempDir();
    expect(
      asaasOptionsFromConfig(
        loadConfig({ DATA_DIR: dir, ASAAS_API_KEY: API_KEY, ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN }),
      ),
    ).toEqual({
      apiUrl: 'https://api-sandbox.asaas.com/v3',
      apiKey: API_KEY,
      webhookToken: WEBHOOK_TOKEN,
    });
    expect(() => asaasOptionsFromConfig(loadConfig({ DATA_DIR: dir }))).toThrow(ConfigError);
  });
});
