// The version a client accepts at sign-up (TERMS_VERSION) is the date both legal pages show.
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../common/constants';
import { privacy } from './privacy';
import { terms } from './terms';

/** '2023-03-01' → '1º de março de 2023', as the pages write it. */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `${day === 1 ? '1º' : day} de ${monthName} de ${year}`;
}

describe('TERMS_VERSION', () => {
  it('is the last update shown on the terms and on the privacy policy', () => {
    expect(terms.updated).toBe(`Última atualização: ${longDate(TERMS_VERSION)}`);
    expect(privacy.updated).toBe(`Última atualização: ${longDate(TERMS_VERSION)}`);
  });
});
