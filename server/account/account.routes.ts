// The client's own personal data (LGPD): GET /api/account/export streams one ZIP of everything;
// POST /api/account/delete erases the account after the current password. The rules live in
// account-export.ts and account-deletion.ts. And, for clients and admins alike, POST
// /api/account/password-strength rates a new password before 'Alterar senha' sends it. PUT
// /api/account/tax-id keeps the client's CPF or CNPJ, which a payment provider may need.
import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { accountDeletionSchema } from '../../common/api-types';
import { taxIdInputSchema } from '../../common/payment-schemas';
import { passwordStrengthRequestSchema } from '../../common/auth-schemas';
import { PASSWORD_MIN_LENGTH } from '../../common/constants';
import { formatIsoDate } from '../../common/format';
import { recordAdminAction } from '../audit/audit.service';
import type { AppDeps } from '../deps';
import { loginSourceFor } from '../auth/auth';
import { PASSWORD_MIN_SCORE, ratePassword } from '../auth/password-strength';
import { clientIp } from '../http/client-ip';
import { apiRouter, fileResponse, jsonBody, jsonResponse, signedInRoute } from '../http/contract';
import { forbidden } from '../domain-errors';
import { ADMIN_DELETION_MESSAGE, deleteOwnAccount } from './account-deletion';
import { planAccountExport, streamAccountExport } from './account-export';
import { saveTaxId } from './tax-id.service';
import { companyOf, companyMay } from '../auth/company';

const ADMIN_EXPORT_MESSAGE =
  'A exportação de dados é para clientes. Os dados de um cliente não podem ser baixados por aqui.';

const TAGS = ['Dados pessoais (LGPD)'];

export const accountDeletionResultSchema = z
  .strictObject({ deleted: z.literal(true) })
  .openapi('AccountDeletionResult');

/**
 * 'Baixar meus dados' is a plain download link, so the page cannot see when the browser gets the
 * file's first bytes: with `pedido` (a random token the page made), the answer also sets the
 * cookie EXPORT_STARTED_COOKIE to it, which the page watches for to end its busy state.
 */
export const EXPORT_STARTED_COOKIE = 'estudio-exportacao';
const exportQuerySchema = z.object({
  pedido: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Pedido de exportação inválido.')
    .optional()
    .openapi({ description: 'Um código aleatório da página, devolvido no cookie ao começar.' }),
});

// Only ever the signed-in client's own data: the route takes no id at all.
const exportAccount = signedInRoute('user', {
  method: 'get',
  path: '/account/export',
  tags: TAGS,
  summary: 'Baixa todos os dados do cliente num ZIP',
  request: { query: exportQuerySchema },
  errors: [403],
  responses: {
    200: fileResponse(
      'application/zip',
      'Um ZIP com os dados da conta, as artes e os arquivos (meus-dados-AAAA-MM-DD.zip).',
    ),
  },
});

const deleteAccount = signedInRoute('user', {
  method: 'post',
  path: '/account/delete',
  tags: TAGS,
  summary: 'Exclui a conta do cliente, com a senha atual',
  description: 'Encerra todas as sessões e apaga os cookies de sessão do navegador.',
  request: { body: jsonBody(accountDeletionSchema) },
  errors: [400, 403, 404, 409, 429],
  responses: {
    200: jsonResponse(accountDeletionResultSchema, 'Conta excluída.'),
  },
});

export const passwordStrengthSchema = z
  .strictObject({
    /** zxcvbn's 0–4; 'Alterar senha' needs 3 or more (PASSWORD_MIN_SCORE) and 12 characters. */
    score: z.number().int().min(0).max(4),
    acceptable: z.boolean(),
    /** Why it would be refused, in pt-BR (the change's own WEAK_PASSWORD or length message). */
    message: z.string().nullable(),
  })
  .openapi('PasswordStrength');

const ratePasswordRoute = signedInRoute('user', {
  method: 'post',
  path: '/account/password-strength',
  tags: ['Conta'],
  summary: 'Avalia uma nova senha para a conta de quem chama',
  description:
    'A regra da troca de senha: de 12 a 128 caracteres e difícil de adivinhar, sem o e-mail nem o nome da empresa. A senha não é guardada nem registrada.',
  request: { body: jsonBody(passwordStrengthRequestSchema) },
  errors: [400],
  responses: {
    200: jsonResponse(passwordStrengthSchema, 'A nota (0 a 4) e, se recusada, o motivo.'),
  },
});

export const taxIdSchema = z
  .strictObject({ taxId: z.string().openapi({ example: '12345678000195' }) })
  .openapi('TaxId');

const putTaxId = signedInRoute('user', {
  method: 'put',
  path: '/account/tax-id',
  middleware: [companyMay.buyCredits],
  tags: ['Conta'],
  summary: 'Guarda o CPF ou CNPJ do cliente (dígitos verificados), usado nos pagamentos',
  request: { body: jsonBody(taxIdInputSchema) },
  errors: [400, 403],
  responses: { 200: jsonResponse(taxIdSchema, 'O CPF ou CNPJ guardado, só dígitos.') },
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
      const { pedido } = c.req.valid('query');
      if (pedido) {
        // Read by the page's script (so not HttpOnly); it holds nothing but the page's own token.
        setCookie(c, EXPORT_STARTED_COOKIE, pedido, {
          path: '/',
          maxAge: 120,
          sameSite: 'Strict',
          secure: deps.config.publicUrl?.startsWith('https://') ?? false,
        });
      }
      const zip = streamAccountExport(deps.storage, plan, c.get('log'));
      const day = formatIsoDate(now);
      return c.body(Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="meus-dados-${day}.zip"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(putTaxId, async (c) => {
      const me = c.get('user');
      if (me.role !== 'client') throw forbidden('O CPF ou CNPJ é pedido só aos clientes.');
      // The company's CPF or CNPJ (on the row whose id is the company's, as its balance).
      const taxId = await saveTaxId(db, companyOf(c).id, c.req.valid('json').taxId);
      return c.json({ taxId }, 200);
    })
    .openapi(ratePasswordRoute, async (c) => {
      const { password } = c.req.valid('json');
      const { score, weakness } = await ratePassword(password, c.get('user'));
      const short = password.length < PASSWORD_MIN_LENGTH;
      const message = short
        ? `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`
        : weakness;
      return c.json({ score, acceptable: !short && score >= PASSWORD_MIN_SCORE, message }, 200);
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
