// The delivery promise ('Prazo de entrega', docs/product/art-page.md) on the real app: the
// studio's setting (admin only, bounded, audited), the deadlines new requests and change requests
// get from it, and the data migration that recomputed the open arts' deadlines.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { OPEN_ART_STATUSES } from '../../common/art-status';
import { artBriefSchema } from '../../common/brief';
import { SERVICE_KEYS } from '../../common/brief-labels';
import { ART_STATUS } from '../../common/constants';
import { seedDemo } from '../../scripts/seed-demo';
import { runDataMigrations } from '../db/data-migrations';
import { adminAudit, artEvent, artRequest, dataMigration } from '../db/schema';
import {
  adminContextForFile,
  clientWithCredits,
  errorOf,
  getJson,
  PDF,
  readJson,
  SAMPLE_BRIEF_JSON,
  storeUpload,
  deliverUpload,
} from '../test/factories';
import type { ArtDetail, ArtRequestResult } from './art.schemas';
import { requestArtChange, startArt } from './art-moves.service';
import { createArtRequest } from './art-requests.service';
import { addBusinessDays } from './business-hours';
import { recomputeOpenDeadlines } from './turnaround.service';

const { t, admin, db } = adminContextForFile();
/** A wall-clock time in Bahia (UTC−3). */
const bahia = (local: string) => new Date(`${local}:00-03:00`);
const deps = () => ({ ...t.runtime });

const putDays = (days: unknown, cookie = admin.cookie) =>
  t.request(apiRoutes.admin.turnaround, { method: 'PUT', cookie, json: { days } });

async function turnaroundAudit() {
  return db()
    .select({ actorId: adminAudit.actorId, details: adminAudit.details })
    .from(adminAudit)
    .where(eq(adminAudit.action, 'turnaround_changed'))
    .orderBy(adminAudit.createdAt);
}

describe('the turnaround setting', () => {
  it('is the studio’s only: 401 signed out, 403 for a client, for reading and saving', async () => {
    const client = await t.signUp();
    expect((await t.request(apiRoutes.admin.turnaround)).status).toBe(401);
    expect((await t.request(apiRoutes.admin.turnaround, { cookie: client.cookie })).status).toBe(
      403,
    );
    expect((await putDays(5, client.cookie)).status).toBe(403);
    expect(await getJson(t, apiRoutes.admin.turnaround, admin.cookie)).toEqual({ days: 2 });
  });

  it('refuses a value outside 1–10 whole days, in pt-BR, and keeps the one in force', async () => {
    for (const days of [0, 11, 2.5, -1, 'dois', null]) {
      const response = await putDays(days);
      expect(response.status, String(days)).toBe(400);
      expect((await errorOf(response)).message).toBe(
        'Informe um número inteiro de 1 a 10 dias úteis.',
      );
    }
    expect(await getJson(t, apiRoutes.admin.turnaround, admin.cookie)).toEqual({ days: 2 });
    expect(await turnaroundAudit()).toEqual([]);
  });

  it('is audited with who changed it from what to what; saving the same value records nothing', async () => {
    expect(await readJson(await putDays(3))).toEqual({ days: 3 });
    expect(await readJson(await putDays(3))).toEqual({ days: 3 });
    expect(await getJson(t, apiRoutes.admin.turnaround, admin.cookie)).toEqual({ days: 3 });
    expect(await turnaroundAudit()).toEqual([{ actorId: admin.id, details: { from: 2, to: 3 } }]);
  });

  it('gives new requests and change requests its deadline; earlier deadlines stay', async () => {
    await putDays(2);
    const client = await clientWithCredits(t, admin, 3);
    // Thursday 16:51 with 2 days: Friday, then Monday until 16:51.
    const before = await createArtRequest(deps(), {
      ownerId: client.id,
      name: 'Pedido de quinta',
      briefing: 'Rótulo',
      files: [],
      idempotencyKey: null,
      now: bahia('2025-03-13T16:51'),
    });
    expect(before).toMatchObject({
      dueAt: bahia('2025-03-17T16:51').toISOString(),
      turnaroundDays: 2,
    });

    await putDays(3);
    // Through the API: the answer carries the deadline and the promise the dialog states.
    const form = new FormData();
    form.set('name', 'Pedido com 3 dias');
    form.set('briefing', 'Caixa');
    form.set('brief', SAMPLE_BRIEF_JSON);
    const asked = new Date();
    const response = await t.request(apiRoutes.arts, {
      method: 'POST',
      cookie: client.cookie,
      body: form,
    });
    expect(response.status).toBe(201);
    const created = await readJson<ArtRequestResult>(response);
    expect(created.turnaroundDays).toBe(3);
    const due = new Date(created.dueAt).getTime();
    expect(due).toBeGreaterThanOrEqual(addBusinessDays(asked, 3).getTime());
    expect(due).toBeLessThanOrEqual(addBusinessDays(new Date(), 3).getTime());
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(created.art.id), client.cookie);
    expect(detail).toMatchObject({ dueAt: created.dueAt, turnaroundDays: 3 });

    // The Thursday art keeps the deadline it was promised.
    const kept = await getJson<ArtDetail>(t, apiRoutes.art(before.art.id), client.cookie);
    expect(kept).toMatchObject({ dueAt: before.dueAt, turnaroundDays: 2 });

    // A change request (Friday 10:00) restarts the clock with the setting now: 3 days → Wednesday.
    await startArt(db(), { artId: before.art.id, adminId: admin.id });
    await deliverUpload(t, {
      artId: before.art.id,
      adminId: admin.id,
      upload: await storeUpload(t, admin.id, PDF, 'final.pdf'),
    });
    await requestArtChange(deps(), {
      artId: before.art.id,
      clientId: client.id,
      description: 'Trocar o azul',
      now: bahia('2025-03-14T10:00'),
    });
    const changed = await getJson<ArtDetail>(t, apiRoutes.art(before.art.id), client.cookie);
    expect(changed).toMatchObject({
      dueAt: bahia('2025-03-19T10:00').toISOString(),
      turnaroundDays: 3,
    });
    await putDays(2);
  });
});

