// The client's personal data on the real app and database: the ZIP export (manifest, every file's
// bytes, nobody else's data) and the account deletion (sessions, sign-in, every table, storage,
// what the law keeps), with the refusals that must change nothing.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { approveArt, requestArtChange, startArt } from '../arts/art-moves.service';
import { createArtRequest } from '../arts/art-requests.service';
import type { ArtRequestResult } from '../arts/art.schemas';
import {
  account,
  adminAudit,
  artEvent,
  artRequest,
  contactMessage,
  creditLedger,
  filePreview,
  mailOutbox,
  session,
  storedFile,
  user,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { approvalFeeOf } from '../payments/charges.service';
import type { TestUser } from '../test/harness';
import {
  adminContextForFile,
  PNG,
  pdf,
  sha256,
  type FormFile,
  clientWithCredits,
  storeUpload,
  errorOf,
  SAMPLE_BRIEF,
  SAMPLE_BRIEF_JSON,
  deliverUpload,
  post,
  expectSessionEnded,
} from '../test/factories';
import {
  DELETED_ACCOUNT_NAME,
  DELETED_TEXT,
  TOO_MANY_WRONG_PASSWORDS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './account-deletion';
import { MANIFEST_NAME, type ExportManifest } from './account-export';
import { unzip } from '../test/unzip';

/** The studio's note names the client: the export carries it, the deletion blanks it. */
const packageNote = (credits: number) => (client: TestUser) =>
  `Pacote de ${credits} créditos para ${client.email}`;

const { t, admin } = adminContextForFile();

async function requestArt(client: TestUser, name: string, briefing: string, files: FormFile[]) {
  const form = new FormData();
  form.set('name', name);
  form.set('briefing', briefing);
  form.set('brief', SAMPLE_BRIEF_JSON);
  for (const file of files)
    form.append('files', new File([new Uint8Array(file.content)], file.name));
  const response = await t.request(apiRoutes.arts, {
    method: 'POST',
    cookie: client.cookie,
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as ArtRequestResult).art;
}

async function deliver(client: TestUser, artId: string, originalName: string, content: Buffer) {
  await startArt(t.runtime.db, { artId, adminId: admin.id });
  await deliverUpload(t, {
    artId,
    adminId: admin.id,
    upload: await storeUpload(t, client.id, content, originalName),
  });
}

async function exportOf(client: TestUser) {
  const response = await t.request(apiRoutes.accountExport, { cookie: client.cookie });
  expect(response.status).toBe(200);
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString('utf8')) as ExportManifest;
  return { response, entries, manifest };
}

describe('GET /api/account/export', () => {
  it('answers one ZIP with the manifest and every file of the client, byte for byte', async () => {
    const client = await clientWithCredits(t, admin, 3, {
      name: 'Embalagens Exportação Ltda',
      note: packageNote(3),
    });
    const other = await clientWithCredits(t, admin, 2, {
      name: 'Outra Empresa Ltda',
      note: packageNote(2),
    });
    const attachment = Buffer.concat([PNG, Buffer.from('anexo do cliente')]);
    const secondAttachment = Buffer.concat([PNG, Buffer.from('segundo anexo, mesmo nome')]);
    const art = await requestArt(client, 'Rótulo: Café/Premium', 'Briefing do rótulo café', [
      { name: 'logo.png', content: attachment },
      { name: 'logo.png', content: secondAttachment },
    ]);
    const v1 = pdf('entrega v1');
    const v2 = pdf('entrega v2');
    await deliver(client, art.id, 'Rótulo final.pdf', v1);
    await requestArtChange(t.runtime, {
      artId: art.id,
      clientId: client.id,
      description: 'Aumentar o logo',
    });
    await deliver(client, art.id, 'Rótulo final.pdf', v2);
    await approveArt(t.runtime.db, { artId: art.id, clientId: client.id, version: 2 });
    // Released, so the deliveries are in the export (a locked one is left out: below).
    const fee = await approvalFeeOf(t.runtime.db, art.id);
    const waived = await post(t, apiRoutes.admin.waiveCharge(fee!.chargeId), admin.cookie, {
      json: { note: 'Cortesia' },
    });
    expect(waived.status).toBe(200);
    const otherArt = await requestArt(other, 'Arte da outra empresa', 'Segredo da outra empresa', [
      { name: 'outra.png', content: Buffer.concat([PNG, Buffer.from('da outra')]) },
    ]);

    const contact = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: {
        user_name: 'Joana',
        user_email: client.email,
        message: 'Quero um orçamento de rótulos.',
      },
    });
    expect(contact.ok).toBe(true);
    await t.runtime.mailer.send({ to: client.email, subject: 'Assunto de teste', text: 'corpo' });
    await t.runtime.mailer.send({ to: other.email, subject: 'Para a outra', text: 'corpo' });

    const { response, entries, manifest } = await exportOf(client);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect(manifest.conta).toMatchObject({
      id: client.id,
      nomeDaEmpresa: 'Embalagens Exportação Ltda',
      email: client.email,
    });
    expect(manifest.creditos.saldo).toBe(2);
    expect(manifest.creditos.extrato.map((row) => row.quantidade)).toEqual([3, -1]);
    expect(manifest.creditos.extrato[0]!.observacao).toContain('Pacote de 3 créditos');
    expect(manifest.artes).toHaveLength(1);
    const [exported] = manifest.artes;
    expect(exported).toMatchObject({
      id: art.id,
      nome: 'Rótulo: Café/Premium',
      briefing: 'Briefing do rótulo café',
      dadosTecnicos: SAMPLE_BRIEF,
      status: 'Aprovado',
      pasta: 'artes/Rótulo_ Café_Premium',
    });
    expect(exported!.historico.map((event) => [event.evento, event.por])).toEqual([
      ['Arte solicitada', 'você'],
      ['Estúdio iniciou a arte', 'estúdio'],
      ['Estúdio entregou uma versão', 'estúdio'],
      ['Alteração solicitada', 'você'],
      ['Estúdio iniciou a arte', 'estúdio'],
      ['Estúdio entregou uma versão', 'estúdio'],
      ['Arte aprovada', 'você'],
    ]);
    expect(exported!.historico[3]!.observacao).toBe('Aumentar o logo');
    expect(manifest.mensagensDeContato).toEqual([
      expect.objectContaining({ nome: 'Joana', mensagem: 'Quero um orçamento de rótulos.' }),
    ]);
    // Every mail to the client: each move of the art sends one (docs/product/notifications.md).
    expect(manifest.emailsRecebidos.map((mail) => mail.assunto)).toEqual([
      '3 créditos adicionados à sua conta',
      'Pedido recebido: Rótulo: Café/Premium',
      'Começamos a sua arte: Rótulo: Café/Premium',
      'Versão 1 entregue: Rótulo: Café/Premium',
      'Alteração recebida: Rótulo: Café/Premium',
      'Começamos a sua arte: Rótulo: Café/Premium',
      'Versão 2 entregue: Rótulo: Café/Premium',
      'Comprovante de aprovação: Rótulo: Café/Premium',
      'Taxa de aprovação isenta: Rótulo: Café/Premium',
      'Assunto de teste',
    ]);

    // Readable, safe, unique paths; the bytes in the ZIP are the stored bytes.
    const expected = new Map([
      ['artes/Rótulo_ Café_Premium/anexos/logo.png', attachment],
      ['artes/Rótulo_ Café_Premium/anexos/logo (2).png', secondAttachment],
      ['artes/Rótulo_ Café_Premium/entregas/v1-Rótulo final.pdf', v1],
      ['artes/Rótulo_ Café_Premium/entregas/v2-Rótulo final.pdf', v2],
    ]);
    expect(manifest.arquivos.map((file) => file.caminho).sort()).toEqual(
      [...expected.keys()].sort(),
    );
    for (const file of manifest.arquivos) {
      const bytes = entries.get(file.caminho)!;
      expect(bytes.equals(expected.get(file.caminho)!)).toBe(true);
      expect(sha256(bytes)).toBe(file.sha256);
      expect(file.tamanho).toBe(bytes.length);
      expect(file.incluido).toBe(true);
    }
    expect([...entries.keys()].sort()).toEqual([...expected.keys(), MANIFEST_NAME].sort());

    // Nothing of the other client.
    const everything = Buffer.concat([...entries.values()]).toString('latin1');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(otherArt.id);
    expect(JSON.stringify(manifest)).not.toContain('Segredo da outra empresa');

    const audit = await t.runtime.db
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.clientId, client.id), eq(adminAudit.action, 'account_data_exported')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(client.id);
    expect(audit[0]!.details).toMatchObject({ files: 4, arts: 1 });
  });

  it('exports an account with no arts, and marks a file storage lost instead of failing', async () => {
    const empty = await t.signUp();
    const { manifest, entries } = await exportOf(empty);
    expect(manifest.artes).toEqual([]);
    expect(manifest.arquivos).toEqual([]);
    expect([...entries.keys()]).toEqual([MANIFEST_NAME]);

    const client = await clientWithCredits(t, admin, 1, { note: packageNote(1) });
    await requestArt(client, 'Caixa', 'b', [{ name: 'a.png', content: PNG }]);
    const [row] = await t.runtime.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.ownerId, client.id));
    await t.runtime.storage.remove(row!.storageKey);
    const lost = await exportOf(client);
    expect(lost.manifest.arquivos).toHaveLength(1);
    expect(lost.manifest.arquivos[0]!.incluido).toBe(false);
    expect(lost.entries.has(lost.manifest.arquivos[0]!.caminho)).toBe(false);
  });

  it('leaves a delivery out until it is released (approved, fee settled), listing it', async () => {
    const client = await clientWithCredits(t, admin, 1, { note: packageNote(1) });
    const art = await requestArt(client, 'Caixa travada', 'b', []);
    const v1 = pdf('entrega travada');
    await deliver(client, art.id, 'final.pdf', v1);
    const locked = await exportOf(client);
    const [listed] = locked.manifest.arquivos;
    expect(locked.manifest.arquivos).toHaveLength(1);
    expect(listed!.caminho).toMatch(/entregas\/v1-final\.pdf$/);
    expect(listed!.incluido).toBe(false);
    expect(locked.entries.has(listed!.caminho)).toBe(false);

    await approveArt(t.runtime.db, { artId: art.id, clientId: client.id, version: 1 });
    expect((await exportOf(client)).manifest.arquivos[0]!.incluido).toBe(false);
    const fee = await approvalFeeOf(t.runtime.db, art.id);
    await post(t, apiRoutes.admin.waiveCharge(fee!.chargeId), admin.cookie, {
      json: { note: 'Cortesia' },
    });
    const released = await exportOf(client);
    expect(released.manifest.arquivos[0]!.incluido).toBe(true);
    expect(released.entries.get(listed!.caminho)!.equals(v1)).toBe(true);
  });

  it('a download abandoned midway closes the file it was reading', async () => {
    const client = await clientWithCredits(t, admin, 1, { note: packageNote(1) });
    const big = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024, 7)]);
    await requestArt(client, 'Arte grande', 'b', [
      { name: 'a.png', content: big },
      { name: 'b.png', content: big },
    ]);
    // The references' preview jobs read the same files from storage: let them finish first, so
    // every read counted below is the export's.
    await expect
      .poll(
        async () =>
          (
            await t.runtime.db
              .select({ status: filePreview.status })
              .from(filePreview)
              .innerJoin(storedFile, eq(storedFile.id, filePreview.fileId))
              .where(eq(storedFile.ownerId, client.id))
          ).filter((row) => row.status !== 'pending').length,
        { timeout: 120_000 },
      )
      .toBe(2);
    const storage = t.runtime.storage;
    const originalGet = storage.get.bind(storage);
    const opened: Readable[] = [];
    storage.get = async (key) => {
      const object = await originalGet(key);
      opened.push(object.body);
      return object;
    };
    try {
      const response = await t.request(apiRoutes.accountExport, { cookie: client.cookie });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await reader.cancel();
      await expect
        .poll(() => opened.length > 0 && opened.every((body) => body.destroyed))
        .toBe(true);
      // The second file is never opened once the first was abandoned.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(opened).toHaveLength(1);
    } finally {
      storage.get = originalGet;
    }
  });

  it('is refused to visitors and admins (no one exports someone else)', async () => {
    expect((await t.request(apiRoutes.accountExport)).status).toBe(401);
    const refused = await t.request(apiRoutes.accountExport, { cookie: admin.cookie });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/clientes/);
    // The route takes no id: a query naming another account changes nothing.
    const client = await t.signUp();
    const other = await clientWithCredits(t, admin, 1, { note: packageNote(1) });
    const response = await t.request(`${apiRoutes.accountExport}?userId=${other.id}`, {
      cookie: client.cookie,
    });
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString()) as ExportManifest;
    expect(manifest.conta.id).toBe(client.id);
  });
});

