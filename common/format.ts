// pt-BR dates, always in the studio's time zone so every visitor (and every e-mail) reads the same
// hour.
//
// Dates since the zone's offset became fixed are written by arithmetic rather than by an Intl
// formatter: the first Intl formatter a page creates loads the browser's locale data, about 20 ms
// of main thread (80 ms on a phone), in the very task that starts a signed-in list page. Earlier
// dates go through Intl.
import { STUDIO_FIXED_OFFSET, STUDIO_TIME_ZONE } from './constants';

const FIXED_SINCE = Date.parse(STUDIO_FIXED_OFFSET.since);
const OFFSET_MS = STUDIO_FIXED_OFFSET.minutes * 60_000;

const two = (n: number) => String(n).padStart(2, '0');

/** Thousands dots in a run of digits: '1234567' → '1.234.567'. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The studio's wall clock at `instant`, or null where only the time-zone database can tell. */
function studioClock(instant: Date) {
  const time = instant.getTime();
  // NaN (an invalid date) fails this too, and Intl then throws for it as before.
  if (!(time >= FIXED_SINCE)) return null;
  const wall = new Date(time + OFFSET_MS);
  return {
    date: `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
  };
}

/** An Intl formatter made on first use: most pages never need one. */
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (instant: Date) =>
    (format ??= new Intl.DateTimeFormat('pt-BR', {
      timeZone: STUDIO_TIME_ZONE,
      ...options,
    })).format(instant);
};

const intlDateTime = lazyFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const intlDate = lazyFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** "dd/mm/aaaa hh:mm" in America/Bahia. */
export function formatDateTime(value: string | Date): string {
  const instant = new Date(value);
  const clock = studioClock(instant);
  return clock ? `${clock.date} ${clock.time}` : intlDateTime(instant).replace(',', '');
}

/** "dd/mm/aaaa" in America/Bahia. */
export function formatDate(value: string | Date): string {
  const instant = new Date(value);
  return studioClock(instant)?.date ?? intlDate(instant);
}

/** "aaaa-mm-dd" on the studio's calendar: file names and keys that sort by day. */
export function formatIsoDate(value: string | Date): string {
  const [day, month, year] = formatDate(value).split('/');
  return `${year}-${month}-${day}`;
}

/**
 * Money, always integer centavos (docs/decisions/0010-payment-providers.md), as 'R$ 1.234,56': by arithmetic, like the
 * dates above, so no Intl number formatter is created on a page's first task.
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centavos inválidos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = groupThousands(String(Math.floor(abs / 100)));
  return `${sign}R$ ${reais},${two(abs % 100)}`;
}

/**
 * A number as pt-BR writes it ('1.234,5'), the same text as `toLocaleString('pt-BR', {
 * maximumFractionDigits })` (3 by default, as Intl's), rounded half away from zero on the number's
 * shortest decimal form as Intl rounds ('1,005' → '1,01'); `grouping: false` drops the thousands
 * dots. By arithmetic, like the dates above: the first Intl number formatter a page creates costs
 * as much as a date formatter (about 90 ms of a phone's main thread on the art page). Numbers
 * JavaScript writes with an exponent (below 10⁻⁶, from 10²¹) and non-finite ones go through Intl.
 */
export function formatNumber(
  value: number,
  { maximumFractionDigits = 3, grouping = true } = {},
): string {
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || written.includes('e')) {
    return value.toLocaleString('pt-BR', { maximumFractionDigits, useGrouping: grouping });
  }
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') {
    // One more unit in the last place kept, carried leftwards ('0999' → '1000').
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  // Intl keeps the sign of a negative number that rounds to zero ('-0'), and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouping ? groupThousands(integer) : integer}${decimals ? `,${decimals}` : ''}`;
}

/** A calendar day 'aaaa-mm-dd' as 'dd/mm' (or 'dd/mm/aaaa'): no time zone, it is already a day. */
export function formatDay(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`;
}

/** '1 crédito', '3 créditos'. */
export const creditsText = (count: number) =>
  `${count} ${Math.abs(count) === 1 ? 'crédito' : 'créditos'}`;

/** When a balance ends: '3 créditos expiram em 30/11/2026', '1 crédito expira em 30/11'. */
export const expiryText = (count: number, day: string, withYear = false) =>
  `${count === 1 ? 'expira' : 'expiram'} em ${formatDay(day, withYear)}`;
