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

export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.req.raw.headers;
    // Read without better-auth's sliding refresh: an admin session's expiry is capped at 12 h,
    // so better-auth would think it due for a refresh (a write) on every admin request.
    let current = await auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (current && current.user.role !== 'admin' && refreshDue(current.session.expiresAt)) {
      current = await auth.api.getSession({ headers });
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
