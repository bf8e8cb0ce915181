// The pre-flight analysis tests' runner: analyzePdf reads a file, so each test file gets a
// temporary folder for the PDFs it writes (removed after it), and the results keyed by check.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ArtBrief } from '../../common/brief';
import {
  DEFAULT_PREFLIGHT_SETTINGS,
  type PreflightCheck,
  type PreflightCheckResult,
  type PreflightSettings,
} from '../../common/preflight';
import { analyzePdf, type AnalysisOptions } from './preflight.analysis';

export type ResultsByCheck = Record<PreflightCheck, PreflightCheckResult>;

/**
 * Registers the file's folder (`prefix` names it) and gives `analyze`: the bytes written there and
 * analysed with `brief` and `settings` (the defaults unless said).
 */
export function analyzerForFile(prefix: string, options: AnalysisOptions = {}) {
  let folder: string;
  let counter = 0;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  return async function analyze(
    bytes: Uint8Array,
    brief: ArtBrief | null,
    settings: PreflightSettings = DEFAULT_PREFLIGHT_SETTINGS,
  ): Promise<ResultsByCheck> {
    const path = join(folder, `file-${counter++}.pdf`);
    await writeFile(path, bytes);
    const results = await analyzePdf(path, brief, settings, options);
    return Object.fromEntries(results.map((result) => [result.check, result])) as ResultsByCheck;
  };
}
