// The running server's backup door: PGlite lives inside the server process (which holds DATA_DIR's
// lock), so only the server can take a consistent snapshot of it. At start, on the embedded
// database only, it listens on 127.0.0.1 (a random port, never the public one) and writes the port
// and a random token to DATA_DIR/backup-control.json, mode 0600: whoever can read DATA_DIR can read
// the database files anyway. `npm run backup` reads that file and asks for the snapshot.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

export const CONTROL_FILE = 'backup-control.json';
export const SNAPSHOT_PATH = '/database-snapshot';

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
  dump: () => Promise<Blob>;
  logger: Logger;
}): Promise<BackupControl> {
  const token = randomBytes(32).toString('base64url');
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
    // One snapshot at a time: each holds the whole folder in memory.
    if (busy) {
      res.writeHead(409).end();
      return;
    }
    busy = true;
    const started = performance.now();
    deps
      .dump()
      .then(async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': bytes.length });
        res.end(bytes);
        deps.logger.info(
          { bytes: bytes.length, ms: Math.round(performance.now() - started) },
          'backup control: database snapshot taken',
        );
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'backup control: snapshot failed');
        if (!res.headersSent) res.writeHead(500);
        res.end();
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
