// The admin panel's API under /api/admin: the art queue and its moves (start, deliver), clients and
// their credits, deactivation and reactivation, the audit trail and the contact messages. Every route requires the
// admin role (401 signed out, 403 for a client); the rules live in the services.
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminQueueQuerySchema,
  clientListQuerySchema,
  creditGrantSchema,
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
import { grantCredits, listLedger } from '../credits/credits.service';
import { listClientAudit } from '../audit/audit.service';
import { adminAuditPageSchema } from '../audit/audit.schemas';
import { ledgerPageSchema } from '../credits/credits.schemas';
import { receiveUploads } from '../files/uploads';
import {
  apiRouter,
  errorResponses,
  idParams,
  INVALID_INPUT_MESSAGE,
  jsonBody,
  jsonResponse,
  signedIn,
  multipartBody,
  fileField,
} from '../http/contract';
import { invalidInput } from '../domain-errors';
import { listAdminArts, listClientArtsForAdmin } from './admin-arts.service';
import {
  deactivateClient,
  getClientDetail,
  getLedgerEntry,
  listClients,
  reactivateClient,
} from './admin-clients.service';
import { listMessages, MESSAGE_NOT_FOUND_MESSAGE, markMessageRead } from './admin-messages.service';
import {
  adminArtPageSchema,
  adminClientDetailSchema,
  adminClientPageSchema,
  contactMessagePageSchema,
  contactMessageRowSchema,
  creditGrantResultSchema,
  deliverArtResultSchema,
} from './admin.schemas';

export const DELIVERY_FILE_MISSING_MESSAGE = 'Escolha o arquivo final para enviar.';

const tags = ['Painel'];

const pageQuerySchema = listQuerySchema.pick({ page: true });
const artParams = idParams(ART_NOT_FOUND_MESSAGE);
// A client's id is better-auth's (text): an unknown or malformed one is found by no query, a 404.
const clientParams = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    example: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
  }),
});

// ---- arts --------------------------------------------------------------------------------------

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

// ---- clients -----------------------------------------------------------------------------------

const listClientsRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/clients',
  summary: 'Clientes ativos (ou desativados), em ordem alfabética',
  request: { query: clientListQuerySchema },
  responses: {
    200: jsonResponse(adminClientPageSchema, 'Os clientes, com saldo e número de pedidos.'),
    ...errorResponses(400, 401, 403),
  },
});

const getClient = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/clients/{id}',
  summary: 'Um cliente: conta e saldo',
  request: { params: clientParams },
  responses: {
    200: jsonResponse(adminClientDetailSchema, 'O cliente (também se desativado).'),
    ...errorResponses(401, 403, 404),
  },
});

