// The client's art API end to end on the real app: requests against credits (including 20 at once),
// idempotency, file checks and limits, ownership, approval, change requests and downloads.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { grantCredits, NO_CREDITS_MESSAGE } from '../credits/credits.service';
import { artRequest, creditLedger, storedFile } from '../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import {
  adminContextForFile,
  PNG,
  PDF,
  sha256,
  type FormFile,
  clientWithCredits,
  balanceOf,
  storeUpload,
  errorOf,
  SAMPLE_BRIEF_JSON,
  deliverUpload,
  approveAs,
  releaseAs,
  insertArt,
} from '../test/factories';
import type { Page } from '../db/paging';
import { startArt } from './art-moves.service';
import type { ArtDetail, ArtRequestResult, ArtSummary, ArtWithDelivery } from './art.schemas';

/** The start of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function artForm(fields: Record<string, string>, files: FormFile[] = [], field = 'files') {
  const form = new FormData();
  for (const [name, value] of Object.entries({ brief: SAMPLE_BRIEF_JSON, ...fields }))
    form.set(name, value);
  for (const file of files) {
    form.append(
      field,
      new File([new Uint8Array(file.content)], file.name, {
        type: file.type ?? 'application/octet-stream',
      }),
    );
  }
  return form;
}

const { t, admin } = adminContextForFile();

function postArt(
  client: TestUser | undefined,
  fields: Record<string, string>,
  files: FormFile[] = [],
  key?: string,
) {
  return t.request(apiRoutes.arts, {
    method: 'POST',
    cookie: client?.cookie,
    body: artForm(fields, files),
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

/** Every stored file under a user's upload folder. */
function filesOnDisk(context: TestContext, userId: string): string[] {
  const folder = path.join(context.runtime.config.dataDir, 'files', 'uploads', userId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** Creates an art through the API and has the studio deliver `content` for it. */
async function deliveredArt(client: TestUser, name: string, content = PDF) {
  const created = (await (
    await postArt(client, { name, briefing: 'b' })
  ).json()) as ArtRequestResult;
  await startArt(t.runtime.db, { artId: created.art.id, adminId: admin.id });
  const { delivery } = await deliverUpload(t, {
    artId: created.art.id,
    adminId: admin.id,
    upload: await storeUpload(t, client.id, content, 'final.pdf'),
  });
  return { art: created.art, delivery };
}

describe('POST /api/arts', () => {
  it('creates the art with its files, answers 201 with the new balance', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const response = await postArt(
      client,
      { name: 'Rótulo Café Premium', briefing: 'Rótulo frontal 10x15 cm\nCores: marrom e dourado' },
      [
        { name: 'referência.png', content: PNG, type: 'image/png' },
        { name: 'logo.pdf', content: PDF },
      ],
      randomUUID(),
    );
    expect(response.status).toBe(201);
    const result = (await response.json()) as ArtRequestResult;
    expect(result.credit).toBe(1);
    expect(result.art).toMatchObject({ name: 'Rótulo Café Premium', status: 'Solicitado' });

    const detail = (await (
      await t.request(apiRoutes.art(result.art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    expect(detail.briefing).toBe('Rótulo frontal 10x15 cm\nCores: marrom e dourado');
    expect(detail.attachments.map((f) => [f.originalName, f.size, f.contentType])).toEqual([
      ['referência.png', PNG.length, 'image/png'],
      ['logo.pdf', PDF.length, 'application/pdf'],
    ]);
    expect(detail.events.map((e) => e.type)).toEqual(['requested']);
    // Random keys: the original name is metadata only.
    const stored = filesOnDisk(t, client.id);
    expect(stored).toHaveLength(2);
    for (const key of stored) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401 signed out and 403 to an admin', async () => {
    expect((await postArt(undefined, { name: 'x', briefing: 'y' })).status).toBe(401);
    const response = await postArt(admin, { name: 'x', briefing: 'y' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe('Apenas clientes podem solicitar artes.');
  });

  it('refuses a request without credits with the SPEC message, keeping nothing', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const response = await postArt(client, { name: 'Sem crédito', briefing: 'b' }, [
      { name: 'a.png', content: PNG },
    ]);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: 'no_credits', message: NO_CREDITS_MESSAGE });
    expect(filesOnDisk(t, client.id)).toEqual([]);
  });

  it('validates the fields (400 with the pt-BR message) and removes the uploaded files', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await postArt(client, { name: '  ', briefing: 'b' }, [
      { name: 'a.png', content: PNG },
    ]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Informe o nome da arte.');
    const noBriefing = await postArt(client, { name: 'Nome' });
    expect(noBriefing.status).toBe(400);
    expect(filesOnDisk(t, client.id)).toEqual([]);
    expect(await balanceOf(t, client.id)).toBe(1);
  });

  it('refuses a name already used by this client, accents and case aside (409), charging nothing', async () => {
    const client = await clientWithCredits(t, admin, 3);
    expect((await postArt(client, { name: 'Caixa Pão de Mel', briefing: 'b' })).status).toBe(201);
    const response = await postArt(client, { name: 'caixa pao de mel', briefing: 'b' }, [
      { name: 'a.png', content: PNG },
    ]);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'duplicate_name' });
    expect(await balanceOf(t, client.id)).toBe(2);
    expect(filesOnDisk(t, client.id)).toEqual([]);
  });

  it('refuses a renamed executable with 415, and drops the valid file sent before it', async () => {
    const client = await clientWithCredits(t, admin, 2);
    for (const bad of [
      { name: 'foto.png', content: EXE },
      { name: 'programa.exe', content: EXE },
      { name: 'desenho.svg', content: PNG },
      { name: 'arte.pdf', content: Buffer.alloc(0) },
    ]) {
      const response = await postArt(client, { name: `Arte ${bad.name}`, briefing: 'b' }, [
        { name: 'ok.png', content: PNG },
        bad,
      ]);
      expect(response.status, bad.name).toBe(415);
      expect(await errorOf(response)).toEqual({
        code: 'unsupported_file_type',
        message: `Tipo de arquivo não permitido: ${bad.name}.`,
      });
    }
    expect(filesOnDisk(t, client.id)).toEqual([]);
    expect(await balanceOf(t, client.id)).toBe(2);
  });

  it('accepts each design format by its content', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const files: FormFile[] = [
      { name: 'vetor.svg', content: Buffer.from('<?xml version="1.0"?>\n<svg/>') },
      { name: 'arte.ai', content: PDF },
      { name: 'arte.eps', content: Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n') },
      { name: 'foto.psd', content: Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(40)]) },
      {
        name: 'faca.cdr',
        content: Buffer.concat([
          Buffer.from('RIFF\x10\x00\x00\x00CDR9', 'latin1'),
          Buffer.alloc(16),
        ]),
      },
      { name: 'pacote.zip', content: Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1') },
    ];
    const response = await postArt(client, { name: 'Formatos', briefing: 'b' }, files);
    expect(response.status).toBe(201);
    expect(filesOnDisk(t, client.id)).toHaveLength(files.length);
  });

  it('refuses more than 10 files (400), keeping none', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, content: PNG }));
    const response = await postArt(client, { name: 'Muitos', briefing: 'b' }, files);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Envie no máximo 10 arquivos por vez.');
    expect(filesOnDisk(t, client.id)).toEqual([]);
    expect(await balanceOf(t, client.id)).toBe(1);
  });

  it('refuses a body that is not multipart', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await t.request(apiRoutes.arts, {
      method: 'POST',
      cookie: client.cookie,
      json: { name: 'x', briefing: 'y' },
    });
    expect(response.status).toBe(400);
  });

  it('charges one credit for a double submission with the same key, sequential or at once', async () => {
    const client = await clientWithCredits(t, admin, 3);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      postArt(
        client,
        { name: 'Duplo clique', briefing: 'b' },
        [{ name: 'a.png', content: PNG }],
        key,
      ),
      postArt(
        client,
        { name: 'Duplo clique', briefing: 'b' },
        [{ name: 'a.png', content: PNG }],
        key,
      ),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ra, rb] = (await Promise.all([a.json(), b.json()])) as ArtRequestResult[];
    expect(ra?.art.id).toBe(rb?.art.id);
    const again = await postArt(client, { name: 'Duplo clique', briefing: 'b' }, [], key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as ArtRequestResult).art.id).toBe(ra?.art.id);
    expect(await balanceOf(t, client.id)).toBe(2);
    expect(filesOnDisk(t, client.id)).toHaveLength(1);
    const debits = await t.runtime.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    expect(debits.filter((row) => row.kind === 'debit')).toHaveLength(1);
  });

  it('lets exactly 3 of 20 simultaneous requests through for a client holding 3 credits', async () => {
    const client = await clientWithCredits(t, admin, 3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postArt(client, { name: `Corrida ${i}`, briefing: 'b' }, [{ name: 'a.png', content: PNG }]),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect((await errorOf(response)).code).toBe('no_credits');
    }
    expect(await balanceOf(t, client.id)).toBe(0);
    const ledger = await t.runtime.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    expect(ledger.filter((row) => row.kind === 'debit')).toHaveLength(3);
    const arts = await t.runtime.db
      .select()
      .from(artRequest)
      .where(eq(artRequest.ownerId, client.id));
    expect(arts).toHaveLength(3);
    expect(filesOnDisk(t, client.id)).toHaveLength(3);
  });
});

