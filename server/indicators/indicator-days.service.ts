// The daily aggregates 'Indicadores' reads (docs/decisions/0015-indicators-from-derived-cycles.md):
// per studio day (America/Bahia) and client, and for every client under owner_id '', the counts and
// sums of the rows whose own moment fell on that day, and the turnaround of the cycles delivered
// that day as a histogram of 15-minute buckets of business time. A write to any counted row marks
// its day stale (triggers, migration 0033: art_fact, art_cycle, art_event, stored_file,
// preflight_report, credit_ledger, charge, charge_event); refreshIndicatorDays rebuilds the stale
// days from their rows (and their clients' months and years, which the ranking reads), so a read
// that refreshes first sees every write, and a year is ≤ 366 rows.
import { sql, type SQL } from 'drizzle-orm';
import { STUDIO_TIME_ZONE } from '../../common/constants';
import { rowsOf, type Database, type Executor } from '../db/client';

/** Width of a turnaround bucket: 15 minutes of business time. */
export const TURNAROUND_BUCKET_MS = 900_000;

/** The summed columns of indicator_day, by their SQL names. */
export const DAY_FIGURES = [
  'dated',
  'requested',
  'delivered',
  'approved',
  'rounds',
  'right_first_time',
  'credits_cents',
  'fees_cents',
  'refunded_cents',
  'due',
  'on_time',
  'deliveries',
  'checked',
  'failed_deliveries',
  'failed_checks',
  'sold',
  'granted',
  'spent',
  'expired',
  'credits_refunded',
  'waived_fees',
  'waived_fees_cents',
] as const;
export type DayFigure = (typeof DAY_FIGURES)[number];

/** [bucket, count, sum of business ms]: one bucket of a turnaround histogram. */
export type Bucket = [number, number, number];
export interface Turnaround {
  request: Bucket[];
  change: Bucket[];
}

/** Days rebuilt per transaction: bounded memory whatever the backlog. */
const BATCH_DAYS = 62;
/**
 * Writes the rows of `days` (ISO dates, their old rows deleted), computed from their source rows,
 * for every client ('') and each: one statement, the rows never leave the database.
 */
