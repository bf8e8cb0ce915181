// The child-process runner for heavy work: answers come back, and a task that fails, outgrows
// its memory (heap or native), overruns its time or outlives its parent is stopped and reported
// as such without touching this process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, startTimeOf } from '../db/data-dir-lock';
import { IsolatedTaskError, runIsolated, runIsolatedWithStats } from './isolated';

const caught = (promise: Promise<unknown>) =>
  promise.then(() => null).catch((error: unknown) => error as IsolatedTaskError);

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

/** A process's state and parent from /proc, for a failure's message. */
const procStatus = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .filter((line) => /^(Name|State|PPid|SigQ|SigPnd|ShdPnd|SigBlk|SigIgn):/.test(line))
      .join('; ');
  } catch (error) {
    let signal0 = 'answers';
    try {
      process.kill(pid, 0);
    } catch (killError) {
      signal0 = (killError as NodeJS.ErrnoException).code ?? 'fails';
    }
    return `/proc unreadable (${(error as NodeJS.ErrnoException).code}), signal 0: ${signal0}`;
  }
};

const scratch = mkdtempSync(path.join(tmpdir(), 'isolated-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('runIsolated', () => {
  it('runs the task in another process and returns its output', async () => {
    const output = await runIsolated('selfCheck', { echo: 'olá' });
    expect(output.echo).toBe('olá');
    expect(output.pid).not.toBe(process.pid);
  });

  it("reports the task's own error", async () => {
    const error = await caught(runIsolated('selfCheck', { echo: '', fail: 'arquivo corrompido' }));
    expect(error).toBeInstanceOf(IsolatedTaskError);
    expect(error?.message).toBe('arquivo corrompido');
    expect(error?.reason).toBe('failed');
    expect(error?.exceededLimit).toBe(false);
  });

  it('stops a task at its deadline', async () => {
    const started = Date.now();
    const error = await caught(
      runIsolated('selfCheck', { echo: '', waitMs: 60_000 }, { timeoutMs: 1_500 }),
    );
    expect(error).toBeInstanceOf(IsolatedTaskError);
    expect(error?.reason).toBe('timeout');
    expect(error?.exceededLimit).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('contains a task that outgrows its heap cap', async () => {
    const error = await caught(
      runIsolated('selfCheck', { echo: '', allocateMb: 400 }, { maxHeapMb: 64 }),
    );
    expect(error).toBeInstanceOf(IsolatedTaskError);
    expect(error?.reason).toBe('memory');
    expect(error?.message).toMatch(/out of memory/);
  });

  it('stops a task whose memory outside the V8 heap passes its ceiling, at the ceiling', async () => {
    // 2 GB of native buffers against a 256 MB ceiling: the heap cap alone would let it all in.
    const error = await caught(
      runIsolated('selfCheck', { echo: '', allocateNativeMb: 2048 }, { memoryMb: 256 }),
    );
    expect(error).toBeInstanceOf(IsolatedTaskError);
    expect(error?.reason).toBe('memory');
    expect(error?.exceededLimit).toBe(true);
    expect(error?.peakRssMb).toBeGreaterThan(100);
    expect(error?.peakRssMb).toBeLessThanOrEqual(256 + 32);
  });

  it('lets a task use memory under its ceiling and reports its peak', async () => {
    const { output, stats } = await runIsolatedWithStats(
      'selfCheck',
      { echo: 'ok', allocateNativeMb: 128, waitMs: 500 },
      { memoryMb: 512 },
    );
    expect(output.echo).toBe('ok');
    expect(stats.peakRssMb).toBeGreaterThanOrEqual(100);
    expect(stats.peakRssMb).toBeLessThan(512);
  });

  it.each([
    ['waiting', { waitMs: 120_000 }],
    ['busy without yielding', { busyMs: 120_000 }],
  ])(
    'ends the child (%s) when its parent is killed',
    async (_, work) => {
      const pidFile = path.join(scratch, `child-${Math.random().toString(36).slice(2)}.pid`);
      const parent = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('../test/isolated-parent.ts', import.meta.url)),
          JSON.stringify({ echo: '', pidFile, ...work }),
        ],
        { stdio: 'ignore' },
      );
      try {
        expect(await until(() => existsSync(pidFile), 20_000)).toBe(true);
        const childPid = Number(readFileSync(pidFile, 'utf8'));
        // The child is its pid and its start time: this machine allows 32,768 pids, and a CI run
        // starts so many processes that an ended child's pid is soon another process's.
        const childStart = startTimeOf(childPid);
        const childRuns = () => isAlive(childPid) && startTimeOf(childPid) === childStart;
        expect(childStart).not.toBeNull();
        expect(childRuns()).toBe(true);
        parent.kill('SIGKILL');
        // Its own work would last 120 s: ending within 45 s is the kill. If not, say what the
        // child and the parent were doing.
        const ended = await until(() => !childRuns(), 45_000);
        const status = ended
          ? ''
          : `child: ${procStatus(childPid)}; parent: ${procStatus(parent.pid!)}`;
        expect(ended, status).toBe(true);
      } finally {
        parent.kill('SIGKILL');
      }
    },
    90_000,
  );
});
