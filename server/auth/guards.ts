// Route guards: load the session once per request, then refuse what the caller may not do.
import { createMiddleware } from 'hono/factory';
import { isRole } from '../../common/constants';
import type { Auth, AuthSession, SessionUser } from './auth';
import {
  ADMIN_SESSION_MAX_AGE_MS,
  SESSION_LIFETIME_SECONDS,
  SESSION_REFRESH_AGE_SECONDS,
} from './session-policy';
import type { AppEnv, AuthedEnv } from '../http/context';
import { forbidden, unauthenticated } from '../domain-errors';
import { createCopyMemo } from './copy-memo';

/** Methods that change nothing: the only ones the session cookie cache may answer. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets `user` and `session` for the request. A read is answered by the signed cookie cache while
 * it lasts (SESSION_CACHE_SECONDS, auth.ts), so it reads no session row; a write always reads the
 * row, so a session revoked elsewhere (sign-out, password change, deactivation) can never change
 * anything, and may read for at most the cache's lifetime
 * (docs/decisions/0013-nginx-in-front-and-the-session-cache.md).
 */
export function loadSession(auth: Auth) {
  const checkedCopies = createCopyMemo<AuthSession>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.req.raw.headers;
    const write = !READ_METHODS.has(c.req.method);
    const cookieHeader = headers.get('cookie');
    const remembered = !write && cookieHeader ? checkedCopies.get(cookieHeader) : undefined;
    // better-auth's GET never writes (deferSessionRefresh, auth.ts): an admin session's expiry is
    // capped at 12 h, so better-auth would think it due for a refresh on every admin request.
    // What it answers from the row it also copies into a fresh cache cookie, passed on below.
    let read = remembered
      ? { response: remembered, headers: new Headers() }
      : await auth.api.getSession({
          headers,
          query: { disableCookieCache: write },
          returnHeaders: true,
        });
    let current = read.response;
    // Answered from the copy (no row read, so no fresh copy to set): the same cookies get the
    // same answer until the copy expires (copy-memo.ts).
    if (current && !remembered && !write && cookieHeader && !read.headers.has('set-cookie')) {
      const copyName = (await auth.$context).authCookies.sessionData.name;
      checkedCopies.remember(cookieHeader, copyName, current);
    }
    if (current && current.user.role !== 'admin' && refreshDue(current.session.expiresAt)) {
      // The sliding refresh (a client's, once a day): the row is read and its expiry written.
      read = await auth.api.getSession({
        headers,
        method: 'POST',
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
      current = read.response;
    }
    // better-auth's cookies: a fresh copy after a read of the row, the refreshed session, or
    // both cleared for a session that has ended (that device is then signed out).
    const cookies = read.headers.getSetCookie();
    if (cookies.length > 0 || (write && current)) {
      const { sessionData } = (await auth.$context).authCookies;
      // A write may change what the copy holds (the open company at an invitation's acceptance,
      // the balance): it drops the copy instead, and the next read copies the row afresh.
      const dropCopy = write && current !== null;
      for (const cookie of cookies) {
        if (dropCopy && cookie.startsWith(`${sessionData.name}=`)) continue;
        c.header('Set-Cookie', cookie, { append: true });
      }
      if (dropCopy) {
        c.header('Set-Cookie', expiredCookie(sessionData.name, sessionData.attributes), {
          append: true,
        });
      }
    }
    if (current?.user.deletedAt) current = null;
    if (
      current &&
      current.user.role === 'admin' &&
      Date.now() - new Date(current.session.createdAt).getTime() > ADMIN_SESSION_MAX_AGE_MS
    ) {
      await auth.api.revokeSession({
        headers: c.req.raw.headers,
        body: { token: current.session.token },
      });
      current = null;
    }
    c.set('user', current ? sessionUserOf(current.user) : null);
    c.set('session', current?.session ?? null);
    await next();
  });
}

/** A Set-Cookie that removes the cookie `name` set with these attributes. */
function expiredCookie(
  name: string,
  attributes: { path?: string; secure?: boolean; sameSite?: string; httpOnly?: boolean },
): string {
  const parts = [`${name}=`, 'Max-Age=0', `Path=${attributes.path ?? '/'}`];
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite) {
    const sameSite = attributes.sameSite.toLowerCase();
    parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
  }
  return parts.join('; ');
}

function sessionUserOf(user: AuthSession['user']): SessionUser {
  const { role, credit } = user;
  if (!isRole(role) || typeof credit !== 'number') {
    throw new Error(`user ${user.id} has role ${String(role)} and credit ${String(credit)}`);
  }
  return { ...user, role, credit };
}

/** better-auth's own rule: refresh once the session is `updateAge` old, counted from its expiry. */
function refreshDue(expiresAt: Date | string): boolean {
  const issuedAt = new Date(expiresAt).getTime() - SESSION_LIFETIME_SECONDS * 1000;
  return Date.now() > issuedAt + SESSION_REFRESH_AGE_SECONDS * 1000;
}

export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  // The open company (company.ts), read only for the routes that may use it.
  await c.get('resolveCompany')?.();
  await next();
});

export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  if (user.role !== 'admin') {
    c.get('log').warn({ userId: user.id, path: c.req.path }, 'access denied: admin role required');
    throw forbidden('Acesso restrito ao administrador.');
  }
  await next();
});
