// The admin panel's clients under /api/admin: the lists, one client with their statement, arts
// and audit trail, credits granted, deactivation and reactivation. Every route requires the admin
// role (401 signed out, 403 for a client); the rules live in the services.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  clientListQuerySchema,
  creditGrantSchema,
  listQuerySchema,
  pageQuerySchema,
} from '../../common/api-types';
import type { AppDeps } from '../deps';
import type { AuthedEnv } from '../http/context';
import { listClientAudit } from '../audit/audit.service';
import { adminAuditPageSchema } from '../audit/audit.schemas';
import { getLedgerEntry, grantCredits, listLedger } from '../credits/credits.service';
import { ledgerPageSchema } from '../credits/credits.schemas';
import { apiRouter, jsonBody, jsonResponse, routeGroup, signedInRoute } from '../http/contract';
import { logAdminAction } from '../http/admin-log';
import { teamSchema } from '../companies/team.routes';
import { teamOf } from '../companies/team.service';
import { listClientArtsForAdmin } from './admin-arts.service';
import {
  deactivateClient,
  getClientDetail,
  listClients,
  reactivateClient,
} from './admin-clients.service';
import {
  adminArtPageSchema,
  adminClientDetailSchema,
  adminClientPageSchema,
  creditGrantResultSchema,
} from './admin.schemas';

const tags = ['Painel'];
/** The routes of one client (/clients/{id}/…): an unknown client is a 404. */
const clientRoute = routeGroup('admin', { tags, errors: [404] });

// A client's id is better-auth's (text): an unknown or malformed one is found by no query, a 404.
const clientParams = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    example: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
  }),
});

const listClientsRoute = signedInRoute('admin', {
  tags,
  method: 'get',
  path: '/clients',
  summary: 'Clientes ativos (ou desativados), em ordem alfabética',
  request: { query: clientListQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(adminClientPageSchema, 'Os clientes, com saldo e número de pedidos.'),
  },
});

const getClient = clientRoute({
  method: 'get',
  path: '/clients/{id}',
  summary: 'Um cliente: conta e saldo',
  request: { params: clientParams },
  responses: {
    200: jsonResponse(adminClientDetailSchema, 'O cliente (também se desativado).'),
  },
});

const getClientLedger = clientRoute({
  method: 'get',
  path: '/clients/{id}/ledger',
  summary: 'O extrato de créditos de um cliente (mais novos primeiro)',
  request: { params: clientParams, query: pageQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(ledgerPageSchema, 'Uma página do extrato.'),
  },
});

const getClientArts = clientRoute({
  method: 'get',
  path: '/clients/{id}/arts',
  summary: 'As artes de um cliente, em qualquer status (mais novas primeiro)',
  request: { params: clientParams, query: listQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(adminArtPageSchema, 'Uma página das artes do cliente.'),
  },
});

const getClientTeam = clientRoute({
  method: 'get',
  path: '/clients/{id}/team',
  summary: 'A empresa do cliente: as pessoas, com papéis e desde quando, e os convites pendentes',
  request: { params: clientParams },
  responses: {
    200: jsonResponse(teamSchema, 'As pessoas e os convites da empresa.'),
  },
});

const getClientAudit = clientRoute({
  method: 'get',
  path: '/clients/{id}/audit',
  summary: 'O que os administradores fizeram com este cliente (mais novo primeiro)',
  request: { params: clientParams, query: pageQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(adminAuditPageSchema, 'Uma página da trilha de auditoria.'),
  },
});

const grantCreditsRoute = clientRoute({
  method: 'post',
  path: '/clients/{id}/credits',
  summary: 'Adiciona créditos a um cliente ativo, com observação opcional',
  request: { params: clientParams, body: jsonBody(creditGrantSchema) },
  errors: [400],
  responses: {
    200: jsonResponse(creditGrantResultSchema, 'O novo saldo e a linha do extrato.'),
  },
});

const deactivateClientRoute = clientRoute({
  method: 'post',
  path: '/clients/{id}/deactivate',
  summary: 'Desativa um cliente: não entra mais e suas sessões terminam; os registros ficam',
  request: { params: clientParams },
  errors: [409],
  responses: {
    200: jsonResponse(adminClientDetailSchema, 'O cliente, desativado.'),
  },
});

const reactivateClientRoute = clientRoute({
  method: 'post',
  path: '/clients/{id}/reactivate',
  summary: 'Reativa um cliente desativado (nunca uma conta excluída pelo titular)',
  request: { params: clientParams },
  errors: [409],
  responses: {
    200: jsonResponse(adminClientDetailSchema, 'O cliente, ativo de novo.'),
  },
});

export function adminClientRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  /** 'Desativar' and 'Reativar': the move by this admin, logged; the client as it is now. */
  const moveClient = async (
    c: { get: Context<AuthedEnv>['get'] },
    clientId: string,
    move: typeof deactivateClient | typeof reactivateClient,
    action: 'client_deactivated' | 'client_reactivated',
  ) => {
    const client = await move(db, { clientId, adminId: c.get('user').id });
    logAdminAction(c, { clientId, action });
    return client;
  };
  return apiRouter()
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
    .openapi(getClientTeam, async (c) => {
      const client = await getClientDetail(db, c.req.valid('param').id);
      return c.json(await teamOf(db, client.id), 200);
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
      logAdminAction(c, {
        clientId,
        action: 'credits_granted',
        amount: input.amount,
        balanceAfter: granted.credit,
      });
      const entry = await getLedgerEntry(db, granted.entryId);
      return c.json({ credit: granted.credit, entry }, 200);
    })
    .openapi(deactivateClientRoute, async (c) => {
      const clientId = c.req.valid('param').id;
      return c.json(await moveClient(c, clientId, deactivateClient, 'client_deactivated'), 200);
    })
    .openapi(reactivateClientRoute, async (c) => {
      const clientId = c.req.valid('param').id;
      return c.json(await moveClient(c, clientId, reactivateClient, 'client_reactivated'), 200);
    });
}
