// Approving with proof (docs/product/approval.md, docs/decisions/0011-approval-record.md): the
// client's password again, the brief's checklist, the open pins acknowledged, and the approval
// record written in the move's transaction; the 'Termo de aprovação' is made by a job after the
// commit (approval.job.ts). Also the reads others need: the approval in force, and verification.
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  approvalMeaning,
  approvalChecklist,
  normaliseApprovalCode,
  openPinsLabel,
  type ApprovalCheckKey,
} from '../../common/approval';
import { TERMS_VERSION } from '../../common/constants';
import { storedBrief } from '../../common/brief';
import type { Auth } from '../auth/auth';
import { confirmOwnPassword } from '../auth/password-check';
import type { Database, Executor } from '../db/client';
import {
  artApproval,
  artRequest,
  preflightReport,
  proofComment,
  storedFile,
  type ApprovedPreflight,
} from '../db/schema';
import { conflict, invalidInput, notFound } from '../domain-errors';
import type { FileStorage } from '../files/storage';
import { isId } from '../ids';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
import { approveArt } from '../arts/art-moves.service';
import type { ArtSummary } from '../arts/art.schemas';
import { artNotFound, mayRead, type Viewer } from '../arts/arts.service';
import type { ApprovalInfo } from './approval.schemas';

/** Makes the termo of one approval (approval.job.ts). */
export const approvalTermoJob = jobKey<{ approvalId: string }>('approval-termo');

export type ApprovalRecord = typeof artApproval.$inferSelect;

export interface ApprovalDeps {
  db: Database;
  storage: FileStorage;
  jobs: JobSender;
  logger: Logger;
  auth: Auth;
}

export interface ApproveWithProofInput {
  artId: string;
  /** The person who approves (their password, their name on the termo). */
  client: { id: string; name: string; email: string };
  /** The company the art belongs to (default: the person's own, whose id is theirs). */
  company?: { id: string; name: string };
  version: number | null;
  password: string;
  checklist: readonly ApprovalCheckKey[];
  acknowledgeOpenPins: boolean;
  /** The client approved from the 3D mockup, so it was shown to them (docs/product/mockup-3d.md). */
  mockupShown?: boolean;
  ip: string;
  userAgent: string;
  /** The failed-login source (loginSourceFor): wrong passwords count with sign-in's. */
  source: string;
  now?: Date;
}

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const group = () =>
  Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** 'AP-XXXX-XXXX-XXXX': about 60 bits, so codes cannot be guessed one after another. */
export const newApprovalCode = () => `AP-${group()}-${group()}-${group()}`;

export const CHECKLIST_INCOMPLETE_PREFIX =
  'Confira e marque todos os itens antes de aprovar: falta';

/**
 * The client approves a version with proof: the password first (outside the transaction: a
 * wrong one counts as a failed sign-in and records nothing), then the move and its record in one
 * transaction (checklist complete, open pins acknowledged), then the termo's job.
 */
export async function approveWithProof(
  deps: ApprovalDeps,
  input: ApproveWithProofInput,
): Promise<ArtSummary> {
  const { password } = await deps.auth.$context;
  await confirmOwnPassword(deps, {
    userId: input.client.id,
    email: input.client.email,
    password: input.password,
    source: input.source,
    purpose: 'approval',
    verify: password.verify,
  });
  let approvalId: string | undefined;
  const art = await approveArt(deps.db, {
    artId: input.artId,
    clientId: input.company?.id ?? input.client.id,
    actorId: input.client.id,
    version: input.version,
    record: async (tx, row) => {
      approvalId = await recordApproval(tx, { ...input, art: row });
    },
  });
  if (approvalId) {
    await deps.jobs.send(approvalTermoJob, { approvalId }, { singletonKey: approvalId });
  }
  return art;
}

/** The record's checks and insert, inside the approval's transaction. */
async function recordApproval(
  tx: Executor,
  input: ApproveWithProofInput & { art: typeof artRequest.$inferSelect },
): Promise<string> {
  const { art } = input;
  const files =
    input.version === null
      ? []
      : await tx
          .select()
          .from(storedFile)
          .where(
            and(
              eq(storedFile.artId, art.id),
              eq(storedFile.kind, 'delivery'),
              eq(storedFile.version, input.version),
            ),
          );
  const [dieLine] = await tx
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(eq(storedFile.artId, art.id), eq(storedFile.kind, 'die_line')))
    .limit(1);
  const brief = storedBrief(art.brief);
  const checklist = approvalChecklist(brief, { hasDieLine: dieLine !== undefined });
  const missing = checklist.find((item) => !input.checklist.includes(item.key));
  if (missing) {
    throw invalidInput(
      `${CHECKLIST_INCOMPLETE_PREFIX} "${missing.label}".`,
      'checklist_incomplete',
    );
  }

  const openPins =
    input.version === null
      ? []
      : await tx
          .select({ number: proofComment.number, text: proofComment.text })
          .from(proofComment)
          .where(
            and(
              eq(proofComment.artId, art.id),
              eq(proofComment.version, input.version),
              isNull(proofComment.parentId),
              eq(proofComment.state, 'aberto'),
            ),
          )
          .orderBy(proofComment.number);
  if (openPins.length > 0 && !input.acknowledgeOpenPins) {
    throw conflict(
      `Há ${openPinsLabel(openPins.length)} nesta versão. Peça a alteração, ou marque que aprova mesmo assim.`,
      'open_pins',
    );
  }

  const file = files[0];
  let preflight: ApprovedPreflight | null = null;
  if (file) {
    const [report] = await tx
      .select()
      .from(preflightReport)
      .where(eq(preflightReport.fileId, file.id));
    if (report) {
      preflight = {
        status: report.status,
        approved: report.approvedCount,
        warnings: report.warningCount,
        failed: report.failedCount,
        skipped: report.skippedCount,
      };
    }
  }

  const [row] = await tx
    .insert(artApproval)
    .values({
      artId: art.id,
      ownerId: art.ownerId,
      version: input.version,
      code: newApprovalCode(),
      files: files.map((f) => ({
        fileId: f.id,
        name: f.originalName,
        size: f.size,
        sha256: f.sha256,
      })),
      brief,
      preflight,
      // The person who approved, and the company (a founder's account's name is its company's).
      approverName: input.client.name,
      approverEmail: input.client.email,
      company: input.company?.name ?? input.client.name,
      approvedAt: input.now ?? new Date(),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
      termsVersion: TERMS_VERSION,
      checklist: [
        ...checklist.map(({ key, label }) => ({ key, label })),
        { key: 'meaning', label: approvalMeaning(brief) },
      ],
      openPins: openPins.map((pin) => ({ number: pin.number ?? 0, text: pin.text })),
      openPinsAcknowledged: openPins.length > 0 && input.acknowledgeOpenPins,
      mockupShown: input.mockupShown ?? false,
    })
    .returning({ id: artApproval.id });
  return row!.id;
}

