// Backup and restore of the embedded default, for real: a PGlite database seeded with clients,
// arts, deliveries and their files is backed up once with the server stopped and once while a
// real server process runs (and takes a write just before), each archive is restored into a new
// DATA_DIR, and the restored database and files are compared with the originals.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../scripts/seed-demo';
import { apiRoutes } from '../../common/api-routes';
import { openDatabase } from '../db/client';
import { createDiskStorage } from '../files/storage';
import { BackupError, countRows, createBackup, restoreBackup } from './backup';
import { CONTROL_FILE } from './backup-control';

const root = mkdtempSync(path.join(tmpdir(), 'studio-backup-'));
const dataDir = path.join(root, 'data');
let server: ChildProcess | undefined;

/** Every file under a folder with its SHA-256, by relative path. */
function hashes(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (!existsSync(dir)) return result;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex');
  }
  return result;
}

/** Row counts of a (closed) PGlite folder. */
const countsOf = (dir: string) =>
  countRows(new PGlite({ dataDir: path.join(dir, 'pglite'), extensions: { pg_trgm } }));

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'auth-secret'), 'segredo-de-sessao-com-mais-de-32-caracteres', {
    mode: 0o600,
  });
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await seedDemo(handle.db, {
      clients: 6,
      arts: 40,
      seed: 9,
      storage: createDiskStorage(path.join(dataDir, 'files')),
    });
  } finally {
    await handle.close();
  }
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('with the server stopped: the restored copy has the same rows and files', async () => {
    const original = await countsOf(dataDir);
    expect(original.user).toBeGreaterThanOrEqual(6);
    expect(original.art_request).toBe(40);
    const originalFiles = hashes(path.join(dataDir, 'files'));
    expect(Object.keys(originalFiles).length).toBeGreaterThan(0);

    const { file, manifest } = await createBackup({ dataDir, out: path.join(root, 'backups') });
    expect(manifest.snapshot).toBe('stopped-server');
    expect(manifest.database.tables).toEqual(original);
    expect(manifest.files).toHaveLength(Object.keys(originalFiles).length);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restored = path.join(root, 'restored-stopped');
    await restoreBackup({ archive: file, dataDir: restored });
    expect(await countsOf(restored)).toEqual(original);
    expect(hashes(path.join(restored, 'files'))).toEqual(originalFiles);
    // Nobody but the server's user can read what was restored.
    for (const entry of ['pglite', 'files', 'pglite/PG_VERSION']) {
      expect(statSync(path.join(restored, entry)).mode & 0o077, entry).toBe(0);
    }
    expect(readFileSync(path.join(restored, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
    );
    // The restored folder opens as the server opens it (migrations, lock) and answers queries.
    const handle = await openDatabase({ kind: 'pglite', dataDir: restored });
    await handle.close();

    // A second restore into the now non-empty folder is refused, and leaves it untouched.
    await expect(restoreBackup({ archive: file, dataDir: restored })).rejects.toThrow(BackupError);
    expect(await countsOf(restored)).toEqual(original);

    // An archive whose file was altered is refused, and the new DATA_DIR is left as it was: absent.
    const unpacked = path.join(root, 'unpacked');
    mkdirSync(unpacked);
    await extractTar({ file, cwd: unpacked });
    const victim = manifest.files[0]!.path;
    writeFileSync(path.join(unpacked, 'files', ...victim.split('/')), 'outro conteúdo');
    const tampered = path.join(root, 'alterado.tar.gz');
    await createTar({ gzip: true, cwd: unpacked, file: tampered }, readdirSync(unpacked));
    const target = path.join(root, 'restored-tampered');
    await expect(restoreBackup({ archive: tampered, dataDir: target })).rejects.toThrow(
      `Arquivo ausente ou corrompido no backup (arquivo): ${victim}`,
    );
    expect(existsSync(target)).toBe(false);
  }, 180_000);

  it('with the server running: the snapshot comes from the live process, writes included', async () => {
    const before = await countsOf(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        ENV_FILE: 'off',
        // Whatever the shell exports, this server runs on the embedded database and disk files.
        DATABASE_URL: '',
        S3_BUCKET: '',
        SMTP_URL: '',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitFor(() => existsSync(path.join(dataDir, CONTROL_FILE)), 90_000);
    expect(statSync(path.join(dataDir, CONTROL_FILE)).mode & 0o777).toBe(0o600);

    // A write the server holds: only a snapshot taken by the server itself is sure to have it.
    const sent = await fetch(`${baseUrl}${apiRoutes.contact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        user_name: 'Visitante do Backup',
        user_email: 'backup@exemplo.com.br',
        message: 'Mensagem escrita com o servidor no ar.',
      }),
    });
    expect(sent.status).toBeLessThan(300);

    // The database is locked by the server: the backup must ask it.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/já está em uso/);
    const { file, manifest } = await createBackup({ dataDir, out: path.join(root, 'live.tar.gz') });
    expect(file).toBe(path.join(root, 'live.tar.gz'));
    expect(manifest.snapshot).toBe('running-server');
    expect(manifest.database.tables.contact_message).toBe(before.contact_message! + 1);
    expect(manifest.database.tables.art_request).toBe(before.art_request);

    const restored = path.join(root, 'restored-live');
    await restoreBackup({ archive: file, dataDir: restored });
    expect(await countsOf(restored)).toEqual(manifest.database.tables);
    expect(hashes(path.join(restored, 'files'))).toEqual(hashes(path.join(dataDir, 'files')));
    const restoredDb = new PGlite({
      dataDir: path.join(restored, 'pglite'),
      extensions: { pg_trgm },
    });
    const { rows } = await restoredDb.query<{ name: string }>('select name from contact_message');
    await restoredDb.close();
    expect(rows.map((row) => row.name)).toContain('Visitante do Backup');

    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    // The server removes its control file when it stops.
    expect(existsSync(path.join(dataDir, CONTROL_FILE))).toBe(false);
  }, 240_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the server');
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`server exited with ${server.exitCode}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
