// The admin panel's API under /api/admin: the art queue and its moves (start, deliver), clients and
// their credits, deactivation and reactivation, the audit trail and the contact messages. Every route requires the
// admin role (401 signed out, 403 for a client); the rules live in the services.
import { zValidator } from '@hono/zod-validator';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  clientListQuerySchema,
  creditGrantSchema,
  listQuerySchema,
  type CreditGrantResult,
} from '../../common/api-types';
import { canTakeAction, illegalActionMessage } from '../../common/art-status';
import type { ArtStatus } from '../../common/constants';
import type { AppDeps } from '../deps';
import { idParamSchema } from '../ids';
import { deliverArt, startArt } from '../arts/art-moves.service';
import { getArtDetail } from '../arts/art-reads.service';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import { requireAdmin } from '../auth/guards';
import { grantCredits, listLedger } from '../credits/credits.service';
import { artRequest } from '../db/schema';
import { receiveUploads } from '../files/uploads';
import type { AuthedEnv } from '../http/context';
import { conflict, invalidInput, notFound } from '../domain-errors';
import { validate } from '../http/validate';
import { listAdminArts, listClientArtsForAdmin } from './admin-arts.service';
import {
  deactivateClient,
  getClientDetail,
  getLedgerEntry,
  listClients,
  reactivateClient,
} from './admin-clients.service';
import { listMessages, markMessageRead } from './admin-messages.service';
import { listClientAudit } from './audit.service';

/** A malformed art id names no art: 404, as for an unknown one (never a 400 or a 500). */
const artIdParam = zValidator('param', idParamSchema, (result) => {
  if (!result.success) throw notFound(ART_NOT_FOUND_MESSAGE);
});

const pageQuerySchema = listQuerySchema.pick({ page: true });

export const DELIVERY_FILE_MISSING_MESSAGE = 'Escolha o arquivo final para enviar.';

export function adminRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>) {
  const { db } = deps;
  const routes = new Hono<AuthedEnv>();
  routes.use('*', requireAdmin);

  // ---- arts ----------------------------------------------------------------------------------

  routes.get('/arts', validate('query', listQuerySchema), async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await listAdminArts(db, { scope: 'open', search, page }));
  });

  routes.get('/arts/finished', validate('query', listQuerySchema), async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await listAdminArts(db, { scope: 'done', search, page }));
  });

  routes.get('/arts/:id', artIdParam, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await getArtDetail(db, { artId: id, viewer: { id: c.get('user').id, role: 'admin' } }),
    );
  });

  routes.post('/arts/:id/start', artIdParam, async (c) => {
    const { id } = c.req.valid('param');
    const admin = c.get('user');
    const art = await startArt(db, { artId: id, adminId: admin.id });
    c.get('log').info({ adminId: admin.id, artId: id, action: 'art_started' }, 'admin action');
    return c.json(art);
  });

  routes.post('/arts/:id/deliver', artIdParam, async (c) => {
    const { id } = c.req.valid('param');
    const admin = c.get('user');
    // Refuse before the upload when the move is already impossible: nobody waits for a large
    // file to be refused. deliverArt checks again, atomically.
    const [art] = await db
      .select({ ownerId: artRequest.ownerId, status: artRequest.status })
      .from(artRequest)
      .where(eq(artRequest.id, id));
    if (!art) throw notFound(ART_NOT_FOUND_MESSAGE);
    const status = art.status as ArtStatus;
    if (!canTakeAction('deliver', status)) {
      throw conflict(illegalActionMessage('deliver', status), 'illegal_status');
    }
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
    const result = await deliverArt(deps, { artId: id, adminId: admin.id, upload: file });
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

  // ---- clients -------------------------------------------------------------------------------

  routes.get('/clients', validate('query', clientListQuerySchema), async (c) => {
    const { search, page, status } = c.req.valid('query');
    return c.json(await listClients(db, { search, page, status }));
  });

  routes.get('/clients/:id', async (c) => {
    return c.json(await getClientDetail(db, c.req.param('id')));
  });

  routes.get('/clients/:id/ledger', validate('query', pageQuerySchema), async (c) => {
    const client = await getClientDetail(db, c.req.param('id'));
    return c.json(await listLedger(db, client.id, c.req.valid('query').page));
  });

  routes.get('/clients/:id/arts', validate('query', listQuerySchema), async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await listClientArtsForAdmin(db, { clientId: c.req.param('id'), search, page }));
  });

  routes.get('/clients/:id/audit', validate('query', pageQuerySchema), async (c) => {
    const client = await getClientDetail(db, c.req.param('id'));
    return c.json(await listClientAudit(db, client.id, c.req.valid('query').page));
  });

  routes.post('/clients/:id/credits', validate('json', creditGrantSchema), async (c) => {
    const admin = c.get('user');
    const input = c.req.valid('json');
    const clientId = c.req.param('id');
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
    const result: CreditGrantResult = {
      credit: granted.credit,
      entry: await getLedgerEntry(db, granted.entryId),
    };
    return c.json(result);
  });

  routes.post('/clients/:id/deactivate', async (c) => {
    const admin = c.get('user');
    const clientId = c.req.param('id');
    const client = await deactivateClient(db, { clientId, adminId: admin.id });
    c.get('log').info(
      { adminId: admin.id, clientId, action: 'client_deactivated' },
      'admin action',
    );
    return c.json(client);
  });

  routes.post('/clients/:id/reactivate', async (c) => {
    const admin = c.get('user');
    const clientId = c.req.param('id');
    const client = await reactivateClient(db, { clientId, adminId: admin.id });
    c.get('log').info(
      { adminId: admin.id, clientId, action: 'client_reactivated' },
      'admin action',
    );
    return c.json(client);
  });

  // ---- contact messages ----------------------------------------------------------------------

  routes.get('/messages', validate('query', pageQuerySchema), async (c) => {
    return c.json(await listMessages(db, { page: c.req.valid('query').page }));
  });

  routes.post('/messages/:id/read', async (c) => {
    return c.json(await markMessageRead(db, { messageId: c.req.param('id') }));
  });

  return routes;
}
