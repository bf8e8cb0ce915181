// The unsubscribe link's token: works without signing in, names one account and one kind of
// e-mail, expires, and cannot be forged — an HMAC-SHA256 over the three, keyed by the server's
// secret (BETTER_AUTH_SECRET) with a purpose prefix so no other signature of that secret fits.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalClientEmail, type OptionalClientEmail } from '../../common/notifications';

/** Long enough for an old e-mail to still work; short enough that a leaked one stops. */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

const PURPOSE = 'estudio-flexo:unsubscribe:v1';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');

export function createUnsubscribeToken(
  secret: string,
  input: { userId: string; kind: OptionalClientEmail; now?: Date },
): string {
  const expires =
    Math.floor((input.now ?? new Date()).getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const payload = Buffer.from(JSON.stringify([input.userId, input.kind, expires])).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck =
  | { ok: true; userId: string; kind: OptionalClientEmail }
  | { ok: false; reason: 'invalid' | 'expired' };

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { ok: false, reason: 'invalid' };
  const [userId, kind, expires] = parsed as unknown[];
  if (typeof userId !== 'string' || typeof kind !== 'string' || typeof expires !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (!isOptionalClientEmail(kind)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId, kind };
}