describe("the export's start signal ('Baixar meus dados' busy state)", () => {
  it('sets the page’s token in a readable cookie once the file starts, only when asked', async () => {
    const client = await t.signUp();
    const asked = await t.request(`${apiRoutes.accountExport}?pedido=4f9c2a7e-1b3d`, {
      cookie: client.cookie,
    });
    expect(asked.status).toBe(200);
    const [cookie, ...others] = asked.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(
      /^estudio-exportacao=4f9c2a7e-1b3d; Max-Age=120; Path=\/; SameSite=Strict$/,
    );
    await asked.arrayBuffer();

    const plain = await t.request(apiRoutes.accountExport, { cookie: client.cookie });
    expect(plain.headers.getSetCookie()).toEqual([]);
    await plain.arrayBuffer();

    const odd = await t.request(
      `${apiRoutes.accountExport}?pedido=${encodeURIComponent('x; Path=/')}`,
      {
        cookie: client.cookie,
      },
    );
    expect(odd.status).toBe(400);
  });
});

describe('POST /api/account/delete', () => {
  const remove = (client: TestUser, json: unknown) =>
    t.request(apiRoutes.accountDelete, { method: 'POST', cookie: client.cookie, json });

  /** A client with an art (attachment, two deliveries, a change request), a contact message and mail. */
  async function clientWithHistory() {
    const client = await clientWithCredits(t, admin, 3, {
      name: 'Padaria Pão Quente Ltda',
      note: packageNote(3),
    });
    const art = await requestArt(client, 'Sacola Pão Quente', 'Briefing com o CNPJ 12.345', [
      { name: 'marca.png', content: Buffer.concat([PNG, Buffer.from(randomUUID())]) },
    ]);
    await deliver(client, art.id, 'sacola.pdf', pdf(randomUUID()));
    await requestArtChange(t.runtime, {
      artId: art.id,
      clientId: client.id,
      description: 'Trocar o telefone para (71) 99999-0000',
    });
    await deliver(client, art.id, 'sacola.pdf', pdf(randomUUID()));
    const contact = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: {
        user_name: 'Maria da Padaria',
        user_email: client.email.toUpperCase(),
        message: 'Olá, quero um orçamento.',
      },
    });
    expect(contact.ok, await contact.clone().text()).toBe(true);
    await t.runtime.mailer.send({ to: client.email, subject: 'Teste', text: 'Olá Padaria' });
    const files = await t.runtime.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.ownerId, client.id));
    expect(files).toHaveLength(3);
    return { client, art, files };
  }

  async function storageHas(storage: FileStorage, key: string) {
    try {
      const { body } = await storage.get(key);
      // Read to the end: a stream dropped before it opened would fail later, outside the test.
      for await (const chunk of body) void chunk;
      return true;
    } catch {
      return false;
    }
  }

  it('anonymises the account everywhere, removes the files and keeps the ledger and audit', async () => {
    const { db } = t.runtime;
    const { client, art, files } = await clientWithHistory();
    const secondDevice = await t.signIn(client.email, client.password);
    const bystander = await clientWithCredits(t, admin, 1, {
      name: 'Vizinho Intocado Ltda',
      note: packageNote(1),
    });
    const bystanderArt = await requestArt(bystander, 'Arte do vizinho', 'Briefing do vizinho', [
      { name: 'v.png', content: PNG },
    ]);
    const ledgerBefore = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));

    const response = await remove(client, { password: client.password, confirm: true });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/);

    // Every session ends: the old cookies are refused (a read, once their signed copy expires).
    for (const cookie of [client.cookie, secondDevice]) await expectSessionEnded(t, cookie);
    expect(await db.select().from(session).where(eq(session.userId, client.id))).toEqual([]);
    // Signing in is impossible, with the old e-mail or the new one.
    for (const email of [client.email, `excluida-${client.id}@anonimizado.invalid`]) {
      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: client.password },
      });
      expect(signIn.status).toBeGreaterThanOrEqual(400);
    }

    const [row] = await db.select().from(user).where(eq(user.id, client.id));
    expect(row).toMatchObject({
      name: DELETED_ACCOUNT_NAME,
      email: `excluida-${client.id}@anonimizado.invalid`,
      banned: true,
      emailVerified: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.anonymizedAt).toBeInstanceOf(Date);
    expect(row!.searchText).not.toContain('padaria');
    expect(await db.select().from(account).where(eq(account.userId, client.id))).toEqual([]);

    const [keptArt] = await db.select().from(artRequest).where(eq(artRequest.id, art.id));
    expect(keptArt).toMatchObject({ status: 'Finalizado', briefing: DELETED_TEXT });
    expect(keptArt!.name).toBe('Arte excluída 1');
    expect(keptArt!.createdAt.toISOString()).toBe(art.createdAt);
    expect(keptArt!.ownerSearch).not.toContain('padaria');
    const notes = await db
      .select({ note: artEvent.note })
      .from(artEvent)
      .where(eq(artEvent.artId, art.id));
    expect(notes.map((n) => n.note).filter(Boolean)).toEqual([DELETED_TEXT]);

    // Files: rows gone and bytes gone.
    expect(await db.select().from(storedFile).where(eq(storedFile.ownerId, client.id))).toEqual([]);
    for (const file of files)
      expect(await storageHas(t.runtime.storage, file.storageKey)).toBe(false);

    const lower = client.email.toLowerCase();
    const messages = await db.select().from(contactMessage);
    expect(messages.filter((m) => m.email.toLowerCase() === lower)).toEqual([]);
    const mails = await db.select().from(mailOutbox);
    expect(mails.filter((m) => m.to.toLowerCase().includes(lower))).toEqual([]);

    // Kept by law: every ledger row (amounts and balances), without the studio's note naming them.
    const ledgerAfter = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    expect(ledgerAfter.map((r) => [r.id, r.amount, r.balanceAfter])).toEqual(
      ledgerBefore.map((r) => [r.id, r.amount, r.balanceAfter]),
    );
    expect(ledgerAfter.map((r) => r.note)).toEqual(ledgerBefore.map(() => null));
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.clientId, client.id));
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'account_deleted',
        'art_delivered',
        'art_delivered',
        'art_started',
        'art_started',
        'credits_granted',
      ].sort(),
    );
    expect(JSON.stringify(audit)).not.toContain(client.email);
    const deleted = audit.find((a) => a.action === 'account_deleted')!;
    expect(deleted.actorId).toBe(client.id);
    expect(deleted.details).toMatchObject({ filesRemoved: 3, sessionsRevoked: 2, arts: 1 });

    // The bystander is untouched.
    const [neighbour] = await db.select().from(user).where(eq(user.id, bystander.id));
    expect(neighbour).toMatchObject({ name: 'Vizinho Intocado Ltda', email: bystander.email });
    expect(neighbour!.anonymizedAt).toBeNull();
    expect((await t.request(apiRoutes.me, { cookie: bystander.cookie })).status).toBe(200);
    const [theirArt] = await db.select().from(artRequest).where(eq(artRequest.id, bystanderArt.id));
    expect(theirArt).toMatchObject({ name: 'Arte do vizinho', briefing: 'Briefing do vizinho' });
    const theirFiles = await db
      .select()
      .from(storedFile)
      .where(eq(storedFile.ownerId, bystander.id));
    expect(theirFiles).toHaveLength(1);
    expect(await storageHas(t.runtime.storage, theirFiles[0]!.storageKey)).toBe(true);
    const theirLedger = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, bystander.id));
    expect(theirLedger.find((r) => r.kind === 'grant')!.note).toContain(bystander.email);
  });

  it('a wrong password or a missing confirmation changes nothing', async () => {
    const { db } = t.runtime;
    const { client, files } = await clientWithHistory();
    const wrong = await remove(client, { password: 'nao-e-a-senha-certa', confirm: true });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toEqual({
      code: 'wrong_password',
      message: WRONG_PASSWORD_MESSAGE,
    });
    const unconfirmed = await remove(client, { password: client.password, confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect((await errorOf(unconfirmed)).message).toBe(
      'Confirme que você entende que a exclusão é definitiva.',
    );
    const empty = await remove(client, {});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Digite sua senha atual para confirmar.');

    expect((await t.request(apiRoutes.me, { cookie: client.cookie })).status).toBe(200);
    const [row] = await db.select().from(user).where(eq(user.id, client.id));
    expect(row).toMatchObject({
      name: 'Padaria Pão Quente Ltda',
      email: client.email.toLowerCase(),
    });
    expect(row!.anonymizedAt).toBeNull();
    const kept = await db
      .select()
      .from(storedFile)
      .where(
        inArray(
          storedFile.id,
          files.map((f) => f.id),
        ),
      );
    expect(kept).toHaveLength(3);
    for (const file of files)
      expect(await storageHas(t.runtime.storage, file.storageKey)).toBe(true);
    const audit = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.clientId, client.id), eq(adminAudit.action, 'account_deleted')));
    expect(audit).toEqual([]);
    await t.signIn(client.email, client.password);
  });

  it('after 5 wrong passwords the deletion is locked (the counter sign-in uses)', async () => {
    const client = await clientWithCredits(t, admin, 1, { note: packageNote(1) });
    for (let i = 0; i < 5; i++) {
      expect((await remove(client, { password: `errada-${i}`, confirm: true })).status).toBe(400);
    }
    const locked = await remove(client, { password: client.password, confirm: true });
    expect(locked.status).toBe(429);
    expect((await errorOf(locked)).message).toBe(TOO_MANY_WRONG_PASSWORDS_MESSAGE);
    const [row] = await t.runtime.db.select().from(user).where(eq(user.id, client.id));
    expect(row!.anonymizedAt).toBeNull();
  });

  it('an art request whose upload ends after the deletion adds nothing to the deleted account', async () => {
    const client = await clientWithCredits(t, admin, 2, { note: packageNote(2) });
    // The upload was already streaming into storage when the client deleted the account.
    const storageKey = `uploads/${client.id}/${randomUUID()}`;
    const stored = await t.runtime.storage.put(storageKey, Readable.from([PNG]), 1e6);
    const deleted = await remove(client, { password: client.password, confirm: true });
    expect(deleted.status).toBe(200);

    await expect(
      createArtRequest(t.runtime, {
        ownerId: client.id,
        name: 'Arte enviada tarde',
        briefing: 'Dados pessoais que chegaram depois',
        files: [{ ...stored, storageKey, originalName: 'tarde.png', contentType: 'image/png' }],
        idempotencyKey: null,
      }),
    ).rejects.toThrow();
    const arts = await t.runtime.db
      .select()
      .from(artRequest)
      .where(eq(artRequest.ownerId, client.id));
    expect(arts).toEqual([]);
    expect(await storageHas(t.runtime.storage, storageKey)).toBe(false);
  });

  it('is refused to admins and to visitors', async () => {
    const refused = await remove(admin, { password: admin.password, confirm: true });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/administrador/);
    const [row] = await t.runtime.db.select().from(user).where(eq(user.id, admin.id));
    expect(row!.anonymizedAt).toBeNull();
    const anonymous = await t.request(apiRoutes.accountDelete, {
      method: 'POST',
      json: { password: 'x', confirm: true },
    });
    expect(anonymous.status).toBe(401);
  });

  it('a storage removal failure is logged and the deletion still completes (rows gone)', async () => {
    const { client, files } = await clientWithHistory();
    const storage = t.runtime.storage;
    const originalRemove = storage.remove.bind(storage);
    storage.remove = async () => {
      throw new Error('storage unavailable');
    };
    try {
      const response = await remove(client, { password: client.password, confirm: true });
      expect(response.status).toBe(200);
    } finally {
      storage.remove = originalRemove;
    }
    // No row points to the bytes left behind: the orphan sweeper sees them as orphans.
    const rows = await t.runtime.db
      .select()
      .from(storedFile)
      .where(
        inArray(
          storedFile.storageKey,
          files.map((f) => f.storageKey),
        ),
      );
    expect(rows).toEqual([]);
    expect(await storageHas(storage, files[0]!.storageKey)).toBe(true);
  });
});

