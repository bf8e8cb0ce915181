// The studio's clock for delivery promises: business hours are Monday to Friday, 08:00–18:00 in
// America/Bahia, skipping Brazilian national holidays.
//
// America/Bahia has been UTC−3 all year since 2012 (no daylight saving), so a fixed offset is
// exact and needs no time-zone database.
//
// Holidays counted as days off:
// - the fixed national holidays of Lei 662/1949, Lei 6.802/1980 (12/10) and Lei 14.759/2023
//   (20/11, Consciência Negra, national since 2024): 1/1, 21/4, 1/5, 7/9, 12/10, 2/11, 15/11,
//   20/11, 25/12;
// - Good Friday (Paixão de Cristo), a national holiday by Lei 9.093/1995;
// - Carnival Monday and Tuesday and Corpus Christi. These are only "pontos facultativos" at federal
//   level, but the studio is in Bahia, where commerce closes for Carnival and Corpus Christi is
//   kept, so no client should be promised work on those days. Counting them errs on the side of a
//   later deadline, which the studio can keep, rather than an earlier one it cannot.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** America/Bahia is UTC−3: local wall-clock time = UTC − 3 h. */
const OFFSET_MS = -3 * HOUR_MS;
const OPEN_HOUR = 8;
const CLOSE_HOUR = 18;

/** Fixed national holidays as [month (1–12), day]. */
const FIXED_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1],
  [4, 21],
  [5, 1],
  [9, 7],
  [10, 12],
  [11, 2],
  [11, 15],
  [11, 20],
  [12, 25],
];

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

const holidayCache = new Map<number, Set<number>>();

/** Every holiday of a year, as UTC-midnight timestamps of the local dates. */
function holidaysOf(year: number): Set<number> {
  let days = holidayCache.get(year);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set([
      ...FIXED_HOLIDAYS.map(([month, day]) => Date.UTC(year, month - 1, day)),
      easter - 48 * DAY_MS, // Carnival Monday
      easter - 47 * DAY_MS, // Carnival Tuesday
      easter - 2 * DAY_MS, // Good Friday
      easter + 60 * DAY_MS, // Corpus Christi
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

/** Whether a local date (given as its UTC-midnight timestamp) is a working day. */
function isWorkingDay(localMidnight: number): boolean {
  const date = new Date(localMidnight);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(date.getUTCFullYear()).has(localMidnight);
}

/** Whether `date` falls on a business day in Bahia (holidays and weekends are not). */
export function isBusinessDay(date: Date): boolean {
  const local = date.getTime() + OFFSET_MS;
  return isWorkingDay(local - mod(local, DAY_MS));
}

/**
 * The moment `hours` business hours after `start`. Time outside business hours does not count;
 * a start in the evening, on a weekend or a holiday begins counting at the next opening.
 */
export function addBusinessHours(start: Date, hours: number): Date {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`bad hours: ${hours}`);
  let remaining = Math.round(hours * HOUR_MS);
  let local = start.getTime() + OFFSET_MS; // wall-clock time in Bahia, on a UTC scale
  for (;;) {
    const midnight = local - mod(local, DAY_MS);
    const open = midnight + OPEN_HOUR * HOUR_MS;
    const close = midnight + CLOSE_HOUR * HOUR_MS;
    if (!isWorkingDay(midnight) || local >= close) {
      local = midnight + DAY_MS + OPEN_HOUR * HOUR_MS;
      continue;
    }
    if (local < open) local = open;
    const available = close - local;
    if (remaining <= available) return new Date(local + remaining - OFFSET_MS);
    remaining -= available;
    local = midnight + DAY_MS + OPEN_HOUR * HOUR_MS;
  }
}

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
