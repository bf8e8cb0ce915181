// Delivering a version on the real app (docs/product/art-page.md, 'Entregar uma versão'): the file
// is a draft until 'Confirmar envio', which waits for its pre-flight and needs a note to the client
// over a failure; while the client has not acted, a corrected version replaces the one awaiting
// approval, or the studio withdraws it; the client approves only the version it names, the newest.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { ART_STATUS } from '../../common/constants';
import { startArt } from '../arts/art-moves.service';
import { FAILED_PREFLIGHT_NOTE_MESSAGE } from '../../common/api-types';
import { DRAFT_NOT_FOUND_MESSAGE, PREFLIGHT_PENDING_MESSAGE } from '../arts/art-delivery.service';
import type { ArtDetail, ArtWithDelivery } from '../arts/art.schemas';
import type { Page } from '../db/paging';
import { currentApproval } from '../approval/approval.service';
import {
  adminAudit,
  artEvent,
  artRequest,
  mailOutbox,
  notification,
  preflightReport,
  storedFile,
} from '../db/schema';
import { withText } from '../preflight/preflight-samples';
import {
  approveAs,
  adminWorldForFile,
  confirmDraft,
  deliverThroughPanel,
  errorOf,
  finishedPreflight,
  getJson,
  insertArt,
  PNG,
  post,
  readJson,
  requestArt,
  settledPreflight,
  uploadDraft,
} from '../test/factories';
import type { TestUser } from '../test/harness';

const { t, admin } = adminWorldForFile();
const db = () => t.runtime.db;

/** A new client's art, started by the studio (Em andamento). */
async function artInProgress(name: string) {
  const client = await t.signUp({ name: `${name} Ltda` });
  const art = await requestArt(t, admin, client, name);
  await startArt(db(), { artId: art.id, adminId: admin.id });
  return { client, art };
}

const statusOf = async (artId: string) =>
  (await db().select().from(artRequest).where(eq(artRequest.id, artId)))[0]!.status;

const mailsTo = (client: TestUser, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, client.email), eq(mailOutbox.kind, kind)));

const detailFor = (who: TestUser, artId: string) =>
  getJson<ArtDetail>(t, apiRoutes.art(artId), who.cookie);

const confirm = (artId: string, json: unknown) =>
  post(t, apiRoutes.admin.deliverArt(artId), admin.cookie, { json });

const approve = (client: TestUser, artId: string, version: number) =>
  approveAs(t, client, artId, version);

const withdraw = (artId: string, version: number, reason = 'Enviamos o arquivo errado.') =>
  post(t, apiRoutes.admin.withdrawArt(artId), admin.cookie, { json: { version, reason } });

