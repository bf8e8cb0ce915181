// Money on the real app with the default provider, pix-manual (docs/product/payments.md): the
// studio's prices ('Preços e pagamentos'), buying credits (the amount is the server's), the pay
// page's charge for its owner only, 'Confirmar recebimento' (credits once, receipt, audit), the
// approval fee from approval to paid or waived, refunds, and expiry.
import { and, eq } from 'drizzle-orm';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { DEFAULT_PAYMENT_PRICES } from '../../common/payments';
import { type PaymentSettings } from '../../common/payment-schemas';
import type { ArtDetail } from '../arts/art.schemas';
import { debitForArt } from '../credits/credits.service';
import {
  adminAudit,
  charge,
  chargeEvent,
  creditLedger,
  mailOutbox,
  notification,
} from '../db/schema';
import {
  approveAs,
  adminForFile,
  balanceOf,
  contextForFile,
  errorOf,
  getJson,
  insertArt,
  post,
  readJson,
  requestAndDeliver,
} from '../test/factories';
import type { TestUser } from '../test/harness';
import { expireCharges } from './charges.service';
import { PIX_TEST_ENV } from './charges-test-kit';
import type { AdminChargePage, ChargeView, FeeSettlement, PaymentPrices } from './payments.schemas';

const { PIX_KEY } = PIX_TEST_ENV;
const t = contextForFile(PIX_TEST_ENV);
const admin = adminForFile(t);
const db = () => t.runtime.db;

const settingsOf = (cookie = admin.cookie) =>
  getJson<PaymentSettings>(t, apiRoutes.admin.paymentSettings, cookie);
const saveSettings = (settings: unknown, cookie = admin.cookie) =>
  t.request(apiRoutes.admin.paymentSettings, { method: 'PUT', cookie, json: settings });
const buy = (client: TestUser, credits: unknown, extra: object = {}) =>
  post(t, apiRoutes.charges, client.cookie, { json: { credits, ...extra } });
const confirm = (chargeId: string, json: object = {}, cookie = admin.cookie) =>
  post(t, apiRoutes.admin.confirmCharge(chargeId), cookie, { json });

async function boughtCharge(client: TestUser, credits = 5): Promise<ChargeView> {
  const response = await buy(client, credits);
  expect(response.status).toBe(201);
  return readJson<ChargeView>(response);
}

