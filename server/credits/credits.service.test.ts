// The credit ledger on the real database: grants, atomic debits, statements and the monthly expiry.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, artRequest, creditLedger, user } from '../db/schema';
import { adminContextForFile, balanceOf } from '../test/factories';
import {
  debitForArt,
  expireMonthlyCredits,
  grantCredits,
  listLedger,
  NO_CREDITS_MESSAGE,
  startOfStudioMonth,
} from './credits.service';
import { createJobQueue } from '../jobs/queue';
import { CREDIT_EXPIRY_CRON, creditExpiryJob } from './credit-expiry.job';

const { t, admin } = adminContextForFile();

const db = () => t.runtime.db;

let artCounter = 0;
async function newArt(ownerId: string): Promise<string> {
  const [row] = await db()
    .insert(artRequest)
    .values({
      ownerId,
      name: `Rótulo ${artCounter++}`,
      briefing: 'Briefing de teste',
      dueAt: new Date(Date.now() + 48 * 3600_000),
    })
    .returning({ id: artRequest.id });
  return row!.id;
}

/** Moves all of a user's ledger rows back in time, as if written in an earlier month. */
async function backdateLedger(userId: string, to: Date) {
  await db().update(creditLedger).set({ createdAt: to }).where(eq(creditLedger.userId, userId));
}

describe('startOfStudioMonth', () => {
  it('is midnight of the 1st in America/Bahia (03:00 UTC)', () => {
    expect(startOfStudioMonth(new Date('2025-03-15T12:00:00Z')).toISOString()).toBe(
      '2025-03-01T03:00:00.000Z',
    );
  });

  it('still counts the last evening of a month in that month', () => {
    // 31/01 22:30 in Bahia is already 01/02 in UTC.
    expect(startOfStudioMonth(new Date('2025-02-01T01:30:00Z')).toISOString()).toBe(
      '2025-01-01T03:00:00.000Z',
    );
    expect(startOfStudioMonth(new Date('2025-02-01T03:00:00Z')).toISOString()).toBe(
      '2025-02-01T03:00:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(startOfStudioMonth(new Date('2026-01-01T02:59:59Z')).toISOString()).toBe(
      '2025-12-01T03:00:00.000Z',
    );
  });
});

describe('grantCredits', () => {
  it('adds to the balance, writes a ledger row with the admin as actor and an audit row', async () => {
    const client = await t.signUp();
    const first = await grantCredits(db(), {
      userId: client.id,
      adminId: admin.id,
      amount: 5,
      note: 'Pacote de março',
    });
    expect(first.credit).toBe(5);
    const second = await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 2 });
    expect(second.credit).toBe(7);
    expect(await balanceOf(t, client.id)).toBe(7);

    const statement = await listLedger(db(), client.id, 1);
    expect(statement.total).toBe(2);
    expect(statement.items.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual(
      expect.arrayContaining([
        ['grant', 5, 5],
        ['grant', 2, 7],
      ]),
    );
    const grant = statement.items.find((e) => e.id === first.entryId);
    expect(grant?.note).toBe('Pacote de março');
    expect(grant?.actor?.id).toBe(admin.id);
    expect(grant?.actor?.name).toBe('Administrador');

    const audit = await db().select().from(adminAudit).where(eq(adminAudit.clientId, client.id));
    expect(audit).toHaveLength(2);
    expect(audit.every((row) => row.action === 'credits_granted' && row.actorId === admin.id)).toBe(
      true,
    );
  });

  it('refuses an unknown account, an admin and a deactivated client (404), changing nothing', async () => {
    await expect(
      grantCredits(db(), { userId: 'nao-existe', adminId: admin.id, amount: 1 }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    await expect(
      grantCredits(db(), { userId: admin.id, adminId: admin.id, amount: 1 }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    const client = await t.signUp();
    await db().update(user).set({ deletedAt: new Date() }).where(eq(user.id, client.id));
    await expect(
      grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 1 }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(await balanceOf(t, client.id)).toBe(0);
    expect((await listLedger(db(), client.id, 1)).total).toBe(0);
  });
});

describe('debitForArt', () => {
  it('takes one credit and records it against the art', async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 2 });
    const artId = await newArt(client.id);
    const left = await db().transaction((tx) => debitForArt(tx, { userId: client.id, artId }));
    expect(left).toBe(1);
    const [debit] = (await listLedger(db(), client.id, 1)).items.filter((e) => e.kind === 'debit');
    expect(debit).toMatchObject({ amount: -1, balanceAfter: 1, artId });
    expect(debit?.actor?.id).toBe(client.id);
  });

  it('refuses with the pt-BR message at zero and never goes negative', async () => {
    const client = await t.signUp();
    const artId = await newArt(client.id);
    await expect(
      db().transaction((tx) => debitForArt(tx, { userId: client.id, artId })),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'no_credits',
      message: NO_CREDITS_MESSAGE,
    });
    expect(await balanceOf(t, client.id)).toBe(0);
  });

  it('lets only as many concurrent debits through as there are credits', async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 3 });
    const arts = await Promise.all(Array.from({ length: 8 }, () => newArt(client.id)));
    const results = await Promise.allSettled(
      arts.map((artId) => db().transaction((tx) => debitForArt(tx, { userId: client.id, artId }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(t, client.id)).toBe(0);
  });
});

