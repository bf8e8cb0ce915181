// CPU- and memory-heavy work (rendering previews, pre-flight, compare) in a child process: the
// API's event loop never waits on it, its memory never grows the server's, and a task that runs
// away is stopped. Bounded by construction (docs/operations.md, "Background jobs"):
// - memory: the OS caps the child's data segment at spawn (RLIMIT_DATA through util-linux's
//   `prlimit`), which counts V8's heap, native buffers (canvas, libvips) and WebAssembly memory
//   alike — `--max-old-space-size` alone bounds only the V8 heap. The parent also reads the
//   child's resident memory from /proc and kills it above the same ceiling, so a limit is
//   reported as such even where `prlimit` is missing;
// - time: the parent kills the child at its deadline;
// - lifetime: the child dies with its parent (`setpriv --pdeathsig`, and its IPC channel closing),
//   so a server killed with -9 leaves no child writing results for nobody.
// One child per task: a task is seconds of work, so the ~0.2 s start is noise, and nothing leaks
// from one file to the next. Jobs call this; requests never do.
import { fork } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IsolatedTaskName, IsolatedTasks } from './isolated-tasks';
import { procStatusMb } from './proc-status';

/** The memory ceiling of a child when the caller names none (config WORKER_MEMORY_MB). */
export const DEFAULT_CHILD_MEMORY_MB = 1024;
/** How often the parent reads the child's resident memory. */
const RSS_SAMPLE_MS = 50;
/**
 * A child whose data segment (what its OS limit counts) is this close to its ceiling as it fails
 * ran out of memory, whatever it says: WebAssembly code whose allocation is refused only reports
 * `abort()`.
 */
const NEAR_CEILING = 0.9;

export interface IsolationLimits {
  /** Killed after this long (default 120 s). */
  timeoutMs?: number;
  /** V8 heap cap of the child, in MB (default 512); kept under `memoryMb`. */
  maxHeapMb?: number;
  /** The child's whole memory (heap, native, WebAssembly), in MB (default 1024). */
  memoryMb?: number;
}

/**
 * 'failed': the task threw; 'timeout': killed at the deadline; 'memory': above its memory
 * ceiling (killed, or its allocation refused); 'crashed': exited abnormally otherwise.
 */
export type IsolatedFailure = 'failed' | 'timeout' | 'memory' | 'crashed';

export class IsolatedTaskError extends Error {
  constructor(
    message: string,
    readonly reason: IsolatedFailure,
    /** The child's highest resident memory the parent saw, in MB (0 when never read). */
    readonly peakRssMb = 0,
  ) {
    super(message);
    this.name = 'IsolatedTaskError';
  }

  /** The input is beyond what a child may spend on it: running it again would do the same. */
  get exceededLimit(): boolean {
    return this.reason === 'timeout' || this.reason === 'memory';
  }
}

/** What a successful run answers besides the task's output. */
export interface IsolatedRunStats {
  peakRssMb: number;
  ms: number;
}

type TaskInput<Name extends IsolatedTaskName> = Parameters<IsolatedTasks[Name]>[0];
type TaskOutput<Name extends IsolatedTaskName> = Awaited<ReturnType<IsolatedTasks[Name]>>;

let runnerBuiltElsewhere: string | undefined;

/**
 * Starts the children from this built runner. The API tests build one per run
 * (server/test/global-setup.ts): through tsx, each child spent about a second of CPU compiling
 * the renderers' sources again.
 */
export function runChildrenFrom(builtRunner: string | undefined) {
  runnerBuiltElsewhere = builtRunner;
}

