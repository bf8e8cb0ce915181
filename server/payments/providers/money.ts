// Amounts between the providers' decimal reais and our integer centavos, through the digits alone:
// never a floating-point multiplication, so "0.29" is 29 centavos and not 28.999….
import { PaymentProviderError } from '../provider';

/** The largest amount either API carries: BACEN's `\d{1,10}\.\d{2}`. */
export const MAX_CENTS = 9_999_999_999_99;

function checkCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) {
    throw new RangeError(`valor em centavos inválido: ${cents}`);
  }
}

/** 12345 → "123.45" (BACEN's `valor.original`, `valor` of a devolução). */
export function centsToDecimal(cents: number): string {
  checkCents(cents);
  const reais = Math.trunc(cents / 100);
  return `${reais}.${String(cents % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * "123.45" → 12345; "10.5" and "7" are read too (some PSPs drop zeros). Anything else (a sign,
 * a third decimal, an exponent) is an answer out of contract.
 */
export function decimalToCents(text: string): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new PaymentProviderError(`valor fora do formato esperado: "${text}"`);
  const [, reais, fraction = ''] = match;
  return Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Asaas's JSON number of reais (42.23) → 4223. The number is read through its shortest decimal
 * form, which JSON.parse and String agree on, so 0.29 gives 29.
 */
export function reaisNumberToCents(value: number): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new PaymentProviderError(`valor fora do formato esperado: ${value}`);
  }
  return decimalToCents(String(value));
}

/**
 * 4223 → 42.23 for a JSON body: an integer divided by 100 is the double nearest that decimal,
 * and JSON.stringify writes its shortest form, "42.23".
 */
export function centsToReaisNumber(cents: number): number {
  checkCents(cents);
  return cents / 100;
}
