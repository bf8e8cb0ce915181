// Backups of the embedded default (PGlite + DATA_DIR/files): one .tar.gz holding a consistent
// copy of the database folder, the stored files, the session secret and a manifest (row counts
// per table, each file's size and SHA-256). The snapshot comes from the running server (backup-control.ts)
// or, when the server is stopped, from opening the database here; the files are copied after it:
// stored objects are written once under a random key, so every row in the snapshot finds its
// file (a file newer than the snapshot is only an unused extra). Restore goes into an empty
// DATA_DIR only, and checks hashes and row counts before saying it is done.
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import {
  chmod,
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { create as createTar, extract as extractTar } from 'tar';
import { openDatabase } from '../db/client';
import { isAlive } from '../db/data-dir-lock';
import {
  CONTROL_FILE,
  SNAPSHOT_PATH,
  SNAPSHOTS_DIR,
  type ControlFile,
  type SnapshotAnswer,
} from './backup-control';

export const MANIFEST_FORMAT = 'estudio-flexo-backup';
const DATABASE_DIR = 'pglite';
const FILES_DIR = 'files';
const SECRET_FILE = 'auth-secret';

export interface FileEntry {
  /** Relative to DATA_DIR/files, with '/' separators. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: 1;
  createdAt: string;
  /** Who took the database snapshot: the running server, or this script on a stopped one. */
  snapshot: 'running-server' | 'stopped-server';
  /** The copy of DATA_DIR/pglite: its files (as opened once, recovered) and its row counts. */
  database: { dir: string; files: FileEntry[]; tables: Record<string, number> };
  files: FileEntry[];
  authSecret: boolean;
}

export class BackupError extends Error {}

type Log = (message: string) => void;

// ---- backup ------------------------------------------------------------------------------------

/** Where the archive goes: a FILE.tar.gz as given, or a dated name inside a folder. */
export function archivePathOf(out: string | undefined, now = new Date()): string {
  const target = path.resolve(out ?? 'backups');
  if (target.endsWith('.tar.gz') || target.endsWith('.tgz')) return target;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
  return path.join(target, `estudio-backup-${stamp}.tar.gz`);
}

export async function createBackup(input: {
  dataDir: string;
  out?: string;
  log?: Log;
}): Promise<{ file: string; manifest: Manifest }> {
  const log = input.log ?? (() => {});
  const dataDir = path.resolve(input.dataDir);
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new BackupError(`Nenhum banco embutido em ${dataDir}: confira DATA_DIR.`);
  }
  const file = archivePathOf(input.out);
  await mkdir(path.dirname(file), { recursive: true });
  // Staged beside the archive (same disk), never inside DATA_DIR.
  const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  try {
    // 1. The database, consistent as of one instant.
    const database = path.join(staging, DATABASE_DIR);
    const snapshot = await takeSnapshot(dataDir, database, log);
    // Opened once here: the copy replays its WAL like after a power cut, the counts say what it
    // holds, and the archive gets a cleanly closed folder.
    log('Conferindo o instantâneo e contando as linhas…');
    const tables = await countRows(new PGlite({ dataDir: database, extensions: { pg_trgm } }));
    const databaseFiles = await hashTree(database);

    // 2. The files, after the snapshot.
    log('Copiando os arquivos…');
    const files = await copyFiles(path.join(dataDir, FILES_DIR), path.join(staging, FILES_DIR));

    // 3. The session secret (sessions stay valid after a restore), when generated under DATA_DIR.
    const secret = path.join(dataDir, SECRET_FILE);
    const authSecret = existsSync(secret);
    if (authSecret) await copyFile(secret, path.join(staging, SECRET_FILE));

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      snapshot,
      database: { dir: DATABASE_DIR, files: databaseFiles, tables },
      files,
      authSecret,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const entries = ['manifest.json', DATABASE_DIR];
    if (existsSync(path.join(staging, FILES_DIR))) entries.push(FILES_DIR);
    if (authSecret) entries.push(SECRET_FILE);
    const partial = `${file}.partial`;
    await createTar({ gzip: true, cwd: staging, file: partial, portable: true }, entries);
    // It holds the whole database (password hashes included): the owner alone may read it.
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Copies the database into `target`: by the running server when one answers, else by opening the
 * (stopped) database here.
 */
async function takeSnapshot(
  dataDir: string,
  target: string,
  log: Log,
): Promise<Manifest['snapshot']> {
  const control = readControlFile(dataDir);
  if (control) {
    log(`Pedindo o instantâneo do banco ao servidor em execução (processo ${control.pid})…`);
    const response = await fetch(`http://127.0.0.1:${control.port}${SNAPSHOT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    }).catch(() => undefined);
    if (response?.ok) {
      const { dir } = (await response.json()) as SnapshotAnswer;
      // Only ever a folder of DATA_DIR/backup-snapshots: never move what the answer names elsewhere.
      if (path.dirname(path.resolve(dir)) !== path.join(dataDir, SNAPSHOTS_DIR)) {
        throw new BackupError('Resposta inesperada do servidor em execução.');
      }
      await moveDir(dir, target);
      return 'running-server';
    }
    if (response) {
      throw new BackupError(
        `O servidor em execução recusou o instantâneo (HTTP ${response.status}). Tente novamente.`,
      );
    }
    // Nobody listens: a server that crashed left the file behind. Open the database ourselves
    // (its lock says whether another process still holds it).
  }
  log('Servidor parado: abrindo o banco embutido para o instantâneo…');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await handle.snapshot!(target);
    return 'stopped-server';
  } finally {
    await handle.close();
  }
}

/** A rename, or a copy and delete when the two folders are on different disks. */
async function moveDir(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

function readControlFile(dataDir: string): ControlFile | undefined {
  const file = path.join(dataDir, CONTROL_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as ControlFile;
    if (!isAlive(parsed.pid)) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

/** Exact row counts of every table of the application's schema. */
export async function countRows(pg: PGlite): Promise<Record<string, number>> {
  try {
    const { rows } = await pg.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      const result = await pg.query<{ n: number }>(
        `select count(*)::int as n from public."${name.replace(/"/g, '""')}"`,
      );
      counts[name] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await pg.close();
  }
}

