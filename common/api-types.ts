// The API's contract: request schemas (zod, checked by the server, reused by forms) and the shapes
// of its answers. Dates travel as ISO strings. Every list is paginated on the server.
import { z } from 'zod';
import {
  CREDIT_GRANT_MAX,
  CREDIT_GRANT_MIN,
  PASSWORD_MAX_LENGTH,
  type ArtEventType,
  type ArtStatus,
  type CreditMovementKind,
} from './constants';
import {
  hasForbiddenNameCharacter,
  hasNul,
  INVALID_NAME_MESSAGE,
  INVALID_TEXT_MESSAGE,
} from './text-rules';

// ---- shared ------------------------------------------------------------------------------------

/** Any text field of our routes (query, JSON, multipart): no NUL, which PostgreSQL cannot store. */
export const safeText = () => z.string().refine((value) => !hasNul(value), INVALID_TEXT_MESSAGE);

export const listQuerySchema = z.object({
  // The messages reach the lists' error line (a search pasted too long, an edited address).
  search: safeText()
    .trim()
    .max(100, 'A busca pode ter no máximo 100 caracteres.')
    .optional()
    .default(''),
  page: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(100_000, 'Página inválida.')
    .optional()
    .default(1),
});

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface FileInfo {
  id: string;
  originalName: string;
  size: number;
  contentType: string;
  /** Delivery version (1, 2 …); null for client attachments. */
  version: number | null;
  createdAt: string;
  /** GET this to download (owner or admin only). */
  downloadUrl: string;
}

export interface ArtEventInfo {
  id: string;
  type: ArtEventType;
  actor: { id: string; name: string; role: 'client' | 'admin' };
  note: string | null;
  version: number | null;
  createdAt: string;
}

export interface ArtSummary {
  id: string;
  name: string;
  status: ArtStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ArtDetail extends ArtSummary {
  briefing: string;
  /** The studio's delivery promise: 48 business hours after the request or the last change request. */
  dueAt: string;
  client: { id: string; name: string; email: string };
  attachments: FileInfo[];
  deliveries: FileInfo[];
  /** Oldest first. */
  events: ArtEventInfo[];
}

// ---- client area -------------------------------------------------------------------------------

/** The text fields of POST /api/arts (multipart; files go in the repeated `files` field). */
export const artRequestSchema = z.object({
  // Checked before trimming: a line break or BOM at either end is refused too, not hidden.
  name: z
    .string()
    .refine((value) => !hasForbiddenNameCharacter(value), INVALID_NAME_MESSAGE)
    .trim()
    .min(1, 'Informe o nome da arte.')
    .max(120, 'O nome da arte deve ter no máximo 120 caracteres.'),
  briefing: safeText()
    .trim()
    .min(1, 'Descreva o briefing da arte.')
    .max(10_000, 'O briefing deve ter no máximo 10.000 caracteres.'),
});
export type ArtRequestInput = z.infer<typeof artRequestSchema>;

export interface ArtRequestResult {
  art: ArtSummary;
  /** The balance after the debit. */
  credit: number;
}

export const changeRequestSchema = z.object({
  description: safeText()
    .trim()
    .min(1, 'Descreva as alterações que você deseja.')
    .max(10_000, 'A descrição deve ter no máximo 10.000 caracteres.'),
});
export type ChangeRequestInput = z.infer<typeof changeRequestSchema>;

// ---- admin panel -------------------------------------------------------------------------------
// The panel's answers are defined by server/admin/admin.schemas.ts (the SPA reads them as
// ApiSchemas). The response interfaces below remain only for server/admin/admin.test.ts's imports:
// delete them once that file imports the schemas' types.

export interface AdminArtRow extends ArtSummary {
  client: { id: string; name: string };
  dueAt: string;
  /** True when the deadline has passed and the art is still with the studio. */
  overdue: boolean;
}

/** Which clients the panel's list shows: those who can sign in, or those the studio deactivated. */
export const CLIENT_LIST_STATUSES = ['active', 'deactivated'] as const;
export type ClientListStatus = (typeof CLIENT_LIST_STATUSES)[number];

export const clientListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(CLIENT_LIST_STATUSES, { error: 'Situação inválida.' })
    .optional()
    .default('active'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export interface AdminClientRow {
  id: string;
  name: string;
  email: string;
  credit: number;
  artCount: number;
  createdAt: string;
  /** Set when the studio deactivated the account (only in the deactivated list). */
  deactivatedAt: string | null;
}

export interface AdminClientDetail {
  id: string;
  name: string;
  email: string;
  credit: number;
  createdAt: string;
  /** Set when the studio deactivated the account. */
  deactivatedAt: string | null;
  /** Set when the account was erased at its owner's request (LGPD): it can never be reactivated. */
  anonymizedAt: string | null;
}

export interface LedgerEntry {
  id: string;
  kind: CreditMovementKind;
  /** Signed: positive grants, negative debits and expiries. */
  amount: number;
  balanceAfter: number;
  note: string | null;
  artId: string | null;
  actor: { id: string; name: string } | null;
  createdAt: string;
}

export const creditGrantSchema = z.object({
  amount: z
    .number({ error: 'Informe a quantidade de créditos.' })
    .int('A quantidade de créditos deve ser um número inteiro.')
    .min(
      CREDIT_GRANT_MIN,
      `A quantidade de créditos deve ser de ${CREDIT_GRANT_MIN} a ${CREDIT_GRANT_MAX}.`,
    )
    .max(
      CREDIT_GRANT_MAX,
      `A quantidade de créditos deve ser de ${CREDIT_GRANT_MIN} a ${CREDIT_GRANT_MAX}.`,
    ),
  note: safeText().trim().max(500, 'A observação deve ter no máximo 500 caracteres.').optional(),
});
export type CreditGrantInput = z.infer<typeof creditGrantSchema>;

export interface CreditGrantResult {
  credit: number;
  entry: LedgerEntry;
}

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
}

// ---- admin audit trail -------------------------------------------------------------------------

/** What an admin did (and a client's LGPD requests); every such action leaves one row (who, what, when). */
export const ADMIN_AUDIT_ACTIONS = [
  'art_started',
  'art_delivered',
  'credits_granted',
  'client_deactivated',
  'client_reactivated',
  // A client's own LGPD requests (the actor is the client): their data exported, their account deleted.
  'account_data_exported',
  'account_deleted',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export interface AdminAuditEntry {
  id: string;
  action: AdminAuditAction;
  /** The admin who acted. */
  actor: { id: string; name: string };
  /** The client the action concerned (the art's owner for art actions). */
  client: { id: string; name: string } | null;
  art: { id: string; name: string } | null;
  /** Action-specific facts, e.g. `{ amount: 10, balanceAfter: 12 }` or `{ version: 2 }`. */
  details: Record<string, string | number | null>;
  createdAt: string;
}

// ---- personal data (LGPD) ----------------------------------------------------------------------

/** POST /api/account/delete: the client's current password and an explicit "yes, for good". */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: 'Digite sua senha atual para confirmar.' })
    .min(1, 'Digite sua senha atual para confirmar.')
    .max(PASSWORD_MAX_LENGTH, 'Senha incorreta.'),
  confirm: z.literal(true, {
    error: 'Confirme que você entende que a exclusão é definitiva.',
  }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
