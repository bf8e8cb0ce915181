// 'Indicadores' under /api/admin/indicators (docs/product/indicators.md): the studio's numbers for
// a month (or a span of days) and optionally one client. Admin only (401 signed out, 403 for a
// client); the figures are computed in indicators.service.ts.
import type { AppDeps } from '../deps';
import { apiRouter, jsonResponse, signedInRoute } from '../http/contract';
import { indicatorsQuerySchema, indicatorsSchema } from './indicators.schemas';
import { readIndicators } from './indicators.service';

const read = signedInRoute('admin', {
  tags: ['Painel'],
  method: 'get',
  path: '/indicators',
  summary: 'Indicadores do estúdio num período (o mês, por padrão), de todos ou de um cliente',
  request: { query: indicatorsQuerySchema },
  errors: [400, 404],
  responses: {
    200: jsonResponse(
      indicatorsSchema,
      'Os números do período, cada um com as contagens de que vem.',
    ),
  },
});

export function indicatorRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return apiRouter().openapi(read, async (c) =>
    c.json(await readIndicators(db, c.req.valid('query')), 200),
  );
}
