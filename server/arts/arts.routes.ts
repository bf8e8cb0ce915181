// The client's art API: list, request (multipart, against a credit), finished list, detail,
// approve and ask for changes; plus the file downloads. The rules live in arts.service.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { artRequestSchema, changeRequestSchema, listQuerySchema } from '../../common/api-types';
import { MAX_FILES_PER_REQUEST } from '../../common/constants';
import type { AppDeps } from '../deps';
import { requireUser } from '../auth/guards';
import { noCredits } from '../credits/credits.service';
import { fileRoutes } from '../files/files.routes';
import { receiveUploads } from '../files/uploads';
import type { AuthedEnv } from '../http/context';
import {
  apiRouter,
  errorResponses,
  idParams,
  INVALID_INPUT_MESSAGE,
  jsonBody,
  jsonResponse,
  signedIn,
  multipartBody,
  filesField,
} from '../http/contract';
import { forbidden, invalidInput } from '../domain-errors';
import { approveArt, requestArtChange } from './art-moves.service';
import { getArtDetail, listClientArts, listClientFinishedArts } from './art-reads.service';
import { createArtRequest, findByIdempotencyKey } from './art-requests.service';
import {
  artDetailSchema,
  artRequestResultSchema,
  artSummarySchema,
  artWithDeliveryPageSchema,
} from './art.schemas';
import { ART_NOT_FOUND_MESSAGE } from './arts.service';

/** Set on the answer to a repeated submission: the art was created earlier, nothing was charged. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const TAGS = ['Artes do cliente'];
const artParams = idParams(ART_NOT_FOUND_MESSAGE);

/** Before the Idempotency-Key is read: an admin learns they may not request, whatever they sent. */
const clientsOnly = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.get('user').role !== 'client') throw forbidden('Apenas clientes podem solicitar artes.');
  await next();
});

// The per-submission key, so a double-click creates and charges one art. Lower case: Hono hands
// the validator the headers by their lower-case names (HTTP header names ignore case).
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, 'Chave de idempotência inválida.')
    .optional()
    .openapi({
      description:
        'Uma por envio do formulário: repetir a mesma chave devolve a arte já criada, sem nova cobrança.',
    }),
});

const listArts = createRoute({
  method: 'get',
  path: '/arts',
  tags: TAGS,
  summary: 'As artes do cliente, mais novas primeiro (50 por página, busca pelo nome)',
  security: signedIn,
  middleware: [requireUser] as const,
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(
      artWithDeliveryPageSchema,
      'Uma página das artes, cada uma com a última entrega.',
    ),
    ...errorResponses(400, 401),
  },
});

const listFinishedArts = createRoute({
  method: 'get',
  path: '/arts/finished',
  tags: TAGS,
  summary: 'As artes entregues do cliente (Finalizado ou Aprovado)',
  security: signedIn,
  middleware: [requireUser] as const,
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(
      artWithDeliveryPageSchema,
      'Uma página das artes entregues, com a última entrega.',
    ),
    ...errorResponses(400, 401),
  },
});

