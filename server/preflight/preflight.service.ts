// Pre-flight reports: queued after a delivery (and for a client's PDF references), run by the
// delivery-preflight job in a child process, read by the studio (the whole report, accepting a
// warning with a note, audited) and by the client (a summary only). The studio's thresholds are
// one settings row.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { artBriefSchema, type ArtBrief } from '../../common/brief';
import {
  DEFAULT_PREFLIGHT_SETTINGS,
  LIMITS_EXCEEDED,
  PREFLIGHT_CHECKS,
  type PreflightCheck,
  type PreflightCheckResult,
  type PreflightSettings,
  unreadable,
} from '../../common/preflight';
import { preflightSettingsSchema } from '../../common/preflight-settings';
import { recordAdminAction } from '../audit/audit.service';
import type { AppDeps } from '../deps';
import { rowsOf, type Database } from '../db/client';
import { preflightReport, preflightSettings, storedFile } from '../db/schema';
import { conflict, notFound } from '../domain-errors';
import { isId } from '../ids';
import { fairPriorities, queuedFilesOf } from '../jobs/fair-share';
import { jobKey } from '../jobs/queue';
import { IsolatedTaskError, runIsolatedWithStats } from '../jobs/isolated';
import { makeWorkDir } from '../jobs/work-dir';
import type { PreflightReport } from './preflight.schemas';

export const preflightJobKey = jobKey<{ fileId: string }>('delivery-preflight');

export const PREFLIGHT_NOT_FOUND_MESSAGE = 'Este arquivo não tem pré-impressão.';
/**
 * The child's limits: a 50 MB page analyses in a few seconds; the heap stays well under this.
 * Its whole memory is capped by config WORKER_MEMORY_MB (server/jobs/isolated.ts).
 */
export const PREFLIGHT_CHILD_LIMITS = { timeoutMs: 90_000, maxHeapMb: 768 };

// ---- settings ----------------------------------------------------------------------------------

/** The studio's thresholds, or the defaults until it saves its own. */
export async function preflightSettingsOf(db: Database): Promise<PreflightSettings> {
  const [row] = await db.select().from(preflightSettings).where(eq(preflightSettings.id, 1));
  // A row written by an older version may lack a newer threshold: the default fills it.
  const parsed = preflightSettingsSchema.safeParse({
    ...DEFAULT_PREFLIGHT_SETTINGS,
    ...row?.settings,
  });
  return parsed.success ? parsed.data : DEFAULT_PREFLIGHT_SETTINGS;
}

export async function savePreflightSettings(
  db: Database,
  input: { adminId: string; settings: PreflightSettings },
): Promise<PreflightSettings> {
  await db
    .insert(preflightSettings)
    .values({ id: 1, settings: input.settings, updatedBy: input.adminId })
    .onConflictDoUpdate({
      target: preflightSettings.id,
      set: { settings: input.settings, updatedBy: input.adminId, updatedAt: new Date() },
    });
  return input.settings;
}

// ---- the brief -----------------------------------------------------------------------------------

/**
 * The art's brief (one stored without `service` reads as flexo), or null for an art without one (older and imported arts). Read as
 * `to_jsonb(row) -> 'brief'` so this works before and after the brief's column exists (it is
 * added by the brief's own migration); a stored brief that no longer parses counts as none.
 */
export async function briefOfArt(db: Database, artId: string): Promise<ArtBrief | null> {
  const rows = rowsOf<{ brief: unknown }>(
    await db.execute(
      sql`select to_jsonb(a) -> 'brief' as brief from art_request a where a.id = ${artId}`,
    ),
  );
  const brief = rows[0]?.brief;
  if (brief === null || brief === undefined) return null;
  const parsed = artBriefSchema.safeParse(brief);
  return parsed.success ? parsed.data : null;
}

// ---- queueing and running ------------------------------------------------------------------------

/** A client's reference worth a pre-flight: a PDF (an Illustrator file is a PDF inside). */
export const isPdfReference = (file: { contentType: string; originalName: string }) =>
  file.contentType === 'application/pdf' || /\.(pdf|ai)$/i.test(file.originalName);

/** Each owner's files whose pre-flight is still to run. */
async function preflightsWaiting(db: Database, ownerIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ ownerId: storedFile.ownerId, waiting: count() })
    .from(preflightReport)
    .innerJoin(storedFile, eq(storedFile.id, preflightReport.fileId))
    .where(and(inArray(storedFile.ownerId, ownerIds), eq(preflightReport.status, 'pending')))
    .groupBy(storedFile.ownerId);
  return new Map(rows.map((row) => [row.ownerId, row.waiting]));
}

