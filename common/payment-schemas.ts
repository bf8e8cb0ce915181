// The payments' request schemas (zod), shared by the routes and the panel's and client area's
// forms so both refuse the same input with the same pt-BR message; apart from common/payments.ts
// so the pages that only show money never load zod.
import { z } from 'zod';
import { pageNumber, safeText, searchText } from './api-types';
import { parseTaxId, TAX_ID_INVALID_MESSAGE } from './tax-id';
import { CHARGE_NOTE_MAX, CHARGE_REASONS, CHARGE_STATUSES, PAYMENT_LIMITS } from './payments';

const L = PAYMENT_LIMITS;

/** The client's CPF or CNPJ, as typed (dots, slash and dash allowed): stored as digits. */
export const taxIdInputSchema = z.object({
  taxId: z
    .string({ error: TAX_ID_INVALID_MESSAGE })
    .max(24, TAX_ID_INVALID_MESSAGE)
    .refine((value) => parseTaxId(value) !== null, TAX_ID_INVALID_MESSAGE),
});
export type TaxIdInput = z.infer<typeof taxIdInputSchema>;
const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const CREDIT_PRICE_MESSAGE = 'Informe o preço do crédito entre R$ 1,00 e R$ 10.000,00.';
export const APPROVAL_FEE_MESSAGE =
  'Informe a taxa de aprovação entre R$ 0,00 (sem taxa) e R$ 100.000,00.';
export const PACKAGE_CREDITS_MESSAGE = `Cada pacote tem de ${L.packageCredits.min} a ${L.packageCredits.max} créditos.`;
export const DISCOUNT_MESSAGE = `O desconto vai de ${L.discountPercent.min}% a ${L.discountPercent.max}%.`;
export const PACKAGES_MESSAGE = `Ofereça de ${L.packages.min} a ${L.packages.max} pacotes de créditos.`;
export const PACKAGES_DISTINCT_MESSAGE = 'Dois pacotes não podem ter o mesmo número de créditos.';
export const PIX_EXPIRY_MESSAGE = `A validade do Pix vai de ${L.pixExpiryMinutes.min} a ${L.pixExpiryMinutes.max} minutos.`;
export const PIX_KEY_MESSAGE = `A chave Pix tem no máximo ${L.pixKey} caracteres, sem espaços.`;
export const MERCHANT_NAME_MESSAGE = `O nome do recebedor tem de 1 a ${L.merchantName} caracteres.`;
export const MERCHANT_CITY_MESSAGE = `A cidade do recebedor tem de 1 a ${L.merchantCity} caracteres.`;

export const creditPackageSchema = z.object({
  credits: intIn(L.packageCredits.min, L.packageCredits.max, PACKAGE_CREDITS_MESSAGE),
  discountPercent: intIn(L.discountPercent.min, L.discountPercent.max, DISCOUNT_MESSAGE),
});

/** PUT /api/admin/settings/payments: every value in centavos, minutes or characters. */
export const paymentSettingsSchema = z.object({
  creditPriceCents: intIn(L.creditPriceCents.min, L.creditPriceCents.max, CREDIT_PRICE_MESSAGE),
  packages: z
    .array(creditPackageSchema, { error: PACKAGES_MESSAGE })
    .min(L.packages.min, PACKAGES_MESSAGE)
    .max(L.packages.max, PACKAGES_MESSAGE)
    .refine(
      (list) => new Set(list.map((p) => p.credits)).size === list.length,
      PACKAGES_DISTINCT_MESSAGE,
    ),
  approvalFeeCents: intIn(L.approvalFeeCents.min, L.approvalFeeCents.max, APPROVAL_FEE_MESSAGE),
  pixExpiryMinutes: intIn(L.pixExpiryMinutes.min, L.pixExpiryMinutes.max, PIX_EXPIRY_MESSAGE),
  pixKey: z
    .string({ error: PIX_KEY_MESSAGE })
    .trim()
    .max(L.pixKey, PIX_KEY_MESSAGE)
    .regex(/^\S*$/, PIX_KEY_MESSAGE),
  merchantName: z
    .string({ error: MERCHANT_NAME_MESSAGE })
    .trim()
    .min(1, MERCHANT_NAME_MESSAGE)
    .max(L.merchantName, MERCHANT_NAME_MESSAGE),
  merchantCity: z
    .string({ error: MERCHANT_CITY_MESSAGE })
    .trim()
    .min(1, MERCHANT_CITY_MESSAGE)
    .max(L.merchantCity, MERCHANT_CITY_MESSAGE),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const CHOOSE_PACKAGE_MESSAGE = 'Escolha um pacote de créditos.';

/** POST /api/charges: the package the client chose, by its number of credits. */
export const buyCreditsSchema = z.object({
  credits: intIn(L.packageCredits.min, L.packageCredits.max, CHOOSE_PACKAGE_MESSAGE),
});
export type BuyCreditsInput = z.infer<typeof buyCreditsSchema>;

const NOTE_MESSAGE = `A observação deve ter no máximo ${CHARGE_NOTE_MAX} caracteres.`;

/** 'Confirmar recebimento': optionally the Pix's end-to-end id from the bank statement. */
export const confirmChargeSchema = z.object({
  endToEndId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,35}$/, 'O identificador do Pix (E2E) tem até 35 letras e números.')
    .optional(),
  note: safeText().trim().max(CHARGE_NOTE_MAX, NOTE_MESSAGE).optional(),
});
export type ConfirmChargeInput = z.infer<typeof confirmChargeSchema>;

export const refundChargeSchema = z.object({
  note: safeText().trim().max(CHARGE_NOTE_MAX, NOTE_MESSAGE).optional(),
});
export type RefundChargeInput = z.infer<typeof refundChargeSchema>;

export const WAIVE_NOTE_MESSAGE = 'Diga por que a taxa foi isentada (o cliente lê esta nota).';
export const waiveChargeSchema = z.object({
  note: safeText().trim().min(1, WAIVE_NOTE_MESSAGE).max(CHARGE_NOTE_MAX, NOTE_MESSAGE),
});
export type WaiveChargeInput = z.infer<typeof waiveChargeSchema>;

/** The panel's 'Pagamentos' filters. */
export const adminChargeQuerySchema = z.object({
  status: z.enum(CHARGE_STATUSES, { error: 'Situação inválida.' }).optional(),
  reason: z.enum(CHARGE_REASONS, { error: 'Motivo inválido.' }).optional(),
  client: searchText().optional(),
  /** 'aaaa-mm-dd', the studio's calendar days, both included. */
  from: z.iso.date({ error: 'Data inicial inválida.' }).optional(),
  to: z.iso.date({ error: 'Data final inválida.' }).optional(),
  page: pageNumber(),
});
export type AdminChargeQuery = z.input<typeof adminChargeQuerySchema>;
