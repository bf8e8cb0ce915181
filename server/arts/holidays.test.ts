// Pins the holidays the business-hour clock skips to the studio's rule, whatever computes them:
// the fixed national days (20/11 from 2024, Lei 14.759/2023), Good Friday, Carnival Monday and
// Tuesday and Corpus Christi. Nothing else (not Bahia's 2 July, not Christmas Eve afternoon).
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { STUDIO_TIME_ZONE } from '../../common/constants';
import { easterSunday, isBusinessDay } from './business-hours';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIXED: readonly string[] = [
  '01-01',
  '04-21',
  '05-01',
  '09-07',
  '10-12',
  '11-02',
  '11-15',
  '12-25',
];

/** The studio's days off of a year, as "yyyy-mm-dd". */
function expectedHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fromEaster = [-48, -47, -2, 60].map((days) =>
    new Date(easter + days * DAY_MS).toISOString().slice(0, 10),
  );
  const fixed = [...FIXED, ...(year >= 2024 ? ['11-20'] : [])].map((day) => `${year}-${day}`);
  return new Set([...fixed, ...fromEaster]);
}

describe('the holidays of the business-hour clock', () => {
  it('are exactly the studio’s days off on every weekday of 2024–2035', () => {
    const wrong: string[] = [];
    for (let year = 2024; year <= 2035; year++) {
      const holidays = expectedHolidays(year);
      for (let noon = new TZDate(year, 0, 1, 12, STUDIO_TIME_ZONE); noon.getFullYear() === year;) {
        const weekday = noon.getDay();
        const day = noon.toISOString().slice(0, 10);
        if (weekday !== 0 && weekday !== 6 && isBusinessDay(noon) === holidays.has(day)) {
          wrong.push(day);
        }
        noon = new TZDate(year, noon.getMonth(), noon.getDate() + 1, 12, STUDIO_TIME_ZONE);
      }
    }
    expect(wrong).toEqual([]);
  });
});
