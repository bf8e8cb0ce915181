// Reading the Firebase exports the studio hands us: the Auth export (`firebase auth:export
// --format=json`), the project's password-hash parameters, and the Firestore export written by
// `firestore-export` (node-firestore-import-export). Every shape is checked with zod; the field
// helpers turn Firebase's loose values (credit as number or string, several timestamp shapes,
// free-text statuses, download URLs) into ours, saying what they could not.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ART_STATUS, type ArtStatus } from '../../common/constants';
import type { FirebaseHashParams } from '../auth/firebase-scrypt';

export class ImportInputError extends Error {}

/** Firebase writes standard base64; tolerate the URL-safe alphabet too. */
const base64 = z
  .string()
  .trim()
  .transform((value) => value.replace(/-/g, '+').replace(/_/g, '/'))
  .pipe(z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 inválido'));

export const authUserSchema = z.object({
  localId: z.string().min(1),
  email: z.string().optional(),
  emailVerified: z.boolean().optional(),
  passwordHash: base64.optional(),
  salt: base64.optional(),
  displayName: z.string().optional(),
  /** Milliseconds since the epoch, as a string (the CLI's JSON) or a number. */
  createdAt: z.union([z.string(), z.number()]).optional(),
  lastSignedInAt: z.union([z.string(), z.number()]).optional(),
  disabled: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

const authExportSchema = z.object({ users: z.array(authUserSchema) });

const hashConfigSchema = z.object({
  algorithm: z.string().optional(),
  base64_signer_key: base64.pipe(z.string().min(1)),
  base64_salt_separator: base64,
  rounds: z.coerce.number().int().min(1).max(8),
  mem_cost: z.coerce.number().int().min(1).max(14),
});

/** A Firestore document as firestore-export writes it: its fields plus `__collections__`. */
export type FirestoreDoc = Record<string, unknown>;
const collectionSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
const firestoreExportSchema = z.object({
  __collections__: z.object({
    users: collectionSchema.optional().default({}),
    artes: collectionSchema.optional().default({}),
  }),
});

export interface FirebaseSources {
  authUsers: AuthUser[];
  hashParams: FirebaseHashParams | null;
  users: Record<string, FirestoreDoc>;
  artes: Record<string, FirestoreDoc>;
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ImportInputError(
      `Não foi possível ler ${what} (${file}): ${(error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportInputError(`${what} (${file}) não é um JSON válido.`);
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ImportInputError(
    `${what} não tem o formato esperado: ${issue?.path.join('.') || '(raiz)'}: ${issue?.message}`,
  );
}

export async function readSources(files: {
  auth: string;
  hashConfig?: string;
  firestore: string;
}): Promise<FirebaseSources> {
  const auth = parseWith(
    authExportSchema,
    await readJson(files.auth, 'a exportação do Authentication'),
    'A exportação do Authentication',
  );
  const hash = files.hashConfig
    ? parseWith(
        hashConfigSchema,
        await readJson(files.hashConfig, 'os parâmetros de hash'),
        'Os parâmetros de hash',
      )
    : null;
  if (hash?.algorithm && hash.algorithm.toUpperCase() !== 'SCRYPT') {
    throw new ImportInputError(
      `Algoritmo de hash ${hash.algorithm} não suportado: apenas SCRYPT (o padrão do Firebase).`,
    );
  }
  const firestore = parseWith(
    firestoreExportSchema,
    await readJson(files.firestore, 'a exportação do Firestore'),
    'A exportação do Firestore',
  );
  return {
    authUsers: auth.users,
    hashParams: hash && {
      signerKey: hash.base64_signer_key,
      saltSeparator: hash.base64_salt_separator,
      rounds: hash.rounds,
      memCost: hash.mem_cost,
    },
    users: firestore.__collections__.users,
    artes: firestore.__collections__.artes,
  };
}

// ---- field helpers -------------------------------------------------------------------------------

/**
 * A document's text field, trimmed. NUL characters are dropped: PostgreSQL cannot store them, so
 * one in a name or briefing failed the whole client's transaction (which a dry run, writing
 * nothing, could not foresee).
 */
export const textField = (doc: FirestoreDoc, key: string): string => {
  const value = doc[key];
  if (typeof value === 'string') return value.replaceAll('\u0000', '').trim();
  return typeof value === 'number' ? String(value) : '';
};

/**
 * A Firestore timestamp in any shape an export may hold: firestore-export's
 * `{ __datatype__: 'timestamp', value: { _seconds, _nanoseconds } }`, a bare `{ _seconds }` or
 * `{ seconds }`, an ISO string, or milliseconds. Null when it is none of these.
 */
export function parseTimestamp(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return validDate(new Date(value));
  if (typeof value === 'string') {
    return /^\d+$/.test(value) ? validDate(new Date(Number(value))) : validDate(new Date(value));
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.__datatype__ === 'timestamp') return parseTimestamp(record.value);
    const seconds = record._seconds ?? record.seconds;
    const nanos = record._nanoseconds ?? record.nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanos === 'number') {
      return validDate(new Date(seconds * 1000 + Math.floor(nanos / 1e6)));
    }
  }
  return null;
}

const validDate = (date: Date) => (Number.isNaN(date.getTime()) ? null : date);

/**
 * The old site stored credit as a number at sign-up and as a string after a request. A whole,
 * non-negative value in either form is the balance; anything else is invalid (`raw` says what it
 * was, for the report). A missing credit is 0.
 */
export function parseCredit(value: unknown): { credit: number; invalid: string | null } {
  if (value === undefined || value === null) return { credit: 0, invalid: null };
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : NaN;
  if (Number.isSafeInteger(number) && number >= 0) return { credit: number, invalid: null };
  return { credit: 0, invalid: typeof value === 'string' ? value : JSON.stringify(value) };
}

/** Lower case without accents, as the database folds art names for their uniqueness. */
export function foldName(value: string): string {
  const from = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
  const to = 'aaaaaaeeeeiiiiooooouuuucny';
  let out = '';
  for (const char of value.toLowerCase()) {
    const index = from.indexOf(char);
    out += index >= 0 ? to[index] : char;
  }
  return out;
}

const STATUS_BY_FOLDED: Record<string, ArtStatus> = Object.fromEntries(
  Object.values(ART_STATUS).map((status) => [foldName(status), status]),
);

/** The old status text mapped to ours (case, accents and spaces ignored); null when unknown. */
export function mapStatus(raw: string): ArtStatus | null {
  return STATUS_BY_FOLDED[foldName(raw).replace(/\s+/g, ' ').trim()] ?? null;
}

/**
 * The Storage object path an `arquivoUrl` points to, and its bucket when the URL names one.
 * Download URLs carry the path URL-encoded after `/o/`
 * (https://firebasestorage.googleapis.com/v0/b/BUCKET/o/uploads%2Fuid%2Ffile.pdf?alt=media&token=…);
 * gs:// and storage.googleapis.com addresses and bare paths are understood too.
 */
export function objectPathOf(url: string): { path: string; bucket: string | null } | null {
  const value = url.trim();
  if (!value) return null;
  try {
    const download = /\/b\/([^/]+)\/o\/([^?#]+)/.exec(value);
    if (download) {
      return { bucket: decodeURIComponent(download[1]!), path: decodeURIComponent(download[2]!) };
    }
    const gs = /^gs:\/\/([^/]+)\/(.+)$/.exec(value);
    if (gs) return { bucket: gs[1]!, path: gs[2]! };
    const plain = /^https:\/\/storage\.googleapis\.com\/([^/]+)\/([^?#]+)/.exec(value);
    if (plain) return { bucket: plain[1]!, path: decodeURIComponent(plain[2]!) };
  } catch {
    return null; // a malformed %-escape
  }
  if (/^[a-z]+:/i.test(value)) return null;
  return { bucket: null, path: value.replace(/^\/+/, '') };
}