const getClientLedger = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/clients/{id}/ledger',
  summary: 'O extrato de créditos de um cliente (mais novos primeiro)',
  request: { params: clientParams, query: pageQuerySchema },
  responses: {
    200: jsonResponse(ledgerPageSchema, 'Uma página do extrato.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getClientArts = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/clients/{id}/arts',
  summary: 'As artes de um cliente, em qualquer status (mais novas primeiro)',
  request: { params: clientParams, query: listQuerySchema },
  responses: {
    200: jsonResponse(adminArtPageSchema, 'Uma página das artes do cliente.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getClientAudit = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/clients/{id}/audit',
  summary: 'O que os administradores fizeram com este cliente (mais novo primeiro)',
  request: { params: clientParams, query: pageQuerySchema },
  responses: {
    200: jsonResponse(adminAuditPageSchema, 'Uma página da trilha de auditoria.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const grantCreditsRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'post',
  path: '/clients/{id}/credits',
  summary: 'Adiciona créditos a um cliente ativo, com observação opcional',
  request: { params: clientParams, body: jsonBody(creditGrantSchema) },
  responses: {
    200: jsonResponse(creditGrantResultSchema, 'O novo saldo e a linha do extrato.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const deactivateClientRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'post',
  path: '/clients/{id}/deactivate',
  summary: 'Desativa um cliente: não entra mais e suas sessões terminam; os registros ficam',
  request: { params: clientParams },
  responses: {
    200: jsonResponse(adminClientDetailSchema, 'O cliente, desativado.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const reactivateClientRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'post',
  path: '/clients/{id}/reactivate',
  summary: 'Reativa um cliente desativado (nunca uma conta excluída pelo titular)',
  request: { params: clientParams },
  responses: {
    200: jsonResponse(adminClientDetailSchema, 'O cliente, ativo de novo.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

// ---- contact messages --------------------------------------------------------------------------

const listMessagesRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'get',
  path: '/messages',
  summary: 'Mensagens do formulário de contato (mais novas primeiro)',
  request: { query: pageQuerySchema },
  responses: {
    200: jsonResponse(contactMessagePageSchema, 'Uma página de mensagens.'),
    ...errorResponses(400, 401, 403),
  },
});

const markMessageReadRoute = createRoute({
  tags,
  security: signedIn,
  middleware: [requireAdmin] as const,
  method: 'post',
  path: '/messages/{id}/read',
  summary: 'Marca uma mensagem como lida (a primeira leitura vale)',
  request: { params: idParams(MESSAGE_NOT_FOUND_MESSAGE) },
  responses: {
    200: jsonResponse(contactMessageRowSchema, 'A mensagem, lida.'),
    ...errorResponses(401, 403, 404),
  },
});

export function adminRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'jobs' | 'logger'>) {
  const { db } = deps;
  return (
    apiRouter()
      // ---- arts ----
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
      })
      // ---- clients ----
      .openapi(listClientsRoute, async (c) => {
        const { search, page, status } = c.req.valid('query');
        return c.json(await listClients(db, { search, page, status }), 200);
      })
      .openapi(getClient, async (c) => {
        return c.json(await getClientDetail(db, c.req.valid('param').id), 200);
      })
      .openapi(getClientLedger, async (c) => {
        const client = await getClientDetail(db, c.req.valid('param').id);
        return c.json(await listLedger(db, client.id, c.req.valid('query').page), 200);
      })
      .openapi(getClientArts, async (c) => {
        const { search, page } = c.req.valid('query');
        const clientId = c.req.valid('param').id;
        return c.json(await listClientArtsForAdmin(db, { clientId, search, page }), 200);
      })
      .openapi(getClientAudit, async (c) => {
        const client = await getClientDetail(db, c.req.valid('param').id);
        return c.json(await listClientAudit(db, client.id, c.req.valid('query').page), 200);
      })
      .openapi(grantCreditsRoute, async (c) => {
        const admin = c.get('user');
        const input = c.req.valid('json');
        const clientId = c.req.valid('param').id;
        const granted = await grantCredits(db, { ...input, userId: clientId, adminId: admin.id });
        c.get('log').info(
          {
            adminId: admin.id,
            clientId,
            action: 'credits_granted',
            amount: input.amount,
            balanceAfter: granted.credit,
          },
          'admin action',
        );
        const entry = await getLedgerEntry(db, granted.entryId);
        return c.json({ credit: granted.credit, entry }, 200);
      })
      .openapi(deactivateClientRoute, async (c) => {
        const admin = c.get('user');
        const clientId = c.req.valid('param').id;
        const client = await deactivateClient(db, { clientId, adminId: admin.id });
        c.get('log').info(
          { adminId: admin.id, clientId, action: 'client_deactivated' },
          'admin action',
        );
        return c.json(client, 200);
      })
      .openapi(reactivateClientRoute, async (c) => {
        const admin = c.get('user');
        const clientId = c.req.valid('param').id;
        const client = await reactivateClient(db, { clientId, adminId: admin.id });
        c.get('log').info(
          { adminId: admin.id, clientId, action: 'client_reactivated' },
          'admin action',
        );
        return c.json(client, 200);
      })
      // ---- contact messages ----
      .openapi(listMessagesRoute, async (c) => {
        return c.json(await listMessages(db, { page: c.req.valid('query').page }), 200);
      })
      .openapi(markMessageReadRoute, async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await markMessageRead(db, { messageId: id }), 200);
      })
  );
}