describe("'Enviar' stores a draft; only 'Confirmar envio' delivers", () => {
  it('changes nothing the client sees, tells nobody, until the studio confirms', async () => {
    const { client, art } = await artInProgress('Rótulo rascunho');
    const draft = await uploadDraft(t, admin, art.id, PNG, 'rotulo.png');
    expect(draft).toMatchObject({ nextVersion: 1, file: { originalName: 'rotulo.png' } });

    // The studio reads the draft's pre-flight in the dialog.
    expect((await finishedPreflight(t, admin, draft.id)).status).toBe('done');
    // Nothing moved: the status, the history, the audit, the client's page, its messages.
    expect(await statusOf(art.id)).toBe(ART_STATUS.inProgress);
    const events = await db().select().from(artEvent).where(eq(artEvent.artId, art.id));
    expect(events.map((e) => e.type)).not.toContain('delivered');
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.artId, art.id));
    expect(audit.map((a) => a.action)).not.toContain('art_delivered');
    const seen = await detailFor(client, art.id);
    expect(seen.versions).toEqual([]);
    expect(seen.previews[draft.id]).toBeUndefined();
    expect(seen.preflight[draft.id]).toBeUndefined();
    expect(await mailsTo(client, 'art_delivered')).toEqual([]);
    // The client cannot fetch the draft even by its id; the studio can.
    const asClient = await t.request(apiRoutes.downloadFile(draft.id), { cookie: client.cookie });
    expect(asClient.status).toBe(404);
    const asAdmin = await t.request(apiRoutes.downloadFile(draft.id), { cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(PNG)).toBe(true);

    const delivered = await confirmDraft(t, admin, art.id, draft.id, 'Cores conferidas.');
    expect(delivered.art.status).toBe(ART_STATUS.finished);
    expect(delivered.delivery).toMatchObject({ id: draft.id, version: 1 });
    const after = await detailFor(client, art.id);
    expect(after.versions.map((v) => [v.version, v.note, v.withdrawn])).toEqual([
      [1, 'Cores conferidas.', null],
    ]);
    expect(await mailsTo(client, 'art_delivered')).toHaveLength(1);
    const [delivery] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.artId, art.id), eq(adminAudit.action, 'art_delivered')));
    // A PNG is not analysed: said as such, never a pass.
    expect(delivery?.details).toMatchObject({ version: 1, preflight: 'nao_analisado' });

    // A confirmed draft is a delivery: confirming it again finds no draft.
    const again = await confirm(art.id, { draftId: draft.id });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(DRAFT_NOT_FOUND_MESSAGE);
  });

  it('refuses to confirm while the pre-flight is still running (409), then delivers', async () => {
    const { art } = await artInProgress('Rótulo pressa');
    const draft = await uploadDraft(t, admin, art.id, PNG, 'rotulo.png');
    await settledPreflight(t, draft.id);
    // As the dialog would see it seconds after the upload.
    await db()
      .update(preflightReport)
      .set({ status: 'pending' })
      .where(eq(preflightReport.fileId, draft.id));
    const early = await confirm(art.id, { draftId: draft.id });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({
      code: 'preflight_pending',
      message: PREFLIGHT_PENDING_MESSAGE,
    });
    // A report never written (its queueing failed) reads as pending too.
    await db().delete(preflightReport).where(eq(preflightReport.fileId, draft.id));
    expect((await confirm(art.id, { draftId: draft.id })).status).toBe(409);
    expect(await statusOf(art.id)).toBe(ART_STATUS.inProgress);

    await db().insert(preflightReport).values({ fileId: draft.id, status: 'done' });
    expect((await confirm(art.id, { draftId: draft.id })).status).toBe(201);
  });

  it('needs a note to the client to confirm over a failed pre-flight, and shows it to them', async () => {
    const { client, art } = await artInProgress('Rótulo fontes');
    const draft = await uploadDraft(t, admin, art.id, Buffer.from(await withText()), 'final.pdf');
    const report = await finishedPreflight(t, admin, draft.id);
    expect(report.checks).toContainEqual(
      expect.objectContaining({ check: 'fontes', verdict: 'reprovado' }),
    );

    for (const note of [undefined, '', '   ']) {
      const refused = await confirm(art.id, { draftId: draft.id, note });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toEqual({
        code: 'note_required',
        message: FAILED_PREFLIGHT_NOTE_MESSAGE,
      });
    }
    expect(await statusOf(art.id)).toBe(ART_STATUS.inProgress);
    expect(await mailsTo(client, 'art_delivered')).toEqual([]);

    const note = 'A clicheria converte as fontes em curvas; o texto sai igual.';
    const delivered = await confirm(art.id, { draftId: draft.id, note });
    expect(delivered.status).toBe(201);
    const seen = await detailFor(client, art.id);
    expect(seen.versions[0]?.note).toBe(note);
    // The client's summary says what was found, for the art page to explain.
    expect(seen.preflight[draft.id]?.findings).toContainEqual({
      check: 'fontes',
      verdict: 'reprovado',
    });
    const [mail] = await mailsTo(client, 'art_delivered');
    expect(mail?.text).toContain('apontou um problema');
    expect(mail?.text).toContain(note);
    const [audited] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.artId, art.id), eq(adminAudit.action, 'art_delivered')));
    expect(audited?.details).toMatchObject({ preflight: 'reprovado' });
  });

  it("'Cancelar' discards the draft and its bytes", async () => {
    const { art } = await artInProgress('Rótulo desistência');
    const draft = await uploadDraft(t, admin, art.id, PNG, 'rotulo.png');
    const [row] = await db().select().from(storedFile).where(eq(storedFile.id, draft.id));
    const discarded = await t.request(apiRoutes.admin.deliveryDraft(art.id, draft.id), {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(discarded.status).toBe(200);
    expect(await readJson(discarded)).toEqual({ discarded: true });
    expect(await db().select().from(storedFile).where(eq(storedFile.id, draft.id))).toEqual([]);
    await expect(t.runtime.storage.get(row!.storageKey)).rejects.toThrow();
    expect((await confirm(art.id, { draftId: draft.id })).status).toBe(404);
    const twice = await t.request(apiRoutes.admin.deliveryDraft(art.id, draft.id), {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(twice.status).toBe(404);
  });
});

describe('while the client has not acted', () => {
  it('a corrected version replaces the one awaiting approval; both stay in the history', async () => {
    const { client, art } = await artInProgress('Caixa corrigida');
    await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v1.png' });
    expect(await statusOf(art.id)).toBe(ART_STATUS.finished);

    const v2 = await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v2.png' });
    expect(v2).toMatchObject({ art: { status: ART_STATUS.finished }, delivery: { version: 2 } });
    const seen = await detailFor(client, art.id);
    expect(seen.versions.map((v) => [v.version, v.file.originalName])).toEqual([
      [2, 'v2.png'],
      [1, 'v1.png'],
    ]);
    const finished = await getJson<Page<ArtWithDelivery>>(t, apiRoutes.finishedArts, client.cookie);
    expect(finished.items[0]?.latestDelivery?.version).toBe(2);
    const mails = await mailsTo(client, 'art_delivered');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Versão 1 entregue: Caixa corrigida',
      'Versão 2 entregue: Caixa corrigida',
    ]);
    expect(mails.find((m) => m.subject.startsWith('Versão 2'))?.text).toContain(
      'Ela substitui a versão 1, que não precisa mais da sua aprovação.',
    );
    const [replaced] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.artId, art.id), eq(adminAudit.action, 'art_delivered')))
      .orderBy(adminAudit.createdAt)
      .offset(1);
    expect(replaced?.details).toMatchObject({ version: 2, replaces: 1 });

    // The client approves what they saw: v1 is refused, v2 approved.
    const old = await approve(client, art.id, 1);
    expect(old.status).toBe(409);
    expect(await errorOf(old)).toEqual({
      code: 'version_replaced',
      message:
        'A v1 não é a versão que aguarda aprovação: a versão atual é a v2. Abra a arte e veja a v2 antes de continuar.',
    });
    expect(await statusOf(art.id)).toBe(ART_STATUS.finished);
    expect((await approve(client, art.id, 2)).status).toBe(200);
    const events = await db().select().from(artEvent).where(eq(artEvent.artId, art.id));
    expect(events.find((e) => e.type === 'approved')?.version).toBe(2);

    // Once approved, a new version voids the approval: the art waits for the client again.
    await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v3.png' });
    expect(await statusOf(art.id)).toBe(ART_STATUS.finished);
    expect(await currentApproval(db(), art.id)).toBeNull();
    expect((await approve(client, art.id, 2)).status).toBe(409);
    expect((await approve(client, art.id, 3)).status).toBe(200);
  });

  it('the studio withdraws the last version: back to Em andamento, audited, the client told', async () => {
    const { client, art } = await artInProgress('Sacola retirada');
    await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v1.png' });

    const blank = await post(t, apiRoutes.admin.withdrawArt(art.id), admin.cookie, {
      json: { version: 1, reason: '  ' },
    });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe(
      'Escreva ao cliente por que a versão foi retirada.',
    );
    const wrong = await withdraw(art.id, 2);
    expect(wrong.status).toBe(409);
    expect((await errorOf(wrong)).code).toBe('version_replaced');

    const withdrawn = await withdraw(art.id, 1, 'O código de barras está errado; corrigimos hoje.');
    expect(withdrawn.status).toBe(200);
    expect(await readJson(withdrawn)).toMatchObject({ status: ART_STATUS.inProgress });

    const seen = await detailFor(client, art.id);
    expect(seen.status).toBe(ART_STATUS.inProgress);
    expect(seen.versions[0]).toMatchObject({
      version: 1,
      withdrawn: { reason: 'O código de barras está errado; corrigimos hoje.' },
    });
    expect(seen.events.at(-1)).toMatchObject({
      type: 'withdrawn',
      version: 1,
      note: 'O código de barras está errado; corrigimos hoje.',
    });
    const [audited] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.artId, art.id), eq(adminAudit.action, 'art_withdrawn')));
    expect(audited).toMatchObject({
      actorId: admin.id,
      clientId: client.id,
      details: { version: 1, reason: 'O código de barras está errado; corrigimos hoje.' },
    });
    const [told] = await mailsTo(client, 'art_withdrawn');
    expect(told?.subject).toBe('Versão 1 retirada: Sacola retirada');
    expect(told?.text).toContain('O código de barras está errado; corrigimos hoje.');
    const bells = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.recipientId, client.id), eq(notification.kind, 'art_withdrawn')));
    expect(bells).toHaveLength(1);

    // Nothing to approve now, nor to withdraw again.
    expect((await approve(client, art.id, 1)).status).toBe(409);
    expect((await withdraw(art.id, 1)).status).toBe(409);
    // The dashboard offers no withdrawn file; the next version is v2 (numbers are never reused).
    const list = await getJson<Page<ArtWithDelivery>>(t, apiRoutes.arts, client.cookie);
    expect(list.items.find((item) => item.id === art.id)?.latestDelivery).toBeNull();
    const v2 = await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v2.png' });
    expect(v2.delivery.version).toBe(2);
    expect((await approve(client, art.id, 2)).status).toBe(200);
  });

  it('an approval and a withdrawal at once: exactly one wins', async () => {
    const { client, art } = await artInProgress('Rótulo disputado');
    await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v1.png' });
    const answers = await Promise.all([approve(client, art.id, 1), withdraw(art.id, 1)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const status = await statusOf(art.id);
    expect([ART_STATUS.approved, ART_STATUS.inProgress]).toContain(status);
  });

  it('the approval names a version', async () => {
    const { client, art } = await artInProgress('Rótulo sem versão');
    await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'v1.png' });
    const missing = await post(t, apiRoutes.approveArt(art.id), client.cookie, { json: {} });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe('Informe a versão que você aprova.');
    const unnamed = await approveAs(t, client, art.id, null);
    expect(unnamed.status).toBe(409);
    expect((await errorOf(unnamed)).message).toBe(
      'Informe a versão que você aprova: a versão atual é a v1.',
    );
    expect(await statusOf(art.id)).toBe(ART_STATUS.finished);
  });

  it('an art brought over without its file is approved without a version to name', async () => {
    const client = await t.signUp({ name: 'Importada Ltda' });
    const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
    expect((await approve(client, art.id, 1)).status).toBe(409);
    const approved = await approveAs(t, client, art.id, null);
    expect(approved.status).toBe(200);
    expect(await statusOf(art.id)).toBe(ART_STATUS.approved);
  });
});