describe('Preços e pagamentos (settings)', () => {
  it('is the studio’s only, starts from the defaults and the configured Pix details', async () => {
    const client = await t.signUp();
    expect((await t.request(apiRoutes.admin.paymentSettings)).status).toBe(401);
    expect(
      (await t.request(apiRoutes.admin.paymentSettings, { cookie: client.cookie })).status,
    ).toBe(403);
    expect((await saveSettings({}, client.cookie)).status).toBe(403);
    expect(await settingsOf()).toEqual({
      creditPriceCents: 1000,
      packages: DEFAULT_PAYMENT_PRICES.packages,
      approvalFeeCents: 6000,
      pixExpiryMinutes: 30,
      pixKey: PIX_KEY,
      merchantName: 'Estúdio Flexo',
      merchantCity: 'Salvador',
    });
  });

  it('refuses out-of-bounds values in pt-BR and keeps those in force', async () => {
    const valid = await settingsOf();
    const cases: [Partial<PaymentSettings> & Record<string, unknown>, string][] = [
      [{ creditPriceCents: 50 }, 'Informe o preço do crédito entre R$ 1,00 e R$ 10.000,00.'],
      [{ creditPriceCents: 10.5 }, 'Informe o preço do crédito entre R$ 1,00 e R$ 10.000,00.'],
      [
        { approvalFeeCents: -1 },
        'Informe a taxa de aprovação entre R$ 0,00 (sem taxa) e R$ 100.000,00.',
      ],
      [{ packages: [] }, 'Ofereça de 1 a 6 pacotes de créditos.'],
      [
        {
          packages: [
            { credits: 5, discountPercent: 0 },
            { credits: 5, discountPercent: 10 },
          ],
        },
        'Dois pacotes não podem ter o mesmo número de créditos.',
      ],
      [{ packages: [{ credits: 5, discountPercent: 95 }] }, 'O desconto vai de 0% a 90%.'],
      [{ pixExpiryMinutes: 2 }, 'A validade do Pix vai de 5 a 1440 minutos.'],
      [{ merchantName: 'x'.repeat(26) }, 'O nome do recebedor tem de 1 a 25 caracteres.'],
      [{ merchantCity: '' }, 'A cidade do recebedor tem de 1 a 15 caracteres.'],
      [{ pixKey: 'chave com espaço' }, 'A chave Pix tem no máximo 77 caracteres, sem espaços.'],
    ];
    for (const [change, message] of cases) {
      const response = await saveSettings({ ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect(await settingsOf()).toEqual(valid);
  });

  it('saves, audits what changed from what to what, and prices the packages for clients', async () => {
    const before = await settingsOf();
    const next = {
      ...before,
      creditPriceCents: 1200,
      packages: [
        { credits: 10, discountPercent: 10 },
        { credits: 5, discountPercent: 0 },
      ],
      approvalFeeCents: 7500,
    };
    expect(await readJson(await saveSettings(next))).toEqual(next);
    expect(await readJson(await saveSettings(next))).toEqual(next); // the same again: no audit row
    const audits = await db()
      .select({ details: adminAudit.details, actorId: adminAudit.actorId })
      .from(adminAudit)
      .where(eq(adminAudit.action, 'payment_settings_changed'));
    expect(audits).toEqual([
      {
        actorId: admin.id,
        details: {
          creditPriceCents: 'R$ 10,00 → R$ 12,00',
          packages: '5, 10, 20 → 10 (-10%), 5',
          approvalFeeCents: 'R$ 60,00 → R$ 75,00',
        },
      },
    ]);
    const client = await t.signUp();
    const prices = await getJson<PaymentPrices>(t, apiRoutes.paymentPrices, client.cookie);
    expect(prices).toEqual({
      creditPriceCents: 1200,
      packages: [
        { credits: 5, discountPercent: 0, priceCents: 6000 },
        { credits: 10, discountPercent: 10, priceCents: 10800 },
      ],
      approvalFeeCents: 7500,
      pixExpiryMinutes: 30,
      available: true,
    });
    await saveSettings(before);
  });
});

describe('buying credits (pix-manual)', () => {
  it('charges the server’s price for a package, whatever the browser says, with a readable Pix', async () => {
    const client = await t.signUp();
    const response = await buy(client, 10, { amountCents: 1, priceCents: 1 });
    expect(response.status).toBe(201);
    const view = await readJson<ChargeView>(response);
    expect(view).toMatchObject({
      reason: 'credits',
      status: 'open',
      amountCents: 10000,
      credits: 10,
      art: null,
      balance: 0,
      confirmedByStudio: true,
    });
    expect(view.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const expires = new Date(view.expiresAt!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);
    const parsed = parsePix(view.pixCopiaECola!);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error('not a static Pix');
    expect(parsed).toMatchObject({
      pixKey: PIX_KEY,
      transactionAmount: 100,
      merchantCity: 'Salvador',
    });
    const [row] = await db().select().from(charge).where(eq(charge.id, view.id));
    expect(row).toMatchObject({ ownerId: client.id, amountCents: 10000, provider: 'pix-manual' });
    expect(parsed.txid).toBe(row!.txid.slice(0, 25));
  });

  it('refuses a package the studio does not sell, an admin, and a signed-out visitor', async () => {
    const client = await t.signUp();
    const unknown = await buy(client, 7);
    expect(unknown.status).toBe(409);
    expect(await errorOf(unknown)).toMatchObject({
      code: 'package_unavailable',
      message: 'Este pacote não está mais à venda. Escolha um dos pacotes oferecidos.',
    });
    expect((await buy(client, 'dez')).status).toBe(400);
    expect((await buy(admin, 5)).status).toBe(403);
    expect((await post(t, apiRoutes.charges, undefined, { json: { credits: 5 } })).status).toBe(
      401,
    );
  });

  it('shows a charge to its owner and admins only (404 for anyone else)', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const view = await boughtCharge(owner);
    expect((await t.request(apiRoutes.charge(view.id), { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(apiRoutes.charge(view.id), { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(apiRoutes.charge(view.id), { cookie: other.cookie })).status).toBe(404);
    expect(
      (await t.request(apiRoutes.charge('nao-e-um-id'), { cookie: owner.cookie })).status,
    ).toBe(404);
    expect((await t.request(apiRoutes.charge(view.id))).status).toBe(401);
  });

  it('holds at most 5 open credit charges per client', async () => {
    const client = await t.signUp();
    for (let i = 0; i < 5; i++) await boughtCharge(client);
    const sixth = await buy(client, 5);
    expect(sixth.status).toBe(409);
    expect((await errorOf(sixth)).code).toBe('too_many_open_charges');
  });

  it('Confirmar recebimento: credits enter once with a purchase row, a receipt and an audit row', async () => {
    const client = await t.signUp();
    const view = await boughtCharge(client, 5);
    const ok = await confirm(view.id, {
      endToEndId: 'E12345678202611271200abcdefghijk',
      note: 'Visto no extrato',
    });
    expect(ok.status).toBe(200);
    expect(await balanceOf(t, client.id)).toBe(5);
    const again = await confirm(view.id);
    expect(again.status).toBe(409);
    expect(await balanceOf(t, client.id)).toBe(5);

    const page = await getJson<ChargeView>(t, apiRoutes.charge(view.id), client.cookie);
    expect(page).toMatchObject({ status: 'paid', balance: 5, pixCopiaECola: null, qrSvg: null });
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.chargeId, view.id));
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: 5, balanceAfter: 5, actorId: admin.id }),
    ]);
    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'charge_confirmed'), eq(adminAudit.clientId, client.id)));
    expect(audit?.details).toMatchObject({ chargeId: view.id, amountCents: 5000, credits: 5 });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    const receipt = mails.find((m) => m.kind === 'payment_received');
    expect(receipt?.subject).toBe('Recibo: pagamento de R$ 50,00 confirmado');
    expect(receipt?.text).toContain('Novo saldo de créditos: 5');
    expect(receipt?.text).toContain('E12345678202611271200abcdefghijk');
    const bell = await db()
      .select()
      .from(notification)
      .where(eq(notification.recipientId, client.id));
    expect(bell.map((n) => n.text)).toContain(
      'Pagamento de R$ 50,00 confirmado: 5 créditos adicionados. Saldo: 5.',
    );
    // The same E2E id cannot pay a second charge.
    const second = await boughtCharge(client, 5);
    const reused = await confirm(second.id, { endToEndId: 'E12345678202611271200abcdefghijk' });
    expect(reused.status).toBe(409);
    expect(await balanceOf(t, client.id)).toBe(5);
  });

  it('is the studio’s action only', async () => {
    const client = await t.signUp();
    const view = await boughtCharge(client);
    expect((await confirm(view.id, {}, client.cookie)).status).toBe(403);
    expect(await balanceOf(t, client.id)).toBe(0);
  });

  it('expires an unpaid charge past its validity; money that still arrives is honoured', async () => {
    const client = await t.signUp();
    const view = await boughtCharge(client, 5);
    expect(await expireCharges(db(), new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await expireCharges(db(), new Date(Date.now() + 31 * 60_000))).toBe(0);
    const expired = await getJson<ChargeView>(t, apiRoutes.charge(view.id), client.cookie);
    expect(expired).toMatchObject({ status: 'expired', pixCopiaECola: null });
    expect((await confirm(view.id)).status).toBe(200);
    expect(await balanceOf(t, client.id)).toBe(5);
  });
});

