// Firebase exports generated for the import's tests and its measurement script: an Auth export
// whose users are hashed with Firebase's scrypt, the project's hash parameters, a Firestore export
// as firestore-export writes it, and a folder standing for the Storage bucket.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { firebaseScryptHash, type FirebaseHashParams } from '../auth/firebase-scrypt';
import { rowsOf, type Database } from '../db/client';

/** The parameters of Firebase's published example project (github.com/firebase/scrypt). */
export const FIXTURE_HASH_PARAMS: FirebaseHashParams = {
  signerKey:
    'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  saltSeparator: 'Bw==',
  rounds: 8,
  memCost: 14,
};

export const FIXTURE_BUCKET = 'estudio-antigo.appspot.com';

/** A file start each format's check accepts, padded to a given size. */
export function samplePdf(size = 2048): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n', 'latin1'),
    Buffer.alloc(Math.max(0, size - 9), 32),
  ]);
}
export function samplePng(size = 256): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Zeros after the signature: file-type walks PNG chunks, and random bytes are no valid chunk.
  return Buffer.concat([signature, Buffer.alloc(Math.max(0, size - 8))]);
}

/** The download URL Firebase gives an object: its path URL-encoded after `/o/`. */
export function downloadUrl(objectPath: string, bucket = FIXTURE_BUCKET): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(objectPath)}?alt=media&token=${randomBytes(8).toString('hex')}`;
}

/** A Firestore timestamp as firestore-export writes it. */
export function firestoreTimestamp(date: Date) {
  const ms = date.getTime();
  return {
    __datatype__: 'timestamp',
    value: { _seconds: Math.floor(ms / 1000), _nanoseconds: (ms % 1000) * 1e6 },
  };
}

export interface FixtureUser {
  uid: string;
  email: string;
  /** Omitted: a user of another provider (no passwordHash). */
  password?: string;
  name?: string;
  disabled?: boolean;
  /** As the users document holds it: a number, a string, anything. */
  credit?: unknown;
  /** false: only a users document, no Auth record. */
  inAuth?: boolean;
  /** false: only an Auth record, no users document. */
  inFirestore?: boolean;
}

export interface FixtureFile {
  objectPath: string;
  /** Omitted: the URL points to an object the bucket copy does not have. */
  content?: Buffer;
  /** How the art document refers to it (default: a download URL). */
  as?: 'download' | 'gs' | 'path';
}

export interface FixtureArt {
  docId: string;
  uid: string;
  nomeArte: string;
  briefing?: string;
  status: string;
  date: Date;
  attachment?: FixtureFile;
  final?: FixtureFile;
}

export interface FixturePaths {
  auth: string;
  hashConfig: string;
  firestore: string;
  storage: string;
}

/** Node's arguments for `npm run import:firebase` of the export at `paths`, its report to `report`. */
export const importCommandArgs = (paths: FixturePaths, report: string): string[] => [
  '--import',
  'tsx',
  'scripts/import-firebase.ts',
  '--auth',
  paths.auth,
  '--hash-config',
  paths.hashConfig,
  '--firestore',
  paths.firestore,
  '--storage',
  paths.storage,
  '--report',
  report,
];

function referenceTo(file: FixtureFile | undefined): string {
  if (!file) return '';
  if (file.as === 'gs') return `gs://${FIXTURE_BUCKET}/${file.objectPath}`;
  if (file.as === 'path') return file.objectPath;
  return downloadUrl(file.objectPath);
}

