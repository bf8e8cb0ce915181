// The BACEN Pix API adapter against a fake PSP over real mutual TLS (server/payments/fakes).
import { writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { tempDirsEachTest } from '../../test/factories';
import { startBacenPixFake, type BacenPixFake, type FakePix } from '../fakes/bacen-pix-fake';
import { makeTestPki, type TestPki } from '../fakes/test-pki';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import type { ChargeRequest } from '../provider';
import { chargeRequestFor, failureOf, newTxid } from './adapter-test-kit';
import {
  bacenPixOptionsFromConfig,
  createBacenPixProvider,
  type BacenPixOptions,
} from './bacen-pix';

const CLIENT_ID = 'Client_Id_estudio';
const CLIENT_SECRET = 'Client_Secret_estudio';
const PIX_KEY = 'financeiro@estudio.example';

let pki: TestPki;
let fake: BacenPixFake;
let receiver: WebhookReceiver;
const tempDir = tempDirsEachTest('studio-bacen-');

beforeAll(async () => {
  pki = makeTestPki();
  fake = await startBacenPixFake({ pki, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});
beforeEach(() => {
  fake.tokenLifetimeSeconds = 3600;
  fake.refundsSettleAtOnce = false;
  fake.omitPixFromCob = false;
});

function provider(overrides: Partial<BacenPixOptions> = {}) {
  return createBacenPixProvider({
    apiUrl: fake.apiUrl,
    oauthUrl: fake.oauthUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    oauthBody: 'form',
    identity: {
      cert: Buffer.from(pki.client.cert),
      key: Buffer.from(pki.client.key),
      ca: Buffer.from(pki.ca.cert),
    },
    pixKey: PIX_KEY,
    timeoutMs: 5000,
    ...overrides,
  });
}

/** A charge due in an hour, from a company. */
const request = (overrides: Partial<ChargeRequest> = {}) =>
  chargeRequestFor(
    { email: 'cliente@example.com', taxId: '12.345.678/0001-95' },
    3600_000,
    overrides,
  );

describe('createBacenPixProvider', () => {
  it('creates a charge with PUT /cob/{txid} and reads it back open', async () => {
    const pix = provider();
    const req = request();
    const created = await pix.createCharge(req);
    const sent = fake.calls.findLast((c) => c.method === 'PUT');
    expect(sent?.path).toBe(`/cob/${req.txid}`);
    expect(sent?.body).toMatchObject({
      valor: { original: '123.45' },
      chave: PIX_KEY,
      solicitacaoPagador: req.description,
      devedor: { cnpj: '12345678000195', nome: 'Cliente Exemplo Ltda' },
    });
    const expiracao = (sent?.body as { calendario: { expiracao: number } }).calendario.expiracao;
    expect(expiracao).toBeGreaterThanOrEqual(3599);
    expect(expiracao).toBeLessThanOrEqual(3600);
    expect(created).toMatchObject({
      txid: req.txid,
      providerId: req.txid,
      status: 'open',
      amountCents: 12_345,
      payments: [],
    });
    expect(created.pixCopiaECola).toMatch(/^000201010212/);
    expect(created.pixCopiaECola).toContain(fake.cobs.get(req.txid)!.location);
    expect(Math.abs(created.expiresAt.getTime() - req.expiresAt.getTime())).toBeLessThan(2000);

    const read = await pix.readCharge({ txid: req.txid, providerId: req.txid });
    expect(read).toEqual(created);
  });

  it('reads a paid charge with the amount and end-to-end id of its Pix', async () => {
    const pix = provider();
    const req = request({ amountCents: 29 });
    await pix.createCharge(req);
    const paidAt = new Date(Date.now() - 5000);
    const paid = fake.pay(req.txid, { at: paidAt });
    const read = await pix.readCharge({ txid: req.txid, providerId: req.txid });
    expect(read.status).toBe('paid');
    expect(read.amountCents).toBe(29);
    expect(read.payments).toEqual([
      { endToEndId: paid.endToEndId, txid: req.txid, amountCents: 29, paidAt },
    ]);
    expect(paid.endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/);
  });

  it('carries amounts to the centavo both ways', async () => {
    const pix = provider();
    const cases: Array<[number, string]> = [
      [1, '0.01'],
      [10, '0.10'],
      [29, '0.29'],
      [99, '0.99'],
      [100, '1.00'],
      [1999, '19.99'],
      [100_005, '1000.05'],
      [123_456_789, '1234567.89'],
    ];
    for (const [cents, text] of cases) {
      const req = request({ amountCents: cents });
      const created = await pix.createCharge(req);
      expect(fake.cobs.get(req.txid)!.valor.original).toBe(text);
      expect(created.amountCents).toBe(cents);
      fake.pay(req.txid);
      const read = await pix.readCharge({ txid: req.txid, providerId: req.txid });
      expect(read.payments[0]!.amountCents).toBe(cents);
    }
  });

  it('reads an ATIVA charge past its expiry as expired, and a removed one as cancelled', async () => {
    const req = request({ expiresAt: new Date(Date.now() + 120_000) });
    await provider().createCharge(req);
    const later = provider({ now: () => Date.now() + 10 * 60_000 });
    expect((await later.readCharge({ txid: req.txid, providerId: req.txid })).status).toBe(
      'expired',
    );
    fake.cobs.get(req.txid)!.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
    expect((await later.readCharge({ txid: req.txid, providerId: req.txid })).status).toBe(
      'cancelled',
    );
  });

  it('answers a retried creation with the charge the PSP already holds, if the amount matches', async () => {
    const pix = provider();
    const req = request();
    const first = await pix.createCharge(req);
    expect(await pix.createCharge(req)).toEqual(first);
    const error = await failureOf(pix.createCharge({ ...req, amountCents: 999 }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('txid já utilizado');
  });

  it('refuses a txid outside BACEN’s rule before calling the PSP', async () => {
    const before = fake.calls.length;
    await expect(provider().createCharge(request({ txid: 'curto' }))).rejects.toThrow(/txid/);
    expect(fake.calls.length).toBe(before);
  });

  it('finds the Pix through GET /pix when GET /cob leaves them out', async () => {
    const pix = provider();
    const req = request();
    await pix.createCharge(req);
    const paid = fake.pay(req.txid);
    fake.omitPixFromCob = true;
    const read = await pix.readCharge({ txid: req.txid, providerId: req.txid });
    expect(read.status).toBe('paid');
    expect(read.payments.map((p) => p.endToEndId)).toEqual([paid.endToEndId]);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/pix', query: { txid: req.txid } });
  });

  describe('readNotification', () => {
    it('reads the txids and end-to-end ids of a real webhook body', async () => {
      const pix = provider();
      const req = request();
      await pix.createCharge(req);
      const paid = fake.pay(req.txid);
      const stray = fake.receive({ amountCents: 500, at: new Date() });
      receiver.received.length = 0;
      expect(await fake.notify(receiver.url, [paid, stray])).toBe(200);
      const [notification] = receiver.received;
      expect(notification!.url).toBe('/webhook/pix');
      expect(pix.readNotification(notification!)).toEqual({
        charges: [{ txid: req.txid, providerId: req.txid }],
        endToEndIds: [paid.endToEndId, stray.endToEndId],
      });
    });

    it('reads BACEN’s own example, whose devolucoes is an object', () => {
      const body = JSON.stringify({
        pix: [
          {
            endToEndId: 'E12345678202009091221kkkkkkkkkkk',
            txid: 'c3e0e7a4e7f1469a9f782d3d4999343c',
            valor: '110.00',
            horario: '2020-09-09T20:15:00.358Z',
            infoPagador: '0123456789',
            devolucoes: {
              id: '123ABC',
              rtrId: 'D12345678202009091221abcdf098765',
              valor: '10.00',
              horario: { solicitacao: '2020-09-09T20:15:00.358Z' },
              status: 'EM_PROCESSAMENTO',
            },
          },
        ],
      });
      expect(provider().readNotification({ headers: new Headers(), body })).toEqual({
        charges: [
          {
            txid: 'c3e0e7a4e7f1469a9f782d3d4999343c',
            providerId: 'c3e0e7a4e7f1469a9f782d3d4999343c',
          },
        ],
        endToEndIds: ['E12345678202009091221kkkkkkkkkkk'],
      });
    });

    it('answers null, never throws, for bodies that are not the PSP’s', () => {
      const pix = provider();
      const bodies = [
        '',
        'not json',
        'null',
        '42',
        '[]',
        '{}',
        '{"pix":"x"}',
        '{"pix":[]}',
        '{"pix":[{"txid":"abc"}]}',
        '{"pix":[null]}',
        '{"event":"PAYMENT_RECEIVED","payment":{"id":"pay_1"}}',
        `{"pix":[{"endToEndId":"${'E'.repeat(100)}"}]}`,
      ];
      for (const body of bodies) {
        expect(pix.readNotification({ headers: new Headers(), body }), body).toBeNull();
      }
    });

    it('demands the shared secret, when configured, in the address or a header', async () => {
      const secret = 'segredo-do-webhook-123';
      const pix = provider({ webhookSecret: secret });
      const sent: FakePix = {
        endToEndId: 'E12345678202401011200abcdefghijk',
        txid: newTxid(),
        valor: '1.00',
        chave: PIX_KEY,
        horario: new Date().toISOString(),
      };
      const body = JSON.stringify({ pix: [sent] });
      const headers = new Headers();
      expect(pix.readNotification({ headers, body })).toBeNull();
      expect(pix.readNotification({ headers, body, url: '/webhook?secret=errado/pix' })).toBeNull();
      expect(
        pix.readNotification({ headers: new Headers({ 'x-webhook-secret': 'x' }), body }),
      ).toBeNull();
      expect(
        pix.readNotification({ headers, body, url: `/webhook?secret=${secret}` }),
      ).not.toBeNull();
      expect(
        pix.readNotification({ headers: new Headers({ 'x-webhook-secret': secret }), body }),
      ).not.toBeNull();

      // The PSP appends /pix to the registered address, query and all.
      receiver.received.length = 0;
      await fake.notify(`${receiver.url}?secret=${secret}`, [sent]);
      expect(receiver.received[0]!.url).toBe(`/webhook?secret=${secret}/pix`);
      expect(pix.readNotification(receiver.received[0]!)).not.toBeNull();
    });

    it('refuses a notification the proxy says came without a verified client certificate', () => {
      const body = JSON.stringify({
        pix: [
          {
            endToEndId: 'E12345678202401011200abcdefghijk',
            valor: '1.00',
            horario: new Date().toISOString(),
          },
        ],
      });
      const pix = provider();
      expect(
        pix.readNotification({ headers: new Headers(), body, clientCertificateVerified: false }),
      ).toBeNull();
      expect(
        pix.readNotification({ headers: new Headers(), body, clientCertificateVerified: true }),
      ).toEqual({
        charges: [],
        endToEndIds: ['E12345678202401011200abcdefghijk'],
      });
    });
  });

  it('lists every Pix received in [from, to) across pages', async () => {
    const from = new Date('2031-03-01T12:00:00Z');
    const to = new Date('2031-03-01T13:00:00Z');
    const inside = [0, 1, 10, 20, 30, 59].map((minute) =>
      fake.receive({ amountCents: 100 + minute, at: new Date(from.getTime() + minute * 60_000) }),
    );
    fake.receive({ amountCents: 1, at: new Date(from.getTime() - 1) });
    fake.receive({ amountCents: 2, at: to });
    const before = fake.calls.length;
    const listed = await provider({ pageSize: 2 }).listReceived(from, to);
    expect(listed.map((p) => p.endToEndId).sort()).toEqual(inside.map((p) => p.endToEndId).sort());
    expect(listed.find((p) => p.endToEndId === inside[3]!.endToEndId)).toEqual({
      endToEndId: inside[3]!.endToEndId,
      txid: undefined,
      amountCents: 120,
      paidAt: new Date(from.getTime() + 20 * 60_000),
    });
    const pages = fake.calls.slice(before).map((c) => c.query['paginacao.paginaAtual']);
    expect(pages).toEqual(['0', '1', '2', '3']);
  });

  it('refunds with PUT /pix/{e2eid}/devolucao/{id}, safe to retry, pending until settled', async () => {
    const pix = provider();
    const req = request({ amountCents: 10_000 });
    await pix.createCharge(req);
    fake.pay(req.txid);
    const ref = { txid: req.txid, providerId: req.txid };
    const [payment] = (await pix.readCharge(ref)).payments;

    const first = await pix.refund(ref, payment!, 2_550, 'devolucao1');
    expect(first.status).toBe('pending');
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/pix/${payment!.endToEndId}/devolucao/devolucao1`,
      body: { valor: '25.50' },
    });
    // A retry with the same key finds the devolução instead of making another.
    expect(await pix.refund(ref, payment!, 2_550, 'devolucao1')).toEqual(first);
    fake.settleRefund(payment!.endToEndId, 'devolucao1');
    expect(await pix.refund(ref, payment!, 2_550, 'devolucao1')).toEqual({
      refundId: first.refundId,
      status: 'done',
    });
    expect(fake.pix.find((p) => p.endToEndId === payment!.endToEndId)!.devolucoes).toHaveLength(1);

    // A key outside BACEN's id rule becomes a stable digest; the rest settles at once.
    fake.refundsSettleAtOnce = true;
    const rest = await pix.refund(ref, payment!, 7_450, 'charge:1/refund');
    expect(rest.status).toBe('done');
    const ids = fake.pix
      .find((p) => p.endToEndId === payment!.endToEndId)!
      .devolucoes!.map((d) => d.id);
    expect(ids[1]).toMatch(/^[0-9a-f]{35}$/);
    expect((await pix.readCharge(ref)).status).toBe('refunded');

    // More than what is left is the PSP's refusal.
    const error = await failureOf(pix.refund(ref, payment!, 1, 'devolucao3'));
    expect(error.message).toContain('maior que o disponível');
  });

  it('reports a devolução the PSP did not carry out', async () => {
    const pix = provider();
    const req = request();
    await pix.createCharge(req);
    fake.pay(req.txid);
    const ref = { txid: req.txid, providerId: req.txid };
    const [payment] = (await pix.readCharge(ref)).payments;
    await pix.refund(ref, payment!, 100, 'naofeita1');
    fake.settleRefund(payment!.endToEndId, 'naofeita1', 'NAO_REALIZADO');
    await expect(pix.refund(ref, payment!, 100, 'naofeita1')).rejects.toThrow(/NAO_REALIZADO/);
  });

  describe('the OAuth token', () => {
    it('is asked once and reused until shortly before it expires', async () => {
      let clock = Date.now();
      const pix = provider({ now: () => clock });
      const issued = fake.tokensIssued();
      const req = request();
      await Promise.all([
        pix.createCharge(req),
        pix.listReceived(new Date(clock - 1000), new Date(clock)),
        pix.listReceived(new Date(clock - 2000), new Date(clock)),
      ]);
      await pix.readCharge({ txid: req.txid, providerId: req.txid });
      expect(fake.tokensIssued()).toBe(issued + 1);
      clock += 3600_000 - 120_000;
      await pix.readCharge({ txid: req.txid, providerId: req.txid });
      expect(fake.tokensIssued()).toBe(issued + 1);
      // Within the last minute of its hour: renewed before the PSP would refuse it.
      clock += 90_000;
      await pix.readCharge({ txid: req.txid, providerId: req.txid });
      expect(fake.tokensIssued()).toBe(issued + 2);
    });

    it('is renewed when the PSP refuses it early (revoked), and the call goes through', async () => {
      const pix = provider();
      const req = request();
      await pix.createCharge(req);
      const issued = fake.tokensIssued();
      fake.revokeTokens();
      expect((await pix.readCharge({ txid: req.txid, providerId: req.txid })).txid).toBe(req.txid);
      expect(fake.tokensIssued()).toBe(issued + 1);
    });

    it('follows a short-lived token’s own lifetime', async () => {
      fake.tokenLifetimeSeconds = 2;
      let clock = Date.now();
      const pix = provider({ now: () => clock });
      const issued = fake.tokensIssued();
      await pix.listReceived(new Date(clock - 1000), new Date(clock));
      clock += 1900;
      await pix.listReceived(new Date(clock - 1000), new Date(clock));
      expect(fake.tokensIssued()).toBe(issued + 2);
    });

    it('is asked with a form by default, or JSON for PSPs that document it (Efí)', async () => {
      fake.tokenBodies.length = 0;
      await provider().listReceived(new Date(Date.now() - 1000), new Date());
      await provider({ oauthBody: 'json' }).listReceived(new Date(Date.now() - 1000), new Date());
      expect(fake.tokenBodies).toEqual(['form', 'json']);
    });

    it('fails with the PSP’s reason when the credentials are wrong', async () => {
      const error = await failureOf(
        provider({ clientSecret: 'errado' }).readCharge({ txid: newTxid(), providerId: 'x' }),
      );
      expect(error.status).toBe(401);
      expect(error.message).toContain('credenciais inválidas');
    });
  });

  describe('mutual TLS', () => {
    it('works with the certificate as PKCS#12', async () => {
      const pix = provider({
        identity: {
          pfx: pki.clientP12,
          passphrase: pki.p12Passphrase,
          ca: Buffer.from(pki.ca.cert),
        },
      });
      const req = request();
      expect((await pix.createCharge(req)).status).toBe('open');
    });

    it('is refused with a client certificate from another CA, or none', async () => {
      const before = fake.tokensIssued();
      const stranger = provider({
        identity: {
          cert: Buffer.from(pki.strangerClient.cert),
          key: Buffer.from(pki.strangerClient.key),
          ca: Buffer.from(pki.ca.cert),
        },
      });
      const error = await failureOf(stranger.createCharge(request()));
      expect(error.message).toMatch(/falha de rede em token OAuth/);
      const anonymous = provider({ identity: { ca: Buffer.from(pki.ca.cert) } });
      await failureOf(anonymous.createCharge(request()));
      expect(fake.tokensIssued()).toBe(before);
    });

    it('does not trust the PSP’s server without its CA', async () => {
      const error = await failureOf(
        provider({
          identity: { cert: Buffer.from(pki.client.cert), key: Buffer.from(pki.client.key) },
        }).createCharge(request()),
      );
      expect(error.message).toMatch(/certificate/i);
    });
  });

  describe('a PSP out of contract', () => {
    it('turns a 500, garbage or a missing field into PaymentProviderError', async () => {
      const pix = provider();
      const req = request();
      await pix.createCharge(req);
      const ref = { txid: req.txid, providerId: req.txid };

      fake.failNext({ status: 500, body: 'Internal Server Error' });
      const crashed = await failureOf(pix.readCharge(ref));
      expect(crashed.status).toBe(500);
      expect(crashed.message).toContain('Internal Server Error');

      fake.failNext({ status: 200, body: '<html>proxy</html>' });
      expect((await failureOf(pix.readCharge(ref))).message).toMatch(/não é JSON/);

      fake.failNext({ status: 200, body: JSON.stringify({ txid: req.txid, status: 'ATIVA' }) });
      expect((await failureOf(pix.readCharge(ref))).message).toMatch(/fora do contrato/);

      const cob = { ...fake.cobs.get(req.txid)!, valor: { original: '12,34' } };
      fake.failNext({ status: 200, body: JSON.stringify(cob) });
      expect((await failureOf(pix.readCharge(ref))).message).toMatch(/12,34/);

      fake.failNext({ status: 503, body: '' });
      await failureOf(pix.listReceived(new Date(Date.now() - 1000), new Date()));
    });

    it('reads null where BACEN’s schema leaves a field out', async () => {
      const page = JSON.stringify({
        parametros: { paginacao: { paginaAtual: 0, quantidadeDePaginas: 1 } },
        pix: [
          {
            endToEndId: 'E12345678203101011200abcdefghijk',
            txid: null,
            valor: '15.00',
            horario: '2031-01-01T12:00:00Z',
            devolucoes: null,
          },
        ],
      });
      fake.failNext({ status: 200, body: page });
      expect(
        await provider().listReceived(
          new Date('2031-01-01T00:00:00Z'),
          new Date('2031-01-02T00:00:00Z'),
        ),
      ).toEqual([
        {
          endToEndId: 'E12345678203101011200abcdefghijk',
          txid: undefined,
          amountCents: 1500,
          paidAt: new Date('2031-01-01T12:00:00Z'),
        },
      ]);
    });

    it('gives up on a listing that never ends', async () => {
      const endless = JSON.stringify({
        parametros: { paginacao: { paginaAtual: 0, quantidadeDePaginas: 99_999 } },
        pix: [
          {
            endToEndId: 'E12345678202401011200abcdefghijk',
            valor: '1.00',
            horario: '2001-01-01T00:00:00Z',
          },
        ],
      });
      fake.failNext(...Array.from({ length: 5 }, () => ({ status: 200, body: endless })));
      const error = await failureOf(
        provider({ maxPages: 5 }).listReceived(new Date(0), new Date()),
      );
      expect(error.message).toMatch(/mais de 5 páginas/);
    });

    it('gives up on a PSP that accepts the connection and never answers', async () => {
      // Reads what comes (so the client's hang-up is seen) and never answers.
      const silent = createNetServer((socket) => socket.resume());
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const error = await failureOf(
          provider({
            oauthUrl: `https://127.0.0.1:${port}/oauth/token`,
            timeoutMs: 300,
          }).readCharge({
            txid: newTxid(),
            providerId: 'x',
          }),
        );
        expect(error.message).toMatch(/sem resposta em 300 ms/);
      } finally {
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('fails on a PSP that does not answer', async () => {
      const error = await failureOf(
        provider({ oauthUrl: 'https://127.0.0.1:9/oauth/token' }).readCharge({
          txid: newTxid(),
          providerId: 'x',
        }),
      );
      expect(error.message).toMatch(/falha de rede/);
    });
  });

  it('registers the webhook for the key and reads it back', async () => {
    const pix = provider();
    expect(await pix.readWebhook()).toBeNull();
    await pix.registerWebhook('https://www.estudio.example/api/pagamentos/webhook');
    expect(fake.webhooks.get(PIX_KEY)).toBe('https://www.estudio.example/api/pagamentos/webhook');
    expect(await pix.readWebhook()).toBe('https://www.estudio.example/api/pagamentos/webhook');
  });
});

describe('bacenPixOptionsFromConfig', () => {
  it('reads the PEM or PKCS#12 files the configuration names', () => {
    const dir = tempDir();
    const file = (name: string, content: string | Buffer) => {
      const full = path.join(dir, name);
      writeFileSync(full, content);
      return full;
    };
    const base = {
      DATA_DIR: dir,
      PIX_API_URL: 'https://pix.example.com/v2/',
      PIX_CLIENT_ID: CLIENT_ID,
      PIX_CLIENT_SECRET: CLIENT_SECRET,
    };
    const pem = bacenPixOptionsFromConfig(
      loadConfig({
        ...base,
        PIX_CERT_PATH: file('cert.pem', pki.client.cert),
        PIX_KEY_PATH: file('key.pem', pki.client.key),
        PIX_CA_PATH: file('ca.pem', pki.ca.cert),
      }),
      PIX_KEY,
    );
    expect(pem).toMatchObject({
      apiUrl: 'https://pix.example.com/v2',
      oauthUrl: 'https://pix.example.com/v2/oauth/token',
      oauthBody: 'form',
      pixKey: PIX_KEY,
    });
    expect(pem.identity.cert?.toString()).toBe(pki.client.cert);
    expect(pem.identity.ca?.toString()).toBe(pki.ca.cert);

    const p12 = bacenPixOptionsFromConfig(
      loadConfig({
        ...base,
        PIX_CERT_P12_PATH: file('cert.p12', pki.clientP12),
        PIX_CERT_P12_PASSPHRASE: pki.p12Passphrase,
      }),
      PIX_KEY,
    );
    expect(p12.identity.pfx?.equals(pki.clientP12)).toBe(true);
    expect(p12.identity.passphrase).toBe(pki.p12Passphrase);

    expect(() =>
      bacenPixOptionsFromConfig(
        loadConfig({
          ...base,
          PIX_CERT_PATH: path.join(dir, 'nenhum.pem'),
          PIX_KEY_PATH: path.join(dir, 'key.pem'),
        }),
        PIX_KEY,
      ),
    ).toThrow(/PIX_CERT_PATH: o arquivo .* não existe/);
    expect(() => bacenPixOptionsFromConfig(loadConfig({ DATA_DIR: dir }), PIX_KEY)).toThrow(
      ConfigError,
    );
    // Unusable certificates stop the start with the variable's name.
    expect(() =>
      bacenPixOptionsFromConfig(
        loadConfig({
          ...base,
          PIX_CERT_P12_PATH: path.join(dir, 'cert.p12'),
          PIX_CERT_P12_PASSPHRASE: 'errada',
        }),
        PIX_KEY,
      ),
    ).toThrow(/PIX_CERT_P12_PATH: certificado inutilizável/);
    expect(() =>
      bacenPixOptionsFromConfig(
        loadConfig({
          ...base,
          PIX_CERT_PATH: path.join(dir, 'cert.pem'),
          PIX_KEY_PATH: file('other-key.pem', pki.strangerClient.key),
        }),
        PIX_KEY,
      ),
    ).toThrow(/PIX_CERT_PATH\/PIX_KEY_PATH: certificado inutilizável/);
  });
});