describe('reading arts', () => {
  it('lists only the client’s own arts, newest first, searchable without accents', async () => {
    const client = await clientWithCredits(t, admin, 3);
    const other = await clientWithCredits(t, admin, 1);
    for (const name of ['Sachê Limão', 'Rótulo Água', 'Caixa Açúcar']) {
      expect((await postArt(client, { name, briefing: 'b' })).status).toBe(201);
    }
    expect((await postArt(other, { name: 'Rótulo do vizinho', briefing: 'b' })).status).toBe(201);
    const list = async (query: string) => {
      const response = await t.request(`${apiRoutes.arts}${query}`, { cookie: client.cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as Page<ArtSummary>;
    };
    const all = await list('');
    expect(all.items.map((a) => a.name)).toEqual(['Caixa Açúcar', 'Rótulo Água', 'Sachê Limão']);
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect((await list('?search=ROTULO')).items.map((a) => a.name)).toEqual(['Rótulo Água']);
    expect((await list('?search=acucar')).items.map((a) => a.name)).toEqual(['Caixa Açúcar']);
    expect((await list('?page=2')).items).toEqual([]);
    expect((await t.request(`${apiRoutes.arts}?page=0`, { cookie: client.cookie })).status).toBe(
      400,
    );
    expect((await t.request(apiRoutes.arts)).status).toBe(401);
  });

  it('pages the list 50 at a time, each row with its own newest delivery, on either page', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const start = Date.now() - 100 * 60_000;
    const arts = [];
    for (let i = 0; i < 51; i++) {
      arts.push(
        await insertArt(t, client.id, {
          name: `Página ${i}`,
          createdAt: new Date(start + i * 60_000),
        }),
      );
    }
    // The oldest (alone on page 2) has versions 1 and 2, the newest version 1, one withdrawn.
    const delivery = (artId: string, version: number, withdrawnAt: Date | null = null) => ({
      ownerId: client.id,
      artId,
      kind: 'delivery' as const,
      version,
      withdrawnAt,
      originalName: `v${version}.pdf`,
      contentType: 'application/pdf',
      size: 1,
      sha256: randomUUID(),
      storageKey: `teste/${randomUUID()}`,
      uploadedBy: admin.id,
    });
    const oldest = arts[0]!;
    const newest = arts[50]!;
    await t.runtime.db
      .insert(storedFile)
      .values([
        delivery(oldest.id, 1),
        delivery(oldest.id, 2),
        delivery(newest.id, 1),
        delivery(newest.id, 2, new Date()),
      ]);
    const list = async (page: number) => {
      const response = await t.request(`${apiRoutes.arts}?page=${page}`, { cookie: client.cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as Page<ArtWithDelivery>;
    };
    const first = await list(1);
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(51);
    expect(first.items[0]).toMatchObject({ id: newest.id, latestDelivery: { version: 1 } });
    expect(first.items.slice(1).every((item) => item.latestDelivery === null)).toBe(true);
    const second = await list(2);
    expect(second.items.map((item) => item.id)).toEqual([oldest.id]);
    expect(second.items[0]?.latestDelivery?.version).toBe(2);
  });

  it("answers 404 for another client's art, 404 for a malformed id, 401 signed out", async () => {
    const owner = await clientWithCredits(t, admin, 1);
    const stranger = await clientWithCredits(t, admin, 0);
    const { art } = (await (
      await postArt(owner, { name: 'Segredo', briefing: 'b' })
    ).json()) as ArtRequestResult;
    expect((await t.request(apiRoutes.art(art.id), { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(apiRoutes.art('nao-e-um-id'), { cookie: owner.cookie })).status).toBe(
      404,
    );
    expect((await t.request(apiRoutes.art(art.id))).status).toBe(401);
    expect((await t.request(apiRoutes.art(art.id), { cookie: admin.cookie })).status).toBe(200);
  });
});

describe('list queries out of range', () => {
  it('refuse with a pt-BR message, which the lists show as it comes', async () => {
    const client = await t.signUp();
    const refusal = async (query: string) => {
      const response = await t.request(`${apiRoutes.arts}${query}`, { cookie: client.cookie });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await refusal(`?search=${'x'.repeat(101)}`)).toBe(
      'A busca pode ter no máximo 100 caracteres.',
    );
    for (const page of ['0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(await refusal(`?page=${page}`)).toBe('Página inválida.');
    }
  });
});

describe('finished arts, approval and change requests', () => {
  it('lists Finalizado and Aprovado arts with their latest delivery', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const { art, delivery } = await deliveredArt(client, 'Entregue');
    await postArt(client, { name: 'Ainda na fila', briefing: 'b' });
    const response = await t.request(apiRoutes.finishedArts, { cookie: client.cookie });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<ArtWithDelivery>;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: art.id,
      status: 'Finalizado',
      latestDelivery: {
        id: delivery.id,
        version: 1,
        downloadUrl: apiRoutes.downloadFile(delivery.id),
      },
    });
    expect((await t.request(apiRoutes.finishedArts)).status).toBe(401);
  });

  it('approves a delivered art once, recording who; refuses other states and other clients', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const stranger = await clientWithCredits(t, admin, 0);
    const { art } = await deliveredArt(client, 'Para aprovar');
    const approve = (who: TestUser) => approveAs(t, who, art.id, 1);
    expect((await approve(stranger)).status).toBe(404);
    const response = await approve(client);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ArtSummary).status).toBe('Aprovado');
    const again = await approve(client);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(
      'Não é possível aprovar uma arte com status Aprovado. Só é possível quando o status é Aguardando sua aprovação.',
    );
    const detail = (await (
      await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    expect(detail.events.at(-1)).toMatchObject({
      type: 'approved',
      actor: { id: client.id },
      version: 1,
    });
    expect((await t.request(apiRoutes.approveArt(art.id), { method: 'POST' })).status).toBe(401);
  });

  it('takes a change request as an event, keeps the briefing and restarts the deadline', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const stranger = await clientWithCredits(t, admin, 0);
    const { art } = await deliveredArt(client, 'Para alterar');
    const before = (await (
      await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    const ask = (who: TestUser | undefined, description: string) =>
      t.request(apiRoutes.requestArtChange(art.id), {
        method: 'POST',
        cookie: who?.cookie,
        body: artForm({ description }),
      });
    expect((await ask(client, '   ')).status).toBe(400);
    expect((await ask(stranger, 'Quero mudar')).status).toBe(404);
    expect((await ask(undefined, 'Quero mudar')).status).toBe(401);
    const response = await ask(client, 'Aumentar o logotipo em 20%');
    expect(response.status).toBe(200);
    expect(((await response.json()) as ArtSummary).status).toBe('Alteração');
    const after = (await (
      await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    expect(after.briefing).toBe(before.briefing);
    expect(after.events.at(-1)).toMatchObject({
      type: 'change_requested',
      note: 'Aumentar o logotipo em 20%',
      actor: { id: client.id, role: 'client' },
    });
    expect(Date.parse(after.dueAt)).toBeGreaterThanOrEqual(Date.parse(before.dueAt));
    // Alteração is not a state a change can be asked from again.
    expect((await ask(client, 'De novo')).status).toBe(409);
  });
});

describe('GET /api/files/:id/download', () => {
  it('streams the same bytes to the owner and admins with safe headers; 404 to others, 401 signed out', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const stranger = await clientWithCredits(t, admin, 0);
    const content = Buffer.concat([PNG, Buffer.alloc(300_000, 7)]);
    const created = (await (
      await postArt(client, { name: 'Download', briefing: 'b' }, [
        { name: 'Rótulo "final";v1.png', content },
      ])
    ).json()) as ArtRequestResult;
    const detail = (await (
      await t.request(apiRoutes.art(created.art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    const file = detail.attachments[0]!;
    expect(file.originalName).toBe('Rótulo "final";v1.png');

    for (const who of [client, admin]) {
      const response = await t.request(file.downloadUrl, { cookie: who.cookie });
      expect(response.status).toBe(200);
      expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(content));
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-length')).toBe(String(content.length));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Rotulo _final_;v1.png"; filename*=UTF-8''R%C3%B3tulo%20%22final%22%3Bv1.png`,
      );
    }
    expect((await t.request(file.downloadUrl, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(file.downloadUrl)).status).toBe(401);
    expect((await t.request(apiRoutes.downloadFile('xyz'), { cookie: client.cookie })).status).toBe(
      404,
    );
    expect(
      (await t.request(apiRoutes.downloadFile(randomUUID()), { cookie: admin.cookie })).status,
    ).toBe(404);
  });

  it('never serves an SVG as an image', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const created = (await (
      await postArt(client, { name: 'Vetor', briefing: 'b' }, [{ name: 'logo.svg', content: SVG }])
    ).json()) as ArtRequestResult;
    const detail = (await (
      await t.request(apiRoutes.art(created.art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    const response = await t.request(detail.attachments[0]!.downloadUrl, { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(SVG)).toBe(true);
  });

  it('lets the client download the studio’s delivery once released (same bytes)', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const content = Buffer.from('%PDF-1.7\narte final entregue\n%%EOF\n');
    const { art, delivery } = await deliveredArt(client, 'Entrega baixada', content);
    // The open files wait for approval and the fee (release.test.ts proves the 403 before).
    await releaseAs(t, admin, client, art.id, 1);
    const response = await t.request(delivery.downloadUrl, { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(content));
  });
});

describe('size limit (MAX_UPLOAD_MB=1)', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestContext({ MAX_UPLOAD_MB: '1' });
  });
  afterAll(() => small.close());

  it('refuses a file past 1 MB with 413 naming the limit, charging and keeping nothing', async () => {
    const client = await small.signUp();
    const smallAdmin = await small.createAdmin();
    await grantCredits(small.runtime.db, { userId: client.id, adminId: smallAdmin.id, amount: 1 });
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length + 1)]);
    const response = await small.request(apiRoutes.arts, {
      method: 'POST',
      cookie: client.cookie,
      body: artForm({ name: 'Grande', briefing: 'b' }, [
        { name: 'ok.png', content: PNG },
        { name: 'grande.png', content: big },
      ]),
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({
      code: 'too_large',
      message: 'O arquivo excede o limite de 1 MB por arquivo.',
    });
    expect(filesOnDisk(small, client.id)).toEqual([]);
    const exactly = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    const fits = await small.request(apiRoutes.arts, {
      method: 'POST',
      cookie: client.cookie,
      body: artForm({ name: 'Cabe', briefing: 'b' }, [{ name: 'cabe.png', content: exactly }]),
    });
    expect(fits.status).toBe(201);
  });
});
