// The Firebase import on the real app and database: generated exports with every oddity the old
// system produced (credit as a string or invalid, unknown status, duplicate names, missing and
// refused files, a disabled user, a user of another provider), then sign-in with the old
// passwords through the real route, credits and statement, arts and files by their owners only,
// a dry run that writes nothing, and a second run that changes nothing.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail, ArtSummary } from '../arts/art.schemas';
import type { Page } from '../db/paging';
import { account, creditLedger, storedFile, user } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { createTestContext, type TestUser } from '../test/harness';
import { contextForFile, errorOf, tempDirForFile, resetPasswordByMail } from '../test/factories';
import { firebaseScryptHash } from '../auth/firebase-scrypt';
import {
  FIXTURE_HASH_PARAMS,
  samplePdf,
  samplePng,
  snapshotImport,
  writeFixture,
  type FixtureArt,
  type FixturePaths,
  type FixtureUser,
} from './firebase-samples';
import { importFirebase, importId } from './firebase-import';
import { readSources } from './firebase-sources';
import type { ImportReport } from './import-report';

const day = (n: number) => new Date(Date.UTC(2024, 2, n, 13, 0, 0));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const aliceFinal = samplePdf(50_000);
const aliceAttachment = samplePng(3000);
const brunoAttachment = samplePdf(1000);

const users: FixtureUser[] = [
  {
    uid: 'uid-admin',
    email: 'Estudio@Exemplo.com.br',
    password: 'admin-antigo-1',
    name: 'Estúdio',
  },
  {
    uid: 'uid-alice',
    email: 'alice@embalagens.com.br',
    password: 'alice123',
    credit: 5,
    name: 'Alice Embalagens',
  },
  {
    uid: 'uid-bruno',
    email: 'bruno@rotulos.com.br',
    password: 'senha-do-bruno',
    credit: '3',
    name: 'Rótulos Bruno',
  },
  {
    uid: 'uid-carla',
    email: 'carla@caixas.com.br',
    password: 'carla-senha',
    credit: 'abc',
    name: 'Caixas Carla',
  },
  {
    uid: 'uid-diego',
    email: 'diego@sacolas.com.br',
    password: 'diego-senha',
    credit: 2,
    name: 'Sacolas Diego',
    disabled: true,
  },
  { uid: 'uid-eva', email: 'eva@google-login.com.br', credit: 1, name: 'Eva (Google)' },
  // Someone already signed up here with this e-mail: left out, never merged.
  { uid: 'uid-gil', email: 'gil@conflito.com.br', password: 'gil-senha', credit: 4 },
  {
    uid: 'uid-fabio',
    email: 'fabio@negativo.com.br',
    password: 'fabio-senha',
    credit: -4,
    name: 'Fábio',
  },
];

