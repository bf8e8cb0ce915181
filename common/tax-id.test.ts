import { describe, expect, it } from 'vitest';
import { formatTaxId, isValidCnpj, isValidCpf, parseTaxId } from './tax-id';

describe('CPF and CNPJ check digits', () => {
  it('accepts valid ids, written with or without punctuation', () => {
    expect(parseTaxId('529.982.247-25')).toBe('52998224725');
    expect(parseTaxId('11.222.333/0001-81')).toBe('11222333000181');
    // Receita Federal's published example of the alphanumeric CNPJ.
    expect(parseTaxId('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('refuses a wrong check digit, repeated digits and wrong lengths', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(parseTaxId('123')).toBeNull();
    expect(parseTaxId('')).toBeNull();
  });

  it('formats as people write them', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});
