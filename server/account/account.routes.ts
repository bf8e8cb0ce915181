// The client's own personal data (LGPD): GET /api/account/export streams one ZIP of everything;
// POST /api/account/delete erases the account after the current password. The rules live in
// account-export.ts and account-deletion.ts.
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { accountDeletionSchema, type AccountDeletionResult } from '../../common/api-types';
import { recordAdminAction } from '../admin/audit.service';
import type { AppDeps } from '../deps';
import { loginSourceFor } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { forbidden } from '../domain-errors';
import { validate } from '../http/validate';
import { ADMIN_DELETION_MESSAGE, deleteOwnAccount } from './account-deletion';
import { planAccountExport, streamAccountExport } from './account-export';

const ADMIN_EXPORT_MESSAGE =
  'A exportação de dados é para clientes. Os dados de um cliente não podem ser baixados por aqui.';

export function accountRoutes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'auth' | 'logger' | 'config'>,
) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  // Only ever the signed-in client's own data: the route takes no id at all.
  routes.get('/account/export', requireUser, async (c) => {
    const me = c.get('user');
    if ((me.role ?? 'client') !== 'client') throw forbidden(ADMIN_EXPORT_MESSAGE);
    const now = new Date();
    const plan = await planAccountExport(db, me.id, now);
    await recordAdminAction(db, {
      actorId: me.id,
      action: 'account_data_exported',
      clientId: me.id,
      details: {
        files: plan.files.length,
        bytes: plan.totalBytes,
        arts: plan.manifest.artes.length,
      },
    });
    c.get('log').info(
      { userId: me.id, files: plan.files.length, bytes: plan.totalBytes },
      'account data exported',
    );
    const zip = streamAccountExport(deps.storage, plan, c.get('log'));
    const day = now.toISOString().slice(0, 10);
    return c.body(Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="meus-dados-${day}.zip"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  routes.post(
    '/account/delete',
    requireUser,
    validate('json', accountDeletionSchema),
    async (c) => {
      const me = c.get('user');
      if ((me.role ?? 'client') !== 'client') throw forbidden(ADMIN_DELETION_MESSAGE);
      await deleteOwnAccount(deps, {
        userId: me.id,
        password: c.req.valid('json').password,
        source: loginSourceFor(deps.auth, clientIp(c, deps.config.trustProxy)),
      });
      await expireSessionCookies(c, deps.auth);
      return c.json({ deleted: true } satisfies AccountDeletionResult);
    },
  );

  return routes;
}

/** The session rows are gone already; this also clears the browser's now-useless cookies. */
async function expireSessionCookies(c: Context, auth: AppDeps['auth']) {
  const { authCookies } = await auth.$context;
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { secure, path, sameSite, httpOnly, domain } = cookie.attributes;
    setCookie(c, cookie.name, '', {
      secure,
      path: path ?? '/',
      httpOnly,
      domain,
      sameSite: sameSite as 'Lax' | 'Strict' | 'None' | undefined,
      maxAge: 0,
    });
  }
}
