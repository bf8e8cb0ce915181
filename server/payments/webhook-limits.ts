// The webhook's rate per address, counted in a shared window (db/rate-window.ts) as the proofing
// comments are, so every process shares it. A provider sends a few notifications a minute; a
// flood from one address stops here before any job is queued.
import type { Executor } from '../db/client';
import { countInWindow } from '../db/rate-window';
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
  const { count, endsAt } = await countInWindow(
    db,
    `payment-webhook:${address}`,
    WEBHOOK_WINDOW_SECONDS,
    now,
  );
  if (count > WEBHOOK_CALLS_PER_WINDOW) {
    throw rateLimited(TOO_MANY_NOTIFICATIONS_MESSAGE, (endsAt - now) / 1000);
  }
}
