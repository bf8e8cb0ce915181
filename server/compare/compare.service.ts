// 'Comparar versões': the difference between one page of two delivered versions of an
// art, for its owner and admins (anyone else: the art's 404). Computed once per pair of files and
// page by the compare-pages job (compare.job.ts) and kept in preview_compare; until then the
// answer is 'pending' and the browser asks again, as it does for previews.
import { and, eq, inArray } from 'drizzle-orm';
import { apiRoutes } from '../../common/api-routes';
import { type Viewer, artNotFound, mayRead } from '../arts/arts.service';
import type { Database } from '../db/client';
import { artRequest, filePreview, previewCompare, storedFile } from '../db/schema';
import { notFound } from '../domain-errors';
import { isId } from '../ids';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
import type { CompareQuery, CompareResult } from './compare.schemas';

export interface CompareJobData {
  fromFileId: string;
  toFileId: string;
  page: number;
}
export const compareJobKey = jobKey<CompareJobData>('compare-pages');

export const VERSION_NOT_FOUND_MESSAGE = 'Versão não encontrada.';
export const COMPARE_NOT_FOUND_MESSAGE = 'Comparação não encontrada.';
export const COMPARE_FAILED_REASON =
  'Não foi possível comparar estas versões. Tente novamente mais tarde.';
/** A comparison still pending after this long has its job sent again when asked for. */
export const COMPARE_RESEND_AFTER_MS = 30_000;
/** After this many attempts (the job's first run and its retries) a failure is final. */
export const COMPARE_MAX_ATTEMPTS = 3;

export interface CompareDeps {
  db: Database;
  jobs: JobSender;
  logger: Logger;
}

export interface CompareInput extends CompareQuery {
  artId: string;
  viewer: Viewer;
}

/** Where a comparison's image lives: beside the newer file's previews, so it shares their fate. */
export const compareImageKey = (toStorageKey: string, fromFileId: string, page: number) =>
  `${toStorageKey}.preview/compare-${fromFileId}-p${page}.webp`;

export const compareSingletonKey = (data: CompareJobData) =>
  `${data.fromFileId}:${data.toFileId}:${data.page}`;

/** The two delivered versions of an art the viewer may see, with their previews, or 404. */
async function versionsOf(db: Database, input: CompareInput) {
  if (!isId(input.artId)) throw artNotFound();
  const [art] = await db
    .select({ ownerId: artRequest.ownerId })
    .from(artRequest)
    .where(eq(artRequest.id, input.artId));
  if (!art || !mayRead(input.viewer, art.ownerId)) throw artNotFound();
  const rows = await db
    .select({ file: storedFile, preview: filePreview })
    .from(storedFile)
    .leftJoin(filePreview, eq(filePreview.fileId, storedFile.id))
    .where(
      and(
        eq(storedFile.artId, input.artId),
        eq(storedFile.kind, 'delivery'),
        inArray(storedFile.version, [input.de, input.para]),
      ),
    );
  const from = rows.find((row) => row.file.version === input.de);
  const to = rows.find((row) => row.file.version === input.para);
  if (!from || !to) throw notFound(VERSION_NOT_FOUND_MESSAGE);
  return { from, to };
}

type VersionRow = Awaited<ReturnType<typeof versionsOf>>['from'];

const readyPages = (row: VersionRow) =>
  row.preview?.status === 'ready' ? row.preview.pages : null;

/** Why a version cannot be compared (its preview will never be ready), or null. */
function previewProblem(row: VersionRow): string | null {
  const status = row.preview?.status;
  if (status === 'unavailable')
    return `A versão v${row.file.version} não tem pré-visualização (formato que não pode ser exibido); baixe o arquivo para compará-la.`;
  if (status === 'failed')
    return `Não foi possível gerar a pré-visualização da versão v${row.file.version}; baixe o arquivo para compará-la.`;
  return null;
}

/**
 * The comparison of page `pagina` of version `de` with version `para`: ready (percent and image),
 * pending (a preview or the comparison is being made: the job is sent), or unavailable (why).
 */
export async function compareVersions(
  deps: CompareDeps,
  input: CompareInput,
): Promise<CompareResult> {
  const { from, to } = await versionsOf(deps.db, input);
  const fromPages = readyPages(from);
  const toPages = readyPages(to);
  const base = {
    width: fromPages?.[input.pagina - 1]?.width ?? null,
    height: fromPages?.[input.pagina - 1]?.height ?? null,
    pages: { from: fromPages?.length ?? null, to: toPages?.length ?? null },
  };
  const problem = previewProblem(from) ?? previewProblem(to);
  if (problem) return { status: 'unavailable', reason: problem, ...base };
  if (!fromPages || !toPages) return { status: 'pending', ...base };
  for (const [row, pages] of [
    [from, fromPages],
    [to, toPages],
  ] as const) {
    if (input.pagina > pages.length)
      return {
        status: 'unavailable',
        reason: `A versão v${row.file.version} não tem a página ${input.pagina} (tem ${pages.length}).`,
        ...base,
      };
  }

  const data: CompareJobData = {
    fromFileId: from.file.id,
    toFileId: to.file.id,
    page: input.pagina,
  };
  const [row] = await deps.db
    .select()
    .from(previewCompare)
    .where(
      and(
        eq(previewCompare.fromFileId, data.fromFileId),
        eq(previewCompare.toFileId, data.toFileId),
        eq(previewCompare.page, data.page),
      ),
    );
  if (row?.status === 'ready' && row.changedPercent !== null)
    return {
      status: 'ready',
      changedPercent: row.changedPercent,
      imageUrl: apiRoutes.artCompareImage(input.artId, input.de, input.para, input.pagina),
      ...base,
    };
  if (row?.status === 'failed' && row.attempts >= COMPARE_MAX_ATTEMPTS)
    return { status: 'unavailable', reason: COMPARE_FAILED_REASON, ...base };
  if (!row) await deps.db.insert(previewCompare).values(data).onConflictDoNothing();
  // Sent with the new row; again only when nothing has moved for a while (a job lost in a crash),
  // not at every poll. One waiting job per pair and page in any case.
  if (!row || row.updatedAt.getTime() < Date.now() - COMPARE_RESEND_AFTER_MS)
    await deps.jobs.send(compareJobKey, data, { singletonKey: compareSingletonKey(data) });
  return { status: 'pending', ...base };
}

/** The stored difference image of a ready comparison the viewer may see, or 404. */
export async function readyCompareImage(db: Database, input: CompareInput): Promise<string> {
  const { from, to } = await versionsOf(db, input);
  const [row] = await db
    .select({ status: previewCompare.status, imageKey: previewCompare.imageKey })
    .from(previewCompare)
    .where(
      and(
        eq(previewCompare.fromFileId, from.file.id),
        eq(previewCompare.toFileId, to.file.id),
        eq(previewCompare.page, input.pagina),
      ),
    );
  if (!row || row.status !== 'ready' || !row.imageKey) throw notFound(COMPARE_NOT_FOUND_MESSAGE);
  return row.imageKey;
}
