// Pins the holidays the business-hour clock skips to the studio's rule: the fixed national days
// (20/11 from 2024, Lei 14.759/2023), Good Friday, Carnival Monday and Tuesday and Corpus Christi.
// Nothing else (not Bahia's 2 July, not Christmas Eve afternoon). business-hours.ts computes them
// itself; date-holidays' Brazilian "public" and "bank" calendar is the independent reference.
import { TZDate } from '@date-fns/tz';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { STUDIO_TIME_ZONE } from '../../common/constants';
import { isBusinessDay } from './business-hours';

const reference = new Holidays('BR', { types: ['public', 'bank'] });

/** Every weekday of `year` at noon in the studio, with its "yyyy-mm-dd". */
function* weekdaysOf(year: number) {
  for (let noon = new TZDate(year, 0, 1, 12, STUDIO_TIME_ZONE); noon.getFullYear() === year;) {
    const weekday = noon.getDay();
    if (weekday !== 0 && weekday !== 6) yield { noon, day: noon.toISOString().slice(0, 10) };
    noon = new TZDate(year, noon.getMonth(), noon.getDate() + 1, 12, STUDIO_TIME_ZONE);
  }
}

describe('the holidays of the business-hour clock', () => {
  it('are date-holidays’ Brazilian public and bank days on every weekday of 2024–2060', () => {
    const wrong: string[] = [];
    for (let year = 2024; year <= 2060; year++) {
      const holidays = new Set(reference.getHolidays(year).map((h) => h.date.slice(0, 10)));
      for (const { noon, day } of weekdaysOf(year)) {
        if (isBusinessDay(noon) === holidays.has(day)) wrong.push(day);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are the studio’s days off of 2026, by name', () => {
    const daysOff = [...weekdaysOf(2026)].filter(({ noon }) => !isBusinessDay(noon));
    expect(daysOff.map(({ day }) => day)).toEqual([
      '2026-01-01', // Ano Novo
      '2026-02-16', // Carnaval
      '2026-02-17', // Carnaval
      '2026-04-03', // Sexta-feira Santa
      '2026-04-21', // Tiradentes
      '2026-05-01', // Dia do Trabalhador
      '2026-06-04', // Corpus Christi
      '2026-09-07', // Independência
      '2026-10-12', // Nossa Senhora Aparecida
      '2026-11-02', // Finados
      '2026-11-20', // Consciência Negra
      '2026-12-25', // Natal
    ]);
  });

  it('leave 20/11 a working day before 2024, when it was not yet a national holiday', () => {
    expect(isBusinessDay(new TZDate(2023, 10, 20, 12, STUDIO_TIME_ZONE))).toBe(true);
    expect(isBusinessDay(new TZDate(2024, 10, 20, 12, STUDIO_TIME_ZONE))).toBe(false);
  });
});
