// 'Indicadores' on the real app: each figure of April 2026 against a hand-computed fixture written
// row by row (docs/product/indicators.md, 'The fixture'): business-hours edges, the Good Friday and
// Tiradentes holidays, a withdrawn delivery, a change after approval, a refund, a waived fee, an
// expired fee still due and expired credits; then the same figures filtered by client, the path
// through the real routes (the trigger marks the art), access control and bad queries.
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArtEventType, CreditMovementKind } from '../../common/constants';
import type { ChargeReason, ChargeStatus } from '../../common/payments';
import { addBusinessDays } from '../arts/business-hours';
import {
  artCycle,
  artEvent,
  artFact,
  charge,
  chargeEvent,
  creditLedger,
  preflightReport,
  storedFile,
} from '../db/schema';
import { apiOf, dataOf, refusalOf } from '../test/api-client';
import {
  adminContextForFile,
  clientForFile,
  insertArt,
  requestAndDeliver,
} from '../test/factories';
import type { Indicators } from './indicators.schemas';
import { rankingPiecesOf, readIndicators, splitByMonths } from './indicators.service';
import { ART_FACTS_CRON, artFactsJob } from './art-facts.job';
import { rowsOf } from '../db/client';

/** A moment on the studio's clock (UTC−3, no daylight saving): '2026-04-02 10:00'. */
const at = (local: string) => new Date(`${local.replace(' ', 'T')}:00-03:00`);
const HOUR = 3_600_000;
/** After the fixture's last deadline: every April promise has been kept or missed. */
const NOW = at('2026-05-10 12:00');

const { t, admin } = adminContextForFile();
const a = clientForFile(t, 'Alfa Embalagens');
const b = clientForFile(t, 'Beta Rótulos');
let txid = 0;

async function events(artId: string, actorId: string, list: [ArtEventType, string, number?][]) {
  await t.runtime.db.insert(artEvent).values(
    list.map(([type, when, version]) => ({
      artId,
      type,
      actorId,
      createdAt: at(when),
      ...(version ? { version } : {}),
    })),
  );
}

async function ledger(userId: string, kind: CreditMovementKind, amount: number, when: string) {
  await t.runtime.db
    .insert(creditLedger)
    .values({ userId, kind, amount, balanceAfter: 100, createdAt: at(when) });
}

async function chargeOf(values: {
  ownerId: string;
  reason: ChargeReason;
  status: ChargeStatus;
  amountCents: number;
  created: string;
  artId?: string;
  paid?: string;
  refunded?: [string, number];
}) {
  const [row] = await t.runtime.db
    .insert(charge)
    .values({
      ownerId: values.ownerId,
      reason: values.reason,
      status: values.status,
      amountCents: values.amountCents,
      credits: values.reason === 'credits' ? 5 : null,
      artId: values.artId ?? null,
      txid: `INDICADORES${String(++txid).padStart(20, '0')}`,
      createdAt: at(values.created),
      ...(values.paid ? { paidAt: at(values.paid), paidCents: values.amountCents } : {}),
      ...(values.refunded
        ? { refundedAt: at(values.refunded[0]), refundedCents: values.refunded[1] }
        : {}),
    })
    .returning();
  return row!;
}

async function deliveryFile(
  artId: string,
  ownerId: string,
  version: number,
  report: { status: 'done' | 'failed'; failed: number },
) {
  const [file] = await t.runtime.db
    .insert(storedFile)
    .values({
      ownerId,
      artId,
      kind: 'delivery',
      version,
      originalName: `v${version}.pdf`,
      contentType: 'application/pdf',
      size: 1,
      sha256: 'x',
      storageKey: `indicadores/${artId}/${version}`,
      uploadedBy: admin.id,
    })
    .returning();
  await t.runtime.db
    .insert(preflightReport)
    .values({ fileId: file!.id, status: report.status, failedCount: report.failed });
}

