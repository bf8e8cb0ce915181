// The two automatic providers wired into the real app, each against its fake API: a client buys
// credits, the fake's payer pays, the provider's notification reaches the webhook route, and the
// credits arrive once, read back through the adapter. The notification bodies are the fakes'
// own shapes; the adapters' details are tested beside them (providers/*.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { balanceOf, beforeAllValue, contextForFile, post, readJson } from '../test/factories';
import { TEST_ORIGIN, type TestContext } from '../test/harness';
import { startAsaasFake } from './fakes/asaas-fake';
import { startBacenPixFake } from './fakes/bacen-pix-fake';
import { makeTestPki } from './fakes/test-pki';
import { buyCredits, until } from './charges-test-kit';
import type { PaymentProvider } from './provider';
import { createAsaasProvider } from './providers/asaas';
import { createBacenPixProvider } from './providers/bacen-pix';

const WEBHOOK_SECRET = 'segredo-do-webhook-0123456789';
const ASAAS_KEY = '$aact_chave_de_teste';
const ASAAS_TOKEN = 'token-do-webhook-asaas-0123';

/** A provider's server posting to the webhook: no browser, so no Origin header. */
const postWebhook = async (t: TestContext, path: string, body: string, headers = {}) =>
  t.app.request(new URL(path, TEST_ORIGIN).toString(), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The fake's address is known only once it listens: the adapter is made on its first use. */
function madeOnFirstUse(make: () => PaymentProvider): PaymentProvider {
  let made: PaymentProvider | undefined;
  return new Proxy({} as PaymentProvider, {
    get: (_target, key): unknown => Reflect.get((made ??= make()), key),
  });
}

describe('the BACEN Pix API, over mutual TLS to its fake', () => {
  const pki = makeTestPki();
  const fake = beforeAllValue(() =>
    startBacenPixFake({ pki, clientId: 'cliente', clientSecret: 'segredo' }),
  );
  afterAll(() => fake.close());
  const t = contextForFile(
    { PIX_KEY: 'financeiro@estudio.example' },
    {
      paymentProvider: madeOnFirstUse(() =>
        createBacenPixProvider({
          apiUrl: fake.apiUrl,
          oauthUrl: fake.oauthUrl,
          clientId: 'cliente',
          clientSecret: 'segredo',
          oauthBody: 'form',
          identity: {
            cert: Buffer.from(pki.client.cert),
            key: Buffer.from(pki.client.key),
            ca: Buffer.from(pki.ca.cert),
          },
          pixKey: 'financeiro@estudio.example',
          webhookSecret: WEBHOOK_SECRET,
          timeoutMs: 5000,
        }),
      ),
    },
  );

  it('credits a paid Pix once, however often the PSP notifies, and only with the secret', async () => {
    const client = await t.signUp();
    const { view, row } = await buyCredits(t, client, 5);
    expect(view.pixCopiaECola).toBe(fake.cobs.get(row.txid)?.pixCopiaECola);
    const pix = fake.pay(row.txid);
    const body = JSON.stringify({
      pix: [{ endToEndId: pix.endToEndId, txid: pix.txid, valor: pix.valor, horario: pix.horario }],
    });
    const route = apiRoutes.paymentWebhook('bacen-pix');
    // The PSP appends /pix to the registered address, which carries the secret.
    expect((await postWebhook(t, `${route}?secret=outro-segredo-qualquer1/pix`, body)).status).toBe(
      401,
    );
    const withSecret = `${route}?secret=${WEBHOOK_SECRET}/pix`;
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(t, withSecret, body)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    await until(async () => (await balanceOf(t, client.id)) === 5, 'the credits');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balanceOf(t, client.id)).toBe(5);
  });
});

describe('Asaas, against its fake', () => {
  const fake = beforeAllValue(() => startAsaasFake({ apiKey: ASAAS_KEY }));
  afterAll(() => fake.close());
  const t = contextForFile(
    {},
    {
      paymentProvider: madeOnFirstUse(() =>
        createAsaasProvider({
          apiUrl: fake.apiUrl,
          apiKey: ASAAS_KEY,
          webhookToken: ASAAS_TOKEN,
          timeoutMs: 5000,
        }),
      ),
    },
  );

  it('credits a received payment once, and refuses a notification without the token', async () => {
    const client = await t.signUp();
    // The company is already a customer there, found by its e-mail: no CPF/CNPJ is asked.
    fake.customers.set('cus_000000000001', {
      object: 'customer',
      id: 'cus_000000000001',
      name: 'Embalagens Teste Ltda',
      email: client.email,
      cpfCnpj: '12345678000195',
      notificationDisabled: true,
      deleted: false,
    });
    const { view, row } = await buyCredits(t, client, 10);
    expect(view.pixCopiaECola).toBeTruthy();
    const payment = fake.pay(row.providerId!);
    const body = JSON.stringify({ event: 'PAYMENT_RECEIVED', payment });
    const route = apiRoutes.paymentWebhook('asaas');
    expect((await postWebhook(t, route, body, { 'asaas-access-token': 'errado' })).status).toBe(
      401,
    );
    const answers = await Promise.all(
      [1, 2, 3].map(() => postWebhook(t, route, body, { 'asaas-access-token': ASAAS_TOKEN })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    await until(async () => (await balanceOf(t, client.id)) === 10, 'the credits');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balanceOf(t, client.id)).toBe(10);
  });

  it('asks a new customer for a valid CPF/CNPJ once, then creates them at Asaas with it', async () => {
    const client = await t.signUp({ name: 'Embalagens Novas Ltda' });
    const asked = await post(t, apiRoutes.charges, client.cookie, { json: { credits: 5 } });
    expect(asked.status).toBe(409);
    expect(await readJson<{ error: { code: string; message: string } }>(asked)).toEqual({
      error: {
        code: 'tax_id_required',
        message:
          'Para pagar, informe o CPF ou CNPJ da sua empresa. Ele fica guardado na sua conta.',
      },
    });
    expect([...fake.customers.values()].some((c) => c.email === client.email)).toBe(false);

    const save = (taxId: string) =>
      t.request(apiRoutes.accountTaxId, { method: 'PUT', cookie: client.cookie, json: { taxId } });
    // A wrong check digit is refused here, before Asaas could refuse it.
    const wrong = await save('11.222.333/0001-82');
    expect(wrong.status).toBe(400);
    expect((await readJson<{ error: { message: string } }>(wrong)).error.message).toContain(
      'CPF (11 dígitos) ou CNPJ (14 caracteres) válido',
    );
    const saved = await save('11.222.333/0001-81');
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toEqual({ taxId: '11222333000181' });
    const me = await readJson<{ taxId: string | null }>(
      await t.request(apiRoutes.me, { cookie: client.cookie }),
    );
    expect(me.taxId).toBe('11222333000181');

    const { view, row } = await buyCredits(t, client, 5);
    expect(view.status).toBe('open');
    const customer = [...fake.customers.values()].find((c) => c.email === client.email);
    expect(customer).toMatchObject({ name: 'Embalagens Novas Ltda', cpfCnpj: '11222333000181' });
    expect(fake.payments.get(row.providerId!)?.customer).toBe(customer!.id);
  });
});
