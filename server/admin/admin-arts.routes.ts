// The admin panel's art queue under /api/admin: the open and finished lists, one art, and the
// studio's moves: start, deliver a version (upload a draft, read its pre-flight, confirm or
// discard it), withdraw the version awaiting approval, and the art's 3D-mockup settings. Every route requires the admin role (401
// signed out, 403 for a client); the rules live in the services (server/arts/art-moves.service.ts,
// server/arts/art-delivery.service.ts).
import { z } from '@hono/zod-openapi';
import {
  adminQueueQuerySchema,
  confirmDeliverySchema,
  DELIVERY_NOTE_MAX,
  listQuerySchema,
  withdrawVersionSchema,
} from '../../common/api-types';
import { DEFAULT_MAX_UPLOAD_MB } from '../../common/constants';
import { RELEASE_STATES } from '../../common/release';
import type { AppDeps } from '../deps';
import { checkMoveBeforeUpload, startArt } from '../arts/art-moves.service';
import {
  createDeliveryDraft,
  deliverArt,
  discardDeliveryDraft,
  DRAFT_NOT_FOUND_MESSAGE,
  withdrawDelivery,
} from '../arts/art-delivery.service';
import { getArtDetail } from '../arts/art-reads.service';
import { artDetailSchema, artSummarySchema, mockupSettingsInfoSchema } from '../arts/art.schemas';
import { saveMockupSettings } from '../arts/mockup.service';
import { mockupSettingsSchema } from '../../common/mockup-settings';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import { receiveUploads } from '../files/uploads';
import {
  apiRouter,
  idParams,
  jsonResponse,
  multipartBody,
  fileField,
  jsonBody,
  routeGroup,
} from '../http/contract';
import { logAdminAction } from '../http/admin-log';
import { invalidInput } from '../domain-errors';
import { listAdminArts } from './admin-arts.service';
import {
  adminArtPageSchema,
  deliverArtResultSchema,
  deliveryDraftSchema,
  draftDiscardedSchema,
} from './admin.schemas';

export const DELIVERY_FILE_MISSING_MESSAGE = 'Escolha o arquivo final para enviar.';

const tags = ['Painel'];
const panelRoute = routeGroup('admin', { tags });
/** The routes of one art: an unknown art, or a malformed id, is a 404. */
const artRoute = routeGroup('admin', { tags, errors: [404] });

const artParams = idParams(ART_NOT_FOUND_MESSAGE);

const listOpenArts = panelRoute({
  method: 'get',
  path: '/arts',
  summary:
    'Fila de artes com o estúdio (prazo mais próximo primeiro), filtrável por serviço e tipo de peça',
  request: { query: adminQueueQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(adminArtPageSchema, 'Solicitado, Em andamento e Alteração, por prazo.'),
  },
});

const listFinishedArts = panelRoute({
  method: 'get',
  path: '/arts/finished',
  summary: 'Artes finalizadas e aprovadas (mais novas primeiro)',
  description:
    '`release` filtra as aprovadas pela liberação: awaiting_payment (Aguardando pagamento), released (Liberada), sent (Enviada à clicheria), received (Recebida pela clicheria).',
  request: {
    query: listQuerySchema.extend({ release: z.enum(RELEASE_STATES).optional() }),
  },
  errors: [400],
  responses: {
    200: jsonResponse(adminArtPageSchema, 'Finalizado e Aprovado, mais novas primeiro.'),
  },
});

const getArt = artRoute({
  method: 'get',
  path: '/arts/{id}',
  summary: 'Uma arte com briefing, arquivos e histórico',
  request: { params: artParams },
  responses: {
    200: jsonResponse(artDetailSchema, 'A arte, de qualquer cliente.'),
  },
});

const startArtRoute = artRoute({
  method: 'post',
  path: '/arts/{id}/start',
  summary: 'Inicia o trabalho (Solicitado ou Alteração → Em andamento)',
  request: { params: artParams },
  errors: [409],
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte, agora Em andamento.'),
  },
});

const uploadDraftRoute = artRoute({
  method: 'post',
  path: '/arts/{id}/delivery-drafts',
  summary: 'Envia o arquivo final para conferência (rascunho da próxima versão, com pré-impressão)',
  description: `Multipart: um arquivo no campo \`file\` (até MAX_UPLOAD_MB megabytes, ${DEFAULT_MAX_UPLOAD_MB} por padrão; o tipo é conferido pelo conteúdo). O arquivo fica guardado como rascunho e a pré-impressão entra na fila (GET /api/admin/files/{id}/preflight); nada muda na arte e ninguém é avisado até a confirmação (POST /api/admin/arts/{id}/deliver). Só em Em andamento ou Finalizado (aguardando aprovação: uma versão corrigida). Um rascunho não confirmado é removido em um dia.`,
  request: {
    params: artParams,
    body: multipartBody(['file'], { file: fileField }),
  },
  errors: [400, 409, 413, 415],
  responses: {
    201: jsonResponse(deliveryDraftSchema, 'O rascunho guardado; a pré-impressão em análise.'),
  },
});

const draftParams = artParams.extend({
  draftId: z.uuid({ error: DRAFT_NOT_FOUND_MESSAGE }).openapi({
    param: { name: 'draftId', in: 'path' },
    example: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  }),
});

