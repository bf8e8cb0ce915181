// The shapes of 'Comparar versões': which two versions and page, and the answer.
import { z } from '@hono/zod-openapi';

export const COMPARE_VERSION_MESSAGE = 'Escolha duas versões válidas para comparar.';
export const COMPARE_SAME_VERSION_MESSAGE = 'Escolha duas versões diferentes para comparar.';
export const COMPARE_PAGE_MESSAGE = 'Página inválida.';

const version = (name: 'de' | 'para') =>
  z.coerce
    .number({ error: COMPARE_VERSION_MESSAGE })
    .int({ error: COMPARE_VERSION_MESSAGE })
    .min(1, { error: COMPARE_VERSION_MESSAGE })
    .max(1_000_000, { error: COMPARE_VERSION_MESSAGE })
    .openapi({ param: { name, in: 'query' }, example: name === 'de' ? 1 : 2 });

export const compareQuerySchema = z
  .object({
    de: version('de'),
    para: version('para'),
    pagina: z.coerce
      .number({ error: COMPARE_PAGE_MESSAGE })
      .int({ error: COMPARE_PAGE_MESSAGE })
      .min(1, { error: COMPARE_PAGE_MESSAGE })
      .max(10_000, { error: COMPARE_PAGE_MESSAGE })
      .default(1)
      .openapi({ param: { name: 'pagina', in: 'query' }, example: 1 }),
  })
  .refine((query) => query.de !== query.para, {
    message: COMPARE_SAME_VERSION_MESSAGE,
    path: ['para'],
  });
export type CompareQuery = z.infer<typeof compareQuerySchema>;

export const compareResultSchema = z
  .strictObject({
    /** pending: a preview or the comparison is being made (ask again); unavailable: see reason. */
    status: z.enum(['pending', 'ready', 'unavailable']),
    /** Share of the page's area that changed, 0–100 (ready only). */
    changedPercent: z.number().min(0).max(100).optional(),
    /** GET this for the difference image (WebP, inline; ready only). */
    imageUrl: z.string().optional(),
    /** The difference image's size: the first version's page (null until its preview is ready). */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Pages of each version's preview (null while that preview is not ready). */
    pages: z.strictObject({
      from: z.number().int().nullable(),
      to: z.number().int().nullable(),
    }),
    /** Why there is no comparison (unavailable only), in pt-BR. */
    reason: z.string().optional(),
  })
  .openapi('CompareResult');
export type CompareResult = z.infer<typeof compareResultSchema>;
