// better-auth parses its own request bodies, outside our zod schemas: refuse a NUL character in
// them before it sees them (PostgreSQL cannot store one, so the write would fail with a 500).
// The body is already capped by limitBodies, so reading a copy of it here is cheap.
import { createMiddleware } from 'hono/factory';
import { hasNul, INVALID_TEXT_MESSAGE, jsonHasNul } from '../../common/text-rules';
import type { AppEnv } from './context';
import { invalidInput } from '../domain-errors';

async function bodyHasNul(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const text = await request.clone().text();
  if (hasNul(text)) return true;
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/([\w.+-]*\+)?json/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return false; // not JSON: better-auth answers that itself
    }
    return jsonHasNul(parsed); // "\u0000" escaped in a JSON string
  }
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    for (const [key, value] of new URLSearchParams(text)) {
      if (hasNul(key) || hasNul(value)) return true;
    }
  }
  return false;
}

export const refuseNulInAuthInput = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const queryHasNul = [...url.searchParams].some(([key, value]) => hasNul(key) || hasNul(value));
  if (queryHasNul || /%00/.test(url.pathname) || (await bodyHasNul(c.req.raw))) {
    throw invalidInput(INVALID_TEXT_MESSAGE);
  }
  await next();
});
