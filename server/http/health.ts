// Probes for process managers and load balancers, outside /api: no session, no rate limit, no
// request log line, nothing stored. /healthz answers while the process runs; /readyz also checks
// the database (select 1) and the file storage, and answers 503 naming what failed. Neither
// answer holds personal data or internals (the cause goes to the log only).
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from './context';

/** A probe that hangs is a failure: load balancers give up after a few seconds anyway. */
export const READINESS_TIMEOUT_MS = 3_000;

type CheckName = 'database' | 'storage';
type CheckResult = 'ok' | 'failed';

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
  const routes = new Hono<AppEnv>();

  routes.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get('/healthz', (c) => c.json({ status: 'ok' }));

  routes.get('/readyz', async (c) => {
    const checks: Record<CheckName, () => Promise<unknown>> = {
      database: () => deps.db.execute(sql`select 1`),
      storage: () => deps.storage.check(),
    };
    const names = Object.keys(checks) as CheckName[];
    const settled = await Promise.allSettled(
      names.map((name) => withTimeout(checks[name](), READINESS_TIMEOUT_MS)),
    );
    const results = {} as Record<CheckName, CheckResult>;
    const failed: CheckName[] = [];
    settled.forEach((outcome, index) => {
      const name = names[index] as CheckName;
      results[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
      if (outcome.status === 'rejected') {
        failed.push(name);
        c.get('log').warn(
          { check: name, err: outcome.reason as unknown },
          'readiness check failed',
        );
      }
    });
    if (failed.length === 0) return c.json({ status: 'ok', checks: results });
    return c.json(
      {
        status: 'unavailable',
        checks: results,
        error: {
          code: 'not_ready',
          message: `Serviço indisponível: ${failed.map((name) => FAILED_NAMES[name]).join(' e ')} sem resposta.`,
        },
      },
      503,
    );
  });

  return routes;
}