async function buildDays(tx: Executor, days: readonly string[]) {
  const dayList = `{${days.join(',')}}`;
  const ranges = sql`r as (
    select d as day,
      (d::timestamp at time zone ${STUDIO_TIME_ZONE}) as s,
      ((d + 1)::timestamp at time zone ${STUDIO_TIME_ZONE}) as e
    from unnest(${dayList}::date[]) as d)`;
  const span = (column: SQL) => sql`${column} >= r.s and ${column} < r.e`;
  // Long form: (day, client, figure, value); each source read by its index, a day at a time. Then
  // summed per day and client and per day (grouping sets: the all-clients row is owner_id ''),
  // and the turnaround's histogram of each, pivoted into indicator_day's columns.
  const pick = (f: DayFigure) =>
    sql.raw(`coalesce(sum(v) filter (where k = '${f}'), 0)::int as ${f}`);
  await tx.execute(sql`
    with ${ranges}, m(day, owner_id, k, v) as (
      select r.day, f.owner_id, x.k, x.v from r join art_fact f on ${span(sql`f.requested_at`)}
        cross join lateral (values ('requested', 1), ('dated', 1)) x(k, v)
      union all
      select r.day, f.owner_id, x.k, x.v from r join art_fact f on ${span(sql`f.first_delivered_at`)}
        cross join lateral (values ('delivered', 1), ('dated', 1)) x(k, v)
      union all
      select r.day, f.owner_id, x.k, x.v from r join art_fact f on ${span(sql`f.first_approved_at`)}
        cross join lateral (values ('approved', 1), ('dated', 1), ('rounds', f.rounds_before_approval),
          ('right_first_time', case when f.rounds_before_approval = 0 then 1 else 0 end)) x(k, v)
      union all
      select r.day, c.owner_id, x.k, x.v from r join charge c on ${span(sql`c.paid_at`)}
        cross join lateral (values ('dated', 1),
          ('credits_cents', case when c.reason = 'credits' then coalesce(c.paid_cents, 0) else 0 end),
          ('fees_cents', case when c.reason = 'approval_fee' then coalesce(c.paid_cents, 0) else 0 end)) x(k, v)
      union all
      select r.day, c.owner_id, x.k, x.v from r join charge c on ${span(sql`c.refunded_at`)}
        cross join lateral (values ('dated', 1), ('refunded_cents', coalesce(c.refunded_cents, 0))) x(k, v)
      union all
      select r.day, c.owner_id, x.k, x.v from r join art_cycle c on ${span(sql`c.due_at`)}
        cross join lateral (values ('due', 1),
          ('on_time', case when c.delivered_at <= c.due_at then 1 else 0 end)) x(k, v)
      union all
      select r.day, a.owner_id, x.k, x.v
        from r join art_event e on e.type = 'delivered' and ${span(sql`e.created_at`)}
        join art_request a on a.id = e.art_id
        left join stored_file sf on sf.art_id = e.art_id and sf.version = e.version and sf.kind = 'delivery'
        left join preflight_report p on p.file_id = sf.id
        cross join lateral (values ('deliveries', 1),
          ('checked', case when p.file_id is not null and p.status = 'done' then 1 else 0 end),
          ('failed_deliveries', case when p.status = 'done' and p.failed_count > 0 then 1 else 0 end),
          ('failed_checks', case when p.status = 'done' then p.failed_count else 0 end)) x(k, v)
      union all
      select r.day, l.user_id,
          case l.kind when 'purchase' then 'sold' when 'grant' then 'granted' when 'debit' then 'spent'
            when 'expiry' then 'expired' when 'refund' then 'credits_refunded' end,
          case when l.kind in ('purchase', 'grant') then l.amount else -l.amount end
        from r join credit_ledger l on ${span(sql`l.created_at`)}
      union all
      select r.day, c.owner_id, x.k, x.v
        from r join charge_event e on e.type = 'waived' and ${span(sql`e.created_at`)}
        join charge c on c.id = e.charge_id
        cross join lateral (values ('waived_fees', 1), ('waived_fees_cents', c.amount_cents)) x(k, v)
    ), f as (
      select day, case when grouping(owner_id) = 1 then '' else owner_id end as owner_id,
        ${sql.join(
          DAY_FIGURES.map((f) => pick(f)),
          sql`, `,
        )}
      from m where k is not null
      group by grouping sets ((day, owner_id), (day))
    ), cycles as (
      select r.day, c.owner_id, c.kind, floor(c.business_ms / ${TURNAROUND_BUCKET_MS})::int as b,
        c.business_ms
      from r join art_cycle c on ${span(sql`c.delivered_at`)} and c.business_ms is not null
    ), buckets as (
      select day, case when grouping(owner_id) = 1 then '' else owner_id end as owner_id, kind, b,
        count(*)::int as n, sum(business_ms)::float8 as s
      from cycles group by grouping sets ((day, owner_id, kind, b), (day, kind, b))
    ), hist as (
      select day, owner_id, jsonb_build_object(
        'request', coalesce(jsonb_agg(jsonb_build_array(b, n, s) order by b)
          filter (where kind = 'request'), '[]'::jsonb),
        'change', coalesce(jsonb_agg(jsonb_build_array(b, n, s) order by b)
          filter (where kind = 'change'), '[]'::jsonb)) as turnaround
      from buckets group by day, owner_id
    )
    insert into indicator_day (day, owner_id, ${sql.raw(DAY_FIGURES.join(', '))}, turnaround)
    select coalesce(f.day, h.day), coalesce(f.owner_id, h.owner_id),
      ${sql.raw(DAY_FIGURES.map((f) => `coalesce(f.${f}, 0)`).join(', '))},
      coalesce(h.turnaround, '{"request":[],"change":[]}'::jsonb)
    from f full join hist h on h.day = f.day and h.owner_id = f.owner_id`);
}

/**
 * The ranking's per-client months and years (indicator_client_month, indicator_client_year) of
 * `days`, for `owners` only: each month from its days' rows, each year from its months'. A month's
 * later stale days come in a later batch, which rebuilds it again (the days are taken in order).
 */
