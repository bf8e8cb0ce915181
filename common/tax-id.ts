// A Brazilian taxpayer id, CPF (people, 11 digits) or CNPJ (companies, 14 characters: from July
// 2026 the first 12 may be capital letters, the alphanumeric CNPJ of Receita Federal's IN
// 2.229/2024), checked by its two check digits (mod 11). Shared by the account form (instant
// feedback) and the server (the decision); kept free of zod so pages load it cheaply.

export const TAX_ID_INVALID_MESSAGE =
  'Informe um CPF (11 dígitos) ou CNPJ (14 caracteres) válido, como 123.456.789-09 ou 12.345.678/0001-95.';

/** The API's refusal code when a payment needs the payer's CPF/CNPJ first. */
export const TAX_ID_REQUIRED_CODE = 'tax_id_required';

/** Digits and capital letters only ('12.345.678/0001-95' → '12345678000195'). */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** A character's value in the check-digit sums: its code minus '0' (digits 0–9, 'A' = 17…). */
const valueOf = (char: string) => char.charCodeAt(0) - 48;

function checkDigit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += valueOf(body[i]!) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  return (
    checkDigit(value.slice(0, 9), CPF_WEIGHTS.slice(1)) === Number(value[9]) &&
    checkDigit(value.slice(0, 10), CPF_WEIGHTS) === Number(value[10])
  );
}

export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  return (
    checkDigit(value.slice(0, 12), CNPJ_WEIGHTS.slice(1)) === Number(value[12]) &&
    checkDigit(value.slice(0, 13), CNPJ_WEIGHTS) === Number(value[13])
  );
}

/** The normalized id when it is a valid CPF or CNPJ, else null. */
export function parseTaxId(value: string): string | null {
  const id = normalizeTaxId(value);
  return isValidCpf(id) || isValidCnpj(id) ? id : null;
}

/** As people write it: '123.456.789-09' or '12.345.678/0001-95'. */
export function formatTaxId(id: string): string {
  if (id.length === 11)
    return `${id.slice(0, 3)}.${id.slice(3, 6)}.${id.slice(6, 9)}-${id.slice(9)}`;
  if (id.length === 14)
    return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-${id.slice(12)}`;
  return id;
}
