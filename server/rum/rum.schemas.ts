// The shapes of real-user speed's API: one page view's report (what the beacon sends, refused whole
// when anything in it is off) and the panel's figures.
import { z } from '@hono/zod-openapi';
import { RUM_DEVICES, RUM_LIMITS, RUM_MAX_VALUE, RUM_METRICS, RUM_RATINGS } from '../../common/rum';
import { hasForbiddenNameCharacter } from '../../common/text-rules';

const INVALID_REPORT = 'Relatório de velocidade inválido.';

const reportedMetricSchema = z
  .strictObject({
    name: z.enum(RUM_METRICS, { error: INVALID_REPORT }),
    value: z.number({ error: INVALID_REPORT }).min(0, { error: INVALID_REPORT }),
    /** The CSS selector of the element responsible (web-vitals' attribution), when there is one. */
    element: z
      .string({ error: INVALID_REPORT })
      .min(1, { error: INVALID_REPORT })
      .max(RUM_LIMITS.elementMax, { error: INVALID_REPORT })
      .refine((value) => !hasForbiddenNameCharacter(value), { error: INVALID_REPORT })
      .optional(),
  })
  .refine((metric) => metric.value <= RUM_MAX_VALUE[metric.name], { error: INVALID_REPORT });

export const rumReportSchema = z
  .strictObject({
    /** The page's path (no query string: only its route pattern is kept). */
    path: z
      .string({ error: INVALID_REPORT })
      .max(RUM_LIMITS.pathMax, { error: INVALID_REPORT })
      .regex(/^\/[^?#\s]*$/, { error: INVALID_REPORT }),
    device: z.enum(RUM_DEVICES, { error: INVALID_REPORT }),
    metrics: z
      .array(reportedMetricSchema, { error: INVALID_REPORT })
      .min(1, { error: INVALID_REPORT })
      .max(RUM_METRICS.length, { error: INVALID_REPORT })
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
        error: INVALID_REPORT,
      }),
  })
  .openapi('RumReport');
export type RumReport = z.infer<typeof rumReportSchema>;

const figureSchema = z.strictObject({
  metric: z.enum(RUM_METRICS),
  /** The 75th percentile: ms, or unitless for CLS (a histogram bucket's upper edge). */
  p75: z.number(),
  rating: z.enum(RUM_RATINGS),
  /** The visits that reported this metric. */
  visits: z.number().int(),
  /** The elements most often responsible, most frequent first. */
  elements: z.array(z.strictObject({ selector: z.string(), count: z.number().int() })),
});

export const realUserSpeedSchema = z
  .strictObject({
    /** The span summed up, on the studio's calendar, both days included. */
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    pages: z.array(
      z.strictObject({
        /** The route pattern ('/arte/:id'), or '*' for an address no page has. */
        page: z.string(),
        visits: z.number().int(),
        devices: z.array(
          z.strictObject({
            device: z.enum(RUM_DEVICES),
            visits: z.number().int(),
            metrics: z.array(figureSchema),
          }),
        ),
      }),
    ),
  })
  .openapi('RealUserSpeed');
export type RealUserSpeed = z.infer<typeof realUserSpeedSchema>;