const arts: FixtureArt[] = [
  {
    docId: 'art-alice-1',
    uid: 'uid-alice',
    nomeArte: 'Rótulo Mel',
    status: 'Finalizado',
    date: day(4),
    attachment: { objectPath: 'uploads/uid-alice/referência mel.png', content: aliceAttachment },
    final: { objectPath: 'uploads/uid-alice/Rótulo Mel final.pdf', content: aliceFinal, as: 'gs' },
  },
  {
    docId: 'art-alice-2',
    uid: 'uid-alice',
    nomeArte: 'Caixa de Pizza',
    status: 'Solicitado',
    date: day(5),
    attachment: { objectPath: 'uploads/uid-alice/pizza.pdf', content: samplePdf(800) },
  },
  // Three names of one client that fold to the same: two get a suffix.
  {
    docId: 'art-bruno-1',
    uid: 'uid-bruno',
    nomeArte: 'Rótulo Café',
    status: 'em andamento',
    date: day(6),
    attachment: { objectPath: 'uploads/uid-bruno/cafe.pdf', content: brunoAttachment },
  },
  {
    docId: 'art-bruno-2',
    uid: 'uid-bruno',
    nomeArte: 'rotulo cafe',
    status: 'Alteração',
    date: day(7),
    attachment: { objectPath: 'uploads/uid-bruno/cafe2.pdf', content: samplePdf(900), as: 'path' },
  },
  {
    docId: 'art-bruno-3',
    uid: 'uid-bruno',
    nomeArte: 'Rótulo Café',
    status: 'Aprovado',
    date: day(8),
    attachment: { objectPath: 'uploads/uid-bruno/cafe3.pdf', content: samplePdf(700) },
    final: { objectPath: 'uploads/uid-bruno/final3.pdf', content: samplePdf(4000) },
  },
  // Unknown status, a missing attachment, a renamed executable, a finished art without its file.
  {
    docId: 'art-carla-1',
    uid: 'uid-carla',
    nomeArte: 'Sacola Kraft',
    status: 'Em revisão',
    date: day(9),
    attachment: { objectPath: 'uploads/uid-carla/sumiu.pdf' },
  },
  {
    docId: 'art-carla-2',
    uid: 'uid-carla',
    nomeArte: 'Etiqueta',
    status: 'Finalizado',
    date: day(10),
    attachment: {
      objectPath: 'uploads/uid-carla/etiqueta.pdf',
      content: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(500)]),
    },
  },
  {
    docId: 'art-diego-1',
    uid: 'uid-diego',
    nomeArte: 'Sacola Papel',
    status: 'Solicitado',
    date: day(11),
    attachment: { objectPath: 'uploads/uid-diego/sacola.pdf', content: samplePdf(600) },
  },
  {
    docId: 'art-gil-1',
    uid: 'uid-gil',
    nomeArte: 'Rótulo Gil',
    status: 'Solicitado',
    date: day(11),
    attachment: { objectPath: 'uploads/uid-gil/gil.pdf', content: samplePdf(600) },
  },
  // Its owner is in neither Auth nor users.
  {
    docId: 'art-orfa',
    uid: 'uid-sumido',
    nomeArte: 'Órfã',
    status: 'Solicitado',
    date: day(12),
  },
];

const t = contextForFile();
const folder = tempDirForFile('firebase-import-');
let files: FixturePaths;
let dryReport: ImportReport;
let report: ImportReport;
let studioAdmin: TestUser;

const filesDir = () => path.join(t.runtime.config.dataDir, 'files');
const runImport = async (dryRun: boolean) =>
  importFirebase(t.runtime, {
    sources: await readSources(files),
    storageRoot: files.storage,
    adminUids: ['uid-admin'],
    dryRun,
  });
const withoutTimes = (value: ImportReport) => ({ ...value, startedAt: '', finishedAt: '' });
const passwordOf = async (email: string) => {
  const [row] = await t.runtime.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row?.password ?? null;
};
const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

beforeAll(async () => {
  // The studio's admin already exists here, under the e-mail it used on Firebase.
  studioAdmin = await t.createAdmin('estudio@exemplo.com.br');
  await t.signUp({ email: 'gil@conflito.com.br', password: 'senha-de-quem-chegou-antes' });
  files = await writeFixture(folder.path, { users, arts });
  dryReport = await runImport(true);
  report = await runImport(false);
}, 120_000);

describe('the generated export', () => {
  it("is hashed with the algorithm that reproduces Firebase's published vector", async () => {
    expect(
      await firebaseScryptHash('user1password', {
        ...FIXTURE_HASH_PARAMS,
        salt: '42xEC+ixf3L2lw==',
      }),
    ).toBe(
      'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
    );
  });
});

