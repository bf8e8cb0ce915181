// What the client sees of a file's pre-flight (a sentence and two counts), read many files at once
// for the art detail (preflightSummariesOf), like the previews. Apart from preflight.service so
// the art schemas and reads can use it without the pre-flight's runner and routes.
import { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { PREFLIGHT_STATUSES, preflightSummaryText } from '../../common/preflight';
import type { Database } from '../db/client';
import { preflightReport } from '../db/schema';

export const preflightSummarySchema = z
  .strictObject({
    fileId: z.string(),
    status: z.enum(PREFLIGHT_STATUSES),
    aviso: z.number().int(),
    reprovado: z.number().int(),
    text: z.string(),
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
    })
    .from(preflightReport)
    .where(inArray(preflightReport.fileId, [...fileIds]));
  return new Map(
    rows.map((row) => [row.fileId, { ...row, text: preflightSummaryText(row) }] as const),
  );
}
