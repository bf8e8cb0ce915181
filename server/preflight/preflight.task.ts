// The pre-flight as an isolated task (server/jobs/isolated-tasks.ts): runs in the child process,
// reads the PDF from the scratch path the job gave it, and answers the checks. The parent measures
// the child's memory (server/jobs/isolated.ts).
import type { ArtBrief } from '../../common/brief';
import type { PreflightCheckResult, PreflightSettings } from '../../common/preflight';
import { analyzePdf } from './preflight.analysis';

export interface PreflightTaskInput {
  path: string;
  brief: ArtBrief | null;
  settings: PreflightSettings;
  barcodes?: boolean;
}

export interface PreflightTaskOutput {
  checks: PreflightCheckResult[];
}

export async function preflightTask(input: PreflightTaskInput): Promise<PreflightTaskOutput> {
  const checks = await analyzePdf(input.path, input.brief, input.settings, {
    barcodes: input.barcodes,
  });
  return { checks };
}
