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
   * The runner's own check: echoes its input after allocating `allocateMb` of heap and waiting
   * `waitMs`, or throws `fail`. The tests use it to prove the limits (heap cap, timeout, errors).
   */
  selfCheck: async (input: {
    echo: string;
    allocateMb?: number;
    waitMs?: number;
    fail?: string;
  }): Promise<{ echo: string; pid: number }> => {
    const held: number[][] = [];
    for (let mb = 0; mb < (input.allocateMb ?? 0); mb++)
      held.push(new Array<number>(131_072).fill(mb));
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