describe('refunds', () => {
  it('takes back only the unspent credits and returns their part of the money', async () => {
    const { client, view } = await paidCredits(10);
    // Two of the ten spent on arts.
    await spend(client, 2);
    const response = await post(t, apiRoutes.admin.refundCharge(view.id), admin.cookie, {
      json: { note: 'Cliente desistiu' },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ refundedCents: 8000, creditsRemoved: 8 });
    expect(await balanceOf(t, client.id)).toBe(0);
    const [row] = await db().select().from(charge).where(eq(charge.id, view.id));
    expect(row).toMatchObject({
      status: 'refunded',
      refundedCents: 8000,
      creditsRemoved: 8,
      note: 'Cliente desistiu',
    });
    const ledger = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.chargeId, view.id), eq(creditLedger.kind, 'refund')));
    expect(ledger).toEqual([expect.objectContaining({ amount: -8, balanceAfter: 0 })]);
    const mail = (await db().select().from(mailOutbox).where(eq(mailOutbox.to, client.email))).find(
      (m) => m.kind === 'payment_refunded',
    );
    expect(mail?.subject).toBe('Reembolso de R$ 80,00');
    // Once.
    expect(
      (await post(t, apiRoutes.admin.refundCharge(view.id), admin.cookie, { json: {} })).status,
    ).toBe(409);
  });

  it('refuses when every credit of the purchase is gone', async () => {
    const { client, view } = await paidCredits(5);
    await spend(client, 5);
    const response = await post(t, apiRoutes.admin.refundCharge(view.id), admin.cookie, {
      json: {},
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('nothing_to_refund');
  });
});