/** The built runner beside the built server, else the TypeScript source run through tsx. */
function runnerEntry(): { path: string; execArgv: string[] } {
  if (runnerBuiltElsewhere) return { path: runnerBuiltElsewhere, execArgv: [] };
  const built = fileURLToPath(new URL('./isolated-runner.js', import.meta.url));
  if (existsSync(built)) return { path: built, execArgv: [] };
  return {
    path: fileURLToPath(new URL('./isolated-runner.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

function onPath(command: string): string | null {
  for (const folder of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const candidate = path.join(folder, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

let wrappers: { setpriv: string | null; prlimit: string | null } | undefined;
/** util-linux's setpriv and prlimit (on every Debian): found once. */
function osWrappers() {
  wrappers ??= { setpriv: onPath('setpriv'), prlimit: onPath('prlimit') };
  return wrappers;
}

/**
 * How the child is started: Node itself, behind `setpriv --pdeathsig KILL` (dies with this
 * process) and `prlimit --data=N` (its memory capped by the kernel). Each wrapper execs the next,
 * so the pid, the IPC channel and the environment are the child's own.
 */
export function childCommand(memoryMb: number): { execPath: string; wrapperArgs: string[] } {
  const { setpriv, prlimit } = osWrappers();
  const chain: string[] = [];
  if (setpriv) chain.push(setpriv, '--pdeathsig', 'KILL', '--');
  if (prlimit) chain.push(prlimit, `--data=${memoryMb * 1024 * 1024}`, '--');
  if (chain.length === 0) return { execPath: process.execPath, wrapperArgs: [] };
  return { execPath: chain[0]!, wrapperArgs: [...chain.slice(1), process.execPath] };
}

/** What a child's refused allocation says (V8, WebAssembly, libvips, the C++ runtime). */
const OUT_OF_MEMORY =
  /heap out of memory|allocation failed|out of memory|cannot allocate|bad_alloc|memory\.grow|Maximum memory size exceeded/i;

export function runIsolated<Name extends IsolatedTaskName>(
  task: Name,
  input: TaskInput<Name>,
  limits: IsolationLimits = {},
): Promise<TaskOutput<Name>> {
  return runIsolatedWithStats(task, input, limits).then(({ output }) => output);
}

/** runIsolated, also answering the child's peak resident memory and its run time. */
export function runIsolatedWithStats<Name extends IsolatedTaskName>(
  task: Name,
  input: TaskInput<Name>,
  limits: IsolationLimits = {},
): Promise<{ output: TaskOutput<Name>; stats: IsolatedRunStats }> {
  const { timeoutMs = 120_000, memoryMb = DEFAULT_CHILD_MEMORY_MB } = limits;
  const maxHeapMb = Math.min(limits.maxHeapMb ?? 512, memoryMb);
  const entry = runnerEntry();
  const command = childCommand(memoryMb);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = fork(entry.path, [], {
      execPath: command.execPath,
      execArgv: [...command.wrapperArgs, ...entry.execArgv, `--max-old-space-size=${maxHeapMb}`],
      // Buffers and typed arrays cross as such, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled = false;
    let stderr = '';
    let peakRssMb = 0;
    child.stderr?.on('data', (chunk: Buffer) => {
      // The last lines say why a child died (e.g. V8's out-of-memory report).
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    const fail = (message: string, reason: IsolatedFailure, dataMb = 0) => {
      const atCeiling = reason === 'failed' && dataMb >= memoryMb * NEAR_CEILING;
      reject(new IsolatedTaskError(message, atCeiling ? 'memory' : reason, peakRssMb));
    };
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => fail(`task ${task} took longer than ${timeoutMs} ms`, 'timeout'));
    }, timeoutMs);
    let sampling = false;
    const sampler = setInterval(() => {
      if (sampling || settled || child.pid === undefined) return;
      sampling = true;
      void procStatusMb(child.pid, 'VmRSS')
        .then((rss) => {
          if (rss === null || settled) return;
          peakRssMb = Math.max(peakRssMb, rss);
          if (rss > memoryMb) {
            child.kill('SIGKILL');
            finish(() =>
              fail(
                `task ${task} used ${rss} MB, above its ${memoryMb} MB: out of memory`,
                'memory',
              ),
            );
          }
        })
        .finally(() => (sampling = false));
    }, RSS_SAMPLE_MS);
    child.once(
      'message',
      (
        message:
          | { ok: true; output: TaskOutput<Name> }
          | { ok: false; error: string; rssMb?: number; dataMb?: number | null },
      ) =>
        finish(() => {
          if (!message.ok) peakRssMb = Math.max(peakRssMb, message.rssMb ?? 0);
          if (message.ok)
            resolve({
              output: message.output,
              stats: { peakRssMb, ms: Math.round(performance.now() - started) },
            });
          else
            fail(
              message.error,
              OUT_OF_MEMORY.test(message.error) ? 'memory' : 'failed',
              message.dataMb ?? 0,
            );
        }),
    );
    child.once('error', (error) => finish(() => fail(error.message, 'crashed')));
    child.once('exit', (code, signal) =>
      finish(() => {
        const outOfMemory = OUT_OF_MEMORY.test(stderr);
        fail(
          `task ${task} ended without an answer (${signal ?? `exit ${code}`})${
            outOfMemory ? ': out of memory' : ''
          }`,
          outOfMemory ? 'memory' : 'crashed',
        );
      }),
    );
    child.send({ task, input });
  });
}
