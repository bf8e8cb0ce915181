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
import { currentHolder, isAlive, lockDataDir, parseHolder, startTimeOf } from './data-dir-lock';

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

describe('isAlive', () => {
  it('counts a running process, and not a zombie waiting to be reaped', async () => {
    expect(isAlive(process.pid)).toBe(true);
    // sh starts a short-lived subshell and becomes `sleep` by exec before it ends: `sleep` never
    // reaps it, so once it has exited it stays a zombie until the sleep ends.
    const parent = await child(['sh', '-c', '(sleep 0.5) & echo $!; exec sleep 60'], false);
    const zombiePid = await new Promise<number>((resolve) =>
      createInterface({ input: parent.stdout! }).once('line', (line) => resolve(Number(line))),
    );
    const state = () => {
      try {
        return readFileSync(`/proc/${zombiePid}/stat`, 'utf8').split(') ')[1]?.[0];
      } catch {
        return 'gone';
      }
    };
    for (let i = 0; i < 200 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(state()).toBe('Z');
    // The signal check alone still finds it.
    expect(() => process.kill(zombiePid, 0)).not.toThrow();
    expect(isAlive(zombiePid)).toBe(false);
    parent.kill('SIGKILL');
  }, 30_000);
});
