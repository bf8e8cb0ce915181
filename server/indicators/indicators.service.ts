// 'Indicadores' (docs/product/indicators.md): the studio's numbers for a period of its calendar
// (America/Bahia) and optionally one client. The figures are sums of the period's daily aggregates
// (indicator_day, at most 366 rows: indicator-days.service.ts, built from the arts' cycles and
// milestones of art-facts.service.ts, the deliveries' pre-flight, the credit ledger and the
// charges), the turnaround percentiles from their merged histograms, the clients' ranking from
// their year, month and day rows as signed pieces (rankingPiecesOf); only today's deadlines and
// what is still owed are read live (docs/decisions/0015-indicators-from-derived-cycles.md). The
// definitions are the document's; indicators.test.ts reconciles each with the rows it counts.
import { eq, sql, type SQL } from 'drizzle-orm';
import { INDICATORS_DAILY_MAX_DAYS, INDICATORS_TOP_CLIENTS } from '../../common/indicators';
import { formatIsoDate } from '../../common/format';
import { rowsOf, type Database } from '../db/client';
import { user } from '../db/schema';
import { notFound } from '../domain-errors';
import { studioDayStart } from '../payments/payments-admin.service';
import { refreshArtFacts } from './art-facts.service';
import {
  DAY_FIGURES,
  percentileOf,
  refreshIndicatorDays,
  type Bucket,
  type DayFigure,
  type Turnaround,
} from './indicator-days.service';
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
/** The period's days summed per step of its series (a day or a month), with their histograms. */
type StepRow = {
  period: string;
  past_due: number;
  past_on_time: number;
  turnaround: string;
} & Record<DayFigure, number | string>;
const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** The whole months of [from, to] (their first days) and the spans of days outside them. */
export function splitByMonths(from: string, to: string) {
  const months: string[] = [];
  const edges: [string, string][] = [];
  const lastDay = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  };
  const nextMonth = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  };
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const first = `${month}-01`;
    const last = lastDay(month);
    if (first >= from && last <= to) {
      months.push(first);
    } else {
      edges.push([first < from ? from : first, last > to ? to : last]);
    }
  }
  return { months, edges };
}

/** A signed piece of a period for the clients' ranking: a day's, a month's or a year's rows. */
export interface RankingPieces {
  /** Studio days (indicator_day), months' and years' first days (indicator_client_month, _year). */
  days: Record<string, number>;
  months: Record<string, number>;
  years: Record<string, number>;
}

const monthLength = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const dayOf = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;

/**
 * [from, to] as signed pieces whose sum is its sum, reading as few per-client rows as it can: a
 * calendar year with more than six of its whole months in the period is its year's row less the
 * months outside; a month with more than half of its days in the period is its month's row less
 * the days outside; otherwise the whole months and the days themselves. Exact, the sums being
 * linear (a year's row is the sum of its months', a month's of its days').
 */