describe('listLedger', () => {
  it('pages the statement 50 rows at a time, newest first', async () => {
    const client = await t.signUp();
    for (let i = 0; i < 51; i++) {
      await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 1 });
    }
    const first = await listLedger(db(), client.id, 1);
    const second = await listLedger(db(), client.id, 2);
    expect(first.total).toBe(51);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(1);
    expect(first.items[0]!.balanceAfter).toBe(51);
    expect(second.items[0]!.balanceAfter).toBe(1);
  });
});

describe('expireMonthlyCredits', () => {
  const lastMonth = () => new Date(startOfStudioMonth(new Date()).getTime() - 5 * 24 * 3600_000);

  it("writes off last month's unspent credits once, and leaves this month's alone", async () => {
    const old = await t.signUp();
    const fresh = await t.signUp();
    await grantCredits(db(), { userId: old.id, adminId: admin.id, amount: 5 });
    await backdateLedger(old.id, lastMonth());
    await grantCredits(db(), { userId: fresh.id, adminId: admin.id, amount: 3 });

    const first = await expireMonthlyCredits(db());
    expect(first.clients).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, old.id)).toBe(0);
    expect(await balanceOf(t, fresh.id)).toBe(3);
    const [expiry] = (await listLedger(db(), old.id, 1)).items;
    expect(expiry).toMatchObject({ kind: 'expiry', amount: -5, balanceAfter: 0, actor: null });
    expect(expiry?.note).toMatch(/^Expiração mensal/);

    // Idempotent: nothing more the second time.
    const again = await expireMonthlyCredits(db());
    expect(again).toEqual({ clients: 0, credits: 0 });
    expect((await listLedger(db(), old.id, 1)).total).toBe(2);
    expect(await balanceOf(t, fresh.id)).toBe(3);
  });

  it('counts spending since the month began against the old credits first', async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 5 });
    await backdateLedger(client.id, lastMonth());
    // The job had not run yet: two requests this month spent two of the old credits.
    for (let i = 0; i < 2; i++) {
      const artId = await newArt(client.id);
      await db().transaction((tx) => debitForArt(tx, { userId: client.id, artId }));
    }
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 10 });
    expect(await balanceOf(t, client.id)).toBe(13);

    await expireMonthlyCredits(db());
    expect(await balanceOf(t, client.id)).toBe(10);
    await expireMonthlyCredits(db());
    expect(await balanceOf(t, client.id)).toBe(10);
  });

  it("expires this month's credits when the next month comes", async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 2 });
    const nextMonth = new Date(startOfStudioMonth(new Date()).getTime() + 40 * 24 * 3600_000);
    await expireMonthlyCredits(db(), nextMonth);
    expect(await balanceOf(t, client.id)).toBe(0);
    expect(await expireMonthlyCredits(db(), nextMonth)).toEqual({ clients: 0, credits: 0 });
  });

  it('is safe when two runs race (one write-off only)', async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 6 });
    await backdateLedger(client.id, lastMonth());
    await Promise.all([expireMonthlyCredits(db()), expireMonthlyCredits(db())]);
    expect(await balanceOf(t, client.id)).toBe(0);
    const expiries = (await listLedger(db(), client.id, 1)).items.filter(
      (e) => e.kind === 'expiry',
    );
    expect(expiries).toHaveLength(1);
  });
});

describe('creditExpiryJob', () => {
  it('runs through the queue at start-up, hourly on the studio clock, and is idempotent', async () => {
    const client = await t.signUp();
    await grantCredits(db(), { userId: client.id, adminId: admin.id, amount: 4 });
    await backdateLedger(
      client.id,
      new Date(startOfStudioMonth(new Date()).getTime() - 86_400_000),
    );
    const job = creditExpiryJob({ db: db(), logger: t.runtime.logger });
    expect(job.schedule).toEqual({ cron: CREDIT_EXPIRY_CRON, tz: 'America/Bahia' });
    const queue = createJobQueue({
      sql: t.runtime.rawSql,
      engine: t.runtime.engine,
      logger: t.runtime.logger,
      jobs: [job],
      pollingIntervalSeconds: 0.5,
    });
    await queue.start(); // sends the start-up run
    try {
      await expect.poll(() => balanceOf(t, client.id), { timeout: 10_000 }).toBe(0);
      // A second run (the next tick, a retry, another process) writes nothing more.
      await queue.send(job, {});
      await job.run({});
      const expiries = (await listLedger(db(), client.id, 1)).items.filter(
        (e) => e.kind === 'expiry',
      );
      expect(expiries).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });
});
