// 'Indicadores' (docs/product/indicators.md): the studio's numbers for a period of its calendar
// (America/Bahia) and optionally one client. Every figure is one SQL aggregate over indexed rows:
// the arts' cycles and milestones (art_cycle, art_fact: derived from the events with the business
// clock, art-facts.service.ts), the deliveries' pre-flight, the credit ledger and the charges. The
// definitions are the document's; indicators.test.ts reconciles each with the rows it counts.
import { eq, sql, type SQL } from 'drizzle-orm';
import { INDICATORS_DAILY_MAX_DAYS, INDICATORS_TOP_CLIENTS } from '../../common/indicators';
import { STUDIO_TIME_ZONE } from '../../common/constants';
import { formatIsoDate } from '../../common/format';
import { rowsOf, type Database } from '../db/client';
import { user } from '../db/schema';
import { notFound } from '../domain-errors';
import { studioDayStart } from '../payments/payments-admin.service';
import { refreshArtFacts } from './art-facts.service';
import type { Indicators, IndicatorsQuery } from './indicators.schemas';

export const CLIENT_NOT_FOUND_MESSAGE = 'Cliente não encontrado.';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The period asked for, as studio days (both included): a month, a span, or this month. */
export function periodOf(query: IndicatorsQuery, now: Date): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const month = query.month ?? formatIsoDate(now).slice(0, 7);
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
const toHours = (ms: number | string | null) =>
  ms === null ? null : Math.round((Number(ms) / HOUR_MS) * 10) / 10;

type Row = Record<string, number | string | null>;
const n = (value: number | string | null | undefined) => Number(value ?? 0);

