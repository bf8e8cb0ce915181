// CSRF defence for every state-changing API call: a browser must be on our own origin. Browsers
// always send Origin or Sec-Fetch-Site on such requests; non-browser clients send neither and
// cannot carry a victim's cookies, so they pass.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(publicUrl: string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const fetchSite = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const ownOrigin = publicUrl ?? new URL(c.req.url).origin;
      const crossSite =
        fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if (crossSite || (origin !== undefined && origin !== ownOrigin)) {
        c.get('log').warn({ origin, fetchSite, path: c.req.path }, 'cross-origin write refused');
        throw forbidden('Requisição de outra origem recusada.');
      }
    }
    await next();
  });
}
