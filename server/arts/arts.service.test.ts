// The art rules at the service level, on the real database: status machine, events, versions,
// idempotency, duplicate names, deadlines and search.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAudit,
  artEvent,
  artRequest,
  creditLedger,
  filePreview,
  preflightReport,
} from '../db/schema';
import { DomainError } from '../domain-errors';
import { httpStatusOf } from '../http/errors';
import {
  adminContextForFile,
  balanceOf,
  clientWithCredits,
  storeUpload,
  deliverUpload,
} from '../test/factories';
import { approveArt, requestArtChange, startArt } from './art-moves.service';
import { createDeliveryDraft } from './art-delivery.service';
import { getArtDetail, listClientArts, listClientFinishedArts } from './art-reads.service';
import { addBusinessDays } from './business-hours';
import { createArtRequest } from './art-requests.service';
import { type ArtDeps } from './arts.service';

const { t, admin } = adminContextForFile();
let deps: ArtDeps;
beforeAll(() => {
  deps = t.runtime;
});

/** `createArtRequest` without an idempotency key: a plain briefing and no files unless said. */
const requestWithoutKey = (
  ownerId: string,
  name: string,
  more: Partial<Parameters<typeof createArtRequest>[1]> = {},
) =>
  createArtRequest(deps, {
    ownerId,
    name,
    briefing: 'b',
    files: [],
    idempotencyKey: null,
    ...more,
  });

const upload = (ownerId: string, content: string, name?: string) =>
  storeUpload(t, ownerId, Buffer.from(content), name);

async function exists(key: string) {
  return t.runtime.storage.get(key).then(
    ({ body }) => {
      body.destroy();
      return true;
    },
    () => false,
  );
}

async function expectDomainError(promise: Promise<unknown>, status: number, code?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(httpStatusOf(error as DomainError)).toBe(status);
  if (code) expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}

describe('createArtRequest', () => {
  it('creates the art, its event, its files and one debit, due 2 business days later', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const file = await upload(client.id, '%PDF-1.4 briefing');
    // Thursday 16:51 in Bahia: due Monday 16:51 (Friday, then Monday; the weekend skipped).
    const now = new Date('2025-03-13T16:51:00-03:00');
    const result = await createArtRequest(deps, {
      ownerId: client.id,
      name: 'Rótulo Café',
      briefing: 'Rótulo 10x15',
      files: [file],
      idempotencyKey: 'k1',
      now,
    });
    expect(result.created).toBe(true);
    expect(result.credit).toBe(1);
    expect(result.art.status).toBe('Solicitado');

    const detail = await getArtDetail(t.runtime.db, {
      artId: result.art.id,
      viewer: { id: client.id, role: 'client' },
    });
    expect(detail.dueAt).toBe(new Date('2025-03-17T16:51:00-03:00').toISOString());
    expect(detail.attachments.map((f) => [f.originalName, f.size])).toEqual([
      ['arte.pdf', file.size],
    ]);
    expect(detail.events.map((e) => [e.type, e.actor.id])).toEqual([['requested', client.id]]);
    const ledger = await t.runtime.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.artId, result.art.id));
    expect(ledger.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['debit', -1, 1],
    ]);
  });

  it('returns the same art for the same idempotency key, charging once and dropping the new files', async () => {
    const client = await clientWithCredits(t, admin, 3);
    const input = { ownerId: client.id, name: 'Caixa', briefing: 'b', idempotencyKey: 'same' };
    const first = await createArtRequest(deps, { ...input, files: [] });
    const again = await upload(client.id, 'again');
    const second = await createArtRequest(deps, { ...input, files: [again] });
    expect(second.created).toBe(false);
    expect(second.art.id).toBe(first.art.id);
    expect(await balanceOf(t, client.id)).toBe(2);
    expect(await exists(again.storageKey)).toBe(false);
  });

  it('refuses a name the client already used (case and accents folded), charging nothing', async () => {
    const client = await clientWithCredits(t, admin, 3);
    await requestWithoutKey(client.id, 'Embalagem Açaí');
    const file = await upload(client.id, 'x');
    const error = await expectDomainError(
      requestWithoutKey(client.id, 'EMBALAGEM ACAI', { files: [file] }),
      409,
      'duplicate_name',
    );
    expect(error.message).toMatch(/já tem uma arte com este nome/);
    expect(await balanceOf(t, client.id)).toBe(2);
    expect(await exists(file.storageKey)).toBe(false);
    // Another client may use the same name.
    const other = await clientWithCredits(t, admin, 1);
    await requestWithoutKey(other.id, 'Embalagem Açaí');
  });

  it('refuses without credits, leaving no art and no file', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const file = await upload(client.id, 'x');
    await expectDomainError(
      requestWithoutKey(client.id, 'Sem crédito', { files: [file] }),
      409,
      'no_credits',
    );
    const arts = await t.runtime.db
      .select()
      .from(artRequest)
      .where(eq(artRequest.ownerId, client.id));
    expect(arts).toHaveLength(0);
    expect(await exists(file.storageKey)).toBe(false);
  });
});