beforeAll(async () => {
  const db = t.runtime.db;

  // Art 1 (Alfa): Thursday 10:00 before Good Friday; 2 business days = Thursday's 14 h and
  // Monday's 24 h, then Tuesday until 10:00. Delivered at the deadline's very minute: on time,
  // 48 business hours. Approved with no change: right first time.
  const art1 = await insertArt(t, a.id, { createdAt: at('2026-04-02 10:00') });
  await events(art1.id, a.id, [
    ['requested', '2026-04-02 10:00'],
    ['delivered', '2026-04-07 10:00', 1],
    ['approved', '2026-04-08 09:00'],
  ]);
  await deliveryFile(art1.id, a.id, 1, { status: 'done', failed: 2 });

  // Art 2 (Alfa): asked on a Saturday, so counted from Monday 08:00; due Wednesday 08:00,
  // delivered a minute late. The change asked on Thursday 09:00 is due Monday 09:00 and answered
  // on Friday (24 h). Approved, then changed again after approval on Wednesday 22 (Tiradentes was
  // Tuesday): due Friday 10:00, delivered Monday 10:00 (72 h, late).
  const art2 = await insertArt(t, a.id, { createdAt: at('2026-04-11 15:00') });
  await events(art2.id, a.id, [
    ['requested', '2026-04-11 15:00'],
    ['delivered', '2026-04-15 08:01', 1],
    ['change_requested', '2026-04-16 09:00'],
    ['delivered', '2026-04-17 09:00', 2],
    ['approved', '2026-04-17 12:00'],
    ['change_requested', '2026-04-22 10:00'],
    ['delivered', '2026-04-27 10:00', 3],
    ['approved', '2026-04-27 15:00'],
  ]);
  await deliveryFile(art2.id, a.id, 1, { status: 'done', failed: 0 });

  // Art 3 (Beta): due Wednesday 29 and never delivered: a missed promise.
  const art3 = await insertArt(t, b.id, { createdAt: at('2026-04-27 09:00') });
  await events(art3.id, b.id, [['requested', '2026-04-27 09:00']]);

  // Art 4 (Beta): 22:30 on 30 April in Bahia is 1 May in UTC: an April request, due in May.
  const art4 = await insertArt(t, b.id, { createdAt: at('2026-04-30 22:30') });
  await events(art4.id, b.id, [
    ['requested', '2026-04-30 22:30'],
    ['delivered', '2026-05-04 10:00', 1],
  ]);

  // Art 5 (Alfa): asked on 31 March at 23:00, delivered on 1 April at 10:00, withdrawn, and
  // delivered again at 15:00: one cycle of 1 + 15 = 16 business hours, due 2 April 23:00.
  const art5 = await insertArt(t, a.id, { createdAt: at('2026-03-31 23:00') });
  await events(art5.id, a.id, [
    ['requested', '2026-03-31 23:00'],
    ['delivered', '2026-04-01 10:00', 1],
    ['withdrawn', '2026-04-01 11:00'],
    ['delivered', '2026-04-01 15:00', 2],
  ]);
  await deliveryFile(art5.id, a.id, 1, { status: 'failed', failed: 0 });

  // Art 6 (Beta): approved in March; its fee's Pix expired unpaid: still due.
  const art6 = await insertArt(t, b.id, { createdAt: at('2026-03-02 09:00') });
  await events(art6.id, b.id, [
    ['requested', '2026-03-02 09:00'],
    ['delivered', '2026-03-03 09:00', 1],
    ['approved', '2026-03-04 09:00'],
  ]);

  // Credits: March is outside; Beta's expiry at the month's last minute is inside.
  await ledger(a.id, 'grant', 4, '2026-03-15 10:00');
  await ledger(a.id, 'grant', 10, '2026-04-01 09:00');
  await ledger(a.id, 'purchase', 5, '2026-04-10 10:00');
  for (const when of ['2026-04-02 10:00', '2026-04-11 15:00'])
    await ledger(a.id, 'debit', -1, when);
  for (const when of ['2026-04-27 09:00', '2026-04-30 22:30'])
    await ledger(b.id, 'debit', -1, when);
  await ledger(b.id, 'expiry', -3, '2026-04-30 23:59');
  await ledger(a.id, 'refund', -2, '2026-04-20 10:00');

  // Money: Alfa bought 5 credits (R$ 50), 2 refunded (R$ 20); art 1's fee paid (R$ 60); art 2's
  // waived; art 6's expired unpaid; Beta has a credit charge waiting; a March payment is outside.
  await chargeOf({
    ownerId: a.id,
    reason: 'credits',
    status: 'refunded',
    amountCents: 5000,
    created: '2026-04-10 09:55',
    paid: '2026-04-10 10:00',
    refunded: ['2026-04-20 10:00', 2000],
  });
  await chargeOf({
    ownerId: a.id,
    reason: 'credits',
    status: 'paid',
    amountCents: 4000,
    created: '2026-03-15 09:55',
    paid: '2026-03-15 10:00',
  });
  await chargeOf({
    ownerId: a.id,
    reason: 'approval_fee',
    status: 'paid',
    amountCents: 6000,
    artId: art1.id,
    created: '2026-04-08 09:00',
    paid: '2026-04-09 11:00',
  });
  const waived = await chargeOf({
    ownerId: a.id,
    reason: 'approval_fee',
    status: 'waived',
    amountCents: 6000,
    artId: art2.id,
    created: '2026-04-17 12:00',
  });
  await db.insert(chargeEvent).values({
    chargeId: waived.id,
    type: 'waived',
    actorId: admin.id,
    createdAt: at('2026-04-18 10:00'),
  });
  await chargeOf({
    ownerId: b.id,
    reason: 'approval_fee',
    status: 'expired',
    amountCents: 6000,
    artId: art6.id,
    created: '2026-03-04 09:00',
  });
  await chargeOf({
    ownerId: b.id,
    reason: 'credits',
    status: 'open',
    amountCents: 3000,
    created: '2026-04-25 10:00',
  });
});

