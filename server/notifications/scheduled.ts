// The two scheduled notices, each a plain function of the clock (`now`) so tests pin the day:
// the studio's daily digest and the clients' 'credits about to expire'. Both are idempotent per
// day or month (dedupe keys on the outbox and the bell), so repeated runs, retries and several
// processes send one.
import { TZDate } from '@date-fns/tz';
import { and, asc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import { ART_STATUS, STUDIO_TIME_ZONE } from '../../common/constants';
import { formatDate, formatIsoDate } from '../../common/format';
import { isBusinessDay } from '../arts/business-hours';
import type { Database } from '../db/client';
import { artRequest, OPEN_ART_STATUSES, user } from '../db/schema';
import { type Digest, type DigestItem } from './events/studio-digest';
import { notify } from './notify';

/** The digest goes at this hour (studio time) on business days, or at the first run after it. */
export const DIGEST_HOUR = 8;
/** Arts delivered longer ago than this many business days, still unapproved, are listed. */
export const WAITING_APPROVAL_BUSINESS_DAYS = 3;
/** The credit-expiry notice goes on this business day counted back from the month's end. */
export const EXPIRY_NOTICE_BUSINESS_DAYS = 3;

const local = (instant: Date) => new TZDate(instant.getTime(), STUDIO_TIME_ZONE);
const startOfDay = (d: TZDate, plusDays = 0) =>
  new Date(
    new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + plusDays, STUDIO_TIME_ZONE).getTime(),
  );

/** The same clock time `days` business days before `now` (weekends and holidays skipped). */
export function businessDaysBefore(now: Date, days: number): Date {
  const at = local(now);
  let counted = 0;
  for (let back = 1; ; back++) {
    const candidate = new TZDate(
      at.getFullYear(),
      at.getMonth(),
      at.getDate() - back,
      at.getHours(),
      at.getMinutes(),
      STUDIO_TIME_ZONE,
    );
    if (isBusinessDay(candidate)) counted++;
    if (counted === days) return new Date(candidate.getTime());
  }
}

/** The studio's digest for `now`, or null when none is due (weekend, holiday, before 08:00). */
export async function buildDigest(
  db: Database,
  now: Date,
): Promise<{ day: string; digest: Digest } | null> {
  const today = local(now);
  if (!isBusinessDay(now) || today.getHours() < DIGEST_HOUR) return null;
  const tomorrow = startOfDay(today, 1);
  const columns = {
    artId: artRequest.id,
    name: artRequest.name,
    client: user.name,
    dueAt: artRequest.dueAt,
    updatedAt: artRequest.updatedAt,
  };
  const open = inArray(artRequest.status, [...OPEN_ART_STATUSES]);
  const base = () =>
    db.select(columns).from(artRequest).innerJoin(user, eq(user.id, artRequest.ownerId));
  const [overdue, dueToday, waiting] = await Promise.all([
    base()
      .where(and(open, lt(artRequest.dueAt, now)))
      .orderBy(asc(artRequest.dueAt)),
    base()
      .where(and(open, gte(artRequest.dueAt, now), lt(artRequest.dueAt, tomorrow)))
      .orderBy(asc(artRequest.dueAt)),
    base()
      .where(
        and(
          eq(artRequest.status, ART_STATUS.finished),
          // An erased account approves nothing: its deliveries wait for no one.
          isNull(user.anonymizedAt),
          // A delivery is the move into Finalizado, which sets updated_at.
          lt(artRequest.updatedAt, businessDaysBefore(now, WAITING_APPROVAL_BUSINESS_DAYS)),
        ),
      )
      .orderBy(asc(artRequest.updatedAt)),
  ]);
  const item =
    (at: 'dueAt' | 'updatedAt') =>
    (row: (typeof overdue)[number]): DigestItem => ({
      artId: row.artId,
      name: row.name,
      client: row.client,
      at: row[at],
    });
  return {
    day: formatDate(now),
    digest: {
      overdue: overdue.map(item('dueAt')),
      dueToday: dueToday.map(item('dueAt')),
      waitingApproval: waiting.map(item('updatedAt')),
    },
  };
}

/** Sends the day's digest once (nothing to report: no mail). Returns whether one was written. */
export async function sendStudioDigest(db: Database, now = new Date()): Promise<boolean> {
  const built = await buildDigest(db, now);
  if (!built) return false;
  const { digest } = built;
  if (digest.overdue.length + digest.dueToday.length + digest.waitingApproval.length === 0) {
    return false;
  }
  await db.transaction((tx) => notify(db, tx, { type: 'studio_digest', ...built }));
  return true;
}

/**
 * The month's notice day: the EXPIRY_NOTICE_BUSINESS_DAYS-th business day counted back from the
 * month's last day (Nov 2026 ends Mon 30: the notice goes on Thu 26, leaving 26, 27 and 30).
 */
export function expiryNoticeDay(now: Date): Date {
  const at = local(now);
  const nextMonth = new TZDate(at.getFullYear(), at.getMonth() + 1, 1, STUDIO_TIME_ZONE);
  let counted = 0;
  for (let back = 1; ; back++) {
    const day = new TZDate(
      nextMonth.getFullYear(),
      nextMonth.getMonth(),
      1 - back,
      12,
      STUDIO_TIME_ZONE,
    );
    if (isBusinessDay(day)) counted++;
    if (counted === EXPIRY_NOTICE_BUSINESS_DAYS) return startOfDay(day);
  }
}

/**
 * On or after the month's notice day, tells every active client holding credits that they end
 * with the month (once per client and month: later runs find the notice written). Returns how many
 * holders it went through.
 */
export async function sendCreditExpiryNotices(db: Database, now = new Date()): Promise<number> {
  if (now < expiryNoticeDay(now)) return 0;
  const at = local(now);
  const period = formatIsoDate(now).slice(0, 7);
  const expiresAt = new Date(
    new TZDate(at.getFullYear(), at.getMonth() + 1, 1, STUDIO_TIME_ZONE).getTime() - 60_000,
  );
  const holders = await db
    .select({ id: user.id, credit: user.credit })
    .from(user)
    .where(and(eq(user.role, 'client'), gt(user.credit, 0), isNull(user.deletedAt)));
  let told = 0;
  for (const holder of holders) {
    await db.transaction((tx) =>
      notify(db, tx, {
        type: 'credits_expiring',
        userId: holder.id,
        balance: holder.credit,
        expiresAt,
        period,
      }),
    );
    told++;
  }
  return told;
}