/** Writes the four inputs of `npm run import:firebase` under `dir`. */
export async function writeFixture(
  dir: string,
  input: { users: FixtureUser[]; arts: FixtureArt[]; params?: FirebaseHashParams },
): Promise<FixturePaths> {
  const params = input.params ?? FIXTURE_HASH_PARAMS;
  const paths: FixturePaths = {
    auth: path.join(dir, 'users.json'),
    hashConfig: path.join(dir, 'hash.json'),
    firestore: path.join(dir, 'firestore-export.json'),
    storage: path.join(dir, 'storage'),
  };
  await mkdir(paths.storage, { recursive: true });

  const authUsers = [];
  for (const fixture of input.users) {
    if (fixture.inAuth === false) continue;
    const salt = randomBytes(12).toString('base64');
    authUsers.push({
      localId: fixture.uid,
      email: fixture.email,
      emailVerified: true,
      ...(fixture.password
        ? { passwordHash: await firebaseScryptHash(fixture.password, { ...params, salt }), salt }
        : {}),
      displayName: fixture.name,
      createdAt: String(Date.UTC(2023, 0, 15)),
      lastSignedInAt: String(Date.UTC(2024, 5, 1)),
      disabled: fixture.disabled ?? false,
      providerUserInfo: [],
    });
  }
  await writeFile(paths.auth, JSON.stringify({ users: authUsers }, null, 2));
  await writeFile(
    paths.hashConfig,
    JSON.stringify({
      algorithm: 'SCRYPT',
      base64_signer_key: params.signerKey,
      base64_salt_separator: params.saltSeparator,
      rounds: params.rounds,
      mem_cost: params.memCost,
    }),
  );

  const users: Record<string, unknown> = {};
  for (const fixture of input.users) {
    if (fixture.inFirestore === false) continue;
    users[fixture.uid] = {
      name: fixture.name ?? fixture.email,
      email: fixture.email,
      credit: fixture.credit ?? 0,
      uid: fixture.uid,
      __collections__: {},
    };
  }
  const artes: Record<string, unknown> = {};
  for (const art of input.arts) {
    for (const file of [art.attachment, art.final]) {
      if (!file?.content) continue;
      const full = path.join(paths.storage, file.objectPath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, file.content);
    }
    artes[art.docId] = {
      uid: art.uid,
      nomeArte: art.nomeArte,
      briefing: art.briefing ?? `Briefing de ${art.nomeArte}`,
      arquivoUrl: referenceTo(art.attachment),
      arquivoFinalUrl: referenceTo(art.final),
      date: firestoreTimestamp(art.date),
      status: art.status,
      cliente: input.users.find((user) => user.uid === art.uid)?.name ?? '',
      __collections__: {},
    };
  }
  await writeFile(paths.firestore, JSON.stringify({ __collections__: { users, artes } }, null, 2));
  return paths;
}

/**
 * Everything an import leaves behind, in a stable order and without what differs between two
 * equivalent runs (random Argon2 salts, timestamps of the run): two imports that did the same
 * work give equal snapshots.
 */
export async function snapshotImport(db: Database, filesDir: string) {
  const query = async (text: string) =>
    rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));
  const stored: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else
        stored[path.relative(filesDir, full)] = createHash('sha256')
          .update(await readFile(full))
          .digest('hex');
    }
  };
  await walk(filesDir);
  return {
    users: await query(
      `select id, firebase_uid, name, email, email_verified, role, credit, banned,
              deleted_at is not null as deactivated, created_at
         from "user" where firebase_uid is not null order by firebase_uid`,
    ),
    accounts: await query(
      `select u.firebase_uid, a.provider_id, split_part(a.password, '$', 2) as scheme
         from account a join "user" u on u.id = a.user_id
        where u.firebase_uid is not null order by u.firebase_uid`,
    ),
    ledger: await query(
      `select u.firebase_uid, l.kind, l.amount, l.balance_after, l.note
         from credit_ledger l join "user" u on u.id = l.user_id
        where u.firebase_uid is not null order by u.firebase_uid, l.kind`,
    ),
    arts: await query(
      `select id, firebase_doc_id, owner_id, name, briefing, status, due_at, created_at
         from art_request where firebase_doc_id is not null order by firebase_doc_id`,
    ),
    events: await query(
      `select r.firebase_doc_id, e.type, e.actor_id, e.note, e.created_at
         from art_event e join art_request r on r.id = e.art_id
        where r.firebase_doc_id is not null order by r.firebase_doc_id, e.type`,
    ),
    files: await query(
      `select f.id, r.firebase_doc_id, f.kind, f.version, f.original_name, f.content_type, f.size,
              f.sha256, f.storage_key, f.uploaded_by
         from stored_file f join art_request r on r.id = f.art_id
        where r.firebase_doc_id is not null order by r.firebase_doc_id, f.kind`,
    ),
    stored,
  };
}