async function rebuildClientMonthsAndYears(
  tx: Executor,
  days: readonly string[],
  owners: readonly string[],
) {
  const ownerList = `{${owners.map((id) => JSON.stringify(id)).join(',')}}`;
  const months = `{${[...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].join(',')}}`;
  const years = `{${[...new Set(days.map((day) => `${day.slice(0, 4)}-01-01`))].join(',')}}`;
  await tx.execute(sql`
    delete from indicator_client_month
    where month = any(${months}::date[]) and owner_id = any(${ownerList}::text[])`);
  await tx.execute(sql`
    insert into indicator_client_month (month, owner_id, dated, requested, approved, received_cents)
    select m.month, d.owner_id, sum(d.dated), sum(d.requested), sum(d.approved),
      sum(d.credits_cents + d.fees_cents - d.refunded_cents)
    from unnest(${months}::date[]) as m(month)
    join indicator_day d on d.owner_id = any(${ownerList}::text[])
      and d.day >= m.month and d.day < (m.month + interval '1 month')::date
    group by m.month, d.owner_id`);
  await tx.execute(sql`
    delete from indicator_client_year
    where year = any(${years}::date[]) and owner_id = any(${ownerList}::text[])`);
  await tx.execute(sql`
    insert into indicator_client_year (year, owner_id, dated, requested, approved, received_cents)
    select y.year, c.owner_id, sum(c.dated), sum(c.requested), sum(c.approved), sum(c.received_cents)
    from unnest(${years}::date[]) as y(year)
    join indicator_client_month c on c.owner_id = any(${ownerList}::text[])
      and c.month >= y.year and c.month < (y.year + interval '1 year')::date
    group by y.year, c.owner_id`);
}

/**
 * Rebuilds every stale day, a batch per transaction; returns how many. One refresh at a time (an
 * advisory lock); the stale mark is taken in the transaction that writes the day's new rows, so a
 * crash leaves it for the next refresh, and a write committed meanwhile marks its day again.
 */
export async function refreshIndicatorDays(db: Database): Promise<number> {
  const [any] = rowsOf(await db.execute(sql`select 1 from indicator_day_stale limit 1`));
  if (!any) return 0;
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('indicator-days'))`);
      const stale = rowsOf<{ day: string }>(
        await tx.execute(
          sql`select distinct day::text as day from indicator_day_stale order by day limit ${BATCH_DAYS}`,
        ),
      );
      if (stale.length === 0) return 0;
      const days = stale.map((row) => row.day);
      const list = `{${days.join(',')}}`;
      await tx.execute(sql`delete from indicator_day_stale where day = any(${list}::date[])`);
      // The clients whose rows of these days change: those with a row before or after.
      const before = rowsOf<{ owner_id: string }>(
        await tx.execute(sql`
          select distinct owner_id from indicator_day
          where day = any(${list}::date[]) and owner_id <> ''`),
      );
      await tx.execute(sql`delete from indicator_day where day = any(${list}::date[])`);
      await buildDays(tx, days);
      const after = rowsOf<{ owner_id: string }>(
        await tx.execute(sql`
          select distinct owner_id from indicator_day
          where day = any(${list}::date[]) and owner_id <> ''`),
      );
      const owners = new Set([...before, ...after].map((row) => row.owner_id));
      if (owners.size > 0) await rebuildClientMonthsAndYears(tx, days, [...owners]);
      return days.length;
    });
    total += done;
    if (done < BATCH_DAYS) return total;
  }
}

/** Marks every day a counted row falls on stale (after a bulk load that bypassed the triggers). */
export async function markAllIndicatorDaysStale(db: Executor): Promise<void> {
  await db.execute(sql`select indicator_days_mark_all_stale()`);
}

/**
 * percentile_cont over a merged histogram: the values sorted, each bucket's values standing at its
 * mean, then the same linear interpolation between the two nearest ranks as PostgreSQL's.
 */
export function percentileOf(buckets: readonly Bucket[], p: number): number | null {
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return null;
  const position = p * (count - 1);
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const [, n, total] of buckets) {
      seen += n;
      if (rank < seen) return total / n;
    }
    return 0;
  };
  const low = Math.floor(position);
  const lowValue = valueAt(low);
  return position === low ? lowValue : lowValue + (position - low) * (valueAt(low + 1) - lowValue);
}
