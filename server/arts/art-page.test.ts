// The art page's data end to end on the real app (docs/product/art-page.md): one answer with the
// deadline and its late flag, the versions newest first with the studio's notes, the change
// requests with their files, for the owner and admins only; the delivery note's limit; change
// attachments checked like a request's; and a change after approval costing one credit, once, even
// under concurrent clicks.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { ART_STATUS } from '../../common/constants';
import { NO_CREDITS_MESSAGE } from '../credits/credits.service';
import { artRequest, creditLedger, filePreview } from '../db/schema';
import type { TestUser } from '../test/harness';
import {
  adminContextForFile,
  PDF,
  PNG,
  balanceOf,
  clientWithCredits,
  confirmDraft,
  deliverThroughPanel,
  errorOf,
  insertArt,
  readJson,
  requestArt,
  settledPreflight,
  uploadDraft,
  type FormFile,
} from '../test/factories';
import { approveArt, startArt } from './art-moves.service';
import { previewSummariesOf } from '../previews/previews.service';
import { getArtDetail } from './art-reads.service';
import { createArtRequest } from './art-requests.service';
import type { AdminArtRow } from '../admin/admin.schemas';
import type { Page } from '../db/paging';
import type { ArtDetail, ArtWithDelivery } from './art.schemas';

/** The start of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);

const { t, admin } = adminContextForFile();

function form(fields: Record<string, string>, files: FormFile[] = [], field = 'files') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of files) {
    body.append(field, new File([new Uint8Array(file.content)], file.name, { type: file.type }));
  }
  return body;
}

/** The studio delivers `name` through the panel's routes, with an optional note. */
async function deliver(artId: string, name: string, note?: string) {
  await startArt(t.runtime.db, { artId, adminId: admin.id });
  return deliverThroughPanel(t, admin, artId, { content: PDF, name, note });
}

const askChange = (
  who: TestUser | undefined,
  artId: string,
  description: string,
  files: FormFile[] = [],
) =>
  t.request(apiRoutes.requestArtChange(artId), {
    method: 'POST',
    cookie: who?.cookie,
    body: form({ description }, files),
  });

const detailOf = async (who: TestUser, artId: string, adminRoute = false) =>
  readJson<ArtDetail>(
    await t.request(adminRoute ? apiRoutes.admin.art(artId) : apiRoutes.art(artId), {
      cookie: who.cookie,
    }),
  );

