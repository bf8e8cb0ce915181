// The studio's clock for delivery promises: business days are Monday to Friday in the studio's
// time zone (STUDIO_TIME_ZONE), skipping Brazilian national holidays; a promise of N business days
// counts 24 hours on each of them (addBusinessDays).
//
// Holidays counted as days off (the same days as date-holidays' Brazilian "public" and "bank"
// calendar, which holidays.test.ts checks this against):
// - the fixed national holidays of Lei 662/1949, Lei 6.802/1980 (12/10) and Lei 14.759/2023
//   (20/11, Consciência Negra, national since 2024): 1/1, 21/4, 1/5, 7/9, 12/10, 2/11, 15/11,
//   20/11, 25/12;
// - Good Friday (Paixão de Cristo), a national holiday by Lei 9.093/1995;
// - Carnival Monday and Tuesday and Corpus Christi. These are only "pontos facultativos" at
//   federal level, but the studio is in Bahia, where commerce closes for Carnival and Corpus
//   Christi is kept, so no client should be promised work on those days. Counting them errs on
//   the side of a later deadline, which the studio can keep, rather than an earlier one it cannot.
// Election days always fall on a Sunday. The rule is computed here rather than read from
// date-holidays at run time: that package loads every country's calendar and a time-zone
// database, about 40 MB of the server's memory for these dozen days a year.

import { TZDate } from '@date-fns/tz';
import { STUDIO_TIME_ZONE } from '../../common/constants';

const HOUR_MS = 60 * 60 * 1000;
/** The studio opens at 08:00: a request made on a day off starts counting then. */
const OPEN_HOUR = 8;

const DAY_MS = 24 * HOUR_MS;

/** Easter Sunday (Gregorian, anonymous algorithm) as a UTC midnight timestamp of that date. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const holidayCache = new Map<number, Set<string>>();

/** The fixed national holidays, as "mm-dd" (20/11 only from 2024 on). */
const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
/** Carnival Monday and Tuesday, Good Friday and Corpus Christi, in days from Easter Sunday. */
const DAYS_FROM_EASTER = [-48, -47, -2, 60];

/** Every holiday of a year, as local "yyyy-mm-dd" dates. National only: not Bahia's 2 July. */
function holidaysOf(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set([
      ...[...FIXED_HOLIDAYS, ...(year >= 2024 ? ['11-20'] : [])].map((day) => `${year}-${day}`),
      ...DAYS_FROM_EASTER.map((offset) =>
        new Date(easter + offset * DAY_MS).toISOString().slice(0, 10),
      ),
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

/** Whether the studio works on the local day of `moment`. */
function isWorkingDay(moment: TZDate): boolean {
  const weekday = moment.getDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(moment.getFullYear()).has(moment.toISOString().slice(0, 10));
}

/** `hour`:00 in the studio on the local day of `moment`, `days` days later. */
function atHour(moment: TZDate, hour: number, days = 0): TZDate {
  return new TZDate(
    moment.getFullYear(),
    moment.getMonth(),
    moment.getDate() + days,
    hour,
    STUDIO_TIME_ZONE,
  );
}

/** Whether `date` falls on a business day in the studio (holidays and weekends are not). */
export function isBusinessDay(date: Date): boolean {
  return isWorkingDay(new TZDate(date.getTime(), STUDIO_TIME_ZONE));
}

/**
 * The deadline of a promise of `days` business days made at `start` (docs/product/art-page.md,
 * 'Prazo de entrega'): the days are counted as a client reads them — 24 hours on each business
 * day, none on a Saturday, a Sunday or a holiday — so a request on Thursday at 16:51 with 2 days is
 * due on Monday at 16:51 (Thursday's remaining hours, Friday, then Monday until 16:51). The hours
 * of a business day all count, evening included: the studio keeps working on what arrived late.
 *
 * A request made on a weekend or a holiday starts counting at the studio's opening (08:00) of the
 * next business day: on Saturday with 2 days, Monday 08:00 → Wednesday 08:00.
 */
export function addBusinessDays(start: Date, days: number): Date {
  if (!Number.isFinite(days) || days < 0) throw new RangeError(`bad days: ${days}`);
  let remaining = Math.round(days * DAY_MS);
  let now = new TZDate(start.getTime(), STUDIO_TIME_ZONE);
  if (!isWorkingDay(now)) {
    do now = atHour(now, 0, 1);
    while (!isWorkingDay(now));
    now = atHour(now, OPEN_HOUR);
  }
  for (;;) {
    if (isWorkingDay(now)) {
      const endOfDay = atHour(now, 0, 1).getTime();
      const available = endOfDay - now.getTime();
      if (remaining <= available) return new Date(now.getTime() + remaining);
      remaining -= available;
    }
    now = atHour(now, 0, 1);
  }
}

/**
 * The business time from `start` to `end` in ms, counted as addBusinessDays counts it (its
 * inverse: businessMsBetween(start, addBusinessDays(start, d)) is d × 24 h): every hour of a
 * business day, none of a weekend or holiday, and a start on a day off counted from the next
 * business day's 08:00. Zero when `end` comes before that.
 */
export function businessMsBetween(start: Date, end: Date): number {
  const stop = end.getTime();
  let now = new TZDate(start.getTime(), STUDIO_TIME_ZONE);
  if (!isWorkingDay(now)) {
    do now = atHour(now, 0, 1);
    while (!isWorkingDay(now));
    now = atHour(now, OPEN_HOUR);
  }
  let total = 0;
  while (now.getTime() < stop) {
    const endOfDay = atHour(now, 0, 1).getTime();
    if (isWorkingDay(now)) total += Math.min(endOfDay, stop) - now.getTime();
    now = atHour(now, 0, 1);
  }
  return total;
}