describe('the status machine', () => {
  it('runs request → start → deliver v1 → change → start → deliver v2 → approve, with events', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const { art } = await requestWithoutKey(client.id, 'Ciclo completo', {
      briefing: 'Briefing original',
    });
    const db = t.runtime.db;
    expect((await startArt(db, { artId: art.id, adminId: admin.id })).status).toBe('Em andamento');
    const v1 = await deliverUpload(t, {
      artId: art.id,
      adminId: admin.id,
      upload: await upload(client.id, 'v1', 'final.pdf'),
    });
    expect(v1.art.status).toBe('Finalizado');
    expect(v1.delivery.version).toBe(1);
    // The service, not its route, queues the version's previews and pre-flight.
    const queued = async (table: typeof filePreview | typeof preflightReport) =>
      db.select({ fileId: table.fileId }).from(table).where(eq(table.fileId, v1.delivery.id));
    expect(await queued(filePreview)).toHaveLength(1);
    expect(await queued(preflightReport)).toHaveLength(1);

    const changeAt = new Date();
    const changed = await requestArtChange(deps, {
      artId: art.id,
      clientId: client.id,
      description: 'Trocar a cor para azul',
      now: changeAt,
    });
    expect(changed.art.status).toBe('Alteração');
    expect(changed.fileIds).toEqual([]);
    // While the change is under way, the dashboard still offers the last delivered version.
    const dashboard = await listClientArts(db, { ownerId: client.id, search: '', page: 1 });
    expect(dashboard.items[0]?.latestDelivery?.version).toBe(1);
    await startArt(db, { artId: art.id, adminId: admin.id });
    const v2 = await deliverUpload(t, {
      artId: art.id,
      adminId: admin.id,
      upload: await upload(client.id, 'v2', 'final-v2.pdf'),
    });
    expect(v2.delivery.version).toBe(2);
    expect((await approveArt(db, { artId: art.id, clientId: client.id, version: 2 })).status).toBe(
      'Aprovado',
    );

    const detail = await getArtDetail(db, {
      artId: art.id,
      viewer: { id: admin.id, role: 'admin' },
    });
    expect(detail.briefing).toBe('Briefing original');
    // A change restarts the clock: the studio's 2 business days from the change request.
    expect(detail.dueAt).toBe(addBusinessDays(changeAt, 2).toISOString());
    expect(detail.deliveries.map((f) => [f.version, f.originalName])).toEqual([
      [1, 'final.pdf'],
      [2, 'final-v2.pdf'],
    ]);
    expect(detail.events.map((e) => [e.type, e.actor.role, e.version, e.note])).toEqual([
      ['requested', 'client', null, null],
      ['started', 'admin', null, null],
      ['delivered', 'admin', 1, null],
      ['change_requested', 'client', null, 'Trocar a cor para azul'],
      ['started', 'admin', null, null],
      ['delivered', 'admin', 2, null],
      ['approved', 'client', 2, null],
    ]);

    const finished = await listClientFinishedArts(db, { ownerId: client.id, search: '', page: 1 });
    expect(finished.items[0]?.latestDelivery?.version).toBe(2);

    // The admin's moves are audited by the service itself, in the move's transaction.
    const audit = await db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.artId, art.id))
      .orderBy(adminAudit.createdAt);
    expect(audit.map((a) => [a.action, a.actorId, a.clientId, a.details.version ?? null])).toEqual([
      ['art_started', admin.id, client.id, null],
      ['art_delivered', admin.id, client.id, 1],
      ['art_started', admin.id, client.id, null],
      ['art_delivered', admin.id, client.id, 2],
    ]);
  });

  it('answers illegal moves with 409 and the pt-BR reason, writing no event', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const { art } = await requestWithoutKey(client.id, 'Movimentos ilegais');
    const db = t.runtime.db;
    const error = await expectDomainError(
      approveArt(db, { artId: art.id, clientId: client.id, version: 1 }),
      409,
    );
    expect(error.message).toBe(
      'Não é possível aprovar uma arte com status Solicitado. Só é possível quando o status é Aguardando sua aprovação.',
    );
    await expectDomainError(
      requestArtChange(deps, { artId: art.id, clientId: client.id, description: 'x' }),
      409,
    );
    const file = await upload(client.id, 'early');
    await expectDomainError(
      createDeliveryDraft(deps, { artId: art.id, adminId: admin.id, upload: file }),
      409,
    );
    expect(await exists(file.storageKey)).toBe(false);
    await startArt(db, { artId: art.id, adminId: admin.id });
    await expectDomainError(startArt(db, { artId: art.id, adminId: admin.id }), 409);
    const events = await db.select().from(artEvent).where(eq(artEvent.artId, art.id));
    expect(events.map((e) => e.type).sort()).toEqual(['requested', 'started']);
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.artId, art.id));
    expect(audit.map((a) => a.action)).toEqual(['art_started']);
  });

  it("hides another client's art (404) and answers 404 for unknown or malformed ids", async () => {
    const owner = await clientWithCredits(t, admin, 1);
    const stranger = await clientWithCredits(t, admin, 0);
    const { art } = await requestWithoutKey(owner.id, 'Privada');
    const db = t.runtime.db;
    await expectDomainError(
      getArtDetail(db, { artId: art.id, viewer: { id: stranger.id, role: 'client' } }),
      404,
    );
    await expectDomainError(
      approveArt(db, { artId: art.id, clientId: stranger.id, version: 1 }),
      404,
    );
    await expectDomainError(startArt(db, { artId: randomUUID(), adminId: admin.id }), 404);
    await expectDomainError(
      getArtDetail(db, { artId: 'not-a-uuid', viewer: { id: admin.id, role: 'admin' } }),
      404,
    );
  });
});

