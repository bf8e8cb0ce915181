// The studio's per-art mockup settings as sent to PUT /api/admin/arts/{id}/mockup and by the
// panel's form: one schema for both sides (common/mockup.ts has the shapes, without zod).
import { z } from 'zod';
import { BRIEF_LIMITS } from './brief';
import { MOCKUP_SHAPE_KEYS } from './mockup';

const SIZE_MESSAGE = (label: string) =>
  `${label} deve ser de ${BRIEF_LIMITS.sizeMinMm} a ${BRIEF_LIMITS.sizeMaxMm} mm.`;

/** A blank input (or null) is "not given"; otherwise millimetres within the brief's limits. */
const optionalMillimetres = (label: string) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : value,
    z.coerce
      .number({ error: `Informe ${label.toLowerCase()} em milímetros.` })
      .refine(Number.isFinite, `Informe ${label.toLowerCase()} em milímetros.`)
      .min(BRIEF_LIMITS.sizeMinMm, SIZE_MESSAGE(label))
      .max(BRIEF_LIMITS.sizeMaxMm, SIZE_MESSAGE(label))
      .nullable(),
  );

export const mockupSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Diga se o cliente vê o mockup 3D.' }),
  /** null or '' (the form's 'Pelo tipo de peça'): the piece type's shape. */
  shape: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(MOCKUP_SHAPE_KEYS, { error: 'Escolha um formato da lista.' }).nullable(),
  ),
  diameterMm: optionalMillimetres('O diâmetro'),
  depthMm: optionalMillimetres('A profundidade'),
});
export type MockupSettingsInput = z.input<typeof mockupSettingsSchema>;
