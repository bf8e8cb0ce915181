// CSRF defence for every state-changing API call: a browser must be on our own origin. Browsers
// always send Origin or Sec-Fetch-Site on such requests; non-browser clients send neither and
// cannot carry a victim's cookies, so they pass.
// A refusal because the page was opened at another address than the configured one (a phone on
// the LAN while PUBLIC_URL is unset, a second domain) says so — to the visitor and in the log —
// rather than passing for a wrong password; better-auth's own origin refusals are translated alike.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { readJsonBody } from './read-json-body';
import { forbidden } from '../domain-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const ORIGIN_NOT_ALLOWED = 'origin_not_allowed';

/** The pt-BR explanation; `used` is the page's origin as the browser sent it (absent: unknown). */
export function originNotAllowedMessage(used: string | undefined, configured: string): string {
  const opened = used && used !== 'null' ? `por ${used}` : 'por um endereço não informado';
  return (
    `Este site foi aberto ${opened}, mas o servidor está configurado para ${configured}. ` +
    'Abra o endereço configurado ou defina PUBLIC_URL.'
  );
}

function logOriginRefusal(c: Context<AppEnv>, used: string | undefined, configured: string) {
  c.get('log').warn(
    { origin: used ?? null, configured, path: c.req.path },
    `write refused: the page was opened at ${used ?? 'an unknown address'} but the server is configured for ${configured}; open ${configured} or set PUBLIC_URL`,
  );
}

export function sameOriginOnly(publicUrl: string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const fetchSite = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const ownOrigin = publicUrl ?? new URL(c.req.url).origin;
      if (origin !== undefined && origin !== ownOrigin) {
        logOriginRefusal(c, origin, ownOrigin);
        throw forbidden(originNotAllowedMessage(origin, ownOrigin), ORIGIN_NOT_ALLOWED);
      }
      const crossSite =
        fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if (crossSite) {
        c.get('log').warn({ origin, fetchSite, path: c.req.path }, 'cross-origin write refused');
        throw forbidden('Requisição de outra origem recusada.');
      }
    }
    await next();
  });
}

/** better-auth's codes for a request whose Origin is not among its trusted origins. */
const AUTH_ORIGIN_CODES = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * Replaces better-auth's English origin refusal (403) with ours, in better-auth's own error shape
 * ({ code, message }), which its browser client reads. Other answers pass untouched.
 */
export async function translateAuthOriginRefusal(
  c: Context<AppEnv>,
  response: Response,
  configured: string,
): Promise<Response> {
  if (response.status !== 403) return response;
  const read = await readJsonBody(response);
  const code = (read.body as { code?: unknown } | null | undefined)?.code;
  if (typeof code !== 'string' || !AUTH_ORIGIN_CODES.has(code)) return read.response;
  const used = c.req.header('origin');
  logOriginRefusal(c, used, configured);
  return c.json(
    { code: ORIGIN_NOT_ALLOWED, message: originNotAllowedMessage(used, configured) },
    403,
  );
}
