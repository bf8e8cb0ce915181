// Signing in through better-auth, with its failures turned into the messages the visitor reads.
// The auth client is loaded on the first submit, not with the page: the sign-in page's form is
// usable from its HTML, and this keeps its JavaScript small.
import { signInFailureMessage } from '../../../common/sign-in';
import { loadAuthClient } from '../../lib/load-auth-client';

export type SignInResult = { ok: true; role: string } | { ok: false; message: string };

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const authClient = await loadAuthClient();
  const { data, error } = await authClient.signIn.email({ email, password });
  if (error || !data) return { ok: false, message: signInFailureMessage(error ?? {}) };
  return { ok: true, role: data.user.role };
}

/** Ends the session just opened (the studio's page refusing a client's valid credentials). */
export async function signOut(): Promise<void> {
  await (await loadAuthClient()).signOut();
}
