// A signed-in client confirms an action with their password again (erasing the account, approving
// an art). Wrong passwords here count with failed sign-ins (server/auth/login-throttle.ts): a
// session left open on a shared computer must not become a way to guess the password (5 tries,
// then a 15-minute lock for both).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { account } from '../db/schema';
import { invalidInput, rateLimited } from '../domain-errors';
import type { Logger } from '../logger';
import { createLoginThrottle } from './login-throttle';

export const WRONG_PASSWORD_MESSAGE =
  'Senha incorreta. Digite a senha que você usa para entrar na área do cliente.';
/** Shown once the account's failed-password counter (shared with sign-in) is over its limit. */
export const TOO_MANY_WRONG_PASSWORDS_MESSAGE =
  'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.';

export type PasswordVerifier = (input: { hash: string; password: string }) => Promise<boolean>;

/**
 * Resolves when `password` is the account's; otherwise 400 `wrong_password` (the failure counted)
 * or, once locked, 429. `verify` is the hash check (better-auth's configured one where at hand).
 */
export async function confirmOwnPassword(
  deps: { db: Database; logger: Logger },
  input: {
    userId: string;
    email: string;
    password: string;
    /** The caller's failed-login source (loginSourceFor), for the lock shared with sign-in. */
    source: string;
    /** What the password confirms, for the log. */
    purpose: string;
    verify: PasswordVerifier;
  },
): Promise<void> {
  const throttle = createLoginThrottle(deps.db);
  const throttleKey = input.email.trim().toLowerCase();
  if (await throttle.isLocked(throttleKey, input.source)) {
    throw rateLimited(TOO_MANY_WRONG_PASSWORDS_MESSAGE);
  }
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, input.userId), eq(account.providerId, 'credential')));
  const valid = credential?.hash
    ? await input.verify({ hash: credential.hash, password: input.password }).catch(() => false)
    : false;
  if (!valid) {
    deps.logger.warn({ userId: input.userId }, `${input.purpose} refused: wrong password`);
    await throttle.recordFailure(throttleKey, input.source);
    throw invalidInput(WRONG_PASSWORD_MESSAGE, 'wrong_password');
  }
}