function filesOnDisk(userId: string): string[] {
  const folder = path.join(t.runtime.config.dataDir, 'files', 'uploads', userId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('GET /api/arts/{id}: the art page in one answer', () => {
  it('has the deadline, versions newest first with notes, change requests with files; owner and admins only', async () => {
    const client = await clientWithCredits(t, admin, 3);
    const stranger = await clientWithCredits(t, admin, 0);
    const art = await requestArt(t, admin, client, 'Página completa');

    const v1 = await deliver(
      art.id,
      'caixa-v1.pdf',
      '  Cores conferidas no Pantone 485.\nVeja a faca.  ',
    );
    const change = await askChange(client, art.id, 'Trocar o vermelho', [
      { name: 'referencia.png', content: PNG, type: 'image/png' },
      { name: 'marcacoes.pdf', content: PDF },
    ]);
    expect(change.status).toBe(200);
    const v2 = await deliver(art.id, 'caixa-v2.pdf');

    const detail = await detailOf(client, art.id);
    expect(detail.requestedAt).toBe(detail.createdAt);
    expect(detail.status).toBe(ART_STATUS.finished);
    expect(detail.overdue).toBe(false);
    expect(Date.parse(detail.dueAt)).toBeGreaterThan(Date.parse(detail.requestedAt));
    expect(detail.versions.map((v) => [v.version, v.file.originalName, v.note])).toEqual([
      [2, 'caixa-v2.pdf', null],
      [1, 'caixa-v1.pdf', 'Cores conferidas no Pantone 485.\nVeja a faca.'],
    ]);
    expect(detail.versions.map((v) => v.fileId)).toEqual([v2.delivery.id, v1.delivery.id]);
    expect(detail.versions[0]).toMatchObject({
      deliveredAt: v2.delivery.createdAt,
      file: { size: PDF.length, downloadUrl: apiRoutes.downloadFile(v2.delivery.id) },
    });
    // The change's files are the change's, not the request's references.
    expect(detail.attachments).toEqual([]);
    expect(detail.changeRequests).toHaveLength(1);
    expect(detail.changeRequests[0]).toMatchObject({ text: 'Trocar o vermelho', paid: false });
    expect(detail.changeRequests[0]!.files.map((f) => f.originalName)).toEqual([
      'referencia.png',
      'marcacoes.pdf',
    ]);
    const [reference] = detail.changeRequests[0]!.files;
    expect((await t.request(reference!.downloadUrl, { cookie: client.cookie })).status).toBe(200);
    // Every file's preview is in the same answer (no request per version), the change's files
    // included: they were queued for previews like a request's references.
    const fileIds = [
      ...detail.versions.map((v) => v.fileId),
      ...detail.changeRequests[0]!.files.map((f) => f.id),
    ];
    expect(Object.keys(detail.previews).sort()).toEqual([...fileIds].sort());
    const changePreviews = await t.runtime.db
      .select({ fileId: filePreview.fileId })
      .from(filePreview)
      .where(
        inArray(
          filePreview.fileId,
          detail.changeRequests[0]!.files.map((f) => f.id),
        ),
      );
    expect(changePreviews).toHaveLength(2);
    // So is each version's pre-flight summary (its analysis was queued with the delivery).
    expect(Object.keys(detail.preflight).sort()).toEqual(
      detail.versions.map((v) => v.fileId).sort(),
    );
    expect(detail.preflight[v2.delivery.id]?.fileId).toBe(v2.delivery.id);
    expect(detail.preflight[v2.delivery.id]?.text).toMatch(/^Pré-impressão: /);
    // The lists' rows carry the newest version's preview (their thumbnail), from one query:
    // read once its job has settled, so both reads see the same state.
    const rowOf = async () =>
      (
        await readJson<Page<ArtWithDelivery>>(
          await t.request(apiRoutes.arts, { cookie: client.cookie }),
        )
      ).items.find((item) => item.id === art.id);
    await expect
      .poll(async () => (await rowOf())?.latestPreview?.status, { timeout: 60_000 })
      .not.toBe('pending');
    const row = await rowOf();
    expect(row?.latestDelivery?.id).toBe(v2.delivery.id);
    const settled = await previewSummariesOf(t.runtime.db, [v2.delivery.id], { forAdmin: false });
    expect(row?.latestPreview).toEqual(settled.get(v2.delivery.id));
    expect(detail.events.map((e) => [e.type, e.version])).toEqual([
      ['requested', null],
      ['started', null],
      ['delivered', 1],
      ['change_requested', null],
      ['started', null],
      ['delivered', 2],
    ]);

    // The finished lists' 'Data' is the last delivery's date.
    const finished = await readJson<Page<ArtWithDelivery>>(
      await t.request(`${apiRoutes.finishedArts}?search=${encodeURIComponent('Página completa')}`, {
        cookie: client.cookie,
      }),
    );
    expect(finished.items[0]?.latestDelivery?.createdAt).toBe(v2.delivery.createdAt);
    const panel = await readJson<Page<AdminArtRow>>(
      await t.request(
        `${apiRoutes.admin.finishedArts}?search=${encodeURIComponent('Página completa')}`,
        {
          cookie: admin.cookie,
        },
      ),
    );
    expect(panel.items.map((row) => row.deliveredAt)).toEqual([v2.delivery.createdAt]);

    // The panel's route answers the same detail (the previews and pre-flights may have moved on
    // meanwhile, and an admin also reads why a preview is unavailable: same files, compared apart).
    const {
      previews: adminPreviews,
      preflight: adminPreflight,
      ...adminDetail
    } = await detailOf(admin, art.id, true);
    const { previews: clientPreviews, preflight: clientPreflight, ...clientDetail } = detail;
    expect(adminDetail).toEqual({ ...clientDetail, overdue: false });
    expect(Object.keys(adminPreviews).sort()).toEqual(Object.keys(clientPreviews).sort());
    expect(Object.keys(adminPreflight).sort()).toEqual(Object.keys(clientPreflight).sort());
    expect((await t.request(apiRoutes.art(art.id), { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(apiRoutes.art(art.id))).status).toBe(401);
  });

  it('lists change requests newest first', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const art = await requestArt(t, admin, client, 'Duas alterações');
    await deliver(art.id, 'a.pdf');
    expect((await askChange(client, art.id, 'Primeira')).status).toBe(200);
    await deliver(art.id, 'b.pdf');
    expect((await askChange(client, art.id, 'Segunda')).status).toBe(200);
    const detail = await detailOf(client, art.id);
    expect(detail.changeRequests.map((c) => c.text)).toEqual(['Segunda', 'Primeira']);
    expect(detail.status).toBe(ART_STATUS.changeRequested);
  });

  it('says late only while the art is with the studio and past its deadline (fixed clock)', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const due = new Date('2026-12-04T19:00:00.000Z');
    const waiting = await insertArt(t, client.id, { status: ART_STATUS.inProgress, dueAt: due });
    const delivered = await insertArt(t, client.id, { status: ART_STATUS.finished, dueAt: due });
    const viewer = { id: client.id, role: 'client' } as const;
    const at = (artId: string, now: string) =>
      getArtDetail(t.runtime.db, { artId, viewer, now: new Date(now) });
    expect((await at(waiting.id, '2026-12-04T18:59:59.000Z')).overdue).toBe(false);
    expect((await at(waiting.id, '2026-12-04T19:00:01.000Z')).overdue).toBe(true);
    expect((await at(delivered.id, '2026-12-10T12:00:00.000Z')).overdue).toBe(false);
  });

  it('promises a Sunday request for Wednesday 08:00 in Bahia', async () => {
    const client = await clientWithCredits(t, admin, 1);
    // Sunday 29/11/2026 10:00 in Bahia: counting starts Monday 08:00; 2 business days.
    const { art } = await createArtRequest(t.runtime, {
      ownerId: client.id,
      name: 'Pedido de domingo',
      briefing: 'b',
      files: [],
      idempotencyKey: null,
      now: new Date('2026-11-29T13:00:00.000Z'),
    });
    const detail = await detailOf(client, art.id);
    expect(detail.dueAt).toBe('2026-12-02T11:00:00.000Z');
    expect(detail.turnaroundDays).toBe(2);
  });
});

describe('the delivery note', () => {
  it('refuses a note over 2,000 characters and delivers nothing', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client, 'Nota longa');
    await startArt(t.runtime.db, { artId: art.id, adminId: admin.id });
    const draft = await uploadDraft(t, admin, art.id, PDF, 'final.pdf');
    await settledPreflight(t, draft.id);
    const response = await t.request(apiRoutes.admin.deliverArt(art.id), {
      method: 'POST',
      cookie: admin.cookie,
      json: { draftId: draft.id, note: 'x'.repeat(2001) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      'A observação ao cliente deve ter no máximo 2.000 caracteres.',
    );
    const detail = await detailOf(client, art.id);
    expect(detail.status).toBe(ART_STATUS.inProgress);
    expect(detail.versions).toEqual([]);
    // The draft waits for a note that fits.
    const delivered = await confirmDraft(t, admin, art.id, draft.id, 'Cores conferidas.');
    expect(delivered.delivery.version).toBe(1);
  });
});

describe('change attachments', () => {
  it('refuses a file whose content is not what its name says, and keeps nothing', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client, 'Anexo ruim');
    await deliver(art.id, 'final.pdf');
    const before = filesOnDisk(client.id).length;
    const response = await askChange(client, art.id, 'Com anexo', [
      { name: 'ok.png', content: PNG },
      { name: 'foto.png', content: EXE },
    ]);
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toBe('Tipo de arquivo não permitido: foto.png.');
    const refusedExtension = await askChange(client, art.id, 'Com anexo', [
      { name: 'script.exe', content: EXE },
    ]);
    expect(refusedExtension.status).toBe(415);
    expect(filesOnDisk(client.id)).toHaveLength(before);
    const detail = await detailOf(client, art.id);
    expect(detail.status).toBe(ART_STATUS.finished);
    expect(detail.changeRequests).toEqual([]);
  });

  it('refuses a change from a status that allows none before reading the files', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client, 'Ainda com o estúdio');
    const response = await askChange(client, art.id, 'Já?', [{ name: 'a.png', content: PNG }]);
    expect(response.status).toBe(409);
    expect(filesOnDisk(client.id)).toHaveLength(0);
  });
});

