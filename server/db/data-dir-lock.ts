// Keeps two processes from opening the same embedded database: PGlite does not lock its folder,
// and two processes writing it would corrupt it. The lock file names its holder by pid AND by the
// process's start time and the machine's boot id, because a pid alone lies after a crash: a
// restarted container usually gets the same pid (often 1) as the process that died, and that pid
// is alive (it is us, or another process). A lock is stale when its holder is provably gone.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the embedded database: a refusal to explain, not a crash. */
export class DataDirInUseError extends Error {}

export interface LockHolder {
  pid: number;
  /** Clock ticks after boot at which the process started (Linux /proc/<pid>/stat field 22). */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id: a different one means the machine has rebooted since. */
  bootId: string | null;
}

/** Lock files this process holds: our own pid in a lock file is us only if it is listed here. */
const held = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify(currentHolder()));
      closeSync(fd);
      held.add(lockFile);
      return () => {
        held.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseHolder(readFileSync(lockFile, 'utf8'));
      if (holder && holdsLock(holder, lockFile)) {
        throw new DataDirInUseError(
          `O banco embutido em ${dataDir} já está em uso pelo processo ${holder.pid}. ` +
            'Pare o outro processo ou use outro DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true }); // left behind by a process that crashed
    }
  }
  throw new Error(`Não foi possível travar ${lockFile}`);
}

export function currentHolder(): LockHolder {
  return { pid: process.pid, startTime: startTimeOf(process.pid), bootId: bootId() };
}

/** Reads a lock file: JSON, or a bare pid as older versions wrote it. */
export function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'number') return { pid: value, startTime: null, bootId: null };
    const { pid, startTime, bootId } = value as Partial<LockHolder>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
    return {
      pid,
      startTime: typeof startTime === 'string' ? startTime : null,
      bootId: typeof bootId === 'string' ? bootId : null,
    };
  } catch {
    return null; // empty or torn (a crash while writing it): nobody can be holding it
  }
}

/** Whether the process named in the lock is still the one that wrote it. */
function holdsLock(holder: LockHolder, lockFile: string): boolean {
  // Our own pid: it is us only if this very process took the lock; otherwise it was written by
  // an earlier life of this pid (a restarted container).
  if (holder.pid === process.pid) return held.has(lockFile);
  const ourBoot = bootId();
  if (holder.bootId && ourBoot && holder.bootId !== ourBoot) return false; // rebooted since
  if (!isAlive(holder.pid)) return false;
  // The pid lives, but is it the same process? Without /proc (macOS, Windows) we cannot tell,
  // and then a live pid keeps the lock, as it always did.
  const liveStart = startTimeOf(holder.pid);
  if (holder.startTime && liveStart && holder.startTime !== liveStart) return false;
  return true;
}

/**
 * Whether process `pid` runs (EPERM: it does, under another user). A zombie does not: it has
 * ended and only waits for whoever adopted it to reap it, which some containers' PID 1 does
 * seconds later.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Field 3 of /proc/PID/stat, the state letter (R, S, Z…).
  return statFieldsOf(pid)?.[0] !== 'Z';
}

export function startTimeOf(pid: number): string | null {
  // Field 22 of /proc/PID/stat, the 20th from field 3.
  return statFieldsOf(pid)?.[19] ?? null;
}

/** /proc/PID/stat from its field 3 (the state) on; null without /proc or once it is gone. */
function statFieldsOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command name) is in parentheses and may hold spaces: count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}
