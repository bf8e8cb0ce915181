// The child-process runner for heavy work: answers come back, and a task that fails, runs out of
// heap or overruns its time is reported as such without touching this process.
import { describe, expect, it } from 'vitest';
import { IsolatedTaskError, runIsolated } from './isolated';

describe('runIsolated', () => {
  it('runs the task in another process and returns its output', async () => {
    const output = await runIsolated('selfCheck', { echo: 'olá' });
    expect(output.echo).toBe('olá');
    expect(output.pid).not.toBe(process.pid);
  });

  it("reports the task's own error", async () => {
    await expect(
      runIsolated('selfCheck', { echo: '', fail: 'arquivo corrompido' }),
    ).rejects.toEqual(new IsolatedTaskError('arquivo corrompido', 'failed'));
  });

  it('stops a task at its deadline', async () => {
    const started = Date.now();
    const error = await runIsolated('selfCheck', { echo: '', waitMs: 60_000 }, { timeoutMs: 1_500 })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IsolatedTaskError);
    expect((error as IsolatedTaskError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('contains a task that outgrows its heap cap', async () => {
    const error = await runIsolated('selfCheck', { echo: '', allocateMb: 400 }, { maxHeapMb: 64 })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IsolatedTaskError);
    expect((error as IsolatedTaskError).reason).toBe('crashed');
    expect((error as Error).message).toMatch(/out of memory/);
  });
});
