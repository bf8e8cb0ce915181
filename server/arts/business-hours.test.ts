// The studio's clock of business days: weekends, evenings, holidays and year boundaries.
import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessMsBetween, easterSunday, isBusinessDay } from './business-hours';

/** A wall-clock time in Bahia (UTC−3), written as people read it. */
const bahia = (local: string) => new Date(`${local}:00-03:00`);
const iso = (date: Date) => date.toISOString();

describe('easterSunday', () => {
  it('matches the published dates', () => {
    const dates = [2000, 2024, 2025, 2026, 2027, 2038].map((year) =>
      new Date(easterSunday(year)).toISOString().slice(0, 10),
    );
    expect(dates).toEqual([
      '2000-04-23',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });
});

describe('addBusinessDays', () => {
  /** The deadline of `days` business days from a wall-clock time in Bahia, as a Bahia time. */
  const due = (local: string, days = 2) => iso(addBusinessDays(bahia(local), days));

  // [case, request (Bahia), business days, due (Bahia)]
  const table: [string, string, number, string][] = [
    ['Thursday afternoon: Friday, then Monday', '2025-03-13T16:51', 2, '2025-03-17T16:51'],
    ['a plain Monday', '2025-03-10T10:00', 2, '2025-03-12T10:00'],
    ['one day, across the weekend', '2025-03-14T17:00', 1, '2025-03-17T17:00'],
    ['ten days (the longest setting)', '2025-03-10T10:00', 10, '2025-03-24T10:00'],
    [
      'after hours on a business day: the evening counts',
      '2025-03-13T22:30',
      2,
      '2025-03-17T22:30',
    ],
    ['before opening on a business day', '2025-03-11T06:30', 2, '2025-03-13T06:30'],
    ['on Saturday: counted from Monday 08:00', '2025-03-08T11:00', 2, '2025-03-12T08:00'],
    ['late on Sunday', '2025-03-09T23:59', 1, '2025-03-11T08:00'],
    ['the Friday before Carnival', '2026-02-13T17:00', 2, '2026-02-19T17:00'],
    [
      'on Carnival Monday: counted from Ash Wednesday 08:00',
      '2026-02-16T10:00',
      2,
      '2026-02-20T08:00',
    ],
    ['Good Friday and Tiradentes (a four-day weekend)', '2025-04-17T17:00', 2, '2025-04-23T17:00'],
    ['Corpus Christi', '2025-06-18T17:00', 2, '2025-06-23T17:00'],
    ['Consciência Negra', '2025-11-19T17:00', 1, '2025-11-21T17:00'],
    ['Independência on a Monday', '2026-09-04T18:00', 1, '2026-09-08T18:00'],
    ['Christmas Eve: Christmas skipped', '2025-12-24T15:00', 2, '2025-12-29T15:00'],
    ['on Christmas Day: counted from the 26th 08:00', '2025-12-25T10:00', 2, '2025-12-30T08:00'],
    ['across the year, New Year skipped', '2025-12-30T10:00', 2, '2026-01-02T10:00'],
    ["New Year's Eve", '2025-12-31T17:00', 1, '2026-01-02T17:00'],
  ];
  it.each(table)('%s: %s + %i → %s', (_case, request, days, expected) => {
    expect(due(request, days)).toBe(iso(bahia(expected)));
  });

  // 'Indicadores' measures turnaround with businessMsBetween: the same clock read backwards.
  it.each(table)('businessMsBetween is its inverse: %s', (_case, request, days, expected) => {
    expect(businessMsBetween(bahia(request), bahia(expected))).toBe(days * 24 * 3_600_000);
  });

  it('works in UTC−3 whatever the machine zone (no daylight saving)', () => {
    expect(iso(addBusinessDays(new Date('2025-03-10T13:00:00Z'), 1))).toBe(
      '2025-03-11T13:00:00.000Z',
    );
  });

  it('reads the local day around UTC midnight', () => {
    // Friday 22:30 in Bahia is Saturday 01:30 UTC: still Friday here, so it counts from then.
    expect(iso(addBusinessDays(new Date('2025-03-15T01:30:00Z'), 1))).toBe(
      iso(bahia('2025-03-17T22:30')),
    );
  });

  it('refuses a negative or non-finite number of days', () => {
    expect(() => addBusinessDays(new Date(), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(new Date(), Number.NaN)).toThrow(RangeError);
  });
});

describe('businessMsBetween', () => {
  const hours = (from: string, to: string) => businessMsBetween(bahia(from), bahia(to)) / 3_600_000;
  it('counts the hours of business days only, from 08:00 after a day off', () => {
    expect(hours('2025-03-10T10:00', '2025-03-10T15:30')).toBe(5.5);
    // Thursday 16:00 → Monday 10:00 over a weekend: 8 h + 24 h + 10 h.
    expect(hours('2025-03-13T16:00', '2025-03-17T10:00')).toBe(42);
    // Asked on Saturday, delivered on Monday at 07:00: before the clock starts.
    expect(hours('2025-03-08T11:00', '2025-03-10T07:00')).toBe(0);
    expect(hours('2025-03-08T11:00', '2025-03-10T09:00')).toBe(1);
    // Good Friday and Tiradentes (Monday) 2025 count nothing.
    expect(hours('2025-04-17T20:00', '2025-04-22T02:00')).toBe(6);
    expect(hours('2025-03-10T10:00', '2025-03-10T09:00')).toBe(0);
  });
});

describe('isBusinessDay', () => {
  it('knows weekdays, weekends and holidays in local time', () => {
    expect(isBusinessDay(bahia('2025-03-10T12:00'))).toBe(true);
    expect(isBusinessDay(bahia('2025-03-08T12:00'))).toBe(false);
    expect(isBusinessDay(bahia('2025-12-25T12:00'))).toBe(false);
    // 23:00 on 24 December in Bahia is already the 25th in UTC, but still a working day here.
    expect(isBusinessDay(bahia('2025-12-24T23:00'))).toBe(true);
  });
});