describe('the approval fee', () => {
  it('is charged with the approval, paid from the art page, and settles the art', async () => {
    const client = await t.signUp();
    const { art } = await requestAndDeliver(t, admin, client);
    const settled = () => getJson<FeeSettlement>(t, apiRoutes.artFee(art.id), client.cookie);
    expect(await settled()).toEqual({ settled: false, fee: null });
    expect((await post(t, apiRoutes.payArtFee(art.id), client.cookie)).status).toBe(409);

    expect((await approveAs(t, client, art.id, 1)).status).toBe(200);
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.approvalFee).toMatchObject({ state: 'due', amountCents: 6000 });
    expect((await settled()).settled).toBe(false);
    // Nothing registered yet: the Pix is made when the client asks to pay.
    const [fee] = await db().select().from(charge).where(eq(charge.artId, art.id));
    expect(fee).toMatchObject({ status: 'open', provider: null, expiresAt: null });

    const pay = await post(t, apiRoutes.payArtFee(art.id), client.cookie);
    expect(pay.status).toBe(200);
    const view = await readJson<ChargeView>(pay);
    expect(view).toMatchObject({ reason: 'approval_fee', amountCents: 6000, art: { id: art.id } });
    expect(view.pixCopiaECola).toContain('54' + '0560.00');
    // Asked again: the same charge.
    expect(
      (await readJson<ChargeView>(await post(t, apiRoutes.payArtFee(art.id), client.cookie))).id,
    ).toBe(view.id);
    // Another client's art: not found.
    const other = await t.signUp();
    expect((await post(t, apiRoutes.payArtFee(art.id), other.cookie)).status).toBe(404);
    expect((await t.request(apiRoutes.artFee(art.id), { cookie: other.cookie })).status).toBe(404);

    expect((await confirm(view.id)).status).toBe(200);
    expect(await settled()).toMatchObject({
      settled: true,
      fee: { state: 'paid', chargeId: view.id },
    });
    const admins = await getJson<ArtDetail>(t, apiRoutes.admin.art(art.id), admin.cookie);
    expect(admins.approvalFee?.state).toBe('paid');
    expect(await balanceOf(t, client.id)).toBe(4); // the fee adds no credits
    expect((await post(t, apiRoutes.payArtFee(art.id), client.cookie)).status).toBe(409);
  });

  it('a code that expired unpaid is renewed at the same amount', async () => {
    const client = await t.signUp();
    const { art } = await requestAndDeliver(t, admin, client);
    await approveAs(t, client, art.id, 1);
    const first = await readJson<ChargeView>(
      await post(t, apiRoutes.payArtFee(art.id), client.cookie),
    );
    await expireCharges(db(), new Date(Date.now() + 31 * 60_000));
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.approvalFee?.state).toBe('due');
    const second = await readJson<ChargeView>(
      await post(t, apiRoutes.payArtFee(art.id), client.cookie),
    );
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ status: 'open', amountCents: 6000 });
  });

  it('Isentar taxa: waived with a note the client reads; not for a credit purchase', async () => {
    const client = await t.signUp();
    const { art } = await requestAndDeliver(t, admin, client);
    await approveAs(t, client, art.id, 1);
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    const feeId = detail.approvalFee!.chargeId;
    const noNote = await post(t, apiRoutes.admin.waiveCharge(feeId), admin.cookie, {
      json: { note: ' ' },
    });
    expect(noNote.status).toBe(400);
    const waived = await post(t, apiRoutes.admin.waiveCharge(feeId), admin.cookie, {
      json: { note: 'Cortesia do primeiro pedido' },
    });
    expect(waived.status).toBe(200);
    expect(await getJson<FeeSettlement>(t, apiRoutes.artFee(art.id), client.cookie)).toMatchObject({
      settled: true,
      fee: { state: 'waived', note: 'Cortesia do primeiro pedido' },
    });
    const bell = await db()
      .select()
      .from(notification)
      .where(eq(notification.recipientId, client.id));
    expect(bell.map((n) => n.text)).toContain(
      `O estúdio isentou a taxa de aprovação da arte "${art.name}".`,
    );
    const events = await db().select().from(chargeEvent).where(eq(chargeEvent.chargeId, feeId));
    expect(events.map((e) => e.type)).toEqual(['created', 'waived']);
    const credits = await boughtCharge(client);
    expect(
      (
        await post(t, apiRoutes.admin.waiveCharge(credits.id), admin.cookie, {
          json: { note: 'x' },
        })
      ).status,
    ).toBe(409);
  });

  it('a fee of 0 charges nothing: the approved art is settled', async () => {
    const before = await settingsOf();
    await saveSettings({ ...before, approvalFeeCents: 0 });
    const client = await t.signUp();
    const { art } = await requestAndDeliver(t, admin, client);
    await approveAs(t, client, art.id, 1);
    expect(await db().select().from(charge).where(eq(charge.artId, art.id))).toEqual([]);
    expect(await getJson<FeeSettlement>(t, apiRoutes.artFee(art.id), client.cookie)).toEqual({
      settled: true,
      fee: null,
    });
    await saveSettings(before);
  });
});

