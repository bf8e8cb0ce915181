import { describe, expect, it } from 'vitest';
import { STUDIO_FIXED_OFFSET, STUDIO_TIME_ZONE } from './constants';
import { formatDate, formatDateTime, formatIsoDate, formatMoney } from './format';

describe('formatDateTime', () => {
  it('shows dd/mm/aaaa hh:mm in America/Bahia (UTC−3)', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z')).toBe('05/03/2026 11:07');
  });

  it('crosses midnight into the previous day', () => {
    expect(formatDateTime(new Date('2026-01-01T01:30:00Z'))).toBe('31/12/2025 22:30');
  });

  it('shows midnight as 00:00', () => {
    expect(formatDateTime('2026-07-01T03:00:00Z')).toBe('01/07/2026 00:00');
  });

  it('asks the time-zone database for dates before the offset was fixed (summer time, UTC−2)', () => {
    expect(formatDateTime('2012-01-15T12:00:00Z')).toBe('15/01/2012 10:00');
    expect(formatDate('2012-02-26T01:30:00Z')).toBe('25/02/2012');
  });

  it('throws for an invalid date, as Intl does', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('shows dd/mm/aaaa of the studio’s day, not UTC’s', () => {
    expect(formatDate('2026-01-01T01:30:00Z')).toBe('31/12/2025');
    expect(formatDate(new Date('2026-03-05T14:07:00Z'))).toBe('05/03/2026');
  });
});

describe('formatIsoDate', () => {
  it('shows aaaa-mm-dd of the studio’s day, not UTC’s', () => {
    expect(formatIsoDate('2026-01-01T01:30:00Z')).toBe('2025-12-31');
    expect(formatIsoDate(new Date('2026-03-05T14:07:00Z'))).toBe('2026-03-05');
  });
});

// The dates are written by arithmetic from STUDIO_FIXED_OFFSET.since on; the time-zone database
// must agree, or the offset is no longer fixed (daylight saving back in Bahia, say).
describe('STUDIO_FIXED_OFFSET against the time-zone database', () => {
  const intl = new Intl.DateTimeFormat('pt-BR', {
    timeZone: STUDIO_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

  it('agrees with Intl every day, at three hours of the day, until 2045', () => {
    const day = 86_400_000;
    const disagreements: string[] = [];
    for (let t = Date.parse(STUDIO_FIXED_OFFSET.since); t < Date.parse('2045-01-01'); t += day) {
      // 02:00Z is 23:00 of the day before, 14:37Z mid-afternoon, 23:59Z evening.
      for (const at of [t, t + 12 * 3_600_000 + 37 * 60_000, t + 21 * 3_600_000 + 59 * 60_000]) {
        const expected = intl.format(at).replace(',', '');
        if (formatDateTime(new Date(at)) !== expected) disagreements.push(expected);
        if (formatDate(new Date(at)) !== expected.slice(0, 10)) disagreements.push(expected);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('starts where the last offset change is', () => {
    const since = Date.parse(STUDIO_FIXED_OFFSET.since);
    const offsetAt = (time: number) =>
      new Intl.DateTimeFormat('en-US', { timeZone: STUDIO_TIME_ZONE, timeZoneName: 'longOffset' })
        .formatToParts(time)
        .find((part) => part.type === 'timeZoneName')?.value;
    expect(offsetAt(since)).toBe('GMT-03:00');
    expect(offsetAt(since - 60_000)).not.toBe('GMT-03:00');
  });
});

describe('formatMoney', () => {
  it('writes integer centavos as R$ with a comma and thousands dots', () => {
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(1000)).toBe('R$ 10,00');
    expect(formatMoney(6000)).toBe('R$ 60,00');
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(100000000)).toBe('R$ 1.000.000,00');
    expect(formatMoney(-1999)).toBe('-R$ 19,99');
  });

  it('refuses what is not a whole number of centavos', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