/**
 * Writes a pending report for each file, then sends its job: the studio's deliveries first, and
 * clients' references in turn (server/jobs/fair-share.ts). Called after the transaction that
 * stored the files has committed, and never fails the request that delivered them: a failure here
 * (or a crash before it) leaves a file without a report, or a pending one, which the catch-up job
 * finds.
 */
export async function queuePreflight(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger'>,
  fileIds: string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  try {
    const files = await queuedFilesOf(deps.db, fileIds);
    const priorities = await fairPriorities(files, preflightsWaiting, deps.db);
    await deps.db
      .insert(preflightReport)
      .values(fileIds.map((fileId) => ({ fileId })))
      .onConflictDoNothing();
    for (const fileId of fileIds)
      await deps.jobs.send(preflightJobKey, { fileId }, { priority: priorities.get(fileId) ?? 0 });
  } catch (error) {
    deps.logger.error({ err: error, fileIds }, 'preflight: could not queue');
  }
}

/**
 * A request's PDF references pre-flighted, at most: information for the studio, not a service
 * the client pays for, so one request never queues more than this.
 */
export const MAX_REFERENCE_PREFLIGHTS = 3;

/** The art's client references (PDFs) as information, after the request has committed. */
export async function queueReferencePreflight(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger'>,
  artId: string,
): Promise<void> {
  const files = await deps.db
    .select({
      id: storedFile.id,
      contentType: storedFile.contentType,
      originalName: storedFile.originalName,
    })
    .from(storedFile)
    .where(and(eq(storedFile.artId, artId), eq(storedFile.kind, 'attachment')))
    .orderBy(storedFile.createdAt, storedFile.id);
  await queuePreflight(
    deps,
    files
      .filter(isPdfReference)
      .slice(0, MAX_REFERENCE_PREFLIGHTS)
      .map((file) => file.id),
  );
}

function countsOf(checks: PreflightCheckResult[]) {
  const count = (verdict: PreflightCheckResult['verdict']) =>
    checks.filter((check) => check.verdict === verdict).length;
  return {
    approvedCount: count('aprovado'),
    warningCount: count('aviso'),
    failedCount: count('reprovado'),
    skippedCount: count('nao_analisado'),
  };
}

async function finish(
  db: Database,
  fileId: string,
  status: 'done' | 'failed',
  checks: PreflightCheckResult[],
  error: string | null = null,
) {
  await db
    .update(preflightReport)
    .set({ status, checks, ...countsOf(checks), error, finishedAt: new Date() })
    .where(eq(preflightReport.fileId, fileId));
}

/**
 * The job's work: the stored file copied to a scratch folder, analysed in a child process
 * (bounded in memory and time), the checks written. Idempotent: a report already done is left
 * alone. A file beyond the child's limits is reported once as such — never as a pass, and not
 * retried, since the same bytes would do the same. When the analysis fails otherwise (a crash, the
 * storage) the report is marked failed with a 'Não foi possível analisar' check and the error
 * rethrown so the queue retries.
 */
export async function runPreflight(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'> & {
    config: Pick<AppDeps['config'], 'workerMemoryMb'>;
  },
  fileId: string,
): Promise<void> {
  const { db } = deps;
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, fileId));
  if (!file) return; // Deleted since (the report went with it).
  await db.insert(preflightReport).values({ fileId }).onConflictDoNothing();
  const [report] = await db
    .select({ status: preflightReport.status })
    .from(preflightReport)
    .where(eq(preflightReport.fileId, fileId));
  if (report?.status === 'done') return;

  if (!isPdfReference(file)) {
    // An image or an archive delivered as the final file: said at once, without a child.
    await finish(db, fileId, 'done', unreadable('o arquivo não é um PDF.'));
    return;
  }

  const folder = await makeWorkDir('preflight-');
  try {
    const path = join(folder, 'file.pdf');
    const object = await deps.storage.get(file.storageKey);
    await pipeline(object.body, createWriteStream(path));
    const brief = file.artId ? await briefOfArt(db, file.artId) : null;
    const settings = await preflightSettingsOf(db);
    const { output, stats } = await runIsolatedWithStats(
      'preflight',
      { path, brief, settings },
      { ...PREFLIGHT_CHILD_LIMITS, memoryMb: deps.config.workerMemoryMb },
    );
    await finish(db, fileId, 'done', output.checks);
    deps.logger.info({ fileId, ...stats }, 'preflight: done');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof IsolatedTaskError && error.exceededLimit) {
      await finish(db, fileId, 'done', unreadable(LIMITS_EXCEEDED), reason);
      deps.logger.warn(
        { fileId, reason: error.reason, peakRssMb: error.peakRssMb },
        'preflight: beyond the limits, not retried',
      );
      return;
    }
    await finish(
      db,
      fileId,
      'failed',
      unreadable('a análise falhou; uma nova tentativa será feita.'),
      reason,
    );
    deps.logger.warn({ fileId, err: error }, 'preflight: failed');
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Files that should have a report and have none, or one left pending for a while: deliveries,
 * and the drafts the studio waits on in the 'Enviar' dialog.
 */
