// 'Comparar versões': GET /api/arts/{id}/compare (the answer, polled while pending) and
// GET /api/arts/{id}/compare/image (the difference image: WebP, inline, never sniffed, privately
// cached, sandboxed like the preview images). The art's owner and admins only.
import type { AppDeps } from '../deps';
import { apiRouter, fileResponse, jsonResponse, routeGroup } from '../http/contract';
import { sendStoredImage } from '../previews/previews.routes';
import { artParams } from '../proofing/proofing.routes';
import { compareQuerySchema, compareResultSchema } from './compare.schemas';
import { COMPARE_NOT_FOUND_MESSAGE, compareVersions, readyCompareImage } from './compare.service';
import { companyMay, viewerOf } from '../auth/company';

const compareRoute = routeGroup('user', {
  tags: ['Revisão da arte'],
  middleware: [companyMay.viewArts],
  errors: [400, 403, 404],
});

const getCompare = compareRoute({
  method: 'get',
  path: '/arts/{id}/compare',
  summary: 'Compara uma página de duas versões entregues: a parte da área que mudou e a imagem',
  request: { params: artParams, query: compareQuerySchema },
  responses: {
    200: jsonResponse(
      compareResultSchema,
      'A comparação pronta, em preparo (pergunte de novo) ou indisponível (com o motivo).',
    ),
  },
});

const getCompareImage = compareRoute({
  method: 'get',
  path: '/arts/{id}/compare/image',
  summary:
    'A imagem das diferenças (WebP, inline): a versão mais nova esmaecida, o que mudou em vermelho',
  request: { params: artParams, query: compareQuerySchema },
  responses: {
    200: fileResponse(
      'image/webp',
      'A imagem das diferenças, do tamanho da página da primeira versão.',
    ),
  },
});

export function compareRoutes(deps: Pick<AppDeps, 'db' | 'jobs' | 'logger' | 'storage'>) {
  const { db, storage } = deps;
  return apiRouter()
    .openapi(getCompare, async (c) => {
      const result = await compareVersions(deps, {
        artId: c.req.valid('param').id,
        viewer: viewerOf(c),
        ...c.req.valid('query'),
      });
      return c.json(result, 200);
    })
    .openapi(getCompareImage, async (c) => {
      const key = await readyCompareImage(db, {
        artId: c.req.valid('param').id,
        viewer: viewerOf(c),
        ...c.req.valid('query'),
      });
      return sendStoredImage(storage, c.get('log'), key, COMPARE_NOT_FOUND_MESSAGE);
    });
}
