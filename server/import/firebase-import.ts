// Brings the studio's clients over from Firebase: accounts with their passwords (Firebase scrypt,
// re-hashed at first sign-in), credit balances as an opening ledger entry, arts with their status,
// history and files. One transaction per client; every row is keyed by its Firebase id
// (user.firebase_uid, art_request.firebase_doc_id) and every id and storage key is derived from
// it, so a second run imports nothing twice and a run that crashed is finished by running again.
// Files are streamed into storage before their client's transaction; a crash in between leaves
// them under the same keys the next run overwrites. A dry run reads and checks everything, writes
// nothing, and reports the same.
import { createHash, randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { ART_STATUS, type ArtStatus } from '../../common/constants';
import { TURNAROUND_DAYS } from '../../common/delivery-promise';
import { withoutForbiddenNameCharacters } from '../../common/text-rules';
import { DEACTIVATION_BAN_REASON } from '../admin/admin-clients.service';
import { addBusinessDays } from '../arts/business-hours';
import { encodeFirebaseHash } from '../auth/firebase-scrypt';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, artEvent, artRequest, creditLedger, storedFile, user } from '../db/schema';
import type { FileStorage, StoredUpload } from '../files/storage';
import { storedFileValues } from '../files/stored-file';
import { discardUploads } from '../files/uploads';
import { copyFile, locateFile } from './firebase-files';
import {
  foldName,
  mapStatus,
  parseCredit,
  parseTimestamp,
  textField,
  type AuthUser,
  type FirebaseSources,
  type FirestoreDoc,
} from './firebase-sources';
import { emptyCounts, type ImportProblem, type ImportReport } from './import-report';

export const OPENING_BALANCE_NOTE = 'Saldo importado do sistema anterior';
/** Room left under the 120-character limit for a ' (2)' suffix. */
const MAX_IMPORTED_NAME = 110;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for a client with many arts. */
const INSERT_CHUNK = 1000;

export interface ImportDeps {
  db: Database;
  storage: FileStorage;
  config: Pick<Config, 'maxUploadBytes' | 'maxUploadMb'>;
}

export interface ImportOptions {
  sources: FirebaseSources;
  /** The local copy of the Storage bucket. */
  storageRoot: string;
  /** Firebase uids of the studio's administrators (SPEC §6's administrator user id). */
  adminUids?: readonly string[];
  dryRun?: boolean;
  now?: Date;
  /** Called after each file is handled (copied, or found missing or refused). */
  onFileProgress?: (progress: { done: number; total: number; bytes: number }) => void;
}