const requestArt = createRoute({
  method: 'post',
  path: '/arts',
  tags: TAGS,
  summary: 'Solicita uma arte, debitando um crédito',
  description: `Formulário multipart: os campos de texto antes dos arquivos (até ${MAX_FILES_PER_REQUEST}, no campo repetido \`files\`).`,
  security: signedIn,
  middleware: [requireUser, clientsOnly] as const,
  request: {
    headers: idempotencyHeaders,
    body: multipartBody(['name', 'briefing'], {
      name: { type: 'string', maxLength: 120 },
      briefing: { type: 'string', maxLength: 10_000 },
      files: filesField,
    }),
  },
  responses: {
    201: {
      ...jsonResponse(
        artRequestResultSchema,
        'A arte criada (ou a já criada com a mesma chave) e o novo saldo.',
      ),
      headers: {
        [IDEMPOTENT_REPLAY_HEADER]: {
          description: '`true` quando a chave repetiu um envio anterior: nada foi cobrado de novo.',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    },
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const getArt = createRoute({
  method: 'get',
  path: '/arts/{id}',
  tags: TAGS,
  summary: 'Uma arte do cliente, com briefing, arquivos e histórico',
  security: signedIn,
  middleware: [requireUser] as const,
  request: { params: artParams },
  responses: {
    200: jsonResponse(artDetailSchema, 'A arte.'),
    ...errorResponses(401, 404),
  },
});

const approve = createRoute({
  method: 'post',
  path: '/arts/{id}/approve',
  tags: TAGS,
  summary: 'Aprova a arte entregue (Finalizado → Aprovado)',
  security: signedIn,
  middleware: [requireUser] as const,
  request: { params: artParams },
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte aprovada.'),
    ...errorResponses(401, 404, 409),
  },
});

const changeRequest = createRoute({
  method: 'post',
  path: '/arts/{id}/change-request',
  tags: TAGS,
  summary: 'Pede alterações numa arte entregue (Finalizado ou Aprovado → Alteração)',
  security: signedIn,
  middleware: [requireUser] as const,
  request: { params: artParams, body: jsonBody(changeRequestSchema) },
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte, de volta ao estúdio.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

export function artRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'logger'>) {
  const { db } = deps;
  return apiRouter()
    .openapi(listArts, async (c) => {
      const { search, page } = c.req.valid('query');
      return c.json(await listClientArts(db, { ownerId: c.get('user').id, search, page }), 200);
    })
    .openapi(listFinishedArts, async (c) => {
      const { search, page } = c.req.valid('query');
      const list = await listClientFinishedArts(db, { ownerId: c.get('user').id, search, page });
      return c.json(list, 200);
    })
    .openapi(requestArt, async (c) => {
      const user = c.get('user');
      const idempotencyKey = c.req.valid('header')['idempotency-key'] ?? null;

      // A repeated submission is answered before its body is read, whatever the balance now.
      if (idempotencyKey) {
        const replay = await findByIdempotencyKey(db, user.id, idempotencyKey);
        if (replay) {
          c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return c.json({ art: replay.art, credit: replay.credit }, 201);
        }
      }
      // Cheap early refusal so nobody uploads 200 MB for nothing; the transaction decides for real.
      if (user.credit < 1) throw noCredits();

      const upload = await receiveUploads(c, deps, {
        ownerId: user.id,
        maxFiles: MAX_FILES_PER_REQUEST,
        fileField: 'files',
      });
      const input = artRequestSchema.safeParse(upload.fields);
      if (!input.success) {
        await upload.discard();
        throw invalidInput(input.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE);
      }
      const result = await createArtRequest(deps, {
        ownerId: user.id,
        name: input.data.name,
        briefing: input.data.briefing,
        files: upload.files,
        idempotencyKey,
      });
      if (result.created) {
        c.get('log').info(
          { userId: user.id, artId: result.art.id, files: upload.files.length },
          'art requested',
        );
      } else {
        c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      }
      return c.json({ art: result.art, credit: result.credit }, 201);
    })
    .openapi(getArt, async (c) => {
      const { id, role } = c.get('user');
      const detail = await getArtDetail(db, {
        artId: c.req.valid('param').id,
        viewer: { id, role },
      });
      return c.json(detail, 200);
    })
    .openapi(approve, async (c) => {
      const art = await approveArt(db, {
        artId: c.req.valid('param').id,
        clientId: c.get('user').id,
      });
      c.get('log').info({ userId: c.get('user').id, artId: art.id }, 'art approved');
      return c.json(art, 200);
    })
    .openapi(changeRequest, async (c) => {
      const art = await requestArtChange(db, {
        artId: c.req.valid('param').id,
        clientId: c.get('user').id,
        description: c.req.valid('json').description,
      });
      c.get('log').info({ userId: c.get('user').id, artId: art.id }, 'art change requested');
      return c.json(art, 200);
    })
    .route('/', fileRoutes(deps));
}
