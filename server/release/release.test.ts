// Releasing an approved art (docs/product/release.md) on the real app: the open files' download
// matrix (approval and the fee's settlement), 'Enviar para clicheria', the plate maker's link (its
// package, ficha técnica and ZIP read back, expiry, revocation, one receipt) and the release state.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { FILES_LOCKED_MESSAGE } from '../../common/release';
import type { ArtDetail } from '../arts/art.schemas';
import { startArt } from '../arts/art-moves.service';
import { artRelease, artReleaseEvent, mailOutbox, notification, storedFile } from '../db/schema';
import {
  adminForFile,
  approvalWithTermo,
  approveAs,
  confirmDraft,
  contextForFile,
  errorOf,
  getJson,
  PDF,
  post,
  readJson,
  requestArt,
  uploadDraft,
} from '../test/factories';
import type { TestUser } from '../test/harness';
import { unzip } from '../test/unzip';
import type { ChargeView } from '../payments/payments.schemas';
import type { ArtReleaseInfo, PublicRelease, ReleaseView } from './release.schemas';
import { RELEASE_LINK_EXPIRED_MESSAGE, RELEASE_LINK_REVOKED_MESSAGE } from './release.service';
import { pdfTextOf } from '../approval/pdf-text';

const t = contextForFile({ PIX_KEY: 'financeiro@estudioflexo.com.br' });
const admin = adminForFile(t);
const db = () => t.runtime.db;

const TECH_SHEET = {
  lpi: 133,
  angles: '7,5° / 67,5° / 82,5° / 37,5°',
  distortionPercent: 2.3,
  repeatMm: 406.4,
  rewindDirection: 'Posição 3',
  plateThickness: '1,14 mm',
  printOrder: ['Branco', 'PANTONE 485 C', 'Preto'],
  barcode: 'EAN-13 a 100%',
};

/** An art requested, started and delivered (v1, a PDF) with the studio's technical fields. */
async function deliveredArt(client: TestUser, content: Uint8Array = PDF) {
  const art = await requestArt(t, admin, client);
  await startArt(db(), { artId: art.id, adminId: admin.id });
  const draft = await uploadDraft(t, admin, art.id, content, 'rotulo-v1.pdf');
  const { delivery } = await confirmDraft(t, admin, art.id, draft.id, undefined, TECH_SHEET);
  return { art, delivery };
}

const download = (fileId: string, cookie?: string) =>
  t.request(apiRoutes.downloadFile(fileId), { cookie });

async function expectLocked(fileId: string, cookie: string) {
  const response = await download(fileId, cookie);
  expect(response.status).toBe(403);
  expect(await errorOf(response)).toMatchObject({
    code: 'files_locked',
    message: FILES_LOCKED_MESSAGE,
  });
}

const detailOf = (artId: string, cookie: string) =>
  getJson<ArtDetail>(t, apiRoutes.art(artId), cookie);