export async function readIndicators(
  db: Database,
  query: IndicatorsQuery,
  now: Date = new Date(),
): Promise<Indicators> {
  let client: Indicators['client'] = null;
  if (query.client) {
    const [found] = await db
      .select({ id: user.id, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, query.client));
    if (!found || found.role !== 'client') throw notFound(CLIENT_NOT_FOUND_MESSAGE);
    client = { id: found.id, name: found.name };
  }
  await refreshArtFacts(db);

  const { from, to } = periodOf(query, now);
  const start = studioDayStart(from).toISOString();
  const end = studioDayStart(to, 1).toISOString();
  // Deadlines still ahead are not yet kept or missed.
  const dueEnd = new Date(Math.min(Date.parse(end), now.getTime())).toISOString();
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  const step = days > INDICATORS_DAILY_MAX_DAYS ? 'month' : 'day';
  const bucket = (column: SQL) =>
    sql`to_char(${column} at time zone ${STUDIO_TIME_ZONE}, ${step === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
  const owner = (column: SQL) => (client ? sql` and ${column} = ${client.id}` : sql``);
  const one = async (statement: SQL): Promise<Row> =>
    rowsOf<Row>(await db.execute(statement))[0] ?? {};
  const many = async (statement: SQL): Promise<Row[]> => rowsOf<Row>(await db.execute(statement));

  const [arts, onTime, turnaround, preflight, credits, money, fees, series, top] =
    await Promise.all([
      one(sql`
        select
          count(*) filter (where ${inPeriod(sql`requested_at`)})::int as requested,
          count(*) filter (where ${inPeriod(sql`first_delivered_at`)})::int as delivered,
          count(*) filter (where ${inPeriod(sql`first_approved_at`)})::int as approved,
          coalesce(sum(rounds_before_approval) filter (where ${inPeriod(sql`first_approved_at`)}), 0)::int as rounds,
          count(*) filter (where ${inPeriod(sql`first_approved_at`)} and rounds_before_approval = 0)::int as right_first_time
        from (
          select requested_at, null::timestamptz as first_delivered_at, null::timestamptz as first_approved_at, 0 as rounds_before_approval
            from art_fact where ${inPeriod(sql`requested_at`)}${owner(sql`owner_id`)}
          union all
          select null, first_delivered_at, null, 0
            from art_fact where ${inPeriod(sql`first_delivered_at`)}${owner(sql`owner_id`)}
          union all
          select null, null, first_approved_at, rounds_before_approval
            from art_fact where ${inPeriod(sql`first_approved_at`)}${owner(sql`owner_id`)}
        ) f`),
      one(sql`
        select count(*)::int as due,
          count(*) filter (where delivered_at is not null and delivered_at <= due_at)::int as on_time
        from art_cycle
        where due_at >= ${start}::timestamptz and due_at < ${dueEnd}::timestamptz${owner(sql`owner_id`)}`),
      many(sql`
        select kind, count(*)::int as delivered,
          percentile_cont(0.5) within group (order by business_ms)::float8 as median,
          percentile_cont(0.9) within group (order by business_ms)::float8 as p90
        from art_cycle
        where ${inPeriod(sql`delivered_at`)}${owner(sql`owner_id`)}
        group by kind`),
      one(sql`
        select count(*)::int as deliveries,
          count(p.file_id) filter (where p.status = 'done')::int as checked,
          count(*) filter (where p.status = 'done' and p.failed_count > 0)::int as failed_deliveries,
          coalesce(sum(p.failed_count) filter (where p.status = 'done'), 0)::int as failed_checks
        from art_event e
        ${client ? sql`join art_request a on a.id = e.art_id and a.owner_id = ${client.id}` : sql``}
        left join stored_file f on f.art_id = e.art_id and f.version = e.version and f.kind = 'delivery'
        left join preflight_report p on p.file_id = f.id
        where e.type = 'delivered' and ${inPeriod(sql`e.created_at`)}`),
      one(sql`
        select
          coalesce(sum(amount) filter (where kind = 'purchase'), 0)::int as sold,
          coalesce(sum(amount) filter (where kind = 'grant'), 0)::int as granted,
          coalesce(-sum(amount) filter (where kind = 'debit'), 0)::int as spent,
          coalesce(-sum(amount) filter (where kind = 'expiry'), 0)::int as expired,
          coalesce(-sum(amount) filter (where kind = 'refund'), 0)::int as refunded
        from credit_ledger
        where ${inPeriod(sql`created_at`)}${owner(sql`user_id`)}`),
      one(sql`
        select
          coalesce(sum(paid_cents) filter (where reason = 'credits' and ${inPeriod(sql`paid_at`)}), 0)::int as credits_cents,
          coalesce(sum(paid_cents) filter (where reason = 'approval_fee' and ${inPeriod(sql`paid_at`)}), 0)::int as fees_cents,
          coalesce(sum(refunded_cents) filter (where ${inPeriod(sql`refunded_at`)}), 0)::int as refunded_cents,
          count(*) filter (where status = 'open' and reason = 'credits' and created_at < ${end}::timestamptz)::int as open_credit_charges,
          coalesce(sum(amount_cents) filter (where status = 'open' and reason = 'credits' and created_at < ${end}::timestamptz), 0)::int as open_credit_charges_cents
        from charge
        where (${inPeriod(sql`paid_at`)} or ${inPeriod(sql`refunded_at`)} or status = 'open')${owner(sql`owner_id`)}`),
      one(sql`
        with latest as (
          select distinct on (c.art_id) c.status, c.amount_cents
          from charge c
          where c.reason = 'approval_fee' and c.created_at < ${end}::timestamptz${owner(sql`c.owner_id`)}
          order by c.art_id, c.created_at desc, c.id desc
        )
        select
          (select count(*)::int from latest where status in ('open', 'expired')) as open_fees,
          (select coalesce(sum(amount_cents), 0)::int from latest where status in ('open', 'expired')) as open_fees_cents,
          (select count(*)::int from charge_event e join charge c on c.id = e.charge_id
            where e.type = 'waived' and ${inPeriod(sql`e.created_at`)}${owner(sql`c.owner_id`)}) as waived_fees,
          (select coalesce(sum(c.amount_cents), 0)::int from charge_event e join charge c on c.id = e.charge_id
            where e.type = 'waived' and ${inPeriod(sql`e.created_at`)}${owner(sql`c.owner_id`)}) as waived_fees_cents`),
      many(sql`
        select period, sum(requested)::int as requested, sum(delivered)::int as delivered,
          sum(approved)::int as approved, sum(received)::int as received
        from (
          select ${bucket(sql`requested_at`)} as period, 1 as requested, 0 as delivered, 0 as approved, 0 as received
            from art_fact where ${inPeriod(sql`requested_at`)}${owner(sql`owner_id`)}
          union all
          select ${bucket(sql`first_delivered_at`)}, 0, 1, 0, 0
            from art_fact where ${inPeriod(sql`first_delivered_at`)}${owner(sql`owner_id`)}
          union all
          select ${bucket(sql`first_approved_at`)}, 0, 0, 1, 0
            from art_fact where ${inPeriod(sql`first_approved_at`)}${owner(sql`owner_id`)}
          union all
          select ${bucket(sql`paid_at`)}, 0, 0, 0, paid_cents
            from charge where ${inPeriod(sql`paid_at`)}${owner(sql`owner_id`)}
          union all
          select ${bucket(sql`refunded_at`)}, 0, 0, 0, -refunded_cents
            from charge where ${inPeriod(sql`refunded_at`)}${owner(sql`owner_id`)}
        ) s
        group by period order by period`),
      many(sql`
        select s.owner_id as id, u.name, sum(s.requested)::int as requested,
          sum(s.approved)::int as approved, sum(s.received)::int as received
        from (
          select owner_id, 1 as requested, 0 as approved, 0 as received
            from art_fact where ${inPeriod(sql`requested_at`)}${owner(sql`owner_id`)}
          union all
          select owner_id, 0, 1, 0
            from art_fact where ${inPeriod(sql`first_approved_at`)}${owner(sql`owner_id`)}
          union all
          select owner_id, 0, 0, paid_cents
            from charge where ${inPeriod(sql`paid_at`)}${owner(sql`owner_id`)}
          union all
          select owner_id, 0, 0, -refunded_cents
            from charge where ${inPeriod(sql`refunded_at`)}${owner(sql`owner_id`)}
        ) s
        join "user" u on u.id = s.owner_id
        group by s.owner_id, u.name
        order by sum(s.received) desc, sum(s.requested) desc, u.name, s.owner_id
        limit ${INDICATORS_TOP_CLIENTS}`),
    ]);

  const cycles = (kind: string) => {
    const row = turnaround.find((r) => r.kind === kind);
    return {
      delivered: n(row?.delivered),
      medianHours: toHours(row?.median ?? null),
      p90Hours: toHours(row?.p90 ?? null),
    };
  };
  const approved = n(arts.approved);
  const rounds = n(arts.rounds);
  const rightFirstTime = n(arts.right_first_time);
  const deliveries = n(preflight.deliveries);
  const failedChecks = n(preflight.failed_checks);
  const due = n(onTime.due);
  const kept = n(onTime.on_time);
  const creditsCents = n(money.credits_cents);
  const feesCents = n(money.fees_cents);
  const refundedCents = n(money.refunded_cents);
  return {
    from,
    to,
    step,
    client,
    arts: { requested: n(arts.requested), delivered: n(arts.delivered), approved },
    onTime: { due, onTime: kept, late: due - kept, percent: share(kept, due) },
    turnaround: { request: cycles('request'), change: cycles('change') },
    revisions: {
      approved,
      rounds,
      roundsPerArt: approved === 0 ? null : Math.round((rounds / approved) * 100) / 100,
      rightFirstTime,
      rightFirstTimePercent: share(rightFirstTime, approved),
    },
    preflight: {
      deliveries,
      checked: n(preflight.checked),
      failedDeliveries: n(preflight.failed_deliveries),
      failedChecks,
      failedChecksPerDelivery:
        deliveries === 0 ? null : Math.round((failedChecks / deliveries) * 100) / 100,
    },
    credits: {
      sold: n(credits.sold),
      granted: n(credits.granted),
      spent: n(credits.spent),
      expired: n(credits.expired),
      refunded: n(credits.refunded),
    },
    revenue: {
      creditsCents,
      feesCents,
      refundedCents,
      receivedCents: creditsCents + feesCents - refundedCents,
      waivedFees: n(fees.waived_fees),
      waivedFeesCents: n(fees.waived_fees_cents),
      openFees: n(fees.open_fees),
      openFeesCents: n(fees.open_fees_cents),
      openCreditCharges: n(money.open_credit_charges),
      openCreditChargesCents: n(money.open_credit_charges_cents),
    },
    series: series.map((row) => ({
      period: String(row.period),
      requested: n(row.requested),
      delivered: n(row.delivered),
      approved: n(row.approved),
      receivedCents: n(row.received),
    })),
    topClients: top.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      requested: n(row.requested),
      approved: n(row.approved),
      receivedCents: n(row.received),
    })),
  };
}