describe('POST /api/account/password-strength', () => {
  const rate = (cookie: string | undefined, password: unknown) =>
    t.request(apiRoutes.accountPasswordStrength, {
      method: 'POST',
      cookie,
      json: { password },
    });

  it('rates a new password by the change’s own rule, with the account’s name to avoid', async () => {
    const client = await t.signUp({ name: 'Embalagens São João Ltda' });
    const strong = await rate(client.cookie, 'cavalo correto bateria grampo');
    expect(strong.status).toBe(200);
    expect(await strong.json()).toEqual({ score: 4, acceptable: true, message: null });

    const named = await rate(client.cookie, 'embalagens-sao-joao');
    expect(await named.json()).toMatchObject({
      acceptable: false,
      message: expect.stringContaining('nome da empresa') as unknown,
    });
    const short = await rate(client.cookie, 'curta');
    expect(await short.json()).toMatchObject({
      acceptable: false,
      message: 'A senha deve ter pelo menos 12 caracteres.',
    });
    // For an admin too.
    expect((await rate(admin.cookie, 'cavalo correto bateria grampo')).status).toBe(200);
  });

  it('answers only a signed-in caller, and refuses more than 128 characters', async () => {
    expect((await rate(undefined, 'cavalo correto bateria grampo')).status).toBe(401);
    const client = await t.signUp();
    const long = await rate(client.cookie, 'x'.repeat(129));
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({
      message: 'A senha deve ter no máximo 128 caracteres.',
    });
  });
});