describe('data migration 0018_due_in_business_days', () => {
  it('recomputes the open arts of demo data (of every service) from their request or last change, once', async () => {
    await seedDemo(db(), { clients: 15, arts: 400, seed: 7, now: new Date() });
    // The demo data holds requests of every service, each brief one the API takes
    // (docs/product/services.md), so the demo's queue, filter and art pages show them.
    const seeded = await db()
      .select({ service: artRequest.service, brief: artRequest.brief })
      .from(artRequest);
    expect(new Set(seeded.map((art) => art.service))).toEqual(new Set(SERVICE_KEYS));
    // (The arts of the tests above have no brief.)
    for (const { brief } of seeded.filter((art) => art.brief !== null)) {
      expect(artBriefSchema.safeParse(brief).error).toBeUndefined();
    }
    const open = inArray(artRequest.status, OPEN_ART_STATUSES);
    // The deadlines as the old clock left them: wrong on purpose, a week after the request.
    await db().execute(sql`update art_request set due_at = created_at + interval '7 days'`);
    const before = new Map(
      (await db().select().from(artRequest)).map((art) => [art.id, art] as const),
    );
    const openArts = await db().select().from(artRequest).where(open);
    expect(openArts.length).toBeGreaterThan(0);
    expect(openArts.some((art) => art.status === ART_STATUS.changeRequested)).toBe(true);

    await db().delete(dataMigration).where(eq(dataMigration.name, '0018_due_in_business_days'));
    expect(await runDataMigrations(db())).toEqual(['0018_due_in_business_days']);

    for (const art of await db().select().from(artRequest)) {
      const old = before.get(art.id)!;
      expect(art.updatedAt).toEqual(old.updatedAt);
      if (!(OPEN_ART_STATUSES as readonly string[]).includes(art.status)) {
        // Delivered and approved arts keep their history.
        expect(art.dueAt).toEqual(old.dueAt);
        continue;
      }
      const events = await db()
        .select({ at: artEvent.createdAt })
        .from(artEvent)
        .where(
          and(
            eq(artEvent.artId, art.id),
            inArray(artEvent.type, ['requested', 'change_requested']),
          ),
        );
      const from = new Date(Math.max(...events.map((event) => event.at.getTime())));
      expect(art.dueAt.toISOString(), art.status).toBe(addBusinessDays(from, 2).toISOString());
      expect(art.turnaroundDays).toBe(2);
    }

    // Recorded: the next start does not run it again.
    const [first] = openArts;
    await db()
      .update(artRequest)
      .set({ dueAt: new Date(0) })
      .where(eq(artRequest.id, first!.id));
    expect(await runDataMigrations(db())).toEqual([]);
    const [untouched] = await db().select().from(artRequest).where(eq(artRequest.id, first!.id));
    expect(untouched!.dueAt).toEqual(new Date(0));
  });

  it('counts an imported art without a request event from its creation', async () => {
    const client = await t.signUp();
    const createdAt = bahia('2025-03-13T16:51');
    const [art] = await db()
      .insert(artRequest)
      .values({
        ownerId: client.id,
        name: 'Importada',
        briefing: 'x',
        status: ART_STATUS.requested,
        dueAt: new Date(0),
        createdAt,
      })
      .returning();
    await db().transaction((tx) => recomputeOpenDeadlines(tx));
    const [after] = await db().select().from(artRequest).where(eq(artRequest.id, art!.id));
    expect(after!.dueAt.toISOString()).toBe(bahia('2025-03-17T16:51').toISOString());
  });
});
