import { describe, expect, it } from 'vitest';
import { STUDIO_FIXED_OFFSET, STUDIO_TIME_ZONE } from './constants';
import { formatDate, formatDateTime, formatIsoDate, formatMoney, formatNumber } from './format';

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

describe('formatNumber', () => {
  const formats = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, maximumFractionDigits: number, useGrouping: boolean) => {
    const key = `${maximumFractionDigits} ${useGrouping}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits, useGrouping });
      formats.set(key, format);
    }
    return format.format(value);
  };

  it('writes pt-BR decimals with thousands dots, or without them', () => {
    expect(formatNumber(1234567.891, { maximumFractionDigits: 2 })).toBe('1.234.567,89');
    expect(formatNumber(1200, { grouping: false })).toBe('1200');
    expect(formatNumber(0.15, { maximumFractionDigits: 2 })).toBe('0,15');
    expect(formatNumber(2.5)).toBe('2,5');
  });

  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatNumber(999.999, { maximumFractionDigits: 2 })).toBe('1.000');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(-0.001, { maximumFractionDigits: 2 })).toBe('-0');
  });

  it('agrees with Intl over a sweep of values, digits and grouping', () => {
    const values = [0, -0, 1e-6, 5e-7, 1e21, Infinity, -Infinity, Number.NaN];
    // Whole numbers, decimals at every scale, halves and near-halves, negatives.
    for (let i = 0; i < 4000; i++) {
      const scale = 10 ** ((i % 12) - 5);
      values.push(((i * 7919) % 100_003) * scale, -((i * 104_729) % 9973) / 8, i + 0.5, i / 1000);
    }
    const differing: string[] = [];
    for (const value of values) {
      for (const digits of [0, 1, 2, 3]) {
        for (const grouping of [true, false]) {
          const ours = formatNumber(value, { maximumFractionDigits: digits, grouping });
          const theirs = intl(value, digits, grouping);
          if (ours !== theirs)
            differing.push(`${value} (${digits}, ${grouping}): ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});
