// The webhook's rate per address, counted in better-auth's `rate_limit` table as the proofing
// comments are (server/proofing/proofing-limits.ts), so every process shares it. A provider sends
// a few notifications a minute; a flood from one address stops here before any job is queued.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimit } from '../db/schema';
import { rateLimited } from '../domain-errors';

export const WEBHOOK_CALLS_PER_WINDOW = 120;
export const WEBHOOK_WINDOW_SECONDS = 60;
export const TOO_MANY_NOTIFICATIONS_MESSAGE =
  'Notificações demais deste endereço; tente mais tarde.';

export async function countWebhookCall(
  db: Executor,
  address: string,
  now: number = Date.now(),
): Promise<void> {
  const ends = now + WEBHOOK_WINDOW_SECONDS * 1000;
  const ended = sql`${rateLimit.lastRequest} <= ${now}`;
  const [row] = await db
    .insert(rateLimit)
    .values({
      id: crypto.randomUUID(),
      key: `payment-webhook:${address}`,
      count: 1,
      lastRequest: ends,
    })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${ended} then ${ends} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  if (row && row.count > WEBHOOK_CALLS_PER_WINDOW) {
    throw rateLimited(TOO_MANY_NOTIFICATIONS_MESSAGE, (row.lastRequest - now) / 1000);
  }
}
