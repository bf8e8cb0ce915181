// The admin panel's contact messages under /api/admin: the list and marking one read. Every route
// requires the admin role (401 signed out, 403 for a client); the rules live in
// admin-messages.service.ts.
import { pageQuerySchema } from '../../common/api-types';
import type { AppDeps } from '../deps';
import { apiRouter, idParams, jsonResponse, routeGroup } from '../http/contract';
import { listMessages, MESSAGE_NOT_FOUND_MESSAGE, markMessageRead } from './admin-messages.service';
import { contactMessagePageSchema, contactMessageRowSchema } from './admin.schemas';

const panelRoute = routeGroup('admin', { tags: ['Painel'] });

const listMessagesRoute = panelRoute({
  method: 'get',
  path: '/messages',
  summary: 'Mensagens do formulário de contato (mais novas primeiro)',
  request: { query: pageQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(contactMessagePageSchema, 'Uma página de mensagens.'),
  },
});

const markMessageReadRoute = panelRoute({
  method: 'post',
  path: '/messages/{id}/read',
  summary: 'Marca uma mensagem como lida (a primeira leitura vale)',
  request: { params: idParams(MESSAGE_NOT_FOUND_MESSAGE) },
  errors: [404],
  responses: {
    200: jsonResponse(contactMessageRowSchema, 'A mensagem, lida.'),
  },
});

export function adminMessageRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return apiRouter()
    .openapi(listMessagesRoute, async (c) => {
      return c.json(await listMessages(db, { page: c.req.valid('query').page }), 200);
    })
    .openapi(markMessageReadRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await markMessageRead(db, { messageId: id }), 200);
    });
}