describe('the report', () => {
  it('counts every kind and lists every problem with its record', () => {
    expect(report.dryRun).toBe(false);
    expect(report.counts).toMatchObject({
      clients: { imported: 6, alreadyImported: 0, skipped: 1 },
      admins: 1,
      deactivated: 1,
      withoutPassword: 1,
      credits: { total: 5 + 3 + 2 + 1, invalid: 2 },
      arts: { imported: 8, alreadyImported: 0, skipped: 2, renamed: 2 },
      files: { imported: 8, missing: 1, refused: 1 },
    });
    expect(report.counts.statuses).toEqual({
      Solicitado: 3,
      'Em andamento': 1,
      Alteração: 1,
      Aprovado: 1,
      Finalizado: 2,
    });
    const problems = report.problems.map((p) => `${p.kind} ${p.record.source}/${p.record.id}`);
    expect(problems.sort()).toEqual(
      [
        'art_without_client artes/art-orfa',
        'email_conflict auth/uid-gil',
        'duplicate_name artes/art-bruno-2',
        'duplicate_name artes/art-bruno-3',
        'invalid_credit users/uid-carla',
        'invalid_credit users/uid-fabio',
        'missing_file artes/art-carla-1',
        'refused_file artes/art-carla-2',
        'missing_final_file artes/art-carla-2',
        'unknown_status artes/art-carla-1',
      ].sort(),
    );
    const unknown = report.problems.find((p) => p.kind === 'unknown_status');
    expect(unknown?.message).toContain('Em revisão');
  });

  it('is the same for the dry run, which wrote nothing', () => {
    expect(dryReport.dryRun).toBe(true);
    expect({ ...withoutTimes(dryReport), dryRun: false }).toEqual(withoutTimes(report));
  });
});

