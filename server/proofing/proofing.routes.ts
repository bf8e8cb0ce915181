// The proofing API: one set of routes under the art for its owner and admins (the
// service decides who may see the art: anyone else gets the art's 404).
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AuthedEnv } from '../http/context';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import { apiRouter, jsonBody, jsonResponse, routeGroup, signedInRoute } from '../http/contract';
import {
  addPinSchema,
  commentsQuerySchema,
  proofPinListSchema,
  proofPinSchema,
  replySchema,
} from './proofing.schemas';
import {
  COMMENT_NOT_FOUND_MESSAGE,
  addPin,
  listPins,
  replyToPin,
  setPinState,
} from './proofing.service';
import { companyMay, viewerOf } from '../auth/company';

const TAGS = ['Revisão da arte'];
/** What the company's commenters may do: mark, reply, resolve and reopen a pin. */
const commentRoute = routeGroup('user', {
  tags: TAGS,
  middleware: [companyMay.comment],
  errors: [403, 404, 409],
});

/** The art's id (shared with server/compare/compare.routes.ts, under the same art). */
export const artParams = z.object({
  id: z.uuid({ error: ART_NOT_FOUND_MESSAGE }).openapi({ param: { name: 'id', in: 'path' } }),
});
const commentParams = artParams.extend({
  commentId: z
    .uuid({ error: COMMENT_NOT_FOUND_MESSAGE })
    .openapi({ param: { name: 'commentId', in: 'path' } }),
});

const list = signedInRoute('user', {
  method: 'get',
  path: '/arts/{id}/comments',
  middleware: [companyMay.viewArts],
  tags: TAGS,
  summary: 'Os comentários (pinos) de uma versão, com as respostas, em ordem de leitura',
  request: { params: artParams, query: commentsQuerySchema },
  errors: [400, 403, 404],
  responses: {
    200: jsonResponse(proofPinListSchema, 'Os pinos da versão pedida (ou da mais recente).'),
  },
});

const add = commentRoute({
  method: 'post',
  path: '/arts/{id}/comments',
  summary: 'Marca um comentário num ponto (ou área) de uma página da versão',
  request: { params: artParams, body: jsonBody(addPinSchema) },
  // 429: too many comments by this person just now (with Retry-After); the group's 409: the
  // version holds its maximum of pins. See proofing-limits.ts.
  errors: [400, 429],
  responses: {
    201: jsonResponse(proofPinSchema, 'O pino criado, com o seu número na versão.'),
  },
});

const reply = commentRoute({
  method: 'post',
  path: '/arts/{id}/comments/{commentId}/replies',
  summary: 'Responde a um comentário',
  request: { params: commentParams, body: jsonBody(replySchema) },
  // 429: as for a new pin; the group's 409: the pin holds its maximum of replies.
  errors: [400, 429],
  responses: {
    201: jsonResponse(proofPinSchema, 'O pino com a nova resposta.'),
  },
});

const stateRoute = (action: 'resolve' | 'reopen') =>
  commentRoute({
    method: 'post',
    path: `/arts/{id}/comments/{commentId}/${action}`,
    summary: action === 'resolve' ? 'Marca o comentário como resolvido' : 'Reabre o comentário',
    request: { params: commentParams },
    responses: { 200: jsonResponse(proofPinSchema, 'O pino no novo estado.') },
  });

export function proofingRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  /** 'Resolver' and 'Reabrir': the pin in its new state. */
  const setState = (
    c: { get: Context<AuthedEnv>['get'] },
    { id, commentId }: { id: string; commentId: string },
    state: 'resolvido' | 'aberto',
  ) => setPinState(db, { artId: id, commentId, viewer: viewerOf(c), state });
  return apiRouter()
    .openapi(list, async (c) => {
      const pins = await listPins(db, {
        artId: c.req.valid('param').id,
        viewer: viewerOf(c),
        version: c.req.valid('query').version,
      });
      return c.json(pins, 200);
    })
    .openapi(add, async (c) => {
      const pin = await addPin(db, {
        artId: c.req.valid('param').id,
        viewer: viewerOf(c),
        ...c.req.valid('json'),
      });
      return c.json(pin, 201);
    })
    .openapi(reply, async (c) => {
      const { id, commentId } = c.req.valid('param');
      const pin = await replyToPin(db, {
        artId: id,
        commentId,
        viewer: viewerOf(c),
        text: c.req.valid('json').text,
      });
      return c.json(pin, 201);
    })
    .openapi(stateRoute('resolve'), async (c) =>
      c.json(await setState(c, c.req.valid('param'), 'resolvido'), 200),
    )
    .openapi(stateRoute('reopen'), async (c) =>
      c.json(await setState(c, c.req.valid('param'), 'aberto'), 200),
    );
}
