// Centavos ↔ the providers' decimal reais, exact at every amount.
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../provider';
import {
  centsToDecimal,
  centsToReaisNumber,
  decimalToCents,
  MAX_CENTS,
  reaisNumberToCents,
} from './money';

describe('centsToDecimal and decimalToCents (BACEN’s "123.45")', () => {
  it('writes two decimals, always', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(1)).toBe('0.01');
    expect(centsToDecimal(10)).toBe('0.10');
    expect(centsToDecimal(29)).toBe('0.29');
    expect(centsToDecimal(100)).toBe('1.00');
    expect(centsToDecimal(12_345)).toBe('123.45');
    expect(centsToDecimal(MAX_CENTS)).toBe('9999999999.99');
  });

  it('refuses what is not a whole, bounded number of centavos', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, MAX_CENTS + 1]) {
      expect(() => centsToDecimal(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('reads "123.45", and the shorter "10.5" and "7" some PSPs send', () => {
    expect(decimalToCents('123.45')).toBe(12_345);
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('0.01')).toBe(1);
    expect(decimalToCents('10.5')).toBe(1_050);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents('9999999999.99')).toBe(MAX_CENTS);
  });

  it('refuses anything else as out of contract', () => {
    for (const bad of [
      '',
      ' 1.00',
      '1.005',
      '-1.00',
      '1e3',
      '12,34',
      '1.',
      '.5',
      '99999999999.00',
      'NaN',
    ]) {
      expect(() => decimalToCents(bad), bad).toThrow(PaymentProviderError);
    }
  });

  it('round-trips every amount up to R$ 2.000,00 and a spread of large ones', () => {
    for (let cents = 0; cents <= 200_000; cents++) {
      if (decimalToCents(centsToDecimal(cents)) !== cents) throw new Error(`falhou em ${cents}`);
    }
    for (const cents of [999_999_99, 1_000_000_01, 123_456_789_01, MAX_CENTS - 1, MAX_CENTS]) {
      expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    }
  });
});

describe('centsToReaisNumber and reaisNumberToCents (Asaas’s JSON numbers)', () => {
  it('reads the numbers whose product by 100 is not exact in binary', () => {
    // 0.29 * 100 = 28.999999999999996, 1.1 * 100 = 110.00000000000001, 19.99 * 100 = 1998.9999999999998
    expect(reaisNumberToCents(0.29)).toBe(29);
    expect(reaisNumberToCents(1.1)).toBe(110);
    expect(reaisNumberToCents(19.99)).toBe(1_999);
    expect(reaisNumberToCents(42)).toBe(4_200);
  });

  it('refuses what no amount of centavos can be', () => {
    for (const bad of [0.1 + 0.2, 1.005, -1, Number.NaN, Infinity, 1e21]) {
      expect(() => reaisNumberToCents(bad), String(bad)).toThrow(PaymentProviderError);
    }
  });

  it('round-trips through JSON every amount up to R$ 2.000,00 and a spread of large ones', () => {
    const roundTrip = (cents: number) => {
      const sent = JSON.stringify({ value: centsToReaisNumber(cents) });
      return reaisNumberToCents((JSON.parse(sent) as { value: number }).value);
    };
    for (let cents = 0; cents <= 200_000; cents++) {
      if (roundTrip(cents) !== cents) throw new Error(`falhou em ${cents}`);
    }
    for (const cents of [999_999_99, 1_000_000_01, 123_456_789_01, MAX_CENTS - 1, MAX_CENTS]) {
      expect(roundTrip(cents)).toBe(cents);
    }
  });
});
