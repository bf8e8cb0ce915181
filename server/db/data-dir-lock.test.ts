// The embedded database's folder lock: a lock left by a crashed process never keeps the server
// down (same pid as ours after a container restart, a reused pid, a reboot), while a second live
// process on the same DATA_DIR is still refused with a clear message.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { currentHolder, lockDataDir, parseHolder, startTimeOf } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-lock-'));
  dirs.push(dir);
  return dir;
};
const lockFileIn = (dir: string) => path.join(dir, 'pglite.lock');
const IN_USE = /já está em uso pelo processo/;

/** A process that lives until killed, and the line it printed once ready (if any). */
async function child(args: string[], waitForLine: boolean): Promise<ChildProcess> {
  const started = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(started);
  if (waitForLine) {
    await new Promise<void>((resolve, reject) => {
      started.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
      createInterface({ input: started.stdout }).once('line', () => resolve());
    });
  }
  return started;
}

describe('DATA_DIR lock', () => {
  it('takes over a lock written by an earlier life of our own pid (container restart)', () => {
    const me = currentHolder();
    // As the previous version wrote it (a bare pid), and as this one does, with another start.
    for (const stale of [String(process.pid), JSON.stringify({ ...me, startTime: '1' })]) {
      const dir = tempDir();
      writeFileSync(lockFileIn(dir), stale);
      const release = lockDataDir(dir);
      expect(parseHolder(readFileSync(lockFileIn(dir), 'utf8'))).toEqual(me);
      // This process holds it now: a second open in the same process is refused.
      expect(() => lockDataDir(dir)).toThrow(IN_USE);
      release();
    }
  });

  it.runIf(process.platform === 'linux')(
    'tells a live process that reused the pid from the one that wrote the lock',
    async () => {
      const sleeper = await child(['sleep', '60'], false);
      const pid = sleeper.pid!;
      const realStart = startTimeOf(pid);
      expect(realStart).toMatch(/^\d+$/);
      const dir = tempDir();
      const { bootId } = currentHolder();

      writeFileSync(lockFileIn(dir), JSON.stringify({ pid, startTime: realStart, bootId }));
      expect(() => lockDataDir(dir)).toThrow(IN_USE); // the writer itself: refused

      writeFileSync(lockFileIn(dir), JSON.stringify({ pid, startTime: '1', bootId }));
      lockDataDir(dir)(); // same pid, another process: stale

      writeFileSync(
        lockFileIn(dir),
        JSON.stringify({ pid, startTime: realStart, bootId: 'another-boot' }),
      );
      lockDataDir(dir)(); // written before the last reboot: stale
      sleeper.kill('SIGKILL');
    },
  );

  it('refuses a second live process, and starts after that process is killed -9', async () => {
    const dataDir = tempDir();
    await (await openDatabase({ kind: 'pglite', dataDir })).close(); // create the database first
    const clientModule = fileURLToPath(new URL('./client.ts', import.meta.url));
    const script = `
      const { openDatabase } = await import(${JSON.stringify(clientModule)});
      await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
      console.log('aberto');
      setInterval(() => {}, 1 << 30);
    `;
    const holder = await child(
      [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
      true,
    );
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `já está em uso pelo processo ${holder.pid}`,
    );

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.close();
  }, 60_000);
});
