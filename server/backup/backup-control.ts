// The running server's backup door: PGlite lives inside the server process (which holds DATA_DIR's
// lock), so only the server can take a consistent snapshot of it. At start, on the embedded
// database only, it listens on 127.0.0.1 (a random port, never the public one) and writes the port
// and a random token to DATA_DIR/backup-control.json, mode 0600: whoever can read DATA_DIR can read
// the database files anyway. `npm run backup` reads that file and asks for the snapshot, which the
// server copies into DATA_DIR/backup-snapshots/<random>/ and names in its answer; the script takes
// it from there.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

export const CONTROL_FILE = 'backup-control.json';
export const SNAPSHOT_PATH = '/database-snapshot';
export const SNAPSHOTS_DIR = 'backup-snapshots';

export interface SnapshotAnswer {
  /** The absolute folder holding the copy of DATA_DIR/pglite; the backup script moves it away. */
  dir: string;
}

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

export interface BackupControl {
  port: number;
  stop(): Promise<void>;
}

export async function startBackupControl(deps: {
  dataDir: string;
  /** Copies the database into the given (absent) folder while no query runs. */
  snapshot: (targetDir: string) => Promise<void>;
  logger: Logger;
}): Promise<BackupControl> {
  const token = randomBytes(32).toString('base64url');
  const snapshots = path.join(deps.dataDir, SNAPSHOTS_DIR);
  // Left by a backup that was interrupted: no backup runs against a server that is only starting.
  rmSync(snapshots, { recursive: true, force: true });
  const expected = Buffer.from(`Bearer ${token}`);
  let busy = false;

  const server: Server = createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    const authorised = given.length === expected.length && timingSafeEqual(given, expected);
    if (!authorised) {
      res.writeHead(401).end();
      deps.logger.warn({ path: req.url }, 'backup control: refused (bad token)');
      return;
    }
    if (req.method !== 'POST' || req.url !== SNAPSHOT_PATH) {
      res.writeHead(404).end();
      return;
    }
    // One snapshot at a time: each is a full copy of the database on disk.
    if (busy) {
      res.writeHead(409).end();
      return;
    }
    busy = true;
    const started = performance.now();
    const dir = path.join(snapshots, randomUUID());
    mkdirSync(snapshots, { recursive: true, mode: 0o700 });
    deps
      .snapshot(dir)
      .then(() => {
        const answer: SnapshotAnswer = { dir };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        deps.logger.info(
          { ms: Math.round(performance.now() - started) },
          'backup control: database snapshot taken',
        );
      })
      .catch((error: unknown) => {
        rmSync(dir, { recursive: true, force: true });
        deps.logger.error({ err: error }, 'backup control: snapshot failed');
        res.writeHead(500).end();
      })
      .finally(() => {
        busy = false;
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = path.join(deps.dataDir, CONTROL_FILE);
  const content: ControlFile = { pid: process.pid, port, token };
  // Written whole under another name, then renamed: a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
  renameSync(temporary, file);

  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        rmSync(file, { force: true });
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
