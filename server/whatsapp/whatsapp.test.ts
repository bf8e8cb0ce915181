// The WhatsApp channel against a local fake of the Cloud API's endpoint (node:http): what notify
// sends for an opted-in client, nothing otherwise, retries on 500, no retry on 400, and the
// preferences route's checks. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { BRAZIL_PHONE_MESSAGE } from '../../common/notifications';
import { whatsappOutbox, whatsappPreference } from '../db/schema';
import { enqueueWhatsApp } from './outbox';
import { MANIFEST_NAME, type ExportManifest } from '../account/account-export';
import { unzip } from '../test/unzip';
import { clientWithCredits, deliveryForm, PDF, post, requestArt } from '../test/factories';
import { apiOf, dataOf, refusalOf, type JsonBody } from '../test/api-client';
import { createTestContext, TEST_ORIGIN, type TestContext, type TestUser } from '../test/harness';

const PHONE_NUMBER_ID = '1234567890';
const TOKEN = 'token-de-teste';
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

interface Recorded {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/** The fake Cloud API: records each request; answers from `plan` per number, else 200. */
const recorded: Recorded[] = [];
const plan = new Map<string, number[]>();
let server: Server;
let apiUrl = '';

let t: TestContext;
let off: TestContext;
let admin: TestUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as Recorded['body'];
      recorded.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const status = plan.get(body.to)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? { messaging_product: 'whatsapp', messages: [{ id: `wamid.${recorded.length}` }] }
            : {
                error: {
                  message: status === 400 ? 'Invalid parameter' : 'Service unavailable',
                  code: status === 400 ? 100 : 2,
                },
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  t = await createTestContext({
    WHATSAPP_ENABLED: 'true',
    WHATSAPP_API_URL: apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: TOKEN,
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  off = await createTestContext();
  admin = await t.createAdmin();
});
afterAll(async () => {
  await t.close();
  await off.close();
  await new Promise((resolve) => server.close(resolve));
});

const putWhatsApp = (
  ctx: TestContext,
  cookie: string,
  body: JsonBody<'/api/notifications/preferences/whatsapp', 'put'>,
) => apiOf(ctx, { cookie }).PUT('/api/notifications/preferences/whatsapp', { body });
/** The client's preferences as the page reads them. */
const preferencesOf = (ctx: TestContext, user: TestUser) =>
  dataOf(apiOf(ctx, user).GET('/api/notifications/preferences'));

const sentTo = (digits: string, template?: string) =>
  recorded.filter((r) => r.body.to === digits && (!template || r.body.template.name === template));

async function optedInClient(phone: string): Promise<TestUser> {
  const client = await clientWithCredits(t, admin, 3);
  await dataOf(putWhatsApp(t, client.cookie, { enabled: true, phone }));
  return client;
}

async function rowsOf(ctx: TestContext, userId: string) {
  return ctx.runtime.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.userId, userId));
}

/** The client's stored WhatsApp preference (none: an empty list). */
const preferenceOf = (userId: string) =>
  t.runtime.db.select().from(whatsappPreference).where(eq(whatsappPreference.userId, userId));

