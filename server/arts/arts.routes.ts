// The client's art API: list, request (multipart, against a credit), finished list, detail,
// approve and ask for changes; plus the file downloads. The rules live in arts.service.ts.
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  artRequestSchema,
  changeRequestSchema,
  IDEMPOTENCY_HEADER,
  listQuerySchema,
  type ArtRequestResult,
} from '../../common/api-types';
import { MAX_FILES_PER_REQUEST } from '../../common/constants';
import type { AppDeps } from '../deps';
import { idParamSchema } from '../ids';
import { requireUser } from '../auth/guards';
import { noCredits } from '../credits/credits.service';
import { fileRoutes } from '../files/files.routes';
import { receiveUploads } from '../files/uploads';
import type { AppEnv } from '../http/context';
import { forbidden, invalidInput, notFound } from '../domain-errors';
import { validate } from '../http/validate';
import { approveArt, requestArtChange } from './art-moves.service';
import { getArtDetail, listClientArts, listClientFinishedArts } from './art-reads.service';
import { createArtRequest, findByIdempotencyKey } from './art-requests.service';
import { ART_NOT_FOUND_MESSAGE } from './arts.service';

/** Set on the answer to a repeated submission: the art was created earlier, nothing was charged. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, 'Chave de idempotência inválida.')
  .optional();

/** A malformed id names no art: 404, as for an unknown one (never a 400 or a 500). */
const validateId = zValidator('param', idParamSchema, (result) => {
  if (!result.success) throw notFound(ART_NOT_FOUND_MESSAGE);
});

export function artRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'logger'>) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/arts', requireUser, validate('query', listQuerySchema), async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await listClientArts(db, { ownerId: c.get('user').id, search, page }));
  });

  routes.get('/arts/finished', requireUser, validate('query', listQuerySchema), async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await listClientFinishedArts(db, { ownerId: c.get('user').id, search, page }));
  });

  routes.post('/arts', requireUser, async (c) => {
    const user = c.get('user');
    if ((user.role ?? 'client') !== 'client') {
      throw forbidden('Apenas clientes podem solicitar artes.');
    }
    const keyResult = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
    if (!keyResult.success) throw invalidInput('Chave de idempotência inválida.');
    const idempotencyKey = keyResult.data ?? null;

    // A repeated submission is answered before its body is read, whatever the balance now.
    if (idempotencyKey) {
      const replay = await findByIdempotencyKey(db, user.id, idempotencyKey);
      if (replay) {
        c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return c.json({ art: replay.art, credit: replay.credit } satisfies ArtRequestResult, 201);
      }
    }
    // Cheap early refusal so nobody uploads 200 MB for nothing; the transaction decides for real.
    if ((user.credit ?? 0) < 1) throw noCredits();

    const upload = await receiveUploads(c, deps, {
      ownerId: user.id,
      maxFiles: MAX_FILES_PER_REQUEST,
      fileField: 'files',
    });
    const input = artRequestSchema.safeParse(upload.fields);
    if (!input.success) {
      await upload.discard();
      throw invalidInput(input.error.issues[0]?.message ?? 'Dados inválidos.');
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
    return c.json({ art: result.art, credit: result.credit } satisfies ArtRequestResult, 201);
  });

  routes.get('/arts/:id', requireUser, validateId, async (c) => {
    const user = c.get('user');
    const detail = await getArtDetail(db, {
      artId: c.req.valid('param').id,
      viewer: { id: user.id, role: user.role ?? 'client' },
    });
    return c.json(detail);
  });

  routes.post('/arts/:id/approve', requireUser, validateId, async (c) => {
    const art = await approveArt(db, {
      artId: c.req.valid('param').id,
      clientId: c.get('user').id,
    });
    c.get('log').info({ userId: c.get('user').id, artId: art.id }, 'art approved');
    return c.json(art);
  });

  routes.post(
    '/arts/:id/change-request',
    requireUser,
    validateId,
    validate('json', changeRequestSchema),
    async (c) => {
      const art = await requestArtChange(db, {
        artId: c.req.valid('param').id,
        clientId: c.get('user').id,
        description: c.req.valid('json').description,
      });
      c.get('log').info({ userId: c.get('user').id, artId: art.id }, 'art change requested');
      return c.json(art);
    },
  );

  routes.route('/files', fileRoutes(deps));

  return routes;
}
