// The automatic payment pipeline on the real app, with an in-memory provider (server/test/
// fake-payment-provider.ts) in place of a bank: a notification only queues a job, the job reads the
// charge back and credits once; repeated, forged, unknown and mismatched notifications grant
// nothing; a lost notification is caught by the reconciliation; expiry and late money; a refund
// through the provider; and a purchase racing art requests never loses an update.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { rowsOf } from '../db/client';
import { grantCredits } from '../credits/credits.service';
import { charge, chargeEvent, creditLedger } from '../db/schema';
import {
  adminForFile,
  balanceOf,
  contextForFile,
  post,
  readJson,
  SAMPLE_BRIEF_JSON,
} from '../test/factories';
import {
  createFakePaymentProvider,
  FAKE_SIGNATURE,
  FAKE_SIGNATURE_HEADER,
} from '../test/fake-payment-provider';
import { TEST_ORIGIN, type TestUser } from '../test/harness';
import { reconcilePayments } from './reconcile.service';
import { buyCredits, until } from './charges-test-kit';

const fake = createFakePaymentProvider();
const t = contextForFile({}, { paymentProvider: fake });
const admin = adminForFile(t);
const db = () => t.runtime.db;
const deps = () => ({ db: db(), payments: fake, logger: t.runtime.logger });

async function buy(client: TestUser, credits: number) {
  const { view, row } = await buyCredits(t, client, credits);
  return { view, txid: row.txid };
}

/** A provider's server posting a notification: no browser, so no Origin header. */
const notify = async (body: string, signature = FAKE_SIGNATURE, provider = 'bacen-pix') =>
  t.app.request(new URL(apiRoutes.paymentWebhook(provider), TEST_ORIGIN).toString(), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [FAKE_SIGNATURE_HEADER]: signature },
  });

const purchases = (chargeId: string) =>
  db()
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.chargeId, chargeId), eq(creditLedger.kind, 'purchase')));
const eventsOf = async (chargeId: string) =>
  (await db().select().from(chargeEvent).where(eq(chargeEvent.chargeId, chargeId))).map(
    (e) => e.type,
  );

