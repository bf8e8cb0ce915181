// The pre-flight as an isolated task (server/jobs/isolated-tasks.ts): runs in the child process,
// reads the PDF from the temporary path the job gave it, and answers the checks with the child's
// peak resident memory (sampled while it works), which the job logs and the bench reports.
import type { FlexoBrief } from '../../common/brief';
import type { PreflightCheckResult, PreflightSettings } from '../../common/preflight';
import { analyzePdf } from './preflight.analysis';

export interface PreflightTaskInput {
  path: string;
  brief: FlexoBrief | null;
  settings: PreflightSettings;
  barcodes?: boolean;
}

export interface PreflightTaskOutput {
  checks: PreflightCheckResult[];
  peakRssMb: number;
}

export async function preflightTask(input: PreflightTaskInput): Promise<PreflightTaskOutput> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    const checks = await analyzePdf(input.path, input.brief, input.settings, {
      barcodes: input.barcodes,
    });
    peak = Math.max(peak, process.memoryUsage.rss());
    return { checks, peakRssMb: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(sampler);
  }
}
