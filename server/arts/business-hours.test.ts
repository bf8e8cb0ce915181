// The studio's business-hour clock: weekends, evenings, holidays and year boundaries.
import { describe, expect, it } from 'vitest';
import { addBusinessHours, easterSunday, isBusinessDay } from './business-hours';

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

describe('addBusinessHours', () => {
  it('counts 48 hours across a plain week, ending at closing time when it fits exactly', () => {
    // Monday 10:00: 8 h on Monday, 10 h each Tuesday–Thursday, 10 h on Friday → Friday 18:00.
    expect(iso(addBusinessHours(bahia('2025-03-10T10:00'), 48))).toBe(
      iso(bahia('2025-03-14T18:00')),
    );
  });

  it('works in UTC−3 whatever the machine zone (no daylight saving)', () => {
    expect(iso(addBusinessHours(new Date('2025-03-10T13:00:00Z'), 1))).toBe(
      '2025-03-10T14:00:00.000Z',
    );
  });

  it('starts a request made before opening at 08:00', () => {
    expect(iso(addBusinessHours(bahia('2025-03-10T06:30'), 2))).toBe(
      iso(bahia('2025-03-10T10:00')),
    );
  });

  it('carries an evening request over to the next morning', () => {
    expect(iso(addBusinessHours(bahia('2025-03-11T19:45'), 3))).toBe(
      iso(bahia('2025-03-12T11:00')),
    );
  });

  it('carries a Friday afternoon over the weekend', () => {
    expect(iso(addBusinessHours(bahia('2025-03-14T17:00'), 2))).toBe(
      iso(bahia('2025-03-17T09:00')),
    );
    expect(iso(addBusinessHours(bahia('2025-03-14T20:00'), 1))).toBe(
      iso(bahia('2025-03-17T09:00')),
    );
  });

  it('starts a weekend request on Monday morning', () => {
    // Monday–Thursday 08:00–18:00 are 40 h; 8 more on Friday → 16:00.
    expect(iso(addBusinessHours(bahia('2025-03-08T11:00'), 48))).toBe(
      iso(bahia('2025-03-14T16:00')),
    );
    expect(iso(addBusinessHours(bahia('2025-03-09T23:59'), 1))).toBe(
      iso(bahia('2025-03-10T09:00')),
    );
  });

  it('splits an hour across closing time', () => {
    expect(iso(addBusinessHours(bahia('2025-03-12T17:30'), 1))).toBe(
      iso(bahia('2025-03-13T08:30')),
    );
  });

  it('skips Good Friday and Tiradentes (a four-day Easter weekend)', () => {
    // 2025-04-18 Good Friday, 2025-04-21 Tiradentes (Monday).
    expect(iso(addBusinessHours(bahia('2025-04-17T17:00'), 2))).toBe(
      iso(bahia('2025-04-22T09:00')),
    );
  });

  it('skips Carnival Monday and Tuesday', () => {
    // Carnival 2026: 16 and 17 February.
    expect(iso(addBusinessHours(bahia('2026-02-13T17:00'), 2))).toBe(
      iso(bahia('2026-02-18T09:00')),
    );
  });

  it('skips Corpus Christi and the fixed holidays', () => {
    // Corpus Christi 2025: Thursday 19 June.
    expect(iso(addBusinessHours(bahia('2025-06-18T17:00'), 2))).toBe(
      iso(bahia('2025-06-20T09:00')),
    );
    // Consciência Negra 2025: Thursday 20 November.
    expect(iso(addBusinessHours(bahia('2025-11-19T17:00'), 2))).toBe(
      iso(bahia('2025-11-21T09:00')),
    );
    // Independência 2026: Monday 7 September.
    expect(iso(addBusinessHours(bahia('2026-09-04T18:00'), 1))).toBe(
      iso(bahia('2026-09-08T09:00')),
    );
  });

  it('crosses the year boundary, skipping New Year', () => {
    // 2025-12-31 is a Wednesday, 2026-01-01 (Thursday) a holiday.
    expect(iso(addBusinessHours(bahia('2025-12-31T17:00'), 2))).toBe(
      iso(bahia('2026-01-02T09:00')),
    );
    // Christmas to the new year: 48 h from Christmas Eve 15:00.
    // 24th: 3 h; 26th (Fri): 10; 29th–31st: 30 → 43; 2 Jan (Fri): 5 more → 13:00.
    expect(iso(addBusinessHours(bahia('2025-12-24T15:00'), 48))).toBe(
      iso(bahia('2026-01-02T13:00')),
    );
  });

  it('handles the first instants of a local day correctly around UTC midnight', () => {
    // 22:30 in Bahia is 01:30 UTC the next day: still the evening of the local day.
    expect(iso(addBusinessHours(new Date('2025-03-12T01:30:00Z'), 1))).toBe(
      iso(bahia('2025-03-12T09:00')),
    );
  });

  it('refuses a negative or non-finite number of hours', () => {
    expect(() => addBusinessHours(new Date(), -1)).toThrow(RangeError);
    expect(() => addBusinessHours(new Date(), Number.NaN)).toThrow(RangeError);
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
