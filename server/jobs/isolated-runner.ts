// The child process of server/jobs/isolated.ts: receives { task, input } once, runs the task and
// answers { ok, output } or { ok: false, error }, then exits. Built as its own entry beside the
// server (vite.config.ts), or run through tsx from the sources in development and tests.
import { isolatedTasks, type IsolatedTaskName } from './isolated-tasks';
import { ownProcStatusMb } from './proc-status';

interface Request {
  task: IsolatedTaskName;
  input: unknown;
}

// The parent has gone (killed, crashed): nobody will read the answer. setpriv's death signal
// covers a child busy in a long synchronous step; this covers a child started without it.
process.once('disconnect', () => process.exit(1));

process.once('message', (message: Request) => {
  void (async () => {
    try {
      const run = isolatedTasks[message.task] as (input: unknown) => Promise<unknown>;
      if (typeof run !== 'function') throw new Error(`unknown isolated task: ${message.task}`);
      const output = await run(message.input);
      process.send?.({ ok: true, output }, () => process.exit(0));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      // Its memory as it failed, still held: a refused allocation shows here even when the code
      // that asked only says abort() (WebAssembly), and the parent's samples may have missed it.
      const rssMb = Math.round(process.memoryUsage.rss() / 1024 / 1024);
      // Its data segment: what its OS memory limit counts.
      const dataMb = ownProcStatusMb('VmData');
      process.send?.({ ok: false, error: text, rssMb, dataMb }, () => process.exit(0));
    }
  })();
});