/** Waits until the notice jobs queued so far have all finished. */
async function noticesDone() {
  await until(async () => {
    const [row] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from pgboss.job where name = 'payment-notice' and state in ('created', 'retry', 'active')`,
      ),
    );
    return (row?.n ?? 0) === 0;
  }, 'the notice jobs');
}

describe('a provider’s notification', () => {
  it('is read back and credits once, without the studio', async () => {
    const client = await t.signUp();
    const { view, txid } = await buy(client, 10);
    expect(view.confirmedByStudio).toBe(false);
    fake.pay(txid);
    const response = await notify(fake.notificationBody([txid]));
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ received: true });
    await until(async () => (await balanceOf(t, client.id)) === 10, 'the credits');
    expect(await purchases(view.id)).toHaveLength(1);
    expect(await eventsOf(view.id)).toEqual(['created', 'paid']);
  });

  it('sent three times grants once', async () => {
    const client = await t.signUp();
    const { view, txid } = await buy(client, 5);
    fake.pay(txid);
    const body = fake.notificationBody([txid]);
    const answers = await Promise.all([notify(body), notify(body), notify(body)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    await noticesDone();
    expect(await balanceOf(t, client.id)).toBe(5);
    expect(await purchases(view.id)).toHaveLength(1);
    // And the reconciliation after it adds nothing either.
    await reconcilePayments(deps());
    expect(await balanceOf(t, client.id)).toBe(5);
  });

  it('forged, unknown, unpaid or for the wrong amount grants nothing', async () => {
    const client = await t.signUp();
    const { view, txid } = await buy(client, 5);
    // Without the provider's signature: refused, nothing queued.
    const forged = await notify(JSON.stringify({ pix: [{ txid }] }), 'assinatura-falsa');
    expect(forged.status).toBe(401);
    // Signed, but the charge is still open at the provider: the read-back says so.
    expect((await notify(fake.notificationBody([txid]))).status).toBe(202);
    // Signed, naming a txid that is not ours.
    expect((await notify(JSON.stringify({ pix: [{ txid: 'f'.repeat(32) }] }))).status).toBe(202);
    await noticesDone();
    expect(await balanceOf(t, client.id)).toBe(0);

    // Paid with less than asked: rejected, recorded, nothing granted.
    fake.pay(txid, { amountCents: view.amountCents - 1 });
    await notify(fake.notificationBody([txid]));
    await noticesDone();
    expect(await balanceOf(t, client.id)).toBe(0);
    expect(await eventsOf(view.id)).toContain('rejected');
    const [row] = await db().select().from(charge).where(eq(charge.id, view.id));
    expect(row!.status).toBe('open');
  });

  it('for another provider’s address, or over 64 KB, is refused', async () => {
    expect((await notify('{}', FAKE_SIGNATURE, 'asaas')).status).toBe(404);
    const big = await notify('x'.repeat(65 * 1024));
    expect(big.status).toBe(413);
  });
});

describe('the reconciliation', () => {
  it('catches a lost notification in one run', async () => {
    const client = await t.signUp();
    const { view, txid } = await buy(client, 20);
    fake.pay(txid);
    const run = await reconcilePayments(deps());
    expect(run.confirmed).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, client.id)).toBe(20);
    expect(await purchases(view.id)).toHaveLength(1);
    // A second run finds it paid.
    await reconcilePayments(deps());
    expect(await purchases(view.id)).toHaveLength(1);
  });

  it('finds a payment named only by its end-to-end id through the day’s sweep', async () => {
    const client = await t.signUp();
    const { txid } = await buy(client, 5);
    const payment = fake.pay(txid);
    await notify(JSON.stringify({ pix: [{ endToEndId: payment.endToEndId }] }));
    await until(async () => (await balanceOf(t, client.id)) === 5, 'the swept payment');
  });

  it('expires an unpaid charge; money that arrives later is still honoured', async () => {
    const client = await t.signUp();
    const { view, txid } = await buy(client, 5);
    const later = new Date(Date.now() + 31 * 60_000);
    const run = await reconcilePayments(deps(), later);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    const [expired] = await db().select().from(charge).where(eq(charge.id, view.id));
    expect(expired!.status).toBe('expired');
    fake.pay(txid);
    await reconcilePayments(deps(), later);
    expect(await balanceOf(t, client.id)).toBe(5);
    const [paid] = await db().select().from(charge).where(eq(charge.id, view.id));
    expect(paid!.status).toBe('paid');
  });

  it('goes on past a provider that fails, and tries again next time', async () => {
    const client = await t.signUp();
    const { txid } = await buy(client, 5);
    fake.pay(txid);
    fake.failing = true;
    try {
      const run = await reconcilePayments(deps());
      expect(run.failed).toBeGreaterThanOrEqual(1);
      expect(await balanceOf(t, client.id)).toBe(0);
    } finally {
      fake.failing = false;
    }
    await reconcilePayments(deps());
    expect(await balanceOf(t, client.id)).toBe(5);
  });
});

describe('refunds through the provider', () => {
  it('refunds with the provider’s id and removes the unspent credits', async () => {
    const client = await t.signUp();
    const { view, txid } = await buy(client, 5);
    fake.pay(txid);
    await reconcilePayments(deps());
    const response = await post(t, apiRoutes.admin.refundCharge(view.id), admin.cookie, {
      json: {},
    });
    expect(response.status).toBe(200);
    const [row] = await db().select().from(charge).where(eq(charge.id, view.id));
    expect(row).toMatchObject({ status: 'refunded', refundId: `fake-refund-refund-${view.id}` });
    expect(await balanceOf(t, client.id)).toBe(0);
    // The manual confirmation is for pix-manual only.
    const other = await buy(client, 5);
    const manual = await post(t, apiRoutes.admin.confirmCharge(other.view.id), admin.cookie, {
      json: {},
    });
    expect(manual.status).toBe(409);
  });
});

describe('a purchase racing art requests', () => {
  it('never spends more than there is, never goes below zero, never loses an update', async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 2 });
    const { txid } = await buy(client, 5);
    fake.pay(txid);
    const requests = Array.from({ length: 8 }, (_, i) => {
      const form = new FormData();
      form.set('name', `Corrida ${i}`);
      form.set('briefing', 'Rótulo');
      form.set('brief', SAMPLE_BRIEF_JSON);
      return t.request(apiRoutes.arts, { method: 'POST', cookie: client.cookie, body: form });
    });
    const [answers] = await Promise.all([Promise.all(requests), reconcilePayments(deps())]);
    const created = answers.filter((a) => a.status === 201).length;
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const balance = await balanceOf(t, client.id);
    expect(balance).toBe(2 + 5 - created);
    expect(balance).toBeGreaterThanOrEqual(0);
    const [sum] = await db()
      .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    expect(sum!.total).toBe(balance);
  });
});

describe('the webhook’s rate', () => {
  it('stops a flood from one address with 429', async () => {
    let last = 0;
    for (let i = 0; i < 125 && last !== 429; i++) {
      last = (await notify('{}', 'assinatura-falsa')).status;
    }
    expect(last).toBe(429);
  });
});