describe('a dry run', () => {
  it('changes nothing in the database or the storage', async () => {
    const other = await createTestContext();
    try {
      const before = await other.runtime.db.select({ n: sql<number>`count(*)::int` }).from(user);
      const dry = await importFirebase(other.runtime, {
        sources: await readSources(files),
        storageRoot: files.storage,
        adminUids: ['uid-admin'],
        dryRun: true,
      });
      // No admin there yet: the admin uid comes in as a new admin account.
      expect(dry.counts).toMatchObject({ clients: { imported: 8 }, admins: 1 });
      const after = await other.runtime.db.select({ n: sql<number>`count(*)::int` }).from(user);
      expect(after).toEqual(before);
      const stored = await readdir(path.join(other.runtime.config.dataDir, 'files')).catch(
        () => [],
      );
      expect(stored).toEqual([]);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('storage failing half-way through a client', () => {
  it('leaves that client out whole, with no stray file, and the next run brings it in', async () => {
    const other = await createTestContext();
    try {
      const real = other.runtime.storage;
      const brunoId = importId('user', 'uid-bruno');
      const failing = importId('file', 'art-bruno-2:attachment');
      const flaky: FileStorage = {
        ...real,
        put: (key, body, max) =>
          key.endsWith(failing)
            ? Promise.reject(new Error('disco cheio'))
            : real.put(key, body, max),
      };
      const options = {
        sources: await readSources(files),
        storageRoot: files.storage,
        adminUids: ['uid-admin'],
      };
      const first = await importFirebase({ ...other.runtime, storage: flaky }, options);
      const failed = first.problems.filter((p) => p.kind === 'failed');
      expect(failed.map((p) => p.record.id)).toEqual(['uid-bruno']);
      expect(failed[0]!.message).toContain('disco cheio');
      expect(first.counts.clients).toMatchObject({ imported: 7, skipped: 1 });
      const brunoRows = await other.runtime.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.firebaseUid, 'uid-bruno'));
      expect(brunoRows).toEqual([]);
      // Its first file was stored before the failure, then removed again.
      const brunoFolder = path.join(other.runtime.config.dataDir, 'files', 'uploads', brunoId);
      expect(await readdir(brunoFolder).catch(() => [])).toEqual([]);

      const second = await importFirebase(other.runtime, options);
      expect(second.counts.clients).toMatchObject({ imported: 1, alreadyImported: 7, skipped: 0 });
      expect(second.counts.arts.imported).toBe(3);
      expect(await readdir(brunoFolder)).toHaveLength(4);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('accounts', () => {
  it('each client signs in with the old password, and the stored hash becomes Argon2id', async () => {
    const signingIn = users.filter(
      (u) => u.password && !u.disabled && u.uid !== 'uid-admin' && u.uid !== 'uid-gil',
    );
    for (const fixture of signingIn) {
      const email = fixture.email.toLowerCase();
      expect(await passwordOf(email)).toMatch(/^firebase-scrypt\$14\$8\$/);
      expect((await signIn(email, 'senha-errada-123')).status).toBe(401);
      const response = await signIn(email, fixture.password!);
      expect(response.status, email).toBe(200);
      expect(await passwordOf(email)).toMatch(/^\$argon2id\$/);
      // …and the same password still works against the new hash.
      expect((await signIn(email, fixture.password!)).status).toBe(200);
    }
  }, 120_000);

  it("recognises the studio's existing admin by its uid; it keeps its password and delivers the final files", async () => {
    const [row] = await t.runtime.db
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.firebaseUid, 'uid-admin'));
    expect(row).toEqual({ id: studioAdmin.id, role: 'admin' });
    expect((await signIn('estudio@exemplo.com.br', studioAdmin.password)).status).toBe(200);
    const deliveries = await t.runtime.db
      .select({ uploadedBy: storedFile.uploadedBy })
      .from(storedFile)
      .where(eq(storedFile.kind, 'delivery'));
    expect(deliveries.length).toBe(2);
    expect(new Set(deliveries.map((d) => d.uploadedBy))).toEqual(new Set([studioAdmin.id]));
  });

  it('an e-mail already used here is left out, with its arts, and the account is untouched', async () => {
    const [row] = await t.runtime.db
      .select({ firebaseUid: user.firebaseUid, credit: user.credit })
      .from(user)
      .where(eq(user.email, 'gil@conflito.com.br'));
    expect(row).toEqual({ firebaseUid: null, credit: 0 });
    expect((await signIn('gil@conflito.com.br', 'gil-senha')).status).toBe(401);
    expect((await signIn('gil@conflito.com.br', 'senha-de-quem-chegou-antes')).status).toBe(200);
  });

  it('a disabled user comes in deactivated', async () => {
    const response = await signIn('diego@sacolas.com.br', 'diego-senha');
    expect(response.status).toBe(403);
    const [row] = await t.runtime.db
      .select({ deletedAt: user.deletedAt, banned: user.banned })
      .from(user)
      .where(eq(user.firebaseUid, 'uid-diego'));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.banned).toBe(true);
  });

  it("a user without a password gets in through 'Esqueci minha senha'", async () => {
    const email = 'eva@google-login.com.br';
    expect(await passwordOf(email)).toBeNull();
    expect((await signIn(email, 'qualquer-senha-123')).status).toBe(401);
    await resetPasswordByMail(t, email, 'nova-senha-da-eva');
    expect((await signIn(email, 'nova-senha-da-eva')).status).toBe(200);
  });
});

describe('credits', () => {
  it('become an opening ledger entry, and every statement adds up to its balance', async () => {
    const expected: Record<string, number> = {
      'uid-alice': 5,
      'uid-bruno': 3,
      'uid-carla': 0,
      'uid-diego': 2,
      'uid-eva': 1,
      'uid-fabio': 0,
    };
    for (const [uid, credit] of Object.entries(expected)) {
      const [row] = await t.runtime.db
        .select({ id: user.id, credit: user.credit })
        .from(user)
        .where(eq(user.firebaseUid, uid));
      expect(row?.credit, uid).toBe(credit);
      const entries = await t.runtime.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, row!.id));
      expect(entries.map((e) => e.kind)).toEqual(['import']);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(credit);
      expect(entries[0]!.balanceAfter).toBe(credit);
      expect(entries[0]!.note).toMatch(/^Saldo importado do sistema anterior/);
    }
    const [carla] = await t.runtime.db
      .select({ note: creditLedger.note })
      .from(creditLedger)
      .innerJoin(user, eq(user.id, creditLedger.userId))
      .where(and(eq(user.firebaseUid, 'uid-carla')));
    expect(carla?.note).toContain('"abc"');
  });
});

describe('arts and files', () => {
  it('arrive with their status, date, briefing, history, attachment and final file v1', async () => {
    const alice = await t.signIn('alice@embalagens.com.br', 'alice123');
    const list = (await (
      await t.request(apiRoutes.arts, { cookie: alice })
    ).json()) as Page<ArtSummary>;
    expect(list.items.map((a) => [a.name, a.status]).sort()).toEqual([
      ['Caixa de Pizza', 'Solicitado'],
      ['Rótulo Mel', 'Finalizado'],
    ]);
    const mel = list.items.find((a) => a.name === 'Rótulo Mel')!;
    expect(mel.createdAt).toBe(day(4).toISOString());
    const detail = (await (
      await t.request(apiRoutes.art(mel.id), { cookie: alice })
    ).json()) as ArtDetail;
    expect(detail.briefing).toBe('Briefing de Rótulo Mel');
    expect(detail.events.map((e) => e.type)).toEqual(['imported']);
    expect(detail.attachments).toHaveLength(1);
    expect(detail.deliveries.map((d) => d.version)).toEqual([1]);

    // Finalizado, not approved: the open file waits for the release (docs/product/release.md).
    const final = await t.request(detail.deliveries[0]!.downloadUrl, { cookie: alice });
    expect(final.status).toBe(403);
    expect(await errorOf(final)).toMatchObject({ code: 'files_locked' });
    const attachment = await t.request(detail.attachments[0]!.downloadUrl, { cookie: alice });
    expect(sha256(Buffer.from(await attachment.arrayBuffer()))).toBe(sha256(aliceAttachment));

    // Nobody else's: another imported client gets 404, an admin gets the file.
    const bruno = await t.signIn('bruno@rotulos.com.br', 'senha-do-bruno');
    expect((await t.request(detail.deliveries[0]!.downloadUrl, { cookie: bruno })).status).toBe(
      404,
    );
    expect((await t.request(apiRoutes.art(mel.id), { cookie: bruno })).status).toBe(404);
    const admin = await t.createAdmin();
    const asStudio = await t.request(detail.deliveries[0]!.downloadUrl, { cookie: admin.cookie });
    expect(asStudio.status).toBe(200);
    expect(sha256(Buffer.from(await asStudio.arrayBuffer()))).toBe(sha256(aliceFinal));
  });

  it('keep the recorded sha256 of each file', async () => {
    const rows = rowsOfFiles(await snapshotImport(t.runtime.db, filesDir()));
    expect(rows.get('art-alice-1:delivery')).toBe(sha256(aliceFinal));
    expect(rows.get('art-bruno-1:attachment')).toBe(sha256(brunoAttachment));
    expect(rows.has('art-carla-1:attachment')).toBe(false);
    expect(rows.has('art-carla-2:attachment')).toBe(false);
  });

  it('give duplicate names of one client a suffix and map lower-case statuses', async () => {
    const bruno = await t.signIn('bruno@rotulos.com.br', 'senha-do-bruno');
    const list = (await (
      await t.request(apiRoutes.arts, { cookie: bruno })
    ).json()) as Page<ArtSummary>;
    expect(list.items.map((a) => [a.name, a.status]).sort()).toEqual(
      [
        ['Rótulo Café', 'Em andamento'],
        ['Rótulo Café (3)', 'Aprovado'],
        ['rotulo cafe (2)', 'Alteração'],
      ].sort(),
    );
  });
});

function rowsOfFiles(snapshot: Awaited<ReturnType<typeof snapshotImport>>) {
  return new Map(
    snapshot.files.map((f) => [`${String(f.firebase_doc_id)}:${String(f.kind)}`, String(f.sha256)]),
  );
}

describe('running again', () => {
  it('imports nothing twice and changes nothing', async () => {
    const before = await snapshotImport(t.runtime.db, filesDir());
    const again = await runImport(false);
    expect(again.counts).toMatchObject({
      clients: { imported: 0, alreadyImported: 7, skipped: 1 },
      arts: { imported: 0, alreadyImported: 8, skipped: 2 },
      files: { imported: 0, missing: 0, refused: 0 },
    });
    const after = await snapshotImport(t.runtime.db, filesDir());
    expect(after).toEqual(before);
  });
});
