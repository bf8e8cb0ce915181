// Scratch folders for the jobs' copies of stored files (a preview's source, a PDF to pre-flight,
// two pages to compare): `<tmp>/studio-flexo-work/<pid>-<start>/<prefix>XXXXXX`. A job removes
// its own when it ends; a process killed mid-job (kill -9, power loss) leaves its folder behind,
// with a client's file in it — also one the client has since had deleted (LGPD). The folder names
// its process by pid and start time, so the sweep removes exactly the folders whose process has
// gone, whichever process on this machine runs it: at start and with the hourly orphan sweep.
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAlive, startTimeOf } from '../db/data-dir-lock';

export const defaultWorkRoot = () => path.join(tmpdir(), 'studio-flexo-work');

const processFolder = (pid: number) => `${pid}-${startTimeOf(pid) ?? 'na'}`;

/** A new scratch folder for one job of this process; the caller removes it when done. */
export async function makeWorkDir(prefix: string, root = defaultWorkRoot()): Promise<string> {
  const mine = path.join(root, processFolder(process.pid));
  await mkdir(mine, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(mine, prefix));
}

/** Whether the process that named `folder` (`<pid>-<start>`) still runs. */
function ownerAlive(folder: string): boolean {
  const match = /^(\d+)-(\w+)$/.exec(folder);
  if (!match) return false;
  const pid = Number(match[1]);
  if (!isAlive(pid)) return false;
  // The pid lives: the same process only if it started when the folder's did (pids are reused).
  const start = startTimeOf(pid);
  return match[2] === 'na' || start === null || start === match[2];
}

/** Removes the scratch folders of processes that have gone; answers how many. */
export async function sweepWorkDirs(root = defaultWorkRoot()): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return 0; // nothing ever written here
  }
  let removed = 0;
  for (const entry of entries) {
    if (ownerAlive(entry)) continue;
    await rm(path.join(root, entry), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