/** Copies a folder's files, hashing each on the way; answers them sorted by path. */
async function copyFiles(from: string, to: string): Promise<FileEntry[]> {
  if (!existsSync(from)) return [];
  const entries: FileEntry[] = [];
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source);
    const target = path.join(to, relative);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      const { size, sha256 } = await copyHashing(source, target);
      entries.push({ path: relative.split(path.sep).join('/'), size, sha256 });
    } catch (error) {
      // Removed since the listing (a failed upload cleaned up): no row of the snapshot needs it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

async function copyHashing(source: string, target: string) {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new PassThrough();
  tap.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await pipeline(createReadStream(source), tap, createWriteStream(target, { mode: 0o600 }));
  return { size, sha256: hash.digest('hex') };
}

/** Every file under a folder with its size and SHA-256, sorted by path. */
async function hashTree(dir: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    entries.push({
      path: path.relative(dir, file).split(path.sep).join('/'),
      ...(await hashFile(file)),
    });
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Every file the manifest lists is there with its size and SHA-256. */
async function verifyTree(dir: string, entries: FileEntry[], kind: string) {
  for (const entry of entries) {
    const copy = path.join(dir, ...entry.path.split('/'));
    const actual = existsSync(copy) ? await hashFile(copy) : undefined;
    if (!actual || actual.sha256 !== entry.sha256 || actual.size !== entry.size) {
      throw new BackupError(`Arquivo ausente ou corrompido no backup (${kind}): ${entry.path}`);
    }
  }
}

// ---- restore -----------------------------------------------------------------------------------

export async function restoreBackup(input: {
  archive: string;
  dataDir: string;
  log?: Log;
}): Promise<Manifest> {
  const log = input.log ?? (() => {});
  const archive = path.resolve(input.archive);
  const dataDir = path.resolve(input.dataDir);
  if (!existsSync(archive)) throw new BackupError(`Arquivo de backup não encontrado: ${archive}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} não está vazio: a restauração só grava num DATA_DIR vazio (ou inexistente), ` +
        'para nunca misturar dados. Escolha outra pasta ou mova a atual.',
    );
  }
  const created = !existsSync(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Staged inside DATA_DIR itself: the final moves are renames on one disk even when DATA_DIR is
  // a mounted volume (a container's /data), and a failure cleans one folder.
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    log('Extraindo o backup…');
    // Only the server's user may read the restored database and files (the archive is 0600 too):
    // tar would keep each entry's own mode (0755 folders, 0644 files).
    await extractTar({
      file: archive,
      cwd: staging,
      onReadEntry: (entry) => {
        entry.mode = entry.type === 'Directory' ? 0o700 : 0o600;
      },
    });
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== MANIFEST_FORMAT || manifest.version !== 1) {
      throw new BackupError(
        'Este arquivo não é um backup do Estúdio Flexo (manifesto desconhecido).',
      );
    }

    log('Conferindo os arquivos…');
    await verifyTree(path.join(staging, DATABASE_DIR), manifest.database.files, 'banco');
    await verifyTree(path.join(staging, FILES_DIR), manifest.files, 'arquivo');

    log('Restaurando o banco…');
    await rename(path.join(staging, DATABASE_DIR), path.join(dataDir, DATABASE_DIR));
    const tables = await countRows(
      new PGlite({ dataDir: path.join(dataDir, DATABASE_DIR), extensions: { pg_trgm } }),
    );
    if (JSON.stringify(tables) !== JSON.stringify(manifest.database.tables)) {
      throw new BackupError(
        'As contagens de linhas do banco restaurado não batem com o manifesto.',
      );
    }

    if (existsSync(path.join(staging, FILES_DIR))) {
      await rename(path.join(staging, FILES_DIR), path.join(dataDir, FILES_DIR));
    }
    if (manifest.authSecret) {
      await rename(path.join(staging, SECRET_FILE), path.join(dataDir, SECRET_FILE));
      await chmod(path.join(dataDir, SECRET_FILE), 0o600);
    }
    return manifest;
  } catch (error) {
    // Leave DATA_DIR as it was found: empty (or absent).
    for (const name of await readdir(dataDir).catch(() => [])) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    if (created) await rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