describe('WhatsApp notifications', () => {
  it('sends one template message per event to an opted-in client, with the number, template, parameters and token', async () => {
    const client = await optedInClient('+55 (71) 99999-8801');
    const prefs = await preferencesOf(t, client);
    expect(prefs.whatsapp).toEqual({ available: true, enabled: true, phone: '+5571999998801' });

    const art = await requestArt(t, admin, client, 'Rótulo Mel & Cia');
    await expect.poll(() => sentTo('5571999998801', 'arte_recebida').length).toBe(1);
    const [received] = sentTo('5571999998801', 'arte_recebida');
    expect(received!.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(received!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(received!.body.messaging_product).toBe('whatsapp');
    expect(received!.body.type).toBe('template');
    expect(received!.body.template.language).toEqual({ code: 'pt_BR' });
    const receivedParams = received!.body.template.components[0]!.parameters;
    expect(received!.body.template.components[0]!.type).toBe('body');
    expect(receivedParams.map((p) => p.type)).toEqual(['text', 'text', 'text']);
    expect(receivedParams[0]!.text).toBe('Rótulo Mel & Cia');
    expect(receivedParams[1]!.text).toMatch(DATE_TIME);
    expect(receivedParams[2]!.text).toBe(`${TEST_ORIGIN}/arte/${art.id}`);

    expect((await post(t, apiRoutes.admin.startArt(art.id), admin.cookie)).status).toBe(200);
    const delivered = await post(t, apiRoutes.admin.deliverArt(art.id), admin.cookie, {
      body: deliveryForm(PDF),
    });
    expect(delivered.status).toBe(201);
    await expect.poll(() => sentTo('5571999998801', 'arte_entregue').length).toBe(1);
    expect(
      sentTo('5571999998801', 'arte_entregue')[0]!.body.template.components[0]!.parameters.map(
        (p) => p.text,
      ),
    ).toEqual(['Rótulo Mel & Cia', '1', `${TEST_ORIGIN}/arte/${art.id}`]);
    await expect.poll(() => sentTo('5571999998801', 'arte_iniciada').length).toBe(1);

    // Every row written was sent exactly once and keeps the API's message id.
    await expect
      .poll(async () => (await rowsOf(t, client.id)).every((row) => row.sentAt !== null))
      .toBe(true);
    const rows = await rowsOf(t, client.id);
    expect(
      rows.every((row) => row.attempts === 1 && row.providerMessageId?.startsWith('wamid.')),
    ).toBe(true);
    expect(sentTo('5571999998801').length).toBe(rows.length);
  });

  it('sends nothing to a client who did not opt in, or who turned it off', async () => {
    const client = await clientWithCredits(t, admin, 3);
    await requestArt(t, admin, client);
    expect(await rowsOf(t, client.id)).toEqual([]);

    const leaving = await optedInClient('71 99999-8802');
    const turnedOff = await dataOf(putWhatsApp(t, leaving.cookie, { enabled: false }));
    // The number stays for next time; the switch is off.
    expect(turnedOff.whatsapp).toEqual({
      available: true,
      enabled: false,
      phone: '+5571999998802',
    });
    const before = (await rowsOf(t, leaving.id)).length;
    await requestArt(t, admin, leaving);
    expect((await rowsOf(t, leaving.id)).length).toBe(before);
  });

  it('with WhatsApp disabled, hides the opt-in, refuses it and writes nothing', async () => {
    const offAdmin = await off.createAdmin();
    const client = await clientWithCredits(off, offAdmin, 3);
    const prefs = await preferencesOf(off, client);
    expect(prefs.whatsapp).toEqual({ available: false, enabled: false, phone: null });
    const refused = putWhatsApp(off, client.cookie, { enabled: true, phone: '+5571999998803' });
    await refusalOf(refused, 409);
    // Even an opt-in left from when it was on sends nothing.
    await off.runtime.db
      .insert(whatsappPreference)
      .values({ userId: client.id, enabled: true, phone: '+5571999998803' });
    await requestArt(off, offAdmin, client);
    expect(await rowsOf(off, client.id)).toEqual([]);
    expect(sentTo('5571999998803')).toEqual([]);
  });

  it('retries after a 500 and delivers once', async () => {
    const client = await optedInClient('+5571999998804');
    plan.set('5571999998804', [500]);
    const art = await requestArt(t, admin, client);
    await expect
      .poll(
        async () =>
          (await rowsOf(t, client.id)).find((r) => r.kind === 'art_received')?.sentAt ?? null,
        {
          timeout: 15_000,
        },
      )
      .not.toBeNull();
    const row = (await rowsOf(t, client.id)).find((r) => r.kind === 'art_received')!;
    expect(row.attempts).toBe(2);
    expect(row.error).toBeNull();
    expect(sentTo('5571999998804', 'arte_recebida').length).toBe(2);
    expect(art.id).toBeTruthy();
  }, 20_000);

  it('gives up at once on a 400, keeping the error', async () => {
    const client = await optedInClient('+5571999998805');
    plan.set('5571999998805', [400, 400, 400]);
    await requestArt(t, admin, client);
    await expect
      .poll(
        async () =>
          (await rowsOf(t, client.id)).find((r) => r.kind === 'art_received')?.failedAt ?? null,
      )
      .not.toBeNull();
    const row = (await rowsOf(t, client.id)).find((r) => r.kind === 'art_received')!;
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeNull();
    expect(row.error).toBe('HTTP 400: Invalid parameter (código 100)');
    // No retry comes later (the retry delay is 1–2 s).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(sentTo('5571999998805', 'arte_recebida').length).toBe(1);
  }, 15_000);

  it('sends a row once when two deliveries race for it (claim-then-send)', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const id = await enqueueWhatsApp(t.runtime.db, {
      userId: client.id,
      to: '+5571999998806',
      kind: 'credits_granted',
      template: 'creditos_adicionados',
      parameters: ['2', '2', `${TEST_ORIGIN}/area-do-cliente`],
    });
    const outcomes = await Promise.all([
      t.runtime.whatsapp.deliver(id!),
      t.runtime.whatsapp.deliver(id!),
      t.runtime.whatsapp.deliver(id!),
    ]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await t.runtime.whatsapp.deliver(id!)).toBe('done-before');
    expect(sentTo('5571999998806')).toHaveLength(1);
  });

  it("puts the number in the client's data export and erases it, and its notices, with the account", async () => {
    const client = await optedInClient('+5571999998807');
    await requestArt(t, admin, client);
    await expect.poll(() => sentTo('5571999998807', 'arte_recebida').length).toBe(1);

    const exported = await t.request(apiRoutes.accountExport, { cookie: client.cookie });
    expect(exported.status).toBe(200);
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString('utf8')) as ExportManifest;
    expect(manifest.conta.whatsapp).toEqual({ numero: '+5571999998807', avisosLigados: true });

    const removed = await t.request(apiRoutes.accountDelete, {
      method: 'POST',
      cookie: client.cookie,
      json: { password: client.password, confirm: true },
    });
    expect(removed.status).toBe(200);
    expect(await rowsOf(t, client.id)).toEqual([]);
    expect(await preferenceOf(client.id)).toEqual([]);
  });

  it('refuses an invalid number, an opt-in without a number, and admins', async () => {
    const client = await clientWithCredits(t, admin, 0);
    for (const phone of ['12345', '+1 212 555 0100', '(71) 1234', '+55 00 99999-8888', 'abc']) {
      const refused = await refusalOf(putWhatsApp(t, client.cookie, { enabled: true, phone }), 400);
      expect(refused.message, phone).toContain(BRAZIL_PHONE_MESSAGE);
    }
    const noPhone = await refusalOf(putWhatsApp(t, client.cookie, { enabled: true }), 400);
    expect(noPhone.message).toContain('Informe o número do WhatsApp');
    expect(await preferenceOf(client.id)).toEqual([]);
    await refusalOf(putWhatsApp(t, admin.cookie, { enabled: false }), 403);
  });
});
