// The admin's moves on an art on the real app: start and deliver (a draft, then 'Confirmar envio')
// through the whole life of a request, every illegal move refused, the deliveries checked and
// audited. The draft's own rules (pre-flight first, a note over a failure, replacing and
// withdrawing a version) are in admin-delivery.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail } from '../arts/art.schemas';
import type { AdminAuditEntry } from '../audit/audit.schemas';
import type { Page } from '../db/paging';
import { illegalActionMessage } from '../../common/art-status';
import { ART_STATUS, type ArtStatus } from '../../common/constants';
import { requestArtChange } from '../arts/art-moves.service';
import { adminAudit, artRequest } from '../db/schema';
import {
  adminWorldForFile,
  confirmDraft,
  deliveryForm,
  errorOf,
  insertArt,
  PDF,
  PNG,
  post,
  readJson,
  requestArt,
  uploadDraft,
} from '../test/factories';
import { DELIVERY_FILE_MISSING_MESSAGE } from './admin-arts.routes';

const { t, admin, client } = adminWorldForFile();

const db = () => t.runtime.db;

describe('start and deliver', () => {
  it('runs the whole life: start, deliver v1, change, start again, deliver v2 — audited', async () => {
    const owner = await t.signUp({ name: 'Ciclo Completo Ltda' });
    const art = await requestArt(t, admin, owner, 'Caixa ciclo');

    const started = await post(t, apiRoutes.admin.startArt(art.id), admin.cookie);
    expect(started.status).toBe(200);
    expect(await readJson<{ status: string }>(started)).toMatchObject({ status: 'Em andamento' });

    const draft = await uploadDraft(t, admin, art.id, PDF, 'caixa-final.pdf');
    expect(draft.nextVersion).toBe(1);
    const v1 = await confirmDraft(t, admin, art.id, draft.id);
    expect(v1.art.status).toBe('Finalizado');
    expect(v1.delivery.version).toBe(1);

    // The stored file is exactly the bytes the studio sent; the client's copy waits for approval
    // and the fee (docs/product/release.md).
    const download = await t.request(apiRoutes.downloadFile(v1.delivery.id), {
      cookie: admin.cookie,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    const locked = await t.request(apiRoutes.downloadFile(v1.delivery.id), {
      cookie: owner.cookie,
    });
    expect(locked.status).toBe(403);
    expect(await errorOf(locked)).toMatchObject({ code: 'files_locked' });

    await requestArtChange(t.runtime, {
      artId: art.id,
      clientId: owner.id,
      description: 'Mais azul',
    });
    expect((await post(t, apiRoutes.admin.startArt(art.id), admin.cookie)).status).toBe(200);
    const second = await uploadDraft(t, admin, art.id, PNG, 'caixa-v2.png');
    expect((await confirmDraft(t, admin, art.id, second.id)).delivery.version).toBe(2);

    const detail = await readJson<ArtDetail>(
      await t.request(apiRoutes.admin.art(art.id), { cookie: admin.cookie }),
    );
    expect(detail.status).toBe('Finalizado');
    expect(detail.client).toMatchObject({ id: owner.id, name: 'Ciclo Completo Ltda' });
    expect(detail.deliveries.map((d) => [d.version, d.originalName])).toEqual([
      [1, 'caixa-final.pdf'],
      [2, 'caixa-v2.png'],
    ]);
    expect(detail.events.map((e) => e.type)).toEqual([
      'requested',
      'started',
      'delivered',
      'change_requested',
      'started',
      'delivered',
    ]);
    const adminEvents = detail.events.filter((e) => e.type === 'started' || e.type === 'delivered');
    expect(adminEvents.every((e) => e.actor.id === admin.id && e.actor.role === 'admin')).toBe(
      true,
    );

    const audit = await readJson<Page<AdminAuditEntry>>(
      await t.request(apiRoutes.admin.clientAudit(owner.id), { cookie: admin.cookie }),
    );
    const artActions = audit.items.filter((entry) => entry.art?.id === art.id);
    expect(artActions.map((entry) => entry.action).sort()).toEqual([
      'art_delivered',
      'art_delivered',
      'art_started',
      'art_started',
    ]);
    expect(artActions.every((entry) => entry.actor.id === admin.id)).toBe(true);
    expect(artActions.find((e) => e.action === 'art_delivered')?.art?.name).toBe('Caixa ciclo');
  });

  const illegal: { from: ArtStatus; action: 'start' | 'deliver' | 'withdraw' }[] = [
    { from: ART_STATUS.inProgress, action: 'start' },
    { from: ART_STATUS.finished, action: 'start' },
    { from: ART_STATUS.approved, action: 'start' },
    { from: ART_STATUS.requested, action: 'deliver' },
    { from: ART_STATUS.changeRequested, action: 'deliver' },
    // Over an approved art, a new version is legal: it voids the approval (approval.test.ts).
    { from: ART_STATUS.cancelled, action: 'deliver' },
    { from: ART_STATUS.requested, action: 'withdraw' },
    { from: ART_STATUS.inProgress, action: 'withdraw' },
    { from: ART_STATUS.changeRequested, action: 'withdraw' },
    { from: ART_STATUS.approved, action: 'withdraw' },
  ];

  const attempt = (action: 'start' | 'deliver' | 'withdraw', artId: string) =>
    action === 'start'
      ? post(t, apiRoutes.admin.startArt(artId), admin.cookie)
      : action === 'deliver'
        ? post(t, apiRoutes.admin.deliveryDrafts(artId), admin.cookie, { body: deliveryForm(PDF) })
        : post(t, apiRoutes.admin.withdrawArt(artId), admin.cookie, {
            json: { version: 1, reason: 'Arquivo errado.' },
          });

  it.each(illegal)(
    'refuses to $action an art in $from with 409, changing nothing',
    async ({ from, action }) => {
      const art = await insertArt(t, client.id, { status: from });
      const response = await attempt(action, art.id);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: 'illegal_status',
        message: illegalActionMessage(action, from),
      });
      const [after] = await db().select().from(artRequest).where(eq(artRequest.id, art.id));
      expect(after!.status).toBe(from);
      const audit = await db().select().from(adminAudit).where(eq(adminAudit.artId, art.id));
      expect(audit).toHaveLength(0);
    },
  );

  it('refuses a delivery without a file (400) and keeps the art in progress', async () => {
    const art = await insertArt(t, client.id, { status: ART_STATUS.inProgress });
    const response = await post(t, apiRoutes.admin.deliveryDrafts(art.id), admin.cookie, {
      body: deliveryForm(null),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(DELIVERY_FILE_MISSING_MESSAGE);
    const [after] = await db().select().from(artRequest).where(eq(artRequest.id, art.id));
    expect(after!.status).toBe(ART_STATUS.inProgress);
  });

  it('refuses a renamed executable (415)', async () => {
    const art = await insertArt(t, client.id, { status: ART_STATUS.inProgress });
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(200),
    ]);
    const response = await post(t, apiRoutes.admin.deliveryDrafts(art.id), admin.cookie, {
      body: deliveryForm(exe, 'final.pdf'),
    });
    expect(response.status).toBe(415);
  });

  it('answers 404 for an unknown or malformed art id', async () => {
    for (const id of [randomUUID(), 'nao-e-um-id']) {
      expect((await t.request(apiRoutes.admin.art(id), { cookie: admin.cookie })).status).toBe(404);
      expect((await post(t, apiRoutes.admin.startArt(id), admin.cookie)).status).toBe(404);
      for (const action of ['deliver', 'withdraw'] as const) {
        expect((await attempt(action, id)).status).toBe(404);
      }
      const confirmed = await post(t, apiRoutes.admin.deliverArt(id), admin.cookie, {
        json: { draftId: randomUUID() },
      });
      expect(confirmed.status).toBe(404);
    }
  });
});