export function rankingPiecesOf(from: string, to: string): RankingPieces {
  const pieces: RankingPieces = { days: {}, months: {}, years: {} };
  const add = (level: keyof RankingPieces, key: string, sign: number) => {
    const total = (pieces[level][key] ?? 0) + sign;
    if (total === 0) delete pieces[level][key];
    else pieces[level][key] = total;
  };
  // A span of one month, not the whole of it.
  const partOfMonth = (a: string, b: string, sign: number) => {
    const month = a.slice(0, 7);
    const length = monthLength(month);
    const first = Number(a.slice(8));
    const last = Number(b.slice(8));
    if ((last - first + 1) * 2 <= length) {
      for (let d = first; d <= last; d++) add('days', dayOf(month, d), sign);
    } else {
      add('months', `${month}-01`, sign);
      for (let d = 1; d <= length; d++) {
        if (d < first || d > last) add('days', dayOf(month, d), -sign);
      }
    }
  };
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const a = `${year}-01-01` < from ? from : `${year}-01-01`;
    const b = `${year}-12-31` > to ? to : `${year}-12-31`;
    const { months, edges } = splitByMonths(a, b);
    if (months.length > 6) {
      add('years', `${year}-01-01`, 1);
      for (let m = 1; m <= 12; m++) {
        const month = `${year}-${String(m).padStart(2, '0')}-01`;
        if (!months.includes(month)) add('months', month, -1);
      }
    } else {
      for (const month of months) add('months', month, 1);
    }
    for (const [c, d] of edges) partOfMonth(c, d, 1);
  }
  return pieces;
}

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
  // Exact at every read: the arts whose events changed are derived again, then the days their
  // rows (and any other write) marked stale are rebuilt (indicator-days.service.ts).
  await refreshArtFacts(db);
  await refreshIndicatorDays(db);

  const { from, to } = periodOf(query, now);
  const end = studioDayStart(to, 1).toISOString();
  const today = formatIsoDate(now);
  const todayStart = studioDayStart(today);
  const days = (Date.parse(end) - studioDayStart(from).getTime()) / DAY_MS;
  const step = days > INDICATORS_DAILY_MAX_DAYS ? 'month' : 'day';
  const owner = (column: SQL) => (client ? sql` and ${column} = ${client.id}` : sql``);
  const many = async (statement: SQL): Promise<Row[]> => rowsOf<Row>(await db.execute(statement));

  // The period's daily rows, of every client ('') or the one asked for (at most 366), summed per
  // step of the series: PGlite spends microseconds on each field it returns, so a year comes back
  // as 12 rows, each with its days' histograms as one JSON text. Deadlines: the days before today
  // from their rows (all their deadlines have passed).
  const stepsQuery = sql`
    select to_char(day, ${step === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as period,
      ${sql.raw(DAY_FIGURES.map((f) => `sum(${f})::int as ${f}`).join(', '))},
      coalesce(sum(due) filter (where day < ${today}::date), 0)::int as past_due,
      coalesce(sum(on_time) filter (where day < ${today}::date), 0)::int as past_on_time,
      jsonb_agg(turnaround)::text as turnaround
    from indicator_day
    where owner_id = ${client?.id ?? ''} and day >= ${from}::date and day <= ${to}::date
    group by 1 order by 1`;
  // The ranking: every client's sums over the period, from the fewest per-client rows (a year's
  // row less the months outside the period, a month's less the days outside: rankingPiecesOf),
  // each read by its covering index.
  const pieces = rankingPiecesOf(from, to);
  // One select per level and coefficient (±1: a piece added or taken out).
  const partsOf = (level: keyof RankingPieces, table: string, key: string, received: string) => {
    const byCoefficient = new Map<number, string[]>();
    for (const [piece, c] of Object.entries(pieces[level])) {
      byCoefficient.set(c, [...(byCoefficient.get(c) ?? []), piece]);
    }
    return [...byCoefficient].map(([c, list]) => {
      const times = sql.raw(c === 1 ? '' : `${c} * `);
      return sql`select owner_id, ${times}dated, ${times}requested, ${times}approved,
          ${times}(${sql.raw(received)})
        from ${sql.raw(table)} where ${sql.raw(key)} = any(${`{${list.join(',')}}`}::date[])${
          level === 'days' ? sql` and owner_id <> ''` : sql``
        }`;
    });
  };
  const parts = [
    ...partsOf('years', 'indicator_client_year', 'year', 'received_cents'),
    ...partsOf('months', 'indicator_client_month', 'month', 'received_cents'),
    ...partsOf('days', 'indicator_day', 'day', 'credits_cents + fees_cents - refunded_cents'),
  ];
  const rankedQuery =
    client || parts.length === 0
      ? null
      : sql`
      with parts (owner_id, dated, requested, approved, received) as (
        ${sql.join(parts, sql` union all `)}
      ), sums as (
        select owner_id, sum(requested)::int as requested, sum(approved)::int as approved,
          sum(received)::int as received
        from parts
        group by owner_id having sum(dated) > 0
        order by received desc, requested desc, owner_id
        limit ${INDICATORS_TOP_CLIENTS}
      )
      select s.*, u.name from sums s left join "user" u on u.id = s.owner_id
      order by s.received desc, s.requested desc, s.owner_id`;
  // Live: today's deadlines already past (a day's row counts all of its deadlines, so only the
  // days before today are read from the rows), and what is still owed now.
  const todayDue =
    from <= today && today <= to
      ? sql`due_at >= ${todayStart.toISOString()}::timestamptz and due_at < ${now.toISOString()}::timestamptz${owner(sql`owner_id`)}`
      : sql`false`;
  const openCredits = sql`c.status = 'open' and c.reason = 'credits' and c.created_at < ${end}::timestamptz${owner(sql`c.owner_id`)}`;
  const liveQuery = sql`
    select
      (select count(*)::int from art_cycle where ${todayDue}) as due,
      (select count(*)::int from art_cycle where ${todayDue} and delivered_at <= due_at) as on_time,
      (select count(*)::int from charge c where ${openCredits}) as open_credit_charges,
      (select coalesce(sum(c.amount_cents), 0)::int from charge c where ${openCredits})
        as open_credit_charges_cents,
      f.*
    from (
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
    ) f`;
  // Three independent reads, side by side where the engine has more than one connection.
  const [steps, ranked, [fig = {}]] = await Promise.all([
    db.execute(stepsQuery).then((result) => rowsOf<StepRow>(result)),
    rankedQuery ? many(rankedQuery) : Promise.resolve([]),
    many(liveQuery),
  ]);

  const total = (key: DayFigure | 'past_due' | 'past_on_time') =>
    steps.reduce((sum, row) => sum + n(row[key]), 0);
  const seriesRows = steps
    .filter((row) => n(row.dated) > 0)
    .map((row) => ({
      period: row.period,
      requested: n(row.requested),
      delivered: n(row.delivered),
      approved: n(row.approved),
      receivedCents: n(row.credits_cents) + n(row.fees_cents) - n(row.refunded_cents),
    }));
  const histograms = steps.flatMap((row) => JSON.parse(row.turnaround) as Turnaround[]);
  const cycles = (kind: keyof Turnaround) => {
    const merged = new Map<number, Bucket>();
    for (const histogram of histograms) {
      for (const [b, count, total] of histogram[kind]) {
        const bucket = merged.get(b) ?? [b, 0, 0];
        bucket[1] += count;
        bucket[2] += total;
        merged.set(b, bucket);
      }
    }
    const buckets = [...merged.values()].sort((x, y) => x[0] - y[0]);
    return {
      delivered: buckets.reduce((total, [, count]) => total + count, 0),
      medianHours: toHours(percentileOf(buckets, 0.5)),
      p90Hours: toHours(percentileOf(buckets, 0.9)),
    };
  };
  const topClients = client
    ? total('dated') > 0
      ? [
          {
            id: client.id,
            name: client.name,
            requested: total('requested'),
            approved: total('approved'),
            receivedCents: total('credits_cents') + total('fees_cents') - total('refunded_cents'),
          },
        ]
      : []
    : ranked.map((row) => ({
        id: String(row.owner_id),
        name: String(row.name),
        requested: n(row.requested),
        approved: n(row.approved),
        receivedCents: n(row.received),
      }));
  const approved = total('approved');
  const rounds = total('rounds');
  const rightFirstTime = total('right_first_time');
  const deliveries = total('deliveries');
  const failedChecks = total('failed_checks');
  const dueCount = total('past_due') + n(fig.due);
  const kept = total('past_on_time') + n(fig.on_time);
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
      checked: total('checked'),
      failedDeliveries: total('failed_deliveries'),
      failedChecks,
      failedChecksPerDelivery:
        deliveries === 0 ? null : Math.round((failedChecks / deliveries) * 100) / 100,
    },
    credits: {
      sold: total('sold'),
      granted: total('granted'),
      spent: total('spent'),
      expired: total('expired'),
      refunded: total('credits_refunded'),
    },
    revenue: {
      creditsCents,
      feesCents,
      refundedCents,
      receivedCents: creditsCents + feesCents - refundedCents,
      waivedFees: total('waived_fees'),
      waivedFeesCents: total('waived_fees_cents'),
      openFees: n(fig.open_fees),
      openFeesCents: n(fig.open_fees_cents),
      openCreditCharges: n(fig.open_credit_charges),
      openCreditChargesCents: n(fig.open_credit_charges_cents),
    },
    series: seriesRows,
    topClients,
  };
}
