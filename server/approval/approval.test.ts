// Approving with proof on the real app (docs/product/approval.md): the password again, the
// brief's checklist, open pins acknowledged; the record's hashes are the stored files'; the termo
// is made in the background, read back, downloadable by its client and the studio only, and
// verified publicly by its code or its bytes; a new version voids it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { APPROVAL_MEANINGS } from '../../common/approval';
import { APPROVAL_PASSWORD_MISSING_MESSAGE } from '../../common/api-types';
import { SAMPLE_BRIEFS } from '../../common/brief-samples';
import { ART_STATUS } from '../../common/constants';
import { WRONG_PASSWORD_MESSAGE } from '../auth/password-check';
import { adminAudit, artApproval, artRequest, storedFile } from '../db/schema';
import {
  adminContextForFile,
  approvalWithTermo,
  approveAs,
  clientForFile,
  deliverThroughPanel,
  errorOf,
  insertArt,
  PNG,
  post,
  requestAndDeliver,
  sha256,
} from '../test/factories';
import type { TestUser } from '../test/harness';
import type { ArtDetail } from '../arts/art.schemas';
import { currentApproval } from './approval.service';
import { makeTermo, MOCKUP_SHOWN_TEXT } from './approval-termo';
import { CHECKLIST_INCOMPLETE_PREFIX } from './approval.service';
import { TOO_MANY_VERIFICATIONS_MESSAGE, VERIFY_LIMIT } from './approval.routes';
import { pdfTextOf } from './pdf-text';

/** Making a termo waits for the version's preview, on a busy machine too. */
const SLOW = 180_000;

const { t, admin } = adminContextForFile();
const client = clientForFile(t, 'Rótulos Aprovados Ltda');
const stranger = clientForFile(t, 'Outra Empresa');

const db = () => t.runtime.db;

const deliveredPng = async () =>
  (await requestAndDeliver(t, admin, client, PNG, 'rotulo-v1.png')).art;

const statusOf = async (artId: string) =>
  (await db().select().from(artRequest).where(eq(artRequest.id, artId)))[0]!.status;

const approvalsOf = (artId: string) =>
  db().select().from(artApproval).where(eq(artApproval.artId, artId));

const termoOf = (artId: string, who: TestUser) =>
  t.request(`/api/arts/${artId}/approval/termo`, { cookie: who.cookie });

