// The client's own personal data (LGPD): GET /api/account/export streams one ZIP of everything;
// POST /api/account/delete erases the account after the current password. The rules live in
// account-export.ts and account-deletion.ts.
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { accountDeletionSchema } from '../../common/api-types';
import { formatIsoDate } from '../../common/format';
import { recordAdminAction } from '../admin/audit.service';
import type { AppDeps } from '../deps';
import { loginSourceFor } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { clientIp } from '../http/client-ip';
import {
  apiRouter,
  errorResponses,
  fileResponse,
  jsonBody,
  jsonResponse,
  signedIn,
} from '../http/contract';
import { forbidden } from '../domain-errors';
import { ADMIN_DELETION_MESSAGE, deleteOwnAccount } from './account-deletion';
import { planAccountExport, streamAccountExport } from './account-export';

const ADMIN_EXPORT_MESSAGE =
  'A exportação de dados é para clientes. Os dados de um cliente não podem ser baixados por aqui.';

const TAGS = ['Dados pessoais (LGPD)'];

export const accountDeletionResultSchema = z
  .strictObject({ deleted: z.literal(true) })
  .openapi('AccountDeletionResult');

// Only ever the signed-in client's own data: the route takes no id at all.
const exportAccount = createRoute({
  method: 'get',
  path: '/account/export',
  tags: TAGS,
  summary: 'Baixa todos os dados do cliente num ZIP',
  security: signedIn,
  middleware: [requireUser] as const,
  responses: {
    200: fileResponse(
      'application/zip',
      'Um ZIP com os dados da conta, as artes e os arquivos (meus-dados-AAAA-MM-DD.zip).',
    ),
    ...errorResponses(401, 403),
  },
});

const deleteAccount = createRoute({
  method: 'post',
  path: '/account/delete',
  tags: TAGS,
  summary: 'Exclui a conta do cliente, com a senha atual',
  description: 'Encerra todas as sessões e apaga os cookies de sessão do navegador.',
  security: signedIn,
  middleware: [requireUser] as const,
  request: { body: jsonBody(accountDeletionSchema) },
  responses: {
    200: jsonResponse(accountDeletionResultSchema, 'Conta excluída.'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

export function accountRoutes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'auth' | 'logger' | 'config'>,
) {
  const { db } = deps;
  return apiRouter()
    .openapi(exportAccount, async (c) => {
      const me = c.get('user');
      if (me.role !== 'client') throw forbidden(ADMIN_EXPORT_MESSAGE);
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
      const day = formatIsoDate(now);
      return c.body(Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="meus-dados-${day}.zip"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(deleteAccount, async (c) => {
      const me = c.get('user');
      if (me.role !== 'client') throw forbidden(ADMIN_DELETION_MESSAGE);
      await deleteOwnAccount(deps, {
        userId: me.id,
        password: c.req.valid('json').password,
        source: loginSourceFor(deps.auth, clientIp(c, deps.config.trustProxy)),
      });
      await expireSessionCookies(c, deps.auth);
      return c.json({ deleted: true } as const, 200);
    });
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
