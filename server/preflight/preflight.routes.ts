// The pre-flight routes: the studio's thresholds and full reports (admin only, accepting a warning
// with a note). The client's summaries travel in the art detail (preflight-summary.ts).
import { z } from '@hono/zod-openapi';
import { hasNul, INVALID_TEXT_MESSAGE } from '../../common/text-rules';
import { PREFLIGHT_CHECK_KEYS } from '../../common/preflight';
import { preflightSettingsSchema } from '../../common/preflight-settings';
import type { AppDeps } from '../deps';
import { apiRouter, idParams, jsonBody, jsonResponse, routeGroup } from '../http/contract';
import { logAdminAction } from '../http/admin-log';
import { preflightReportSchema, preflightSettingsResponseSchema } from './preflight.schemas';
import {
  acceptPreflightWarning,
  getPreflightReport,
  PREFLIGHT_NOT_FOUND_MESSAGE,
  preflightSettingsOf,
  savePreflightSettings,
} from './preflight.service';

const preflightRoute = routeGroup('admin', { tags: ['Pré-impressão'] });
export const ACCEPT_NOTE_MAX_LENGTH = 500;
export const ACCEPT_NOTE_MISSING_MESSAGE = 'Escreva uma nota para aceitar o aviso.';

const acceptWarningSchema = z.object({
  check: z.enum(PREFLIGHT_CHECK_KEYS, { error: 'Escolha o aviso a aceitar.' }),
  note: z
    .string({ error: ACCEPT_NOTE_MISSING_MESSAGE })
    .trim()
    .min(1, ACCEPT_NOTE_MISSING_MESSAGE)
    .max(ACCEPT_NOTE_MAX_LENGTH, `A nota pode ter no máximo ${ACCEPT_NOTE_MAX_LENGTH} caracteres.`)
    .refine((value) => !hasNul(value), INVALID_TEXT_MESSAGE),
});

const fileParams = idParams(PREFLIGHT_NOT_FOUND_MESSAGE);

const getSettings = preflightRoute({
  method: 'get',
  path: '/admin/preflight/settings',
  summary: 'Configurações de pré-impressão do estúdio',
  responses: {
    200: jsonResponse(
      preflightSettingsResponseSchema,
      'Os limites em vigor (os padrões até serem salvos).',
    ),
  },
});

const putSettings = preflightRoute({
  method: 'put',
  path: '/admin/preflight/settings',
  summary: 'Salva as configurações de pré-impressão',
  request: { body: jsonBody(preflightSettingsSchema) },
  errors: [400],
  responses: {
    200: jsonResponse(
      preflightSettingsResponseSchema,
      'Os limites salvos, usados nas próximas análises.',
    ),
  },
});

const getReport = preflightRoute({
  method: 'get',
  path: '/admin/files/{id}/preflight',
  summary: 'Relatório de pré-impressão de um arquivo (todas as verificações)',
  request: { params: fileParams },
  errors: [404],
  responses: {
    200: jsonResponse(preflightReportSchema, 'O relatório (pending enquanto a análise roda).'),
  },
});

const acceptWarning = preflightRoute({
  method: 'post',
  path: '/admin/files/{id}/preflight/accept',
  summary: 'Aceita um aviso da pré-impressão, com uma nota (auditado)',
  request: { params: fileParams, body: jsonBody(acceptWarningSchema) },
  errors: [400, 404, 409],
  responses: {
    200: jsonResponse(preflightReportSchema, 'O relatório com o aviso aceito.'),
  },
});

export function preflightRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return apiRouter()
    .openapi(getSettings, async (c) => c.json(await preflightSettingsOf(db), 200))
    .openapi(putSettings, async (c) => {
      const admin = c.get('user');
      const settings = await savePreflightSettings(db, {
        adminId: admin.id,
        settings: c.req.valid('json'),
      });
      c.get('log').info({ adminId: admin.id, settings }, 'preflight settings saved');
      return c.json(settings, 200);
    })
    .openapi(getReport, async (c) =>
      c.json(await getPreflightReport(db, c.req.valid('param').id), 200),
    )
    .openapi(acceptWarning, async (c) => {
      const admin = c.get('user');
      const { id } = c.req.valid('param');
      const { check, note } = c.req.valid('json');
      const report = await acceptPreflightWarning(db, {
        fileId: id,
        check,
        note,
        adminId: admin.id,
      });
      logAdminAction(c, { fileId: id, check, action: 'preflight_warning_accepted' });
      return c.json(report, 200);
    });
}