/**
 * The art's approval in force (not voided by a later version), with the stored termo's key and
 * SHA-256 once made (null before the job has run), or null.
 */
export async function currentApproval(db: Executor, artId: string): Promise<ApprovalRecord | null> {
  if (!isId(artId)) return null;
  const [row] = await db
    .select()
    .from(artApproval)
    .where(and(eq(artApproval.artId, artId), isNull(artApproval.voidedAt)))
    .limit(1);
  return row ?? null;
}

/** The art's newest approval, in force or voided (the art page and the panel show it). */
export async function latestApproval(db: Executor, artId: string): Promise<ApprovalRecord | null> {
  const [row] = await db
    .select()
    .from(artApproval)
    .where(eq(artApproval.artId, artId))
    .orderBy(desc(artApproval.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A new version delivered over an approval voids it (in the delivery's transaction): the
 * verification page then says which version replaced it.
 */
export async function voidApproval(
  tx: Executor,
  input: { artId: string; byVersion: number; now: Date },
): Promise<void> {
  await tx
    .update(artApproval)
    .set({ voidedAt: input.now, replacedByVersion: input.byVersion })
    .where(and(eq(artApproval.artId, input.artId), isNull(artApproval.voidedAt)));
}

export const TERMO_NOT_READY_MESSAGE =
  'O termo de aprovação ainda está sendo gerado. Tente de novo em alguns instantes.';

/**
 * The art's newest termo for its client or the studio: 404 to anyone else (the art's existence is
 * not disclosed), and while the termo is not made yet.
 */
export async function termoFor(
  db: Database,
  input: { artId: string; viewer: Viewer },
): Promise<{ id: string; code: string; storageKey: string }> {
  if (!isId(input.artId)) throw artNotFound();
  const [art] = await db
    .select({ ownerId: artRequest.ownerId })
    .from(artRequest)
    .where(eq(artRequest.id, input.artId));
  if (!art || !mayRead(input.viewer, art.ownerId)) {
    throw artNotFound();
  }
  const approval = await latestApproval(db, input.artId);
  if (!approval?.termoStorageKey) throw notFound(TERMO_NOT_READY_MESSAGE);
  return { id: approval.id, code: approval.code, storageKey: approval.termoStorageKey };
}

/** What /verificar may show of an approval: no more than the art's name, version, company, date. */
export interface ApprovalVerdict {
  status: 'authentic' | 'replaced' | 'not_found';
  artName: string | null;
  version: number | null;
  company: string | null;
  approvedAt: string | null;
  replacedByVersion: number | null;
}

const NOT_FOUND: ApprovalVerdict = {
  status: 'not_found',
  artName: null,
  version: null,
  company: null,
  approvedAt: null,
  replacedByVersion: null,
};

/** Looks a termo up by its code, or by the SHA-256 of its PDF (a changed byte finds nothing). */
export async function verifyApproval(
  db: Database,
  input: { code?: string; sha256?: string },
): Promise<ApprovalVerdict> {
  const where = input.code
    ? eq(artApproval.code, normaliseApprovalCode(input.code))
    : input.sha256
      ? eq(artApproval.termoSha256, input.sha256.toLowerCase())
      : undefined;
  if (!where) return NOT_FOUND;
  const [row] = await db
    .select({ approval: artApproval, artName: artRequest.name })
    .from(artApproval)
    .innerJoin(artRequest, eq(artRequest.id, artApproval.artId))
    .where(where)
    .limit(1);
  // A termo not made yet cannot be presented: its code is known only from the termo.
  if (!row || !row.approval.termoSha256) return NOT_FOUND;
  return {
    status: row.approval.voidedAt ? 'replaced' : 'authentic',
    artName: row.artName,
    version: row.approval.version,
    company: row.approval.company,
    approvedAt: row.approval.approvedAt.toISOString(),
    replacedByVersion: row.approval.replacedByVersion,
  };
}

/** An approval as the art's page shows it (to its client and the studio). */
export function toApprovalInfo(record: ApprovalRecord): ApprovalInfo {
  return {
    version: record.version,
    approvedAt: record.approvedAt.toISOString(),
    approverName: record.approverName,
    company: record.company,
    files: record.files.map((file) => ({ name: file.name, sha256: file.sha256 })),
    openPinsAcknowledged: record.openPinsAcknowledged,
    termoReady: record.termoSha256 !== null,
    replacedByVersion: record.replacedByVersion,
  };
}
