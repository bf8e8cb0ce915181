// Failed-login throttling per account (docs/product/accounts.md), on top of better-auth's
// per-IP limit.
//
// Keyed per account only, five wrong passwords from anywhere would lock the owner out for
// 15 minutes, and anyone could keep any account (the admin's too) locked for ever. So:
//
// 1. Per account AND source (the client address better-auth reads from x-studio-client-ip, IPv6
//    grouped by /64): 5 failures within 15 minutes lock that source out of that account. An
//    attacker at address A locks only A; the owner at B signs in as usual.
// 2. Per account across sources: 20 failures within 15 minutes lock the account for every source
//    that has not signed in to it successfully in the last 30 days. Guessing from many addresses
//    still meets a limit (at most 20 guesses per quarter hour, plus 5 per known address), while
//    the owner's usual addresses stay open; a new address waits, or resets the password.
//
// Both windows slide (the lock lasts 15 minutes after the last failure). A success clears its
// source's counter and marks the source known; a password reset (proof of the mailbox) clears
// every counter of the account. The counters live in better-auth's `rate_limit` table (shared by
// every process) under their own key prefixes.
import { and, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { readJsonBody } from '../http/read-json-body';
import { rateLimit } from '../db/schema';

/** Failed sign-ins allowed for one account from one source within the window. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failed sign-ins allowed for one account from all sources together within the window. */
export const ACCOUNT_WIDE_MAX_FAILURES = 20;
/** A lock lasts this long after the last failure (a sliding window). */
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 15 * 60;
/** A source that signed in successfully stays "known" to the account this long. */
export const KNOWN_SOURCE_SECONDS = 30 * 24 * 60 * 60;

/** Shown for both limits (per account and per IP), so neither reveals whether an account exists. */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

const FAILURES_PREFIX = 'login-failures:';
const KNOWN_PREFIX = 'login-known:';

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= 320 ? email : null;
}

export interface LoginThrottle {
  /** True when this source may not try this account now. */
  isLocked(email: string, source: string): Promise<boolean>;
  recordFailure(email: string, source: string): Promise<void>;
  /** A successful sign-in clears the source's failures and marks the source known. */
  recordSuccess(email: string, source: string): Promise<void>;
  /** A password reset clears every failure counter of the account. */
  reset(email: string): Promise<void>;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * `last_request` holds the moment a row EXPIRES (last failure + window, last success + 30 days),
 * not the last event: expired rows are simply ignored, and a new failure restarts the count.
 */
export function createLoginThrottle(db: Database, now: () => number = Date.now): LoginThrottle {
  const accountKey = (email: string) => `${FAILURES_PREFIX}${email}`;
  const sourceKey = (email: string, source: string) => `${FAILURES_PREFIX}${email}|${source}`;
  const knownKey = (email: string, source: string) => `${KNOWN_PREFIX}${email}|${source}`;
  const windowMs = ACCOUNT_FAILURE_WINDOW_SECONDS * 1000;

  /** One atomic upsert: concurrent events each count, and an expired row restarts at 1. */
  const bump = (key: string, expires: number, at: number) =>
    db
      .insert(rateLimit)
      .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: expires })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} <= ${at} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: expires,
        },
      });

  return {
    async isLocked(email, source) {
      const keys = [sourceKey(email, source), accountKey(email), knownKey(email, source)];
      const rows = await db
        .select({ key: rateLimit.key, count: rateLimit.count })
        .from(rateLimit)
        .where(and(inArray(rateLimit.key, keys), gt(rateLimit.lastRequest, now())));
      const count = (key: string) => rows.find((row) => row.key === key)?.count ?? 0;
      if (count(keys[0]!) >= ACCOUNT_MAX_FAILURES) return true;
      return count(keys[1]!) >= ACCOUNT_WIDE_MAX_FAILURES && count(keys[2]!) === 0;
    },
    async recordFailure(email, source) {
      const at = now();
      await bump(sourceKey(email, source), at + windowMs, at);
      await bump(accountKey(email), at + windowMs, at);
    },
    async recordSuccess(email, source) {
      const at = now();
      await db.delete(rateLimit).where(eq(rateLimit.key, sourceKey(email, source)));
      await bump(knownKey(email, source), at + KNOWN_SOURCE_SECONDS * 1000, at);
    },
    async reset(email) {
      await db
        .delete(rateLimit)
        .where(
          or(
            eq(rateLimit.key, accountKey(email)),
            like(rateLimit.key, `${escapeLike(accountKey(email))}|%`),
          ),
        );
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
  const read = await readJsonBody(response);
  const body = read.body as { code?: unknown } | null | undefined;
  if (body?.code === 'TOO_MANY_ATTEMPTS') return read.response; // already ours
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