describe('a change after approval costs one credit', () => {
  const approvedArt = async (client: TestUser, name: string) => {
    const art = await requestArt(t, admin, client, name);
    await deliver(art.id, 'final.pdf');
    await approveArt(t.runtime.db, { artId: art.id, clientId: client.id, version: 1 });
    return art;
  };
  const ledgerOf = (userId: string, artId: string) =>
    t.runtime.db
      .select({ amount: creditLedger.amount, note: creditLedger.note })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.artId, artId)));

  it('from Finalizado is free', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client, 'Grátis');
    await deliver(art.id, 'final.pdf');
    expect(await balanceOf(t, client.id)).toBe(0);
    expect((await askChange(client, art.id, 'Ajuste')).status).toBe(200);
    expect(await balanceOf(t, client.id)).toBe(0);
    expect((await detailOf(client, art.id)).changeRequests[0]?.paid).toBe(false);
  });

  it('from Aprovado debits one credit with the move, and refuses without credit', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const art = await approvedArt(client, 'Paga');
    expect(await balanceOf(t, client.id)).toBe(1);
    const response = await askChange(client, art.id, 'Nova versão do rótulo', [
      { name: 'nova.png', content: PNG },
    ]);
    expect(response.status).toBe(200);
    expect(await balanceOf(t, client.id)).toBe(0);
    expect(await ledgerOf(client.id, art.id)).toEqual(
      expect.arrayContaining([{ amount: -1, note: 'Alteração após aprovação' }]),
    );
    expect((await detailOf(client, art.id)).changeRequests[0]).toMatchObject({ paid: true });

    await deliver(art.id, 'final-v2.pdf');
    await approveArt(t.runtime.db, { artId: art.id, clientId: client.id, version: 2 });
    const before = filesOnDisk(client.id).length;
    const refused = await askChange(client, art.id, 'Mais uma', [{ name: 'x.png', content: PNG }]);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'no_credits',
      message: NO_CREDITS_MESSAGE,
    });
    expect(filesOnDisk(client.id)).toHaveLength(before);
    const [row] = await t.runtime.db
      .select({ status: artRequest.status })
      .from(artRequest)
      .where(eq(artRequest.id, art.id));
    expect(row?.status).toBe(ART_STATUS.approved);
  });

  it('costs one credit when the client clicks five times at once', async () => {
    const client = await clientWithCredits(t, admin, 4);
    const art = await approvedArt(client, 'Cliques simultâneos');
    expect(await balanceOf(t, client.id)).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => askChange(client, art.id, `Clique ${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(t, client.id)).toBe(2);
    const debits = (await ledgerOf(client.id, art.id)).filter((e) => e.amount < 0);
    // The request's own debit and the one change.
    expect(debits).toHaveLength(2);
    expect((await detailOf(client, art.id)).changeRequests).toHaveLength(1);
  });
});
