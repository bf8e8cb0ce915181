// CPU- and memory-heavy work (rendering previews, pre-flight) in a child process: the API's event
// loop never waits on it, its memory never grows the server's, and a task that runs away is
// stopped — its heap capped (--max-old-space-size), its time limited (killed at the deadline), a
// crash contained. One child per task: a task is seconds of work, so the ~0.2 s start is noise,
// and nothing leaks from one file to the next. Jobs call this; requests never do.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IsolatedTaskName, IsolatedTasks } from './isolated-tasks';

export interface IsolationLimits {
  /** Killed after this long (default 120 s). */
  timeoutMs?: number;
  /** V8 heap cap of the child, in MB (default 512). Native buffers (images) come on top. */
  maxHeapMb?: number;
}

export class IsolatedTaskError extends Error {
  constructor(
    message: string,
    /** 'failed': the task threw; 'timeout': killed at the deadline; 'crashed': exited abnormally. */
    readonly reason: 'failed' | 'timeout' | 'crashed',
  ) {
    super(message);
    this.name = 'IsolatedTaskError';
  }
}

type TaskInput<Name extends IsolatedTaskName> = Parameters<IsolatedTasks[Name]>[0];
type TaskOutput<Name extends IsolatedTaskName> = Awaited<ReturnType<IsolatedTasks[Name]>>;

/** The built runner beside the built server, else the TypeScript source run through tsx. */
function runnerEntry(): { path: string; execArgv: string[] } {
  const built = fileURLToPath(new URL('./isolated-runner.js', import.meta.url));
  if (existsSync(built)) return { path: built, execArgv: [] };
  return {
    path: fileURLToPath(new URL('./isolated-runner.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

export function runIsolated<Name extends IsolatedTaskName>(
  task: Name,
  input: TaskInput<Name>,
  limits: IsolationLimits = {},
): Promise<TaskOutput<Name>> {
  const { timeoutMs = 120_000, maxHeapMb = 512 } = limits;
  const entry = runnerEntry();
  return new Promise((resolve, reject) => {
    const child = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${maxHeapMb}`],
      // Buffers and typed arrays cross as such, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled = false;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      // The last lines say why a child died (e.g. V8's out-of-memory report).
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() =>
        reject(new IsolatedTaskError(`task ${task} took longer than ${timeoutMs} ms`, 'timeout')),
      );
    }, timeoutMs);
    child.once(
      'message',
      (message: { ok: true; output: TaskOutput<Name> } | { ok: false; error: string }) =>
        finish(() =>
          message.ok
            ? resolve(message.output)
            : reject(new IsolatedTaskError(message.error, 'failed')),
        ),
    );
    child.once('error', (error) =>
      finish(() => reject(new IsolatedTaskError(error.message, 'crashed'))),
    );
    child.once('exit', (code, signal) =>
      finish(() =>
        reject(
          new IsolatedTaskError(
            `task ${task} ended without an answer (${signal ?? `exit ${code}`})${
              /heap out of memory|Allocation failed/i.test(stderr) ? ': out of memory' : ''
            }`,
            'crashed',
          ),
        ),
      ),
    );
    child.send({ task, input });
  });
}