describe('Pagamentos (the panel’s list)', () => {
  it('lists charges with client, history and monthly totals, filtered by status and client', async () => {
    const client = await t.signUp({ name: 'Gráfica Filtro Único Ltda' });
    const paid = await boughtCharge(client, 5);
    await confirm(paid.id);
    await boughtCharge(client, 10);
    const list = (query: string) =>
      getJson<AdminChargePage>(t, `${apiRoutes.admin.charges}${query}`, admin.cookie);
    const mine = await list(`?client=${encodeURIComponent('grafica filtro unico')}`);
    expect(mine.total).toBe(2);
    expect(mine.items.map((c) => c.status)).toEqual(['open', 'paid']);
    expect(mine.items[1]).toMatchObject({
      client: { id: client.id, name: 'Gráfica Filtro Único Ltda' },
      reason: 'credits',
      amountCents: 5000,
      provider: 'pix-manual',
    });
    expect(mine.items[1]!.reference).toHaveLength(25);
    expect(mine.items[1]!.events.map((e) => e.type)).toEqual(['created', 'paid']);
    expect(mine.months).toEqual([
      expect.objectContaining({ receivedCents: 5000, refundedCents: 0, payments: 1 }),
    ]);
    const paidOnly = await list(`?status=paid&client=${encodeURIComponent('Filtro Único')}`);
    expect(paidOnly.items.map((c) => c.id)).toEqual([paid.id]);
    const future = await list(`?from=2999-01-01`);
    expect(future.total).toBe(0);
    expect(
      (await t.request(`${apiRoutes.admin.charges}?status=pago`, { cookie: admin.cookie })).status,
    ).toBe(400);
    const client2 = await t.signUp();
    expect((await t.request(apiRoutes.admin.charges, { cookie: client2.cookie })).status).toBe(403);
  });
});

// ---- helpers ------------------------------------------------------------------------------------

async function paidCredits(credits: number) {
  const client = await t.signUp();
  const view = await boughtCharge(client, credits);
  expect((await confirm(view.id)).status).toBe(200);
  return { client, view };
}

let artCounter = 0;
/** `n` credits of the client spent on arts (written straight, then debited as a request would). */
async function spend(client: TestUser, n: number) {
  for (let i = 0; i < n; i++) {
    const art = await insertArt(t, client.id, { name: `Arte paga ${artCounter++}` });
    await db().transaction((tx) => debitForArt(tx, { userId: client.id, artId: art.id }));
  }
}
