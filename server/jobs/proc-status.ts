// A memory figure of a process from Linux's /proc/<pid>/status, in MB: the parent samples its
// child's resident memory (VmRSS) against the ceiling (isolated.ts), and a failing child reports
// its data segment (VmData), what its OS memory limit counts (isolated-runner.ts).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

export type ProcMemoryField = 'VmRSS' | 'VmData';

function statusMb(status: string, field: ProcMemoryField): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

/** `field` of process `pid` in MB; null off Linux or once it has gone. */
export async function procStatusMb(pid: number, field: ProcMemoryField): Promise<number | null> {
  return readFile(`/proc/${pid}/status`, 'utf8').then(
    (status) => statusMb(status, field),
    () => null,
  );
}

/**
 * `field` of this process in MB, null off Linux. Read at once: a child that ran out of memory
 * reports it before anything else gets a turn.
 */
export function ownProcStatusMb(field: ProcMemoryField): number | null {
  try {
    return statusMb(readFileSync('/proc/self/status', 'utf8'), field);
  } catch {
    return null;
  }
}
