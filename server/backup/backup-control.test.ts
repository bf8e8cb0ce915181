// The backup door answers only on 127.0.0.1, only with the token from DATA_DIR (a 0600 file), one
// snapshot at a time, and is gone when the server stops.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import {
  CONTROL_FILE,
  SNAPSHOT_PATH,
  SNAPSHOTS_DIR,
  startBackupControl,
  type ControlFile,
  type SnapshotAnswer,
} from './backup-control';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-control-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('startBackupControl', () => {
  it('hands the snapshot to the token holder only', async () => {
    let release = () => {};
    const control = await startBackupControl({
      dataDir,
      logger: createLogger({ env: 'test', logLevel: 'silent' }),
      snapshot: (dir) =>
        new Promise<void>((resolve) => {
          release = () => {
            mkdirSync(dir);
            writeFileSync(path.join(dir, 'PG_VERSION'), '17');
            resolve();
          };
        }),
    });
    const file = path.join(dataDir, CONTROL_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { port, token, pid } = JSON.parse(readFileSync(file, 'utf8')) as ControlFile;
    expect(port).toBe(control.port);
    expect(pid).toBe(process.pid);
    const url = `http://127.0.0.1:${port}${SNAPSHOT_PATH}`;

    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    const wrong = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(401);

    const auth = { authorization: `Bearer ${token}` };
    const first = fetch(url, { method: 'POST', headers: auth });
    // While one snapshot is being taken, a second is refused.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(url, { method: 'POST', headers: auth })).status).toBe(409);
    release();
    const response = await first;
    expect(response.status).toBe(200);
    const { dir } = (await response.json()) as SnapshotAnswer;
    expect(path.dirname(dir)).toBe(path.join(dataDir, SNAPSHOTS_DIR));
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17');

    await control.stop();
    expect(existsSync(file)).toBe(false);
  });
});
