// The session cookie's attributes. better-auth gives every session cookie the same Max-Age (the
// 7-day client lifetime); an admin session ends 12 h after sign-in, so its cookie must say so too.
// And where the site is served over HTTPS, the cookie is a `__Host-` cookie: Secure, Path=/ and no
// Domain, so no sibling subdomain can set or overwrite it.

/** The cookie name prefix behind an https PUBLIC_URL (`__Host-estudio.session_token`). */
export const HOST_COOKIE_PREFIX = '__Host-estudio';

/** better-auth's `advanced` cookie options for a base URL. We never set a cookie Domain. */
export function cookieOptionsFor(baseURL: string) {
  const https = baseURL.startsWith('https://');
  return https
    ? // `useSecureCookies` would add its own `__Secure-` prefix: name the cookie ourselves.
      {
        useSecureCookies: false,
        cookiePrefix: HOST_COOKIE_PREFIX,
        defaultCookieAttributes: { secure: true },
      }
    : { useSecureCookies: false };
}

/**
 * Rewrites the Max-Age of the pending Set-Cookie for `cookieName` so the cookie ends when the
 * session does (`expiresAt`). Other cookies, and a cookie being cleared (Max-Age=0), are left alone.
 */
export function capSessionCookieMaxAge(
  headers: Headers,
  cookieName: string,
  expiresAt: Date | string,
  now: number = Date.now(),
): void {
  const entries = headers.getSetCookie();
  const seconds = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  let changed = false;
  const rewritten = entries.map((entry) => {
    if (!entry.startsWith(`${cookieName}=`)) return entry;
    const current = /;\s*Max-Age=(\d+)/i.exec(entry);
    if (!current || Number(current[1]) <= seconds) return entry;
    changed = true;
    return entry.replace(/;\s*Max-Age=\d+/i, `; Max-Age=${seconds}`);
  });
  if (!changed) return;
  headers.delete('set-cookie');
  for (const entry of rewritten) headers.append('set-cookie', entry);
}
