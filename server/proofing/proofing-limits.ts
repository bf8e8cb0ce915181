// Limits on proofing's comments (pins and replies), from the security review of the proof page: a
// burst of 300 pins and 200 replies in 7 s made the art's comments answer 1 MB and its page
// 2.25 MB. Two kinds of limit:
//
// - a rate per person (pins and replies together), counted in better-auth's `rate_limit` table
//   under its own key prefix, as the failed-login counter is (server/auth/login-throttle.ts), so
//   every process on one PostgreSQL shares it;
// - a number per version (pins) and per pin (replies), counted under the art's row lock in the
//   insert's own transaction, so concurrent requests cannot pass it together.
//
// A person reviewing by hand writes a comment every several seconds; these numbers leave that
// untouched and stop a script.
import type { Executor } from '../db/client';
import { countInWindow } from '../db/rate-window';
import { conflict, rateLimited } from '../domain-errors';

/** Pins and replies one person may write within one window. */
export const COMMENTS_PER_WINDOW = 30;
/** The rate's window: it opens at a person's first comment and lasts this long. */
export const COMMENT_WINDOW_SECONDS = 60;
/** Pins one delivered version may hold (every author together). */
export const MAX_PINS_PER_VERSION = 100;
/** Replies one pin may hold. */
export const MAX_REPLIES_PER_PIN = 50;

export const TOO_MANY_COMMENTS_MESSAGE =
  'Muitos comentários em pouco tempo. Aguarde um instante e tente de novo.';
export const PINS_LIMIT_MESSAGE = `Esta versão já tem ${MAX_PINS_PER_VERSION} pontos marcados, o limite. Responda a um ponto existente ou descreva o restante no pedido de alteração.`;
export const REPLIES_LIMIT_MESSAGE = `Este ponto já tem ${MAX_REPLIES_PER_PIN} respostas, o limite. Marque um novo ponto para continuar a conversa.`;

/** The person's counter row in `rate_limit` (account deletion removes it with the account). */
export const commentCounterKey = (userId: string) => `proof-comments:${userId}`;

/**
 * Counts one comment by `authorId`, or refuses it (429, with the seconds until the window ends).
 * Called inside the comment's transaction, before any other lock: a refused or failed comment
 * rolls its count back, and the counter's row lock is always taken first (no lock cycle with the
 * art's row).
 */
export async function countComment(
  tx: Executor,
  authorId: string,
  now: number = Date.now(),
): Promise<void> {
  const { count, endsAt } = await countInWindow(
    tx,
    commentCounterKey(authorId),
    COMMENT_WINDOW_SECONDS,
    now,
  );
  if (count > COMMENTS_PER_WINDOW) {
    throw rateLimited(TOO_MANY_COMMENTS_MESSAGE, (endsAt - now) / 1000);
  }
}

/** The 409 for a version already holding MAX_PINS_PER_VERSION pins. */
export const pinsLimitReached = () => conflict(PINS_LIMIT_MESSAGE, 'pins_limit');

/** The 409 for a pin already holding MAX_REPLIES_PER_PIN replies. */
export const repliesLimitReached = () => conflict(REPLIES_LIMIT_MESSAGE, 'replies_limit');