export async function preflightsToCatchUp(db: Database, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - 7 * 24 * 3600_000);
  const stale = new Date(now.getTime() - 10 * 60_000);
  const rows = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .leftJoin(preflightReport, eq(preflightReport.fileId, storedFile.id))
    .where(
      and(
        inArray(storedFile.kind, ['delivery', 'delivery_draft']),
        gt(storedFile.createdAt, since),
        or(
          isNull(preflightReport.fileId),
          and(eq(preflightReport.status, 'pending'), lt(preflightReport.createdAt, stale)),
        ),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

// ---- reading -------------------------------------------------------------------------------------

type ReportRow = typeof preflightReport.$inferSelect;

function toReport(row: ReportRow): PreflightReport {
  return {
    fileId: row.fileId,
    status: row.status,
    checks: row.checks,
    counts: {
      aprovado: row.approvedCount,
      aviso: row.warningCount,
      reprovado: row.failedCount,
      nao_analisado: row.skippedCount,
    },
    acceptedWarnings: row.acceptedWarnings,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function reportRow(db: Database, fileId: string): Promise<ReportRow> {
  if (!isId(fileId)) throw notFound(PREFLIGHT_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(preflightReport).where(eq(preflightReport.fileId, fileId));
  if (!row) throw notFound(PREFLIGHT_NOT_FOUND_MESSAGE);
  return row;
}

/** The studio's view: every check. */
export async function getPreflightReport(db: Database, fileId: string): Promise<PreflightReport> {
  return toReport(await reportRow(db, fileId));
}

export const WARNING_NOT_FOUND_MESSAGE = 'Este aviso não está no relatório de pré-impressão.';
export const WARNING_ALREADY_ACCEPTED_MESSAGE = 'Este aviso já foi aceito.';

/**
 * The studio accepts one warning of a finished report with a note: written to the report and to
 * the admin audit in one transaction. Only an 'aviso' can be accepted, once.
 */
export async function acceptPreflightWarning(
  db: Database,
  input: { fileId: string; check: PreflightCheck; note: string; adminId: string },
): Promise<PreflightReport> {
  return db.transaction(async (tx) => {
    if (!isId(input.fileId)) throw notFound(PREFLIGHT_NOT_FOUND_MESSAGE);
    const [row] = await tx
      .select({ report: preflightReport, file: storedFile })
      .from(preflightReport)
      .innerJoin(storedFile, eq(storedFile.id, preflightReport.fileId))
      .where(eq(preflightReport.fileId, input.fileId))
      .for('update');
    if (!row) throw notFound(PREFLIGHT_NOT_FOUND_MESSAGE);
    const warning = row.report.checks.find(
      (check) => check.check === input.check && check.verdict === 'aviso',
    );
    if (!warning) throw conflict(WARNING_NOT_FOUND_MESSAGE, 'not_a_warning');
    if (row.report.acceptedWarnings.some((accepted) => accepted.check === input.check))
      throw conflict(WARNING_ALREADY_ACCEPTED_MESSAGE, 'already_accepted');
    const accepted = [
      ...row.report.acceptedWarnings,
      { check: input.check, note: input.note, by: input.adminId, at: new Date().toISOString() },
    ];
    const [updated] = await tx
      .update(preflightReport)
      .set({ acceptedWarnings: accepted })
      .where(eq(preflightReport.fileId, input.fileId))
      .returning();
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'preflight_warning_accepted',
      clientId: row.file.ownerId,
      artId: row.file.artId,
      details: {
        fileId: input.fileId,
        version: row.file.version,
        check: PREFLIGHT_CHECKS[input.check],
        note: input.note,
      },
    });
    return toReport(updated!);
  });
}
