// A counter per key in a fixed window, kept in better-auth's `rate_limit` table under the caller's
// own key prefix (as the failed-login lock does, server/auth/login-throttle.ts), so every process on
// one database shares it. One atomic upsert: `last_request` holds the moment the window ENDS; an
// ended window restarts at 1.
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rateLimit } from './schema';

export interface WindowCount {
  /** Counted so far in the window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  endsAt: number;
}

export async function countInWindow(
  executor: Executor,
  key: string,
  windowSeconds: number,
  now: number = Date.now(),
): Promise<WindowCount> {
  const ends = now + windowSeconds * 1000;
  const ended = sql`${rateLimit.lastRequest} <= ${now}`;
  const [row] = await executor
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: ends })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${ended} then ${ends} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  if (!row) throw new Error('rate window upsert returned no row');
  return { count: row.count, endsAt: row.lastRequest };
}
