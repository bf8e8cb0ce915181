// What the client sees of a file's pre-flight (a sentence, two counts, and the checks that did not
// pass, which the art page explains in plain words: common/preflight.ts
// clientPreflightExplanation), read many files at once for the art detail (preflightSummariesOf),
// like the previews. Apart from preflight.service so the art schemas and reads can use it without
// the pre-flight's runner and routes.
import { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import {
  clientFindingsOf,
  PREFLIGHT_CHECK_KEYS,
  PREFLIGHT_STATUSES,
  preflightSummaryText,
} from '../../common/preflight';
import type { Database } from '../db/client';
import { preflightReport } from '../db/schema';

export const preflightSummarySchema = z
  .strictObject({
    fileId: z.string(),
    status: z.enum(PREFLIGHT_STATUSES),
    aviso: z.number().int(),
    reprovado: z.number().int(),
    text: z.string(),
    /** The checks that failed or warned, and 'arquivo' when the file could not be read. */
    findings: z.array(
      z.strictObject({
        check: z.enum(PREFLIGHT_CHECK_KEYS),
        verdict: z.enum(['aviso', 'reprovado', 'nao_analisado']),
      }),
    ),
  })
  .openapi('PreflightSummary');
export type PreflightSummary = z.infer<typeof preflightSummarySchema>;

/**
 * The summaries of the files that have a report, by file id, in one query. A file without a
 * report (delivered before pre-flight existed, or not a PDF) has none. The caller has checked
 * that the viewer may see the files.
 */
export async function preflightSummariesOf(
  db: Database,
  fileIds: readonly string[],
): Promise<Map<string, PreflightSummary>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({
      fileId: preflightReport.fileId,
      status: preflightReport.status,
      aviso: preflightReport.warningCount,
      reprovado: preflightReport.failedCount,
      checks: preflightReport.checks,
    })
    .from(preflightReport)
    .where(inArray(preflightReport.fileId, [...fileIds]));
  return new Map(
    rows.map(
      ({ checks, ...row }) =>
        [
          row.fileId,
          {
            ...row,
            text: preflightSummaryText(row),
            // A pending report's checks are those of no run yet: nothing found.
            findings: row.status === 'done' ? clientFindingsOf(checks) : [],
          },
        ] as const,
    ),
  );
}
