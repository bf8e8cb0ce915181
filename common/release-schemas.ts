// The release's inputs (docs/product/release.md): the studio's ficha técnica fields and
// 'Enviar para clicheria', checked by the server's routes and the forms that send them. Apart from
// release.ts, which the pages read on their first load, so those carry no zod.
import { z } from 'zod';
import { brazilPhoneSchema } from './notifications';
import {
  hasForbiddenNameCharacter,
  hasNul,
  INVALID_NAME_MESSAGE,
  INVALID_TEXT_MESSAGE,
} from './text-rules';
import { formatNumber } from './format';

// As api-types.ts's safeText and nameText (which imports this file's techSheetSchema).
const safeText = () => z.string().refine((value) => !hasNul(value), INVALID_TEXT_MESSAGE);
const nameText = () =>
  z
    .string()
    .refine((value) => !hasForbiddenNameCharacter(value), INVALID_NAME_MESSAGE)
    .trim();

const optionalMeasure = (label: string, max: number) =>
  z
    .number({ error: `${label}: informe um número.` })
    .positive(`${label}: informe um número maior que zero.`)
    .max(max, `${label}: no máximo ${formatNumber(max)}.`)
    .optional();

const optionalLine = (label: string, max = 120) =>
  safeText()
    .trim()
    .max(max, `${label}: no máximo ${max} caracteres.`)
    .transform((value) => (value ? value : undefined))
    .optional();

/** The studio's technical fields of a delivery, filled at 'Confirmar envio': all optional. */
export const techSheetSchema = z.object({
  lpi: optionalMeasure('Lineatura', 400),
  angles: optionalLine('Ângulos'),
  distortionPercent: optionalMeasure('Distorção', 50),
  repeatMm: optionalMeasure('Passo/repetição', 5000),
  rewindDirection: optionalLine('Sentido de rebobinagem', 60),
  plateThickness: optionalLine('Espessura do clichê', 60),
  printOrder: z
    .array(
      safeText()
        .trim()
        .min(1, 'Cores na ordem de impressão: uma cor por linha, sem linhas vazias.')
        .max(80, 'Cores na ordem de impressão: no máximo 80 caracteres por cor.'),
    )
    .max(12, 'Cores na ordem de impressão: no máximo 12 cores.')
    .optional(),
  barcode: optionalLine('Código de barras e ampliação'),
});
export type TechSheet = z.infer<typeof techSheetSchema>;

/** The labels of the ficha técnica's studio fields, in its order. */
export const TECH_SHEET_LABELS: Record<keyof TechSheet, string> = {
  lpi: 'Lineatura (lpi)',
  angles: 'Ângulos',
  distortionPercent: 'Distorção (%)',
  repeatMm: 'Passo/repetição (mm)',
  rewindDirection: 'Sentido de rebobinagem',
  plateThickness: 'Espessura do clichê',
  printOrder: 'Cores na ordem de impressão',
  barcode: 'Código de barras e ampliação',
};

/** A plate maker as the client saves it: name, e-mail, optional WhatsApp. */
export const plateMakerInputSchema = z.object({
  name: nameText()
    .min(1, 'Informe o nome da clicheria.')
    .max(120, 'O nome da clicheria deve ter no máximo 120 caracteres.'),
  email: z.email({ error: 'Informe um e-mail válido para a clicheria.' }).max(254).toLowerCase(),
  // An empty field is no WhatsApp.
  whatsapp: z
    .preprocess((value) => (value === '' ? undefined : value), brazilPhoneSchema.optional())
    .transform((value) => value ?? null),
});
export type PlateMakerInput = z.input<typeof plateMakerInputSchema>;

/** 'Enviar para clicheria': a saved plate maker, or a new one (saved for the client). */
export const sendReleaseSchema = z.union([
  z.object({ plateMakerId: z.uuid({ error: 'Escolha a clicheria.' }) }),
  z.object({ plateMaker: plateMakerInputSchema }),
]);
export type SendReleaseInput = z.input<typeof sendReleaseSchema>;
export type SendRelease = z.output<typeof sendReleaseSchema>;
