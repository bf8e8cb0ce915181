// The studio's pre-flight thresholds as the settings form and the API check them
// (docs/product/brief-and-preflight.md): apart from preflight.ts, whose names and explanations the
// art pages read on their first load.
import { z } from 'zod';
import { parseDecimal, PREFLIGHT_LIMITS, decimalText as ptBr } from './preflight';

const bounded = (label: string, limits: { min: number; max: number }, unit: string) => {
  const outOfBounds = `${label[0]!.toUpperCase()}${label.slice(1)} deve ser de ${ptBr(limits.min)} a ${ptBr(limits.max)} ${unit}.`;
  return z.preprocess(
    parseDecimal,
    z
      .number({ error: `Informe ${label}.` })
      .refine(Number.isFinite, `Informe ${label}.`)
      .min(limits.min, outOfBounds)
      .max(limits.max, outOfBounds),
  );
};

export const preflightSettingsSchema = z.strictObject({
  bleedMm: bounded('a sangria mínima', PREFLIGHT_LIMITS.bleedMm, 'mm'),
  minDpi: bounded('a resolução mínima', PREFLIGHT_LIMITS.minDpi, 'dpi').refine(
    Number.isInteger,
    'A resolução mínima deve ser um número inteiro.',
  ),
  minPositiveTextPt: bounded('o texto positivo mínimo', PREFLIGHT_LIMITS.minPositiveTextPt, 'pt'),
  minReverseTextPt: bounded('o texto vazado mínimo', PREFLIGHT_LIMITS.minReverseTextPt, 'pt'),
  minRuleMm: bounded('o fio mínimo', PREFLIGHT_LIMITS.minRuleMm, 'mm'),
  requireOutlines: z.boolean({ error: 'Diga se o estúdio exige textos em curvas.' }),
});
