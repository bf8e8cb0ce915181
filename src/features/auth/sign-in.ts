// Signing in through better-auth, with its failures turned into the messages the visitor reads.
import { authClient } from '../../lib/auth-client';
import { LOGIN_ERROR_MESSAGE } from './components/login-error-dialog';

export type SignInResult = { ok: true; role: string } | { ok: false; message: string };

/**
 * Codes whose server message (pt-BR) is shown as is: throttling, a deactivated account, and a
 * page opened at another address than the server's configured one (not a wrong password).
 */
const SHOWN_AS_IS = new Set([
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'ACCOUNT_DEACTIVATED',
  'BANNED_USER',
  'origin_not_allowed',
]);

export const TOO_MANY_ATTEMPTS_FALLBACK =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await authClient.signIn.email({ email, password });
  if (error || !data) {
    if (error?.code && SHOWN_AS_IS.has(error.code) && error.message) {
      return { ok: false, message: error.message };
    }
    if (error?.status === 429) return { ok: false, message: TOO_MANY_ATTEMPTS_FALLBACK };
    // Anything else (unknown e-mail, wrong password, invalid e-mail) reads the same.
    return { ok: false, message: LOGIN_ERROR_MESSAGE };
  }
  return { ok: true, role: data.user.role };
}
