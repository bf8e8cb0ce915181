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

  // Two statements (PGlite answers one at a time, so each round trip counts). The first: every
  // dated row of the period once, summed per day (or month) and per client in one pass.
  const dated = await many(sql`
    with dated as (
      select owner_id, ${bucket(sql`requested_at`)} as period, 1 as requested, 0 as delivered, 0 as approved,
          0 as rounds, 0 as right_first_time, 0 as credits_cents, 0 as fees_cents, 0 as refunded_cents
        from art_fact where ${inPeriod(sql`requested_at`)}${owner(sql`owner_id`)}
      union all
      select owner_id, ${bucket(sql`first_delivered_at`)}, 0, 1, 0, 0, 0, 0, 0, 0
        from art_fact where ${inPeriod(sql`first_delivered_at`)}${owner(sql`owner_id`)}
      union all
      select owner_id, ${bucket(sql`first_approved_at`)}, 0, 0, 1, rounds_before_approval,
          case when rounds_before_approval = 0 then 1 else 0 end, 0, 0, 0
        from art_fact where ${inPeriod(sql`first_approved_at`)}${owner(sql`owner_id`)}
      union all
      select owner_id, ${bucket(sql`paid_at`)}, 0, 0, 0, 0, 0,
          case when reason = 'credits' then paid_cents else 0 end,
          case when reason = 'approval_fee' then paid_cents else 0 end, 0
        from charge where ${inPeriod(sql`paid_at`)}${owner(sql`owner_id`)}
      union all
      select owner_id, ${bucket(sql`refunded_at`)}, 0, 0, 0, 0, 0, 0, 0, refunded_cents
        from charge where ${inPeriod(sql`refunded_at`)}${owner(sql`owner_id`)}
    ), sums as (
      select period, owner_id, grouping(owner_id) as by_period,
        sum(requested)::int as requested, sum(delivered)::int as delivered,
        sum(approved)::int as approved, sum(rounds)::int as rounds,
        sum(right_first_time)::int as right_first_time, sum(credits_cents)::int as credits_cents,
        sum(fees_cents)::int as fees_cents, sum(refunded_cents)::int as refunded_cents
      from dated
      group by grouping sets ((period), (owner_id))
    ), ranked as (
      select sums.*, row_number() over (
        partition by by_period
        order by credits_cents + fees_cents - refunded_cents desc, requested desc, owner_id) as place
      from sums
    )
    select r.*, u.name from ranked r left join "user" u on u.id = r.owner_id
    where r.by_period = 1 or r.place <= ${INDICATORS_TOP_CLIENTS}
    order by r.period, r.place`);

  // The second: the cycles, deliveries, ledger and what is still owed, one scalar each.
  const due = sql`due_at >= ${start}::timestamptz and due_at < ${dueEnd}::timestamptz${owner(sql`owner_id`)}`;
  const deliveredOf = (kind: 'request' | 'change') =>
    sql`kind = ${kind} and ${inPeriod(sql`delivered_at`)}${owner(sql`owner_id`)}`;
  const openCredits = sql`c.status = 'open' and c.reason = 'credits' and c.created_at < ${end}::timestamptz${owner(sql`c.owner_id`)}`;
  const fig = await one(sql`
    select
      (select count(*)::int from art_cycle where ${due}) as due,
      (select count(*)::int from art_cycle where ${due} and delivered_at <= due_at) as on_time,
      (select count(*)::int from art_cycle where ${deliveredOf('request')}) as request_delivered,
      (select percentile_cont(0.5) within group (order by business_ms)::float8
        from art_cycle where ${deliveredOf('request')}) as request_median,
      (select percentile_cont(0.9) within group (order by business_ms)::float8
        from art_cycle where ${deliveredOf('request')}) as request_p90,
      (select count(*)::int from art_cycle where ${deliveredOf('change')}) as change_delivered,
      (select percentile_cont(0.5) within group (order by business_ms)::float8
        from art_cycle where ${deliveredOf('change')}) as change_median,
      (select percentile_cont(0.9) within group (order by business_ms)::float8
        from art_cycle where ${deliveredOf('change')}) as change_p90,
      (select count(*)::int from charge c where ${openCredits}) as open_credit_charges,
      (select coalesce(sum(c.amount_cents), 0)::int from charge c where ${openCredits})
        as open_credit_charges_cents,
      p.*, l.*, f.*, w.*
    from (
      select count(*)::int as deliveries,
        count(r.file_id) filter (where r.status = 'done')::int as checked,
        count(*) filter (where r.status = 'done' and r.failed_count > 0)::int as failed_deliveries,
        coalesce(sum(r.failed_count) filter (where r.status = 'done'), 0)::int as failed_checks
      from art_event e
      ${client ? sql`join art_request a on a.id = e.art_id and a.owner_id = ${client.id}` : sql``}
      left join stored_file sf on sf.art_id = e.art_id and sf.version = e.version and sf.kind = 'delivery'
      left join preflight_report r on r.file_id = sf.id
      where e.type = 'delivered' and ${inPeriod(sql`e.created_at`)}
    ) p, (
      select
        coalesce(sum(amount) filter (where kind = 'purchase'), 0)::int as sold,
        coalesce(sum(amount) filter (where kind = 'grant'), 0)::int as granted,
        coalesce(-sum(amount) filter (where kind = 'debit'), 0)::int as spent,
        coalesce(-sum(amount) filter (where kind = 'expiry'), 0)::int as expired,
        coalesce(-sum(amount) filter (where kind = 'refund'), 0)::int as credits_refunded
      from credit_ledger
      where ${inPeriod(sql`created_at`)}${owner(sql`user_id`)}
    ) l, (
      -- A fee is owed while its art's latest fee charge is open or expired unpaid.
      select count(*)::int as open_fees, coalesce(sum(c.amount_cents), 0)::int as open_fees_cents
      from charge c
      where c.reason = 'approval_fee' and c.status in ('open', 'expired')
        and c.created_at < ${end}::timestamptz${owner(sql`c.owner_id`)}
        and not exists (
          select 1 from charge d
          where d.art_id = c.art_id and d.reason = 'approval_fee' and d.id <> c.id
            and d.created_at < ${end}::timestamptz
            and (d.status in ('paid', 'waived', 'refunded')
              or (d.created_at, d.id) > (c.created_at, c.id)))
    ) f, (
      select count(*)::int as waived_fees,
        coalesce(sum(c.amount_cents), 0)::int as waived_fees_cents
      from charge_event e join charge c on c.id = e.charge_id
      where e.type = 'waived' and ${inPeriod(sql`e.created_at`)}${owner(sql`c.owner_id`)}
    ) w`);

  const seriesRows = dated.filter((row) => n(row.by_period) === 1);
  const total = (key: string) => seriesRows.reduce((sum, row) => sum + n(row[key]), 0);
  const receivedOf = (row: Row) => n(row.credits_cents) + n(row.fees_cents) - n(row.refunded_cents);
  const cycles = (kind: 'request' | 'change') => ({
    delivered: n(fig[`${kind}_delivered`]),
    medianHours: toHours(fig[`${kind}_median`] ?? null),
    p90Hours: toHours(fig[`${kind}_p90`] ?? null),
  });
  const approved = total('approved');
  const rounds = total('rounds');
  const rightFirstTime = total('right_first_time');
  const deliveries = n(fig.deliveries);
  const failedChecks = n(fig.failed_checks);
  const dueCount = n(fig.due);
  const kept = n(fig.on_time);
  const creditsCents = total('credits_cents');
  const feesCents = total('fees_cents');
  const refundedCents = total('refunded_cents');
  return {
    from,
    to,
    step,
    client,
    arts: { requested: total('requested'), delivered: total('delivered'), approved },
    onTime: { due: dueCount, onTime: kept, late: dueCount - kept, percent: share(kept, dueCount) },
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
      checked: n(fig.checked),
      failedDeliveries: n(fig.failed_deliveries),
      failedChecks,
      failedChecksPerDelivery:
        deliveries === 0 ? null : Math.round((failedChecks / deliveries) * 100) / 100,
    },
    credits: {
      sold: n(fig.sold),
      granted: n(fig.granted),
      spent: n(fig.spent),
      expired: n(fig.expired),
      refunded: n(fig.credits_refunded),
    },
    revenue: {
      creditsCents,
      feesCents,
      refundedCents,
      receivedCents: creditsCents + feesCents - refundedCents,
      waivedFees: n(fig.waived_fees),
      waivedFeesCents: n(fig.waived_fees_cents),
      openFees: n(fig.open_fees),
      openFeesCents: n(fig.open_fees_cents),
      openCreditCharges: n(fig.open_credit_charges),
      openCreditChargesCents: n(fig.open_credit_charges_cents),
    },
    series: seriesRows.map((row) => ({
      period: String(row.period),
      requested: n(row.requested),
      delivered: n(row.delivered),
      approved: n(row.approved),
      receivedCents: receivedOf(row),
    })),
    topClients: dated
      .filter((row) => n(row.by_period) === 0)
      .map((row) => ({
        id: String(row.owner_id),
        name: String(row.name),
        requested: n(row.requested),
        approved: n(row.approved),
        receivedCents: receivedOf(row),
      })),
  };
}