const april = (client?: string) =>
  readIndicators(t.runtime.db, { month: '2026-04', ...(client ? { client } : {}) }, NOW);

describe('Indicadores, April 2026 (the fixture of docs/product/indicators.md)', () => {
  let all: Indicators;
  beforeAll(async () => {
    all = await april();
  });

  it('derives the cycles with the business clock, each deadline addBusinessDays of its opening', async () => {
    const cycles = await t.runtime.db.select().from(artCycle).orderBy(artCycle.startedAt);
    for (const cycle of cycles) expect(cycle.dueAt).toEqual(addBusinessDays(cycle.startedAt, 2));
    const byStart = new Map(cycles.map((c) => [c.startedAt.toISOString(), c]));
    const cycle = (when: string) => byStart.get(at(when).toISOString())!;
    expect(cycle('2026-04-02 10:00').dueAt).toEqual(at('2026-04-07 10:00'));
    expect(cycle('2026-04-02 10:00').businessMs).toBe(48 * HOUR);
    expect(cycle('2026-04-11 15:00').dueAt).toEqual(at('2026-04-15 08:00'));
    expect(cycle('2026-04-11 15:00').businessMs).toBe(48 * HOUR + 60_000);
    expect(cycle('2026-04-16 09:00').dueAt).toEqual(at('2026-04-20 09:00'));
    expect(cycle('2026-04-22 10:00')).toMatchObject({
      dueAt: at('2026-04-24 10:00'),
      businessMs: 72 * HOUR,
      afterApproval: true,
      kind: 'change',
    });
    expect(cycle('2026-03-31 23:00')).toMatchObject({
      deliveredAt: at('2026-04-01 15:00'),
      businessMs: 16 * HOUR,
    });
    expect(cycle('2026-04-30 22:30').dueAt).toEqual(at('2026-05-05 22:30'));
    expect(cycle('2026-04-27 09:00').deliveredAt).toBeNull();
  });

  it('counts arts requested, first delivered and first approved in the period', () => {
    expect(all.from).toBe('2026-04-01');
    expect(all.to).toBe('2026-04-30');
    // Arts 1–4 (art 4 at 22:30 on the 30th, May in UTC); art 5 was March's.
    expect(all.arts).toEqual({ requested: 4, delivered: 3, approved: 2 });
  });

  it('measures on-time over the promises due in the period', () => {
    // Due in April: art 1 (kept at the minute), art 2's request (a minute late), its first change
    // (kept), its change after approval (late), art 3 (never delivered), art 5 (kept).
    expect(all.onTime).toEqual({ due: 6, onTime: 3, late: 3, percent: 50 });
  });

  it('takes the median and p90 of the business hours of the cycles delivered in the period', () => {
    // Requests: 16 h, 48 h, 48 h 01 min. Changes: 24 h and 72 h (p90 = 24 + 0.9 × 48).
    expect(all.turnaround.request).toEqual({ delivered: 3, medianHours: 48, p90Hours: 48 });
    expect(all.turnaround.change).toEqual({ delivered: 2, medianHours: 48, p90Hours: 67.2 });
  });

  it('counts change rounds before the first approval, not the paid change after it', () => {
    expect(all.revisions).toEqual({
      approved: 2,
      rounds: 1,
      roundsPerArt: 0.5,
      rightFirstTime: 1,
      rightFirstTimePercent: 50,
    });
  });

  it('counts pre-flight failures per delivery, a report that could not run as unchecked', () => {
    // Deliveries in April: art 1 v1, art 2 v1–v3, art 5 v1 and v2.
    expect(all.preflight).toEqual({
      deliveries: 6,
      checked: 2,
      failedDeliveries: 1,
      failedChecks: 2,
      failedChecksPerDelivery: 0.33,
    });
  });

  it('sums the credit ledger by kind', () => {
    expect(all.credits).toEqual({ sold: 5, granted: 10, spent: 4, expired: 3, refunded: 2 });
  });

  it('counts money received less refunds, waived fees, and what is still open', () => {
    expect(all.revenue).toEqual({
      creditsCents: 5000,
      feesCents: 6000,
      refundedCents: 2000,
      receivedCents: 9000,
      waivedFees: 1,
      waivedFeesCents: 6000,
      openFees: 1,
      openFeesCents: 6000,
      openCreditCharges: 1,
      openCreditChargesCents: 3000,
    });
  });

  it('charts the period day by day and ranks the clients by money received', () => {
    expect(all.step).toBe('day');
    const total = (key: 'requested' | 'delivered' | 'approved' | 'receivedCents') =>
      all.series.reduce((sum, row) => sum + row[key], 0);
    expect([
      total('requested'),
      total('delivered'),
      total('approved'),
      total('receivedCents'),
    ]).toEqual([4, 3, 2, 9000]);
    expect(all.series.find((row) => row.period === '2026-04-30')).toMatchObject({ requested: 1 });
    expect(all.topClients).toEqual([
      { id: a.id, name: 'Alfa Embalagens', requested: 2, approved: 2, receivedCents: 9000 },
      { id: b.id, name: 'Beta Rótulos', requested: 2, approved: 0, receivedCents: 0 },
    ]);
  });

  it('filters every figure by one client', async () => {
    const beta = await april(b.id);
    expect(beta.client).toEqual({ id: b.id, name: 'Beta Rótulos' });
    expect(beta.arts).toEqual({ requested: 2, delivered: 0, approved: 0 });
    expect(beta.onTime).toEqual({ due: 1, onTime: 0, late: 1, percent: 0 });
    expect(beta.turnaround.request).toEqual({ delivered: 0, medianHours: null, p90Hours: null });
    expect(beta.revisions.rightFirstTimePercent).toBeNull();
    expect(beta.credits).toEqual({ sold: 0, granted: 0, spent: 2, expired: 3, refunded: 0 });
    expect(beta.revenue).toMatchObject({ receivedCents: 0, openFees: 1, openCreditCharges: 1 });
    expect(beta.topClients.map((row) => row.id)).toEqual([b.id]);
  });

  it('steps month by month over a year', async () => {
    const year = await readIndicators(t.runtime.db, { from: '2026-01-01', to: '2026-12-31' }, NOW);
    expect(year.step).toBe('month');
    expect(year.series.map((row) => row.period)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(year.arts.requested).toBe(6);
  });
});

describe('GET /api/admin/indicators', () => {
  it('answers the admin, and sees an art requested and delivered through the real routes', async () => {
    const fresh = await t.signUp({ name: 'Gama Caixas' });
    await requestAndDeliver(t, admin, fresh);
    const today = await dataOf(
      apiOf(t, admin).GET('/api/admin/indicators', { params: { query: { client: fresh.id } } }),
    );
    expect(today.arts).toEqual({ requested: 1, delivered: 1, approved: 0 });
    expect(today.turnaround.request.delivered).toBe(1);
    expect(today.credits.granted).toBe(5);
    expect(today.credits.spent).toBe(1);
  });

  it('refuses a client (403) and a visitor (401)', async () => {
    expect((await refusalOf(apiOf(t, a).GET('/api/admin/indicators'), 403)).code).toBe('forbidden');
    expect((await refusalOf(apiOf(t).GET('/api/admin/indicators'), 401)).code).toBeTruthy();
  });

  it('refuses a bad period (400) and an unknown client (404)', async () => {
    const api = apiOf(t, admin);
    for (const query of [
      { month: '2026-13' },
      { from: '2026-04-10', to: '2026-04-01' },
      { from: '2026-04-10' },
      { month: '2026-04', from: '2026-04-01', to: '2026-04-02' },
      { from: '2025-01-01', to: '2026-01-02' },
    ]) {
      const refusal = await refusalOf(api.GET('/api/admin/indicators', { params: { query } }), 400);
      expect(refusal.message, JSON.stringify(query)).toMatch(/inválid|data|período|mês/i);
    }
    const unknown = await refusalOf(
      api.GET('/api/admin/indicators', { params: { query: { client: admin.id } } }),
      404,
    );
    expect(unknown.message).toBe('Cliente não encontrado.');
  });
});

describe('the stale mark', () => {
  it('derives again an art whose history grew, and only that art', async () => {
    const db = t.runtime.db;
    await april();
    const stale = async () =>
      rowsOf<{ id: string }>(await db.execute(sql`select art_id as id from art_fact_stale`));
    expect(await stale()).toEqual([]);
    const art = await insertArt(t, b.id, { createdAt: at('2026-04-06 09:00') });
    await events(art.id, b.id, [['requested', '2026-04-06 09:00']]);
    expect(await stale()).toEqual([{ id: art.id }]);
    expect((await april(b.id)).arts.requested).toBe(3);
    expect(await stale()).toEqual([]);
    await events(art.id, b.id, [['delivered', '2026-04-07 09:00', 1]]);
    expect((await april(b.id)).arts.delivered).toBe(1);
  });

  it('is derived in the background too, by a job of the queue', async () => {
    const db = t.runtime.db;
    const job = artFactsJob({ db, logger: pino({ level: 'silent' }) });
    expect(job.name).toBe('art-facts-refresh');
    expect(job.schedule).toEqual({ cron: ART_FACTS_CRON, tz: 'America/Bahia' });
    const art = await insertArt(t, b.id, { createdAt: at('2026-04-08 09:00') });
    await events(art.id, b.id, [['requested', '2026-04-08 09:00']]);
    await job.run({});
    const [fact] = await db.select().from(artFact).where(eq(artFact.artId, art.id));
    expect(fact?.requestedAt).toEqual(at('2026-04-08 09:00'));
  });
});

describe('the daily aggregates', () => {
  it('sees a ledger entry, a payment and a pre-flight report at the next read (their days marked stale)', async () => {
    const db = t.runtime.db;
    const june = () =>
      readIndicators(db, { month: '2026-06', client: a.id }, at('2026-07-10 12:00'));
    const staleDays = async () =>
      rowsOf<{ day: string }>(
        await db.execute(sql`select day::text as day from indicator_day_stale`),
      );
    expect((await june()).credits.granted).toBe(0);
    expect(await staleDays()).toEqual([]);

    await ledger(a.id, 'grant', 7, '2026-06-03 10:00');
    expect(await staleDays()).toEqual([{ day: '2026-06-03' }]);
    expect((await june()).credits.granted).toBe(7);

    const open = await chargeOf({
      ownerId: a.id,
      reason: 'credits',
      status: 'open',
      amountCents: 1000,
      created: '2026-06-05 10:00',
    });
    await db
      .update(charge)
      .set({ status: 'paid', paidAt: at('2026-06-06 10:00'), paidCents: 1000 })
      .where(eq(charge.id, open.id));
    const paid = await june();
    expect(paid.revenue.creditsCents).toBe(1000);
    expect(paid.topClients).toEqual([
      { id: a.id, name: 'Alfa Embalagens', requested: 0, approved: 0, receivedCents: 1000 },
    ]);

    // Monday 09:00 to Tuesday 09:10: 24 h 10 min of business time, alone in its bucket.
    const art = await insertArt(t, a.id, { createdAt: at('2026-06-01 09:00') });
    await events(art.id, a.id, [
      ['requested', '2026-06-01 09:00'],
      ['delivered', '2026-06-02 09:10', 1],
    ]);
    const delivered = await june();
    expect(delivered.turnaround.request).toEqual({
      delivered: 1,
      medianHours: 24.2,
      p90Hours: 24.2,
    });
    expect(delivered.preflight).toMatchObject({ deliveries: 1, checked: 0, failedChecks: 0 });
    await deliveryFile(art.id, a.id, 1, { status: 'done', failed: 3 });
    expect((await june()).preflight).toMatchObject({ deliveries: 1, checked: 1, failedChecks: 3 });
    expect(await staleDays()).toEqual([]);
  });

  it('ranks the clients of a span from its whole months and its edge days', async () => {
    expect(splitByMonths('2025-11-28', '2026-11-27')).toEqual({
      months: Array.from({ length: 11 }, (_, i) =>
        i === 0 ? '2025-12-01' : `2026-${String(i).padStart(2, '0')}-01`,
      ),
      edges: [
        ['2025-11-28', '2025-11-30'],
        ['2026-11-01', '2026-11-27'],
      ],
    });
    expect(splitByMonths('2026-04-10', '2026-04-20')).toEqual({
      months: [],
      edges: [['2026-04-10', '2026-04-20']],
    });
    // 31 March (art 5's request) and April: Alfa's arts 5, 1 and 2, R$ 60 + R$ 50 − R$ 20; Beta's
    // arts 3 and 4 and the two asked in April by the tests above.
    const span = await readIndicators(t.runtime.db, { from: '2026-03-31', to: '2026-04-30' }, NOW);
    expect(span.topClients).toEqual([
      { id: a.id, name: 'Alfa Embalagens', requested: 3, approved: 2, receivedCents: 9000 },
      { id: b.id, name: 'Beta Rótulos', requested: 4, approved: 0, receivedCents: 0 },
    ]);
  });

  it('ranks a span from signed year, month and day rows, summing to exactly its days', async () => {
    // A rolling year: its last calendar year's row less December and the days after it ends.
    expect(rankingPiecesOf('2025-11-28', '2026-11-27')).toEqual({
      days: {
        '2025-11-28': 1,
        '2025-11-29': 1,
        '2025-11-30': 1,
        '2026-11-28': -1,
        '2026-11-29': -1,
        '2026-11-30': -1,
      },
      months: { '2025-12-01': 1, '2026-12-01': -1 },
      years: { '2026-01-01': 1 },
    });
    // Every day of the span counted once, none outside it, whatever the span.
    const dayMs = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const start = Date.parse('2024-12-20');
    for (let i = 0; i < 150; i++) {
      const from = iso(start + ((i * 37) % 420) * dayMs);
      const to = iso(Date.parse(from) + ((i * 53) % 366) * dayMs);
      const { days, months, years } = rankingPiecesOf(from, to);
      const [first, last] = [from.slice(0, 4), to.slice(0, 4)];
      const keys = [days, months, years].flatMap((level) => Object.keys(level));
      expect(keys.filter((key) => key.slice(0, 4) < first || key.slice(0, 4) > last)).toEqual([]);
      const wrong: string[] = [];
      for (let d = Date.parse(`${first}-01-01`); d <= Date.parse(`${last}-12-31`); d += dayMs) {
        const day = iso(d);
        const n =
          (days[day] ?? 0) +
          (months[`${day.slice(0, 7)}-01`] ?? 0) +
          (years[`${day.slice(0, 4)}-01-01`] ?? 0);
        if (n !== (day >= from && day <= to ? 1 : 0)) wrong.push(day);
      }
      expect(wrong, `${from}..${to}`).toEqual([]);
    }

    // Money on the span's last day counts; on the day after it, in its last month and after, not.
    const db = t.runtime.db;
    const span = () =>
      readIndicators(db, { from: '2026-01-01', to: '2026-11-27' }, at('2026-11-27 20:00'));
    const before = await span();
    const paid = async (ownerId: string, when: string, amountCents: number) =>
      chargeOf({
        ownerId,
        reason: 'credits',
        status: 'paid',
        amountCents,
        created: when,
        paid: when,
      });
    await paid(b.id, '2026-11-27 23:30', 7000);
    await paid(b.id, '2026-11-28 00:10', 100_000);
    await paid(b.id, '2026-12-05 10:00', 100_000);
    await paid(a.id, '2025-12-31 23:50', 100_000);
    const after = await span();
    expect(after.topClients).toEqual(
      before.topClients
        .map((row) => (row.id === b.id ? { ...row, receivedCents: row.receivedCents + 7000 } : row))
        .sort((x, y) => y.receivedCents - x.receivedCents),
    );
    // The clients' months and years are their days' sums, after every write above.
    const drift = await db.execute(sql`
      with d as (
        select owner_id, date_trunc('month', day)::date as month, sum(dated) as dated,
          sum(requested) as requested, sum(approved) as approved,
          sum(credits_cents + fees_cents - refunded_cents) as received
        from indicator_day where owner_id <> '' group by 1, 2
      ), y as (
        select owner_id, date_trunc('year', month)::date as year, sum(dated) as dated,
          sum(requested) as requested, sum(approved) as approved, sum(received) as received
        from d group by 1, 2
      )
      select 'month' as level, owner_id, month as period
      from d full join indicator_client_month c using (owner_id, month)
      where (d.dated, d.requested, d.approved, d.received)
        is distinct from (c.dated, c.requested, c.approved, c.received_cents)
      union all
      select 'year', owner_id, year from y full join indicator_client_year c using (owner_id, year)
      where (y.dated, y.requested, y.approved, y.received)
        is distinct from (c.dated, c.requested, c.approved, c.received_cents)`);
    expect(rowsOf(drift)).toEqual([]);
  });
});
