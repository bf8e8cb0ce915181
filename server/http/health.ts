// Probes for process managers and load balancers, outside /api: no session, no rate limit, no
// request log line, nothing stored. /healthz answers while the process runs; /readyz also checks
// the database (select 1) and the file storage, and answers 503 naming what failed. Neither
// answer holds personal data or internals (the cause goes to the log only).
import { sql } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from './context';
import { apiRouter, errorBodySchema, errorResponses, jsonResponse } from './contract';

/** A probe that hangs is a failure: load balancers give up after a few seconds anyway. */
export const READINESS_TIMEOUT_MS = 3_000;

const CHECK_NAMES = ['database', 'storage'] as const;
type CheckName = (typeof CHECK_NAMES)[number];
type CheckResult = 'ok' | 'failed';

const checksSchema = z.strictObject({
  database: z.enum(['ok', 'failed']),
  storage: z.enum(['ok', 'failed']),
});

const liveness = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Operação'],
  summary: 'O processo responde',
  responses: {
    200: jsonResponse(z.strictObject({ status: z.literal('ok') }), 'Vivo.'),
    ...errorResponses(),
  },
});

const readiness = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['Operação'],
  summary: 'Banco de dados e armazenamento respondem',
  responses: {
    200: jsonResponse(
      z.strictObject({ status: z.literal('ok'), checks: checksSchema }),
      'Pronto para atender.',
    ),
    503: jsonResponse(
      z.strictObject({
        status: z.literal('unavailable'),
        checks: checksSchema,
        error: errorBodySchema.shape.error,
      }),
      'Banco de dados ou armazenamento sem resposta (o nome vai na mensagem).',
    ),
    ...errorResponses(),
  },
});

/** GET /api/health: the API's own liveness answer, kept for existing monitors. */
export const apiHealth = () =>
  apiRouter().openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['Operação'],
      summary: 'A API responde',
      responses: {
        200: jsonResponse(z.strictObject({ ok: z.literal(true) }), 'Viva.'),
        ...errorResponses(),
      },
    }),
    (c) => c.json({ ok: true } as const, 200),
  );

const FAILED_NAMES: Record<CheckName, string> = {
  database: 'banco de dados',
  storage: 'armazenamento de arquivos',
};

function withTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>) {
  const routes = apiRouter<AppEnv>();

  // Only on the probes: mounted at '/', a bare use() would also mark every page no-store.
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  routes.use('/healthz', noStore);
  routes.use('/readyz', noStore);

  return routes
    .openapi(liveness, (c) => c.json({ status: 'ok' } as const, 200))
    .openapi(readiness, async (c) => {
      const checks: Record<CheckName, () => Promise<unknown>> = {
        database: () => deps.db.execute(sql`select 1`),
        storage: () => deps.storage.check(),
      };
      const settled = await Promise.allSettled(
        CHECK_NAMES.map((name) => withTimeout(checks[name](), READINESS_TIMEOUT_MS)),
      );
      const results: Record<CheckName, CheckResult> = { database: 'ok', storage: 'ok' };
      const failed: CheckName[] = [];
      settled.forEach((outcome, index) => {
        const name = CHECK_NAMES[index];
        if (!name) return;
        results[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
        if (outcome.status === 'rejected') {
          failed.push(name);
          c.get('log').warn(
            { check: name, err: outcome.reason as unknown },
            'readiness check failed',
          );
        }
      });
      if (failed.length === 0) return c.json({ status: 'ok' as const, checks: results }, 200);
      return c.json(
        {
          status: 'unavailable' as const,
          checks: results,
          error: {
            code: 'not_ready',
            message: `Serviço indisponível: ${failed.map((name) => FAILED_NAMES[name]).join(' e ')} sem resposta.`,
          },
        },
        503,
      );
    });
}
