// The panel's 'Pagamentos' under /api/admin/charges (docs/product/payments.md): every charge with
// its history and the monthly totals, and the studio's actions — 'Confirmar recebimento' (the
// manual Pix), 'Reembolsar', 'Isentar taxa' — each audited. Admin only (401 signed out, 403 for
// a client); the rules live in server/payments/charges.service.ts.
import { z } from '@hono/zod-openapi';
import {
  adminChargeQuerySchema,
  confirmChargeSchema,
  refundChargeSchema,
  waiveChargeSchema,
} from '../../common/payment-schemas';
import type { AppDeps } from '../deps';
import { apiRouter, idParams, jsonBody, jsonResponse, routeGroup } from '../http/contract';
import { logAdminAction } from '../http/admin-log';
import {
  CHARGE_NOT_FOUND_MESSAGE,
  confirmChargeByStudio,
  refundCharge,
  waiveFee,
} from '../payments/charges.service';
import { listAdminCharges } from '../payments/payments-admin.service';
import { adminChargePageSchema } from '../payments/payments.schemas';

const tags = ['Painel'];
const panelRoute = routeGroup('admin', { tags });
/** One charge's actions: a body to check (400), a charge to find (404) in a state that allows it (409). */
const chargeRoute = routeGroup('admin', { tags, errors: [400, 404, 409] });
const params = idParams(CHARGE_NOT_FOUND_MESSAGE);
const done = z.strictObject({ ok: z.literal(true) }).openapi('ChargeActionDone');

const list = panelRoute({
  method: 'get',
  path: '/charges',
  summary: 'Cobranças (mais novas primeiro) com histórico, filtros e totais recebidos por mês',
  request: { query: adminChargeQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(adminChargePageSchema, 'Uma página de cobranças e os totais por mês.'),
  },
});

const confirm = chargeRoute({
  method: 'post',
  path: '/charges/{id}/confirm',
  summary: 'Confirmar recebimento de um Pix manual (créditos entram no saldo; auditado)',
  request: { params, body: jsonBody(confirmChargeSchema) },
  responses: {
    200: jsonResponse(done, 'Confirmado.'),
  },
});

const refund = chargeRoute({
  method: 'post',
  path: '/charges/{id}/refund',
  summary: 'Reembolsa uma cobrança paga (créditos ainda não usados saem do saldo; auditado)',
  request: { params, body: jsonBody(refundChargeSchema) },
  errors: [503],
  responses: {
    200: jsonResponse(
      z
        .strictObject({ refundedCents: z.number().int(), creditsRemoved: z.number().int() })
        .openapi('ChargeRefunded'),
      'Reembolsado.',
    ),
  },
});

const waive = chargeRoute({
  method: 'post',
  path: '/charges/{id}/waive',
  summary: 'Isenta a taxa de aprovação de uma arte, com uma nota ao cliente (auditado)',
  request: { params, body: jsonBody(waiveChargeSchema) },
  responses: {
    200: jsonResponse(done, 'Isenta.'),
  },
});

export function adminPaymentRoutes(deps: Pick<AppDeps, 'db' | 'payments'>) {
  const { db } = deps;
  return apiRouter()
    .openapi(list, async (c) => c.json(await listAdminCharges(db, c.req.valid('query')), 200))
    .openapi(confirm, async (c) => {
      const admin = c.get('user');
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await confirmChargeByStudio(deps, {
        chargeId: id,
        adminId: admin.id,
        ...(body.endToEndId ? { endToEndId: body.endToEndId } : {}),
        ...(body.note ? { note: body.note } : {}),
      });
      logAdminAction(c, { chargeId: id, action: 'charge_confirmed' });
      return c.json({ ok: true as const }, 200);
    })
    .openapi(refund, async (c) => {
      const admin = c.get('user');
      const { id } = c.req.valid('param');
      const result = await refundCharge(deps, {
        chargeId: id,
        adminId: admin.id,
        ...(c.req.valid('json').note ? { note: c.req.valid('json').note } : {}),
      });
      logAdminAction(c, { chargeId: id, ...result, action: 'charge_refunded' });
      return c.json(result, 200);
    })
    .openapi(waive, async (c) => {
      const admin = c.get('user');
      const { id } = c.req.valid('param');
      await waiveFee(db, { chargeId: id, adminId: admin.id, note: c.req.valid('json').note });
      logAdminAction(c, { chargeId: id, action: 'charge_waived' });
      return c.json({ ok: true as const }, 200);
    });
}
