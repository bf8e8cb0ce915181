// Real-user speed (docs/product/real-user-speed.md): POST /api/rum, where a visitor's browser
// reports how fast a page was (public, small, limited per address, sampled), and
// GET /api/admin/real-user-speed, the panel's figures (admin only: 401 signed out, 403 for a
// client). The rules live in rum.service.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { RUM_LIMITS } from '../../common/rum';
import { loginSourceFor } from '../auth/auth';
import type { AppDeps } from '../deps';
import { limitBodies } from '../http/body-limit';
import { clientIp } from '../http/client-ip';
import { apiRouter, errorResponses, jsonBody, jsonResponse, signedInRoute } from '../http/contract';
import { realUserSpeedSchema, rumReportSchema } from './rum.schemas';
import { readRealUserSpeed, recordReport } from './rum.service';

const reportRoute = createRoute({
  tags: ['Site'],
  // A report is a few hundred bytes; anything near the general limit is not one.
  middleware: [limitBodies(RUM_LIMITS.bodyBytes)] as const,
  method: 'post',
  path: '/rum',
  summary: 'Relata a velocidade de uma página vista (Core Web Vitals)',
  description:
    `Público, enviado pelo navegador com navigator.sendBeacon quando a página sai de vista. ` +
    `Corpo de até ${RUM_LIMITS.bodyBytes / 1024} KB; até ${RUM_LIMITS.perAddressMax} relatórios por ` +
    `endereço a cada ${RUM_LIMITS.perAddressWindowSeconds} s. Guarda só a rota da página, a classe ` +
    `do aparelho e os valores, somados ao dia; uma parte pode ser descartada (RUM_SAMPLE_RATE).`,
  request: { body: jsonBody(rumReportSchema) },
  responses: {
    202: jsonResponse(
      z.strictObject({ ok: z.literal(true) }).openapi('RumAccepted'),
      'Recebido (somado ao dia, ou descartado pela amostragem).',
    ),
    ...errorResponses(400, 413, 415, 429),
  },
});

const readRoute = signedInRoute('admin', {
  tags: ['Painel'],
  method: 'get',
  path: '/admin/real-user-speed',
  summary: `Velocidade real: p75 de cada página nos últimos ${RUM_LIMITS.daysShown} dias`,
  responses: {
    200: jsonResponse(realUserSpeedSchema, 'Os números por página, aparelho e métrica.'),
  },
});

export function rumRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'auth'>) {
  const { db, config, auth } = deps;
  return apiRouter()
    .openapi(reportRoute, async (c) => {
      await recordReport(
        {
          db,
          sampleRate: config.rumSampleRate,
          rateLimit: config.authRateLimit,
          secret: config.authSecret,
        },
        c.req.valid('json'),
        loginSourceFor(auth, clientIp(c, config.trustProxy)),
      );
      return c.json({ ok: true } as const, 202);
    })
    .openapi(readRoute, async (c) => c.json(await readRealUserSpeed(db), 200));
}
