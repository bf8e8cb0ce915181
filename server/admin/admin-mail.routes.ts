// The panel's 'E-mails' under /api/admin/mails: the mail outbox while the site runs (sent, pending
// and failed messages, filtered by state) and 'Reenviar' for a failed one. Every route requires
// the admin role (401 signed out, 403 for a client); the rules live in
// server/mail/mail-admin.service.ts. Docs: docs/operations.md#e-mails-in-the-panel.
import { z } from '@hono/zod-openapi';
import { pageQuerySchema } from '../../common/api-types';
import { MAIL_STATES } from '../../common/mail-states';
import type { AppDeps } from '../deps';
import { apiRouter, idParams, jsonResponse, routeGroup } from '../http/contract';
import { logAdminAction } from '../http/admin-log';
import { adminMailPageSchema, adminMailRowSchema } from '../mail/mail-admin.schemas';
import { listMails, MAIL_NOT_FOUND_MESSAGE, resendMail } from '../mail/mail-admin.service';

const panelRoute = routeGroup('admin', { tags: ['Painel'] });

const mailListQuerySchema = pageQuerySchema.extend({
  state: z.enum(MAIL_STATES, { error: 'Situação inválida.' }).optional(),
});

const listMailsRoute = panelRoute({
  method: 'get',
  path: '/mails',
  summary: 'E-mails da fila de envio (mais novos primeiro), por situação; sem o texto',
  request: { query: mailListQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(adminMailPageSchema, 'Uma página de e-mails.'),
  },
});

const resendMailRoute = panelRoute({
  method: 'post',
  path: '/mails/{id}/resend',
  summary: 'Reenvia um e-mail com falha: uma cópia vai para a fila de envio (auditado)',
  request: { params: idParams(MAIL_NOT_FOUND_MESSAGE) },
  errors: [404, 409],
  responses: {
    200: jsonResponse(adminMailRowSchema, 'A cópia, pendente na fila de envio.'),
  },
});

export function adminMailRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return apiRouter()
    .openapi(listMailsRoute, async (c) => {
      const { page, state } = c.req.valid('query');
      return c.json(await listMails(db, { page, state }), 200);
    })
    .openapi(resendMailRoute, async (c) => {
      const admin = c.get('user');
      const { id } = c.req.valid('param');
      const copy = await resendMail(db, {
        outboxId: id,
        adminId: admin.id,
        sending: Boolean(config.smtpUrl),
      });
      logAdminAction(c, { outboxId: id, copyId: copy.id, action: 'mail_resent' });
      return c.json(copy, 200);
    });
}