describe('client lists', () => {
  it('search case- and accent-insensitively, escape wildcards, newest first', async () => {
    const client = await clientWithCredits(t, admin, 4);
    const base = Date.parse('2025-05-05T12:00:00Z');
    const names = ['Rótulo Maçã', 'rotulo pera', 'Caixa 100%', 'Sacola_A'];
    for (const [index, name] of names.entries()) {
      await createArtRequest(deps, {
        ownerId: client.id,
        name,
        briefing: 'b',
        files: [],
        idempotencyKey: null,
        now: new Date(base + index * 60_000),
      });
    }
    const list = async (search: string) =>
      (await listClientArts(t.runtime.db, { ownerId: client.id, search, page: 1 })).items.map(
        (a) => a.name,
      );
    expect(await list('')).toEqual(['Sacola_A', 'Caixa 100%', 'rotulo pera', 'Rótulo Maçã']);
    expect(await list('RÓTULO')).toEqual(['rotulo pera', 'Rótulo Maçã']);
    expect(await list('maca')).toEqual(['Rótulo Maçã']);
    expect(await list('%')).toEqual(['Caixa 100%']);
    expect(await list('_')).toEqual(['Sacola_A']);
    expect(await list('zzz')).toEqual([]);
    const page = await listClientArts(t.runtime.db, { ownerId: client.id, search: '', page: 1 });
    expect(page.total).toBe(4);
    expect(page.pageSize).toBe(50);
    expect(
      await listClientFinishedArts(t.runtime.db, { ownerId: client.id, search: '', page: 1 }),
    ).toMatchObject({ items: [], total: 0 });
    expect(createHash('sha256').update('').digest('hex')).toHaveLength(64);
  });
});