/** The link in the newest mail to `to` (its token). */
async function linkTokenMailedTo(to: string): Promise<string> {
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  const match = last?.text.match(/\/clicheria\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no release link mailed to ${to}`);
  return match[1]!;
}

describe('the open files download once released', () => {
  let client: TestUser;
  let paid: Awaited<ReturnType<typeof deliveredArt>>;
  beforeAll(async () => {
    client = await t.signUp();
    paid = await deliveredArt(client);
  }, 300_000);

  it('not approved, approved unpaid: 403 with the message; the studio always; another client 404; paid 200', async () => {
    const fileId = paid.delivery.id;
    await expectLocked(fileId, client.cookie);
    expect((await download(fileId, admin.cookie)).status).toBe(200);
    // Previews are not originals: still open to the owner.
    expect((await t.request(apiRoutes.filePreview(fileId), { cookie: client.cookie })).status).toBe(
      200,
    );

    expect((await approveAs(t, client, paid.art.id, 1)).status).toBe(200);
    await expectLocked(fileId, client.cookie);
    expect((await detailOf(paid.art.id, client.cookie)).releaseState).toBe('awaiting_payment');
    expect((await download(fileId, admin.cookie)).status).toBe(200);
    const other = await t.signUp();
    expect((await download(fileId, other.cookie)).status).toBe(404);
    // Sending is refused until paid.
    const early = await post(t, apiRoutes.artRelease(paid.art.id), client.cookie, {
      json: { plateMaker: { name: 'Clicheria Alfa', email: 'alfa@clicheria.test' } },
    });
    expect(early.status).toBe(409);

    const charge = await readJson<ChargeView>(
      await post(t, apiRoutes.payArtFee(paid.art.id), client.cookie),
    );
    expect((await post(t, apiRoutes.admin.confirmCharge(charge.id), admin.cookie)).status).toBe(
      200,
    );
    const response = await download(fileId, client.cookie);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    expect((await detailOf(paid.art.id, client.cookie)).releaseState).toBe('released');
    expect((await download(fileId, other.cookie)).status).toBe(404);
  });

  it('waived: 200; with the fee off, approval alone releases', async () => {
    const waivedArt = await deliveredArt(client);
    await approveAs(t, client, waivedArt.art.id, 1);
    const detail = await detailOf(waivedArt.art.id, client.cookie);
    await expectLocked(waivedArt.delivery.id, client.cookie);
    const waived = await post(
      t,
      apiRoutes.admin.waiveCharge(detail.approvalFee!.chargeId),
      admin.cookie,
      {
        json: { note: 'Cortesia' },
      },
    );
    expect(waived.status).toBe(200);
    expect((await download(waivedArt.delivery.id, client.cookie)).status).toBe(200);

    const settings = await getJson<Record<string, unknown>>(
      t,
      apiRoutes.admin.paymentSettings,
      admin.cookie,
    );
    const saved = await t.request(apiRoutes.admin.paymentSettings, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { ...settings, approvalFeeCents: 0 },
    });
    expect(saved.status).toBe(200);
    const free = await deliveredArt(client);
    await expectLocked(free.delivery.id, client.cookie);
    await approveAs(t, client, free.art.id, 1);
    expect((await download(free.delivery.id, client.cookie)).status).toBe(200);
    expect((await detailOf(free.art.id, client.cookie)).releaseState).toBe('released');
    await t.request(apiRoutes.admin.paymentSettings, {
      method: 'PUT',
      cookie: admin.cookie,
      json: settings,
    });
  }, 300_000);

  it('sends to a plate maker: one link, its package (with the termo) read back, downloads and one receipt logged', async () => {
    // The termo joins the release package.
    const approval = await approvalWithTermo(t, paid.art.id, 180_000);
    const termoName = `termo-de-aprovacao-${approval.code}.pdf`;
    const other = await t.signUp();
    // Someone else's art: not found.
    expect(
      (
        await post(t, apiRoutes.artRelease(paid.art.id), other.cookie, {
          json: { plateMaker: { name: 'X', email: 'x@clicheria.test' } },
        })
      ).status,
    ).toBe(404);
    const invalid = await post(t, apiRoutes.artRelease(paid.art.id), client.cookie, {
      json: { plateMaker: { name: 'Clicheria Alfa', email: 'não é e-mail' } },
    });
    expect(invalid.status).toBe(400);

    const sent = await post(t, apiRoutes.artRelease(paid.art.id), client.cookie, {
      json: {
        plateMaker: { name: 'Clicheria Alfa', email: 'Alfa@Clicheria.test', whatsapp: '' },
      },
    });
    expect(sent.status).toBe(201);
    const view = await readJson<ReleaseView>(sent);
    expect(view).toMatchObject({
      version: 1,
      plateMaker: { name: 'Clicheria Alfa', email: 'alfa@clicheria.test' },
      sentBy: 'client',
      senderName: 'Embalagens Teste Ltda',
      linkStatus: 'active',
      confirmedAt: null,
      downloads: [],
    });
    const days =
      (new Date(view.expiresAt).getTime() - new Date(view.sentAt).getTime()) / 86_400_000;
    expect(days).toBe(7);
    const token = await linkTokenMailedTo('alfa@clicheria.test');
    // Only the token's hash is stored.
    const [row] = await db().select().from(artRelease).where(eq(artRelease.id, view.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const info = await getJson<ArtReleaseInfo>(t, apiRoutes.artRelease(paid.art.id), client.cookie);
    expect(info.state).toBe('sent');
    expect(info.plateMakers).toEqual([
      expect.objectContaining({ name: 'Clicheria Alfa', email: 'alfa@clicheria.test' }),
    ]);

    // Signed out, by the link.
    const page = await getJson<PublicRelease>(t, apiRoutes.releaseLink(token), undefined);
    expect(page).toMatchObject({ artName: paid.art.name, version: 1, confirmedAt: null });
    expect(page.files.map((f) => [f.key, f.name])).toEqual([
      ['impressao', 'rotulo-v1.pdf'],
      ['ficha-tecnica', 'ficha-tecnica-v1.pdf'],
      ['termo', termoName],
    ]);

    const print = await t.request(page.files[0]!.url);
    expect(print.status).toBe(200);
    expect(print.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await print.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);

    const ficha = await t.request(page.files[1]!.url);
    expect(ficha.status).toBe(200);
    const text = await pdfTextOf(new Uint8Array(await ficha.arrayBuffer()), ' ');
    for (const expected of [
      'Ficha técnica',
      paid.art.name,
      'v1',
      'Lineatura (lpi)',
      '133',
      'Distorção (%)',
      '2,3',
      '406,4',
      'Posição 3',
      '1,14 mm',
      'Branco > PANTONE 485 C > Preto',
      'EAN-13 a 100%',
      'Clicherista/gráfica',
    ]) {
      expect(text).toContain(expected);
    }
    const [file] = await db().select().from(storedFile).where(eq(storedFile.id, paid.delivery.id));
    expect(text.replace(/\s/g, '')).toContain(file!.sha256);

    const zip = await t.request(page.zipUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['rotulo-v1.pdf', 'ficha-tecnica-v1.pdf', termoName]);
    // The termo is the approval's own, byte for byte.
    expect(createHash('sha256').update(entries.get(termoName)!).digest('hex')).toBe(
      approval.termoSha256,
    );
    expect(entries.get('rotulo-v1.pdf')!.equals(Buffer.from(PDF))).toBe(true);
    expect(entries.get('ficha-tecnica-v1.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');

    // 'Confirmar recebimento' twice: one receipt, one notice.
    const first = await post(t, apiRoutes.releaseLinkConfirm(token), undefined);
    expect(first.status).toBe(200);
    const again = await post(t, apiRoutes.releaseLinkConfirm(token), undefined);
    expect(await readJson(again)).toEqual(await readJson(first));
    const confirmations = await db()
      .select()
      .from(artReleaseEvent)
      .where(and(eq(artReleaseEvent.releaseId, view.id), eq(artReleaseEvent.type, 'confirmed')));
    expect(confirmations).toHaveLength(1);
    const bell = await db()
      .select()
      .from(notification)
      .where(
        and(eq(notification.recipientId, client.id), eq(notification.kind, 'release_received')),
      );
    expect(bell).toHaveLength(1);

    const after = await getJson<ArtReleaseInfo>(t, apiRoutes.artRelease(paid.art.id), admin.cookie);
    expect(after.state).toBe('received');
    expect(after.releases[0]!.downloads.map((d) => d.entry)).toEqual([
      'rotulo-v1.pdf',
      'ficha-tecnica-v1.pdf',
      expect.stringMatching(/-v1\.zip$/),
    ]);
    expect(after.releases[0]!.confirmedAt).not.toBeNull();
    expect((await detailOf(paid.art.id, client.cookie)).releaseState).toBe('received');
    const finished = await getJson<{ items: { id: string; releaseState: string | null }[] }>(
      t,
      `${apiRoutes.admin.finishedArts}?release=received`,
      admin.cookie,
    );
    expect(finished.items.map((item) => item.id)).toEqual([paid.art.id]);
  }, 300_000);

  it('links expire, are revoked by the studio (and sent again), and never open another art', async () => {
    const sent = await readJson<ReleaseView>(
      await post(t, apiRoutes.artRelease(paid.art.id), admin.cookie, {
        json: { plateMaker: { name: 'Clicheria Beta', email: 'beta@clicheria.test' } },
      }),
    );
    expect(sent.sentBy).toBe('studio');
    const token = await linkTokenMailedTo('beta@clicheria.test');
    expect((await t.request(apiRoutes.releaseLink(token))).status).toBe(200);

    // A client may not revoke.
    expect((await post(t, apiRoutes.admin.revokeRelease(sent.id), client.cookie)).status).toBe(403);
    const revoked = await post(t, apiRoutes.admin.revokeRelease(sent.id), admin.cookie);
    expect(revoked.status).toBe(200);
    expect((await readJson<ReleaseView>(revoked)).linkStatus).toBe('revoked');
    for (const url of [
      apiRoutes.releaseLink(token),
      apiRoutes.releaseLinkZip(token),
      apiRoutes.releaseLinkFile(token, 'impressao'),
    ]) {
      const response = await t.request(url);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(RELEASE_LINK_REVOKED_MESSAGE);
    }
    expect((await post(t, apiRoutes.releaseLinkConfirm(token), undefined)).status).toBe(404);

    // Sent again: a new link; then it runs out.
    const again = await readJson<ReleaseView>(
      await post(t, apiRoutes.artRelease(paid.art.id), admin.cookie, {
        json: {
          plateMakerId: (
            await getJson<ArtReleaseInfo>(t, apiRoutes.artRelease(paid.art.id), admin.cookie)
          ).plateMakers.find((m) => m.email === 'beta@clicheria.test')!.id,
        },
      }),
    );
    const fresh = await linkTokenMailedTo('beta@clicheria.test');
    expect(fresh).not.toBe(token);
    expect((await t.request(apiRoutes.releaseLink(fresh))).status).toBe(200);
    await db()
      .update(artRelease)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(artRelease.id, again.id));
    const expired = await t.request(apiRoutes.releaseLink(fresh));
    expect(expired.status).toBe(404);
    expect((await errorOf(expired)).message).toBe(RELEASE_LINK_EXPIRED_MESSAGE);

    // Unknown tokens and other keys open nothing; a link names files by key, never by id.
    expect((await t.request(apiRoutes.releaseLink('a'.repeat(43)))).status).toBe(404);
    expect((await t.request(apiRoutes.releaseLink('../../files'))).status).toBe(404);
    const alfa = await linkTokenMailedTo('alfa@clicheria.test');
    expect((await t.request(apiRoutes.releaseLinkFile(alfa, paid.delivery.id))).status).toBe(404);
    const otherClient = await t.signUp();
    const otherArt = await deliveredArt(otherClient, Buffer.from('%PDF-1.4 outra arte'));
    const print = await t.request(apiRoutes.releaseLinkFile(alfa, 'impressao'));
    const bytes = Buffer.from(await print.arrayBuffer());
    expect(bytes.equals(Buffer.from(PDF))).toBe(true);
    expect(otherArt.delivery.id).not.toBe(paid.delivery.id);
  }, 300_000);
});
