// Scratch folders of jobs: a process's own are kept while it runs; those of a process that has
// gone (killed mid-job) are removed by the sweep, which runs at start and with the orphan sweep.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/harness';
import { defaultWorkRoot, makeWorkDir, sweepWorkDirs } from './work-dir';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
const newRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'work-dir-test-'));
  roots.push(root);
  return root;
};

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

/** A scratch folder as a process `pid` started at `start` would have left it, with a file. */
function leftBehind(root: string, pid: number, start: string) {
  const folder = path.join(root, `${pid}-${start}`, 'preflight-abc123');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'file.pdf'), '%PDF-1.7 de um cliente');
  return path.dirname(folder);
}

describe('job scratch folders', () => {
  it("keeps a live process's folders and removes those of processes that have gone", async () => {
    const root = newRoot();
    const mine = await makeWorkDir('preview-', root);
    writeFileSync(path.join(mine, 'source'), 'x');
    const dead = leftBehind(root, deadPid(), '12345');
    // Our own pid, but from an earlier life (a restarted container reuses pids).
    const reused = leftBehind(root, process.pid, '1');
    expect(await sweepWorkDirs(root)).toBe(2);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(reused)).toBe(false);
  });

  it('are swept when the server starts', async () => {
    const dead = leftBehind(defaultWorkRoot(), deadPid(), '777');
    const context = await createTestContext();
    try {
      expect(existsSync(dead)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
