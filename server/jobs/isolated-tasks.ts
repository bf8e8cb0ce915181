// The heavy tasks that run in a child process (server/jobs/isolated.ts): name → the function,
// imported lazily so the child loads only the task it runs. Inputs and outputs cross a process
// boundary (structured clone): plain data, Buffers and file paths — never a database handle or a
// storage client. The job that calls a task reads its inputs from storage into a temporary folder
// and stores the outputs itself.

import type { ComparePagesInput } from '../compare/compare.task';
import type { PreflightTaskInput } from '../preflight/preflight.task';
import type { RenderPreviewInput } from '../previews/render.task';

export const isolatedTasks = {
  /**
   * The runner's own check: echoes its input after allocating `allocateMb` of V8 heap and
   * `allocateNativeMb` of memory outside it (touched, so resident), writing its pid to `pidFile`
   * and waiting `waitMs`, or throws `fail`. The tests use it to prove the limits (heap and memory
   * caps, deadline, death with the parent, errors).
   */
  selfCheck: async (input: {
    echo: string;
    allocateMb?: number;
    allocateNativeMb?: number;
    pidFile?: string;
    waitMs?: number;
    /** Spins this long without yielding: only the OS can stop the child meanwhile. */
    busyMs?: number;
    fail?: string;
  }): Promise<{ echo: string; pid: number }> => {
    const held: unknown[] = [];
    for (let mb = 0; mb < (input.allocateMb ?? 0); mb++)
      held.push(new Array<number>(131_072).fill(mb));
    for (let mb = 0; mb < (input.allocateNativeMb ?? 0); mb += 16)
      held.push(Buffer.alloc(16 * 1024 * 1024, 1));
    if (input.pidFile) {
      // Written aside, then renamed: a reader that sees the file sees the whole pid, never the
      // empty file writeFile creates before it writes.
      const { rename, writeFile } = await import('node:fs/promises');
      await writeFile(`${input.pidFile}.part`, String(process.pid));
      await rename(`${input.pidFile}.part`, input.pidFile);
    }
    const spinUntil = Date.now() + (input.busyMs ?? 0);
    while (Date.now() < spinUntil) held.length = held.length; // eslint-disable-line no-self-assign
    if (input.waitMs) await new Promise((resolve) => setTimeout(resolve, input.waitMs));
    if (input.fail) throw new Error(input.fail);
    return { echo: input.echo, pid: process.pid };
  },
  /** The pre-flight of a delivered PDF (server/preflight/preflight.task.ts). */
  preflight: async (input: PreflightTaskInput) =>
    (await import('../preflight/preflight.task')).preflightTask(input),
  /** A stored file's preview images (server/previews/render.task.ts). */
  renderPreview: async (input: RenderPreviewInput) =>
    (await import('../previews/render.task')).renderPreview(input),
  /** The difference between one page of two previews (server/compare/compare.task.ts). */
  comparePages: async (input: ComparePagesInput) =>
    (await import('../compare/compare.task')).comparePages(input),
};

export type IsolatedTasks = typeof isolatedTasks;
export type IsolatedTaskName = keyof IsolatedTasks;
