// The admin panel's art queue under /api/admin: the open and finished lists, one art, and the
// studio's moves (start, deliver a version). Every route requires the admin role (401 signed out,
// 403 for a client); the rules live in the services (server/arts/art-moves.service.ts).
import { createRoute } from '@hono/zod-openapi';
import {
  adminQueueQuerySchema,
  DELIVERY_NOTE_MAX,
  deliveryNoteSchema,
  listQuerySchema,
} from '../../common/api-types';
import { DEFAULT_MAX_UPLOAD_MB } from '../../common/constants';
import type { AppDeps } from '../deps';
import { checkMoveBeforeUpload, deliverArt, startArt } from '../arts/art-moves.service';
import { getArtDetail } from '../arts/art-reads.service';
import { artDetailSchema, artSummarySchema } from '../arts/art.schemas';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import { requireAdmin } from '../auth/guards';
import { receiveUploads } from '../files/uploads';
import {
  apiRouter,
  errorResponses,
  idParams,
  INVALID_INPUT_MESSAGE,
  jsonResponse,
  signedIn,
  multipartBody,
  fileField,
} from '../http/contract';
import { invalidInput } from '../domain-errors';
import { listAdminArts } from './admin-arts.service';
import { adminArtPageSchema, deliverArtResultSchema } from './admin.schemas';

export const DELIVERY_FILE_MISSING_MESSAGE = 'Escolha o arquivo final para enviar.';

const tags = ['Painel'];

const artParams = idParams(ART_NOT_FOUND_MESSAGE);

const listOpenArts = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/arts',
  summary: 'Fila de artes com o estúdio (prazo mais próximo primeiro), filtrável por tipo de peça',
  request: { query: adminQueueQuerySchema },
  responses: {
    200: jsonResponse(adminArtPageSchema, 'Solicitado, Em andamento e Alteração, por prazo.'),
    ...errorResponses(400, 401, 403),
  },
});

const listFinishedArts = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/arts/finished',
  summary: 'Artes finalizadas e aprovadas (mais novas primeiro)',
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(adminArtPageSchema, 'Finalizado e Aprovado, mais novas primeiro.'),
    ...errorResponses(400, 401, 403),
  },
});

const getArt = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/arts/{id}',
  summary: 'Uma arte com briefing, arquivos e histórico',
  request: { params: artParams },
  responses: {
    200: jsonResponse(artDetailSchema, 'A arte, de qualquer cliente.'),
    ...errorResponses(401, 403, 404),
  },
});

const startArtRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'post',
  path: '/arts/{id}/start',
  summary: 'Inicia o trabalho (Solicitado ou Alteração → Em andamento)',
  request: { params: artParams },
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte, agora Em andamento.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const deliverArtRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'post',
  path: '/arts/{id}/deliver',
  summary: 'Entrega o arquivo final (Em andamento → Finalizado), como a próxima versão',
  description: `Multipart: a observação opcional ao cliente (\`note\`, até ${DELIVERY_NOTE_MAX} caracteres, texto simples) antes de um arquivo no campo \`file\` (até MAX_UPLOAD_MB megabytes, ${DEFAULT_MAX_UPLOAD_MB} por padrão; o tipo é conferido pelo conteúdo).`,
  request: {
    params: artParams,
    body: multipartBody(['file'], {
      note: { type: 'string', maxLength: DELIVERY_NOTE_MAX },
      file: fileField,
    }),
  },
  responses: {
    201: jsonResponse(deliverArtResultSchema, 'Entregue: a arte Finalizado e o arquivo.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export function adminArtRoutes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'jobs' | 'logger'>,
) {
  const { db } = deps;
  return apiRouter()
    .openapi(listOpenArts, async (c) => {
      const { search, page, pieceType } = c.req.valid('query');
      return c.json(await listAdminArts(db, { scope: 'open', search, page, pieceType }), 200);
    })
    .openapi(listFinishedArts, async (c) => {
      const { search, page } = c.req.valid('query');
      return c.json(await listAdminArts(db, { scope: 'done', search, page }), 200);
    })
    .openapi(getArt, async (c) => {
      const { id } = c.req.valid('param');
      const viewer = { id: c.get('user').id, role: 'admin' } as const;
      return c.json(await getArtDetail(db, { artId: id, viewer }), 200);
    })
    .openapi(startArtRoute, async (c) => {
      const { id } = c.req.valid('param');
      const admin = c.get('user');
      const art = await startArt(db, { artId: id, adminId: admin.id });
      c.get('log').info({ adminId: admin.id, artId: id, action: 'art_started' }, 'admin action');
      return c.json(art, 200);
    })
    .openapi(deliverArtRoute, async (c) => {
      const { id } = c.req.valid('param');
      const admin = c.get('user');
      // Refused before the upload when the art cannot be delivered now.
      const art = await checkMoveBeforeUpload(db, { artId: id, action: 'deliver' });
      const upload = await receiveUploads(c, deps, {
        ownerId: art.ownerId,
        maxFiles: 1,
        fileField: 'file',
      });
      const file = upload.files[0];
      if (!file) {
        await upload.discard();
        throw invalidInput(DELIVERY_FILE_MISSING_MESSAGE);
      }
      const fields = deliveryNoteSchema.safeParse(upload.fields);
      if (!fields.success) {
        await upload.discard();
        throw invalidInput(fields.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE);
      }
      const result = await deliverArt(deps, {
        artId: id,
        adminId: admin.id,
        upload: file,
        note: fields.data.note,
      });
      c.get('log').info(
        {
          adminId: admin.id,
          artId: id,
          action: 'art_delivered',
          version: result.delivery.version,
          size: result.delivery.size,
        },
        'admin action',
      );
      return c.json(result, 201);
    });
}