const discardDraftRoute = artRoute({
  method: 'delete',
  path: '/arts/{id}/delivery-drafts/{draftId}',
  summary: 'Descarta um rascunho de entrega não confirmado (o arquivo é removido)',
  request: { params: draftParams },
  responses: {
    200: jsonResponse(draftDiscardedSchema, 'Descartado.'),
  },
});

const deliverArtRoute = artRoute({
  method: 'post',
  path: '/arts/{id}/deliver',
  summary:
    'Confirma o envio de um rascunho como a próxima versão (Em andamento ou Finalizado → Finalizado)',
  description: `JSON: o rascunho (\`draftId\`), a observação ao cliente (\`note\`, até ${DELIVERY_NOTE_MAX} caracteres, texto simples) e os dados técnicos da ficha técnica (\`techSheet\`, opcionais: lineatura, ângulos, distorção, passo, sentido de rebobinagem, espessura do clichê, cores na ordem de impressão, código de barras). Recusado com 409 \`preflight_pending\` enquanto a pré-impressão do rascunho está em análise; com 400 \`note_required\` sem observação quando a pré-impressão reprovou o arquivo. De Finalizado (o cliente ainda não agiu), a nova versão substitui a que aguardava aprovação; as duas ficam no histórico. O cliente é avisado.`,
  request: { params: artParams, body: jsonBody(confirmDeliverySchema) },
  errors: [400, 409],
  responses: {
    201: jsonResponse(deliverArtResultSchema, 'Entregue: a arte aguardando aprovação e o arquivo.'),
  },
});

const withdrawRoute = artRoute({
  method: 'post',
  path: '/arts/{id}/withdraw',
  summary: 'Retira a versão que aguarda aprovação (Finalizado → Em andamento)',
  description:
    'JSON: a versão atual (`version`) e o motivo, que o cliente lê (`reason`). A versão fica no histórico, marcada como retirada; o cliente é avisado; a ação fica na auditoria. 409 quando a versão não é a atual ou o cliente já agiu.',
  request: { params: artParams, body: jsonBody(withdrawVersionSchema) },
  errors: [400, 409],
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte, de volta a Em andamento.'),
  },
});

const putMockupRoute = artRoute({
  method: 'put',
  path: '/arts/{id}/mockup',
  summary: 'Salva o mockup 3D da arte: se o cliente o vê, e o formato e as medidas que faltam',
  description:
    'JSON: `enabled` (o cliente vê o mockup), `shape` (null: o do tipo de peça), `diameterMm` (null: a largura do rótulo é a circunferência) e `depthMm` (profundidade ou sanfona), em milímetros.',
  request: { params: artParams, body: jsonBody(mockupSettingsSchema) },
  errors: [400],
  responses: {
    200: jsonResponse(mockupSettingsInfoSchema, 'As configurações salvas.'),
  },
});

export function adminArtRoutes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'jobs' | 'logger'>,
) {
  const { db } = deps;
  return apiRouter()
    .openapi(listOpenArts, async (c) => {
      const { search, page, pieceType, service } = c.req.valid('query');
      return c.json(
        await listAdminArts(db, { scope: 'open', search, page, pieceType, service }),
        200,
      );
    })
    .openapi(listFinishedArts, async (c) => {
      const { search, page, release } = c.req.valid('query');
      return c.json(await listAdminArts(db, { scope: 'done', search, page, release }), 200);
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
      logAdminAction(c, { artId: id, action: 'art_started' });
      return c.json(art, 200);
    })
    .openapi(uploadDraftRoute, async (c) => {
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
      const draft = await createDeliveryDraft(deps, { artId: id, adminId: admin.id, upload: file });
      c.get('log').info(
        { adminId: admin.id, artId: id, draftId: draft.id, size: draft.file.size },
        'delivery draft stored',
      );
      return c.json(draft, 201);
    })
    .openapi(discardDraftRoute, async (c) => {
      const { id, draftId } = c.req.valid('param');
      await discardDeliveryDraft(deps, { artId: id, draftId });
      c.get('log').info(
        { adminId: c.get('user').id, artId: id, draftId },
        'delivery draft discarded',
      );
      return c.json({ discarded: true as const }, 200);
    })
    .openapi(deliverArtRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { draftId, note, techSheet } = c.req.valid('json');
      const admin = c.get('user');
      const result = await deliverArt(deps, {
        artId: id,
        adminId: admin.id,
        draftId,
        note,
        techSheet,
      });
      logAdminAction(c, {
        artId: id,
        action: 'art_delivered',
        version: result.delivery.version,
        size: result.delivery.size,
      });
      return c.json(result, 201);
    })
    .openapi(withdrawRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { version, reason } = c.req.valid('json');
      const admin = c.get('user');
      const art = await withdrawDelivery(deps, { artId: id, adminId: admin.id, version, reason });
      logAdminAction(c, { artId: id, action: 'art_withdrawn', version });
      return c.json(art, 200);
    })
    .openapi(putMockupRoute, async (c) => {
      const { id } = c.req.valid('param');
      const admin = c.get('user');
      const settings = await saveMockupSettings(db, {
        artId: id,
        adminId: admin.id,
        settings: c.req.valid('json'),
      });
      logAdminAction(c, { artId: id, action: 'mockup_settings_changed', ...settings });
      return c.json(settings, 200);
    });
}