/** A UUID derived from a Firebase id: the same record gets the same id on every run. */
export function importId(kind: string, key: string): string {
  const digest = createHash('sha256').update(`firebase-import:${kind}:${key}`).digest();
  digest[6] = (digest[6]! & 0x0f) | 0x80; // version 8 (custom)
  digest[8] = (digest[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = digest.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface SourceClient {
  uid: string;
  auth?: AuthUser;
  doc?: FirestoreDoc;
  docId?: string;
}

interface SourceArt {
  docId: string;
  doc: FirestoreDoc;
  date: Date | null;
}

const emailSchema = z.email();

export async function importFirebase(
  deps: ImportDeps,
  options: ImportOptions,
): Promise<ImportReport> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  const adminUids = new Set(options.adminUids ?? []);
  const counts = emptyCounts();
  const problems: ImportProblem[] = [];
  const startedAt = new Date();

  // ---- who is who in the export ----
  const clients = new Map<string, SourceClient>();
  for (const auth of options.sources.authUsers)
    clients.set(auth.localId, { uid: auth.localId, auth });
  for (const [docId, doc] of Object.entries(options.sources.users)) {
    const uid = textField(doc, 'uid') || docId;
    const entry = clients.get(uid) ?? { uid };
    clients.set(uid, { ...entry, doc, docId });
  }
  const artsByOwner = new Map<string, SourceArt[]>();
  for (const [docId, doc] of Object.entries(options.sources.artes)) {
    const owner = textField(doc, 'uid');
    if (!clients.has(owner)) {
      counts.arts.skipped += 1;
      problems.push({
        kind: 'art_without_client',
        record: { source: 'artes', id: docId, label: textField(doc, 'nomeArte') },
        message: owner
          ? `O dono (uid ${owner}) não está no Authentication nem em users: arte não importada.`
          : 'A arte não tem uid de dono: não importada.',
      });
      continue;
    }
    const list = artsByOwner.get(owner) ?? [];
    list.push({ docId, doc, date: parseTimestamp(doc.date) });
    artsByOwner.set(owner, list);
  }

  // ---- what earlier runs already brought in ----
  const importedUsers = new Map<string, string>();
  const emailOwners = new Map<string, { id: string; firebaseUid: string | null; role: string }>();
  for (const row of await db
    .select({ id: user.id, email: user.email, firebaseUid: user.firebaseUid, role: user.role })
    .from(user)) {
    emailOwners.set(row.email.toLowerCase(), row);
    if (row.firebaseUid) importedUsers.set(row.firebaseUid, row.id);
  }
  const importedArts = new Set(
    (
      await db
        .select({ docId: artRequest.firebaseDocId })
        .from(artRequest)
        .where(isNotNull(artRequest.firebaseDocId))
    ).map((row) => row.docId!),
  );

  const progress = { done: 0, total: 0, bytes: 0 };
  for (const [, arts] of artsByOwner) {
    for (const art of arts) {
      if (importedArts.has(art.docId)) continue;
      if (textField(art.doc, 'arquivoUrl')) progress.total += 1;
      if (textField(art.doc, 'arquivoFinalUrl')) progress.total += 1;
    }
  }

  // Admins first, so deliveries can name the studio as their uploader.
  const ordered = [...clients.values()].sort(
    (a, b) =>
      Number(adminUids.has(b.uid)) - Number(adminUids.has(a.uid)) || a.uid.localeCompare(b.uid),
  );
  // Who delivered the imported final files: the studio's first admin (looked up once, after the
  // admins of this import are in), or the client when there is none.
  let studioId: string | null | undefined;

  for (const client of ordered) {
    const isAdmin = adminUids.has(client.uid);
    if (!isAdmin && studioId === undefined) studioId = await findAdmin(db);
    const arts = (artsByOwner.get(client.uid) ?? []).sort(
      (a, b) =>
        (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0) || a.docId.localeCompare(b.docId),
    );
    const clientRecord: ImportProblem['record'] = client.auth
      ? { source: 'auth', id: client.uid }
      : { source: 'users', id: client.docId ?? client.uid };
    const skipClient = (kind: ImportProblem['kind'], message: string) => {
      counts.clients.skipped += 1;
      counts.arts.skipped += arts.length;
      problems.push({ kind, record: clientRecord, message });
      // Their files were counted in the progress total: count them as handled.
      for (const art of arts) {
        if (importedArts.has(art.docId)) continue;
        progress.done += Number(Boolean(textField(art.doc, 'arquivoUrl')));
        progress.done += Number(Boolean(textField(art.doc, 'arquivoFinalUrl')));
      }
      options.onFileProgress?.({ ...progress });
    };

    const email = (client.auth?.email || textField(client.doc ?? {}, 'email')).trim().toLowerCase();
    clientRecord.label = email || undefined;
    if (!emailSchema.safeParse(email).success) {
      skipClient(
        'missing_email',
        `Conta sem e-mail válido${email ? ` (${email})` : ''}: não importada, nem suas ${arts.length} arte(s).`,
      );
      continue;
    }
    let existingId = importedUsers.get(client.uid);
    const holder = emailOwners.get(email);
    let linked = false;
    if (!existingId && holder && holder.firebaseUid !== client.uid) {
      if (isAdmin && holder.role === 'admin' && holder.firebaseUid === null) {
        // The studio's admin usually exists already (ADMIN_EMAIL, admin:create) under the e-mail
        // it used on Firebase: the same person. Mark that account as theirs; it keeps its password.
        if (!dryRun) {
          await db.update(user).set({ firebaseUid: client.uid }).where(eq(user.id, holder.id));
        }
        existingId = holder.id;
        linked = true;
        counts.admins += 1;
      } else {
        skipClient(
          'email_conflict',
          `Já existe uma conta com o e-mail ${email}: cliente não importado, nem suas ${arts.length} arte(s). Resolva manualmente e rode de novo.`,
        );
        continue;
      }
    }
    const userId = existingId ?? importId('user', client.uid);
    emailOwners.set(email, {
      id: userId,
      firebaseUid: client.uid,
      role: isAdmin ? 'admin' : 'client',
    });

    const newArts = arts.filter((art) => !importedArts.has(art.docId));
    counts.arts.alreadyImported += arts.length - newArts.length;
    if (existingId && newArts.length === 0) {
      if (!linked) counts.clients.alreadyImported += 1;
      continue;
    }

    const clientProblems: ImportProblem[] = [];
    // ---- the account ----
    let newUser: NewUser | null = null;
    if (!existingId) {
      newUser = planUser(client, {
        email,
        isAdmin,
        now,
        options,
        problems: clientProblems,
        userId,
      });
    }

    // ---- the arts and their files ----
    const taken = new Set<string>(
      existingId
        ? (
            await db
              .select({ name: artRequest.searchName })
              .from(artRequest)
              .where(eq(artRequest.ownerId, userId))
          ).map((row) => row.name)
        : [],
    );
    const planned: PlannedArt[] = [];
    const stored: StoredUpload[] = [];
    // This client's file figures, added to the report only once the client is written.
    const fileCounts = { imported: 0, bytes: 0, missing: 0, refused: 0 };
    let failure: Error | null = null;
    arts: for (const art of newArts) {
      const plan = planArt(art, { userId, taken, now, problems: clientProblems });
      for (const fileSpec of [
        { kind: 'attachment' as const, url: textField(art.doc, 'arquivoUrl') },
        { kind: 'delivery' as const, url: textField(art.doc, 'arquivoFinalUrl') },
      ]) {
        if (!fileSpec.url) continue;
        const located = await locateFile(
          options.storageRoot,
          fileSpec.url,
          deps.config.maxUploadBytes,
          deps.config.maxUploadMb,
        );
        const record = { source: 'artes' as const, id: art.docId, label: plan.name };
        if ('reason' in located) {
          const missing = located.reason !== 'refused';
          fileCounts[missing ? 'missing' : 'refused'] += 1;
          clientProblems.push({
            kind: missing ? 'missing_file' : 'refused_file',
            record,
            message: `${fileSpec.kind === 'attachment' ? 'Anexo do cliente' : 'Arquivo final'}: ${located.message}`,
          });
        } else {
          const fileId = importId('file', `${art.docId}:${fileSpec.kind}`);
          try {
            const copied = await copyFile(
              deps.storage,
              located,
              `uploads/${userId}/${fileId}`,
              deps.config.maxUploadBytes,
              dryRun,
            );
            if (!dryRun) stored.push(copied);
            plan.files.push({ id: fileId, kind: fileSpec.kind, upload: copied });
            fileCounts.imported += 1;
            fileCounts.bytes += copied.size;
            progress.bytes += copied.size;
          } catch (error) {
            // Storage failing (disk full, S3 unreachable) is no property of the file: the client
            // is left out whole, so that the next run brings it in with its files.
            failure = new Error(
              `falha ao copiar ${located.objectPath}: ${(error as Error).message}`,
            );
            break arts;
          }
        }
        progress.done += 1;
        options.onFileProgress?.({ ...progress });
      }
      if (
        (plan.status === ART_STATUS.finished || plan.status === ART_STATUS.approved) &&
        !plan.files.some((file) => file.kind === 'delivery')
      ) {
        clientProblems.push({
          kind: 'missing_final_file',
          record: { source: 'artes', id: art.docId, label: plan.name },
          message: `Arte com status ${plan.status} importada sem arquivo final.`,
        });
      }
      planned.push(plan);
    }

    // ---- one transaction for the client ----
    try {
      if (failure) throw failure;
      if (!dryRun) {
        await writeClient(db, {
          userId,
          newUser,
          arts: planned,
          deliveryUploader: studioId ?? userId,
          now,
        });
      }
    } catch (error) {
      await discardUploads(deps.storage, stored);
      counts.clients.skipped += 1;
      counts.arts.skipped += newArts.length;
      problems.push({
        kind: 'failed',
        record: clientRecord,
        message: `Não foi possível importar o cliente (${(error as Error).message}); rode a importação de novo para completá-lo.`,
      });
      continue;
    }
    for (const key of ['imported', 'bytes', 'missing', 'refused'] as const) {
      counts.files[key] += fileCounts[key];
    }
    problems.push(...clientProblems);
    if (newUser) {
      counts.clients.imported += 1;
      if (isAdmin) counts.admins += 1;
      if (newUser.deactivated) counts.deactivated += 1;
      if (!newUser.passwordHash) counts.withoutPassword += 1;
      counts.credits.total += newUser.credit;
      if (newUser.creditInvalid) counts.credits.invalid += 1;
    } else if (!linked) {
      counts.clients.alreadyImported += 1;
    }
    for (const plan of planned) {
      counts.arts.imported += 1;
      if (plan.renamed) counts.arts.renamed += 1;
      counts.statuses[plan.status] = (counts.statuses[plan.status] ?? 0) + 1;
    }
  }

  return {
    dryRun,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    counts,
    problems,
  };
}

async function findAdmin(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(user.createdAt)
    .limit(1);
  return row?.id ?? null;
}

// ---- planning one account ------------------------------------------------------------------------

interface NewUser {
  id: string;
  uid: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'admin' | 'client';
  createdAt: Date;
  deactivated: boolean;
  passwordHash: string | null;
  credit: number;
  creditInvalid: boolean;
  /** The opening ledger entry's note; null when there is no entry (admins, no users document). */
  ledgerNote: string | null;
}

function planUser(
  client: SourceClient,
  context: {
    email: string;
    isAdmin: boolean;
    now: Date;
    options: ImportOptions;
    problems: ImportProblem[];
    userId: string;
  },
): NewUser {
  const { auth, doc } = client;
  const record: ImportProblem['record'] = auth
    ? { source: 'auth', id: client.uid, label: context.email }
    : { source: 'users', id: client.docId ?? client.uid, label: context.email };
  const hashParams = context.options.sources.hashParams;
  let passwordHash: string | null = null;
  if (auth?.passwordHash) {
    if (!auth.salt || !hashParams) {
      context.problems.push({
        kind: 'invalid_password_hash',
        record,
        message: auth.salt
          ? 'Sem os parâmetros de hash (--hash-config): importado sem senha; o cliente deve usar "Esqueci minha senha".'
          : 'Hash de senha sem salt: importado sem senha; o cliente deve usar "Esqueci minha senha".',
      });
    } else {
      passwordHash = encodeFirebaseHash({
        ...hashParams,
        salt: auth.salt,
        hash: auth.passwordHash,
      });
    }
  }
  if (!auth) {
    context.problems.push({
      kind: 'no_auth_account',
      record,
      message:
        'Documento em users sem conta no Authentication: importado sem senha; o cliente deve usar "Esqueci minha senha".',
    });
  }
  let credit = 0;
  let creditInvalid = false;
  let ledgerNote: string | null = null;
  if (!context.isAdmin && doc) {
    const parsed = parseCredit(doc.credit);
    credit = parsed.credit;
    ledgerNote = OPENING_BALANCE_NOTE;
    if (parsed.invalid !== null) {
      creditInvalid = true;
      ledgerNote = `${OPENING_BALANCE_NOTE}: o valor "${parsed.invalid}" não era um número inteiro não negativo e foi substituído por 0.`;
      context.problems.push({
        kind: 'invalid_credit',
        record: { source: 'users', id: client.docId ?? client.uid, label: context.email },
        message: `Crédito "${parsed.invalid}" inválido: importado como 0, com lançamento no extrato explicando.`,
      });
    }
  } else if (!context.isAdmin) {
    context.problems.push({
      kind: 'no_user_document',
      record,
      message: 'Conta do Authentication sem documento em users: importada com saldo 0.',
    });
  }
  const givenName =
    textField(doc ?? {}, 'name') || auth?.displayName?.replaceAll('\u0000', '').trim() || '';
  // The company name's rule, an art name's (common/text-rules.ts): it reaches every list and
  // e-mail, where a line break or a direction mark would change what is read.
  const cleanName = withoutForbiddenNameCharacters(givenName);
  const name = (cleanName || context.email.split('@')[0]!).slice(0, 120);
  if (cleanName !== givenName) {
    context.problems.push({
      kind: 'invalid_client_name',
      record,
      message: `Nome da empresa com caracteres invisíveis ou de controle: importado como "${name}".`,
    });
  }
  return {
    id: context.userId,
    uid: client.uid,
    name,
    email: context.email,
    emailVerified: auth?.emailVerified ?? false,
    role: context.isAdmin ? 'admin' : 'client',
    createdAt: parseTimestamp(auth?.createdAt) ?? context.now,
    deactivated: auth?.disabled === true,
    passwordHash,
    credit,
    creditInvalid,
    ledgerNote,
  };
}

// ---- planning one art ----------------------------------------------------------------------------

interface PlannedArt {
  id: string;
  docId: string;
  name: string;
  renamed: boolean;
  briefing: string;
  status: ArtStatus;
  originalStatus: string;
  date: Date;
  files: { id: string; kind: 'attachment' | 'delivery'; upload: StoredUpload }[];
}

function planArt(
  art: SourceArt,
  context: { userId: string; taken: Set<string>; now: Date; problems: ImportProblem[] },
): PlannedArt {
  const originalName = textField(art.doc, 'nomeArte');
  // The name rules of a new art (no control, invisible or direction-changing characters): the
  // studio's panel and the client's list would otherwise show a name no one could type.
  const cleanName = withoutForbiddenNameCharacters(originalName);
  const base = (cleanName || 'Arte sem nome').slice(0, MAX_IMPORTED_NAME);
  let name = base;
  for (let n = 2; context.taken.has(foldName(name)); n++) name = `${base} (${n})`;
  context.taken.add(foldName(name));
  const record = { source: 'artes' as const, id: art.docId, label: originalName };
  const renamed = name !== originalName;
  if (cleanName !== originalName) {
    context.problems.push({
      kind: 'invalid_name',
      record,
      message: `Nome com caracteres invisíveis ou de controle: importada como "${name}".`,
    });
  } else if (renamed) {
    context.problems.push({
      kind: 'duplicate_name',
      record,
      message: originalName
        ? `Nome repetido ou longo demais para este cliente: importada como "${name}".`
        : `Arte sem nome: importada como "${name}".`,
    });
  }
  const originalStatus = textField(art.doc, 'status');
  let status = mapStatus(originalStatus);
  if (!status) {
    status = textField(art.doc, 'arquivoFinalUrl') ? ART_STATUS.finished : ART_STATUS.requested;
    context.problems.push({
      kind: 'unknown_status',
      record,
      message: `Status "${originalStatus}" desconhecido: importada como ${status}.`,
    });
  }
  return {
    id: importId('art', art.docId),
    docId: art.docId,
    name,
    renamed,
    briefing: textField(art.doc, 'briefing'),
    status,
    originalStatus,
    date: art.date ?? context.now,
    files: [],
  };
}

// ---- writing one client ----------------------------------------------------------------------------

async function writeClient(
  db: Database,
  input: {
    userId: string;
    newUser: NewUser | null;
    arts: PlannedArt[];
    deliveryUploader: string;
    now: Date;
  },
) {
  const { userId, newUser, arts, now } = input;
  await db.transaction(async (tx) => {
    if (newUser) {
      await tx.insert(user).values({
        id: userId,
        name: newUser.name,
        email: newUser.email,
        emailVerified: newUser.emailVerified,
        role: newUser.role,
        credit: newUser.credit,
        firebaseUid: newUser.uid,
        createdAt: newUser.createdAt,
        updatedAt: now,
        ...(newUser.deactivated
          ? { deletedAt: now, banned: true, banReason: DEACTIVATION_BAN_REASON }
          : {}),
      });
      if (newUser.passwordHash) {
        await tx.insert(account).values({
          id: randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: newUser.passwordHash,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (newUser.ledgerNote) {
        await tx.insert(creditLedger).values({
          userId,
          kind: 'import',
          amount: newUser.credit,
          balanceAfter: newUser.credit,
          note: newUser.ledgerNote,
          createdAt: now,
        });
      }
    }
    for (const chunk of chunks(arts, INSERT_CHUNK)) {
      await tx.insert(artRequest).values(
        chunk.map((art) => ({
          id: art.id,
          ownerId: userId,
          name: art.name,
          briefing: art.briefing,
          status: art.status,
          dueAt: addBusinessDays(art.date, TURNAROUND_DAYS.default),
          firebaseDocId: art.docId,
          createdAt: art.date,
          updatedAt: art.date,
        })),
      );
      await tx.insert(artEvent).values(
        chunk.map((art) => ({
          artId: art.id,
          type: 'imported' as const,
          actorId: userId,
          note: `Importada do sistema anterior (Firebase, documento ${art.docId}; status original: "${art.originalStatus}").`,
          createdAt: art.date,
        })),
      );
      const files = chunk.flatMap((art) =>
        art.files.map((file) =>
          storedFileValues(file.upload, {
            id: file.id,
            ownerId: userId,
            artId: art.id,
            kind: file.kind,
            version: file.kind === 'delivery' ? 1 : null,
            uploadedBy: file.kind === 'delivery' ? input.deliveryUploader : userId,
            createdAt: art.date,
          }),
        ),
      );
      if (files.length > 0) await tx.insert(storedFile).values(files);
    }
  });
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