const verify = async (query: string) => {
  const response = await t.request(`/api/verify?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    status: string;
    version: number | null;
    replacedByVersion: number | null;
    artName: string | null;
    company: string | null;
  };
};

describe('approving with proof', () => {
  it(
    'records the approval with the stored files’ hashes and makes a termo that reads back',
    async () => {
      const art = await deliveredPng();
      const response = await approveAs(t, client, art.id, 1);
      expect(response.status).toBe(200);
      expect(await statusOf(art.id)).toBe(ART_STATUS.approved);

      const record = await approvalWithTermo(t, art.id);
      // The record's hash is the stored bytes'.
      const [file] = await db()
        .select()
        .from(storedFile)
        .where(and(eq(storedFile.artId, art.id), eq(storedFile.kind, 'delivery')));
      const { body } = await t.runtime.storage.get(file!.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      expect(record.files).toEqual([
        { fileId: file!.id, name: 'rotulo-v1.png', size: PNG.length, sha256: sha256(PNG) },
      ]);
      expect(sha256(Buffer.concat(chunks))).toBe(record.files[0]!.sha256);
      expect(record).toMatchObject({
        version: 1,
        approverEmail: client.email,
        company: 'Rótulos Aprovados Ltda',
        openPinsAcknowledged: false,
      });
      expect(record.brief).toMatchObject({ service: 'flexo', pieceType: 'rotulo' });
      expect(record.checklist.map((item) => item.key)).toEqual([
        'size',
        'colors',
        'texts',
        'meaning',
      ]);
      expect(record.code).toMatch(/^AP-/);

      // The termo downloads to the client and the studio; its bytes are the recorded hash.
      const download = await termoOf(art.id, client);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(sha256(Buffer.from(bytes))).toBe(record.termoSha256);
      expect((await termoOf(art.id, admin)).status).toBe(200);
      expect((await termoOf(art.id, stranger)).status).toBe(404);

      // Read back: the code, the names, the version, the hashes and the sentence signed.
      const text = await pdfTextOf(bytes);
      for (const expected of [
        'Termo de aprovação de arte',
        record.code,
        'Rótulos Aprovados Ltda',
        client.email,
        'v1',
        'rotulo-v1.png',
        sha256(PNG),
        APPROVAL_MEANINGS.flexo,
        ...(record.previewPages ?? []).map((page) => page.sha256),
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain(MOCKUP_SHOWN_TEXT);
      expect(record.previewPages?.length).toBeGreaterThan(0);

      // The audit keeps the termo's hash.
      const [audited] = await db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.artId, art.id), eq(adminAudit.action, 'art_approved')));
      expect(audited?.details).toMatchObject({
        version: 1,
        code: record.code,
        termoSha256: record.termoSha256,
      });

      // The page shows the approval to the client.
      const detail = (await (
        await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
      ).json()) as ArtDetail;
      expect(detail.approval).toMatchObject({
        version: 1,
        company: 'Rótulos Aprovados Ltda',
        termoReady: true,
        files: [{ name: 'rotulo-v1.png', sha256: sha256(PNG) }],
      });

      // Verified by code and by bytes; one byte changed is not a termo.
      expect(await verify(`codigo=${record.code.toLowerCase()}`)).toMatchObject({
        status: 'authentic',
        version: 1,
        company: 'Rótulos Aprovados Ltda',
      });
      expect((await verify(`sha256=${record.termoSha256}`)).status).toBe('authentic');
      const tampered = Buffer.from(bytes);
      const middle = Math.floor(tampered.length / 2);
      tampered[middle] = tampered[middle]! ^ 0x01;
      expect((await verify(`sha256=${sha256(tampered)}`)).status).toBe('not_found');
    },
    SLOW,
  );

  it(
    'refuses an approval without the password, or with a wrong one, and records nothing',
    async () => {
      const art = await deliveredPng();
      const wrong = await approveAs(t, client, art.id, 1, { password: 'nao-e-a-senha-certa' });
      expect(wrong.status).toBe(400);
      expect(await errorOf(wrong)).toEqual({
        code: 'wrong_password',
        message: WRONG_PASSWORD_MESSAGE,
      });
      const missing = await post(t, apiRoutes.approveArt(art.id), client.cookie, {
        json: { version: 1, checklist: ['size', 'colors', 'texts'], meaningAccepted: true },
      });
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).message).toBe(APPROVAL_PASSWORD_MISSING_MESSAGE);
      const unchecked = await approveAs(t, client, art.id, 1, { checklist: ['size', 'texts'] });
      expect(unchecked.status).toBe(400);
      expect((await errorOf(unchecked)).message).toContain(CHECKLIST_INCOMPLETE_PREFIX);
      expect(await statusOf(art.id)).toBe(ART_STATUS.finished);
      expect(await approvalsOf(art.id)).toEqual([]);
    },
    SLOW,
  );

  it(
    'needs open pins acknowledged, and records them',
    async () => {
      const art = await deliveredPng();
      const pinned = await post(t, apiRoutes.artComments(art.id), client.cookie, {
        json: { version: 1, page: 1, x: 0.5, y: 0.5, text: 'Trocar a cor do logo' },
      });
      expect(pinned.status).toBe(201);
      const detail = (await (
        await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
      ).json()) as ArtDetail;
      expect(detail.openPins).toEqual([{ number: 1, text: 'Trocar a cor do logo' }]);

      const refused = await approveAs(t, client, art.id, 1);
      expect(refused.status).toBe(409);
      const refusal = await errorOf(refused);
      expect(refusal.code).toBe('open_pins');
      expect(refusal.message).toContain('1 ponto ainda aberto');
      expect(await approvalsOf(art.id)).toEqual([]);

      expect((await approveAs(t, client, art.id, 1, { acknowledgeOpenPins: true })).status).toBe(
        200,
      );
      const [record] = await approvalsOf(art.id);
      expect(record).toMatchObject({
        openPinsAcknowledged: true,
        openPins: [{ number: 1, text: 'Trocar a cor do logo' }],
      });
    },
    SLOW,
  );

  it(
    'a new version voids the approval: the verification says which replaced it',
    async () => {
      const art = await deliveredPng();
      expect((await approveAs(t, client, art.id, 1)).status).toBe(200);
      const record = await approvalWithTermo(t, art.id);
      await deliverThroughPanel(t, admin, art.id, { content: PNG, name: 'rotulo-v2.png' });
      expect(await statusOf(art.id)).toBe(ART_STATUS.finished);
      expect(await currentApproval(db(), art.id)).toBeNull();
      expect(await verify(`codigo=${record.code}`)).toMatchObject({
        status: 'replaced',
        version: 1,
        replacedByVersion: 2,
      });
      // The page still shows the old approval, replaced; the art waits for approval again.
      const detail = (await (
        await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
      ).json()) as ArtDetail;
      expect(detail.approval).toMatchObject({ version: 1, replacedByVersion: 2 });
      expect((await approveAs(t, client, art.id, 2)).status).toBe(200);
      expect((await approvalWithTermo(t, art.id)).version).toBe(2);
    },
    SLOW,
  );

  it(
    'an imported art without a version is approved with a termo',
    async () => {
      const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
      expect((await approveAs(t, client, art.id, null)).status).toBe(200);
      const record = await approvalWithTermo(t, art.id);
      expect(record).toMatchObject({ version: null, files: [] });
      expect((await verify(`codigo=${record.code}`)).status).toBe('authentic');
    },
    SLOW,
  );

  it('records an approval given from the 3D mockup, and its termo says so, with its service’s sentence', async () => {
    // A 'Mockup 3D' request: the client approves the mockup as a presentation, not a plate.
    const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
    await db()
      .update(artRequest)
      .set({ brief: SAMPLE_BRIEFS.mockup })
      .where(eq(artRequest.id, art.id));
    const approved = await approveAs(t, client, art.id, null, {
      mockupShown: true,
      checklist: ['shape', 'size'],
    });
    expect(approved.status).toBe(200);
    const [record] = await approvalsOf(art.id);
    expect(record!.mockupShown).toBe(true);
    expect(record!.checklist.at(-1)).toEqual({ key: 'meaning', label: APPROVAL_MEANINGS.mockup });
    const termo = await makeTermo({
      record: record!,
      artName: art.name,
      previewPages: [],
      baseUrl: 'http://localhost',
    });
    const text = await pdfTextOf(termo);
    expect(text).toContain(MOCKUP_SHOWN_TEXT);
    expect(text).toContain(`${APPROVAL_MEANINGS.mockup}: "${art.name}"`);
    expect(text).not.toContain(APPROVAL_MEANINGS.flexo);
  });

  it('limits the public verification per address, and refuses what is no code', async () => {
    const bad = await t.request('/api/verify?codigo=123');
    expect(bad.status).toBe(400);
    const code = 'AP-2222-2222-2222';
    // The route's clock stands still an hour ahead: this file's earlier checks fall in an ended
    // window, and a slow machine cannot roll the window over between the calls.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    try {
      for (let n = 0; n < VERIFY_LIMIT.perAddress; n++) {
        expect((await t.request(`/api/verify?codigo=${code}`)).status).toBe(200);
      }
      const limited = await t.request(`/api/verify?codigo=${code}`);
      expect(limited.status).toBe(429);
      expect((await errorOf(limited)).message).toBe(TOO_MANY_VERIFICATIONS_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });
});
