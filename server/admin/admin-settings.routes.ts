// The studio's settings under /api/admin/settings: the delivery promise ('Prazo de entrega', in
// business days; docs/product/art-page.md) and the prices and Pix details ('Preços e pagamentos';
// docs/product/payments.md). Admin only (401 signed out, 403 for a client); saving is audited; the
// rules live in server/arts/turnaround.service.ts and server/payments/payment-settings.service.ts.
import { z } from '@hono/zod-openapi';
import { TURNAROUND_DAYS } from '../../common/delivery-promise';
import { paymentSettingsSchema } from '../../common/payment-schemas';
import { turnaroundSettingsSchema } from '../../common/turnaround-settings';
import { paymentSettingsOf, savePaymentSettings } from '../payments/payment-settings.service';
import { paymentSettingsResponseSchema } from '../payments/payments.schemas';
import { saveTurnaround, turnaroundDaysOf } from '../arts/turnaround.service';
import type { AppDeps } from '../deps';
import { apiRouter, jsonBody, jsonResponse, routeGroup } from '../http/contract';
import { logAdminAction } from '../http/admin-log';

const panelRoute = routeGroup('admin', { tags: ['Painel'] });

export const turnaroundSettingsResponseSchema = z
  .strictObject({
    /** Business days from a request (or change request) to its deadline. */
    days: z.number().int().min(TURNAROUND_DAYS.min).max(TURNAROUND_DAYS.max),
  })
  .openapi('TurnaroundSettings');

const getTurnaround = panelRoute({
  method: 'get',
  path: '/settings/turnaround',
  summary: 'Prazo de entrega do estúdio, em dias úteis',
  responses: {
    200: jsonResponse(
      turnaroundSettingsResponseSchema,
      'O prazo em vigor (o padrão até ser salvo).',
    ),
  },
});

const putTurnaround = panelRoute({
  method: 'put',
  path: '/settings/turnaround',
  summary: 'Salva o prazo de entrega (auditado); vale para os novos pedidos e alterações',
  request: { body: jsonBody(turnaroundSettingsSchema) },
  errors: [400],
  responses: {
    200: jsonResponse(turnaroundSettingsResponseSchema, 'O prazo salvo.'),
  },
});

const getPayments = panelRoute({
  method: 'get',
  path: '/settings/payments',
  summary: 'Preços e pagamentos: crédito, pacotes, taxa de aprovação, validade e dados do Pix',
  responses: {
    200: jsonResponse(
      paymentSettingsResponseSchema,
      'Os valores em vigor, em centavos (os padrões até serem salvos).',
    ),
  },
});

const putPayments = panelRoute({
  method: 'put',
  path: '/settings/payments',
  summary: 'Salva preços e pagamentos (auditado); vale para as próximas cobranças',
  request: { body: jsonBody(paymentSettingsSchema) },
  errors: [400],
  responses: {
    200: jsonResponse(paymentSettingsResponseSchema, 'Os valores salvos.'),
  },
});

export function adminSettingsRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return apiRouter()
    .openapi(getPayments, async (c) => c.json(await paymentSettingsOf(db, config.payments), 200))
    .openapi(putPayments, async (c) => {
      const admin = c.get('user');
      const settings = await savePaymentSettings(db, {
        adminId: admin.id,
        settings: c.req.valid('json'),
        defaults: config.payments,
      });
      logAdminAction(c, { action: 'payment_settings_changed' });
      return c.json(settings, 200);
    })
    .openapi(getTurnaround, async (c) => c.json({ days: await turnaroundDaysOf(db) }, 200))
    .openapi(putTurnaround, async (c) => {
      const admin = c.get('user');
      const settings = await saveTurnaround(db, {
        adminId: admin.id,
        settings: c.req.valid('json'),
      });
      logAdminAction(c, { days: settings.days, action: 'turnaround_changed' });
      return c.json(settings, 200);
    });
}
