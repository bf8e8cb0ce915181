// The shapes the pre-flight routes answer with; the SPA's types are generated from them.
import { z } from '@hono/zod-openapi';
import {
  PREFLIGHT_CHECK_KEYS,
  PREFLIGHT_STATUSES,
  PREFLIGHT_VERDICTS,
} from '../../common/preflight';
import { isoDate } from '../arts/art.schemas';

export const preflightCheckResultSchema = z
  .strictObject({
    check: z.enum(PREFLIGHT_CHECK_KEYS),
    verdict: z.enum(PREFLIGHT_VERDICTS),
    message: z.string(),
  })
  .openapi('PreflightCheckResult');

export const acceptedWarningSchema = z
  .strictObject({
    check: z.enum(PREFLIGHT_CHECK_KEYS),
    note: z.string(),
    by: z.string(),
    at: isoDate,
  })
  .openapi('PreflightAcceptedWarning');

export const preflightReportSchema = z
  .strictObject({
    fileId: z.string(),
    status: z.enum(PREFLIGHT_STATUSES),
    checks: z.array(preflightCheckResultSchema),
    counts: z.strictObject({
      aprovado: z.number().int(),
      aviso: z.number().int(),
      reprovado: z.number().int(),
      nao_analisado: z.number().int(),
    }),
    acceptedWarnings: z.array(acceptedWarningSchema),
    finishedAt: isoDate.nullable(),
  })
  .openapi('PreflightReport');
export type PreflightReport = z.infer<typeof preflightReportSchema>;

/** The thresholds as answered (the request side is common/preflight.ts's schema, with bounds). */
export const preflightSettingsResponseSchema = z
  .strictObject({
    bleedMm: z.number(),
    minDpi: z.number().int(),
    minPositiveTextPt: z.number(),
    minReverseTextPt: z.number(),
    minRuleMm: z.number(),
    requireOutlines: z.boolean(),
  })
  .openapi('PreflightSettings');
