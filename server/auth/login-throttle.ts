// Failed-login throttling per account (DESIGN.md §7). better-auth's own rate limit counts every
// request per IP and path; this adds a counter of *failed* sign-ins per normalised e-mail, so an
// attacker spreading guesses over many addresses still meets a limit. The counters live in
// better-auth's `rate_limit` table (shared by every process) under their own key prefix.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';

/** Failed sign-ins allowed for one account within the window before it is locked. */
export const ACCOUNT_MAX_FAILURES = 5;
/** The lock lasts this long after the last failure (a sliding window). */
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 15 * 60;

/** Shown for both limits (per account and per IP), so neither reveals whether an account exists. */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

const KEY_PREFIX = 'login-failures:';

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= 320 ? email : null;
}

export interface LoginThrottle {
  /** True when this account has too many recent failures. */
  isLocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
  /** A successful sign-in clears the account's failures. */
  reset(email: string): Promise<void>;
}

/**
 * `last_request` holds the moment the counter EXPIRES (last failure + window), not the last
 * failure: better-auth prunes rows whose `last_request` is older than its own longest window
 * (one minute here), which would otherwise wipe a 15-minute lock after a minute.
 */
export function createLoginThrottle(db: Database, now: () => number = Date.now): LoginThrottle {
  const keyOf = (email: string) => `${KEY_PREFIX}${email}`;
  const windowMs = ACCOUNT_FAILURE_WINDOW_SECONDS * 1000;
  return {
    async isLocked(email) {
      const [row] = await db
        .select({ count: rateLimit.count })
        .from(rateLimit)
        .where(and(eq(rateLimit.key, keyOf(email)), gt(rateLimit.lastRequest, now())))
        .limit(1);
      return (row?.count ?? 0) >= ACCOUNT_MAX_FAILURES;
    },
    async recordFailure(email) {
      const at = now();
      const expires = at + windowMs;
      // One atomic upsert: concurrent failures each count, and an expired counter restarts at 1.
      await db
        .insert(rateLimit)
        .values({ id: crypto.randomUUID(), key: keyOf(email), count: 1, lastRequest: expires })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} <= ${at} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: expires,
          },
        });
    },
    async reset(email) {
      await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
    },
  };
}

/** The per-IP limit on the other auth paths (sign-up, password reset…). */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Muitas tentativas seguidas. Aguarde um minuto e tente novamente.';

/**
 * better-auth answers its per-IP limit with an English body; rewrite it in pt-BR, keeping
 * better-auth's `{ code, message }` shape (its browser client reads that) and the retry header.
 */
export async function translateRateLimitResponse(
  request: Request,
  response: Response,
): Promise<Response> {
  if (response.status !== 429) return response;
  const signIn = new URL(request.url).pathname.endsWith('/sign-in/email');
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code === 'TOO_MANY_ATTEMPTS') return response; // already ours
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({
      code: 'TOO_MANY_REQUESTS',
      message: signIn ? TOO_MANY_ATTEMPTS_MESSAGE : TOO_MANY_REQUESTS_MESSAGE,
    }),
    { status: 429, statusText: 'Too Many Requests', headers },
  );
}
