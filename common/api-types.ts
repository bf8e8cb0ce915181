// The API's request schemas (zod), checked by the server's routes and reused by the SPA's forms so
// both refuse the same input with the same pt-BR message. The answers' shapes are the routes'
// response schemas (server/**/*.schemas.ts), which the SPA reads as generated types.
import { z } from 'zod';
import { CREDIT_GRANT_MAX, CREDIT_GRANT_MIN, PASSWORD_MAX_LENGTH } from './constants';
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

export const changeRequestSchema = z.object({
  description: safeText()
    .trim()
    .min(1, 'Descreva as alterações que você deseja.')
    .max(10_000, 'A descrição deve ter no máximo 10.000 caracteres.'),
});
export type ChangeRequestInput = z.infer<typeof changeRequestSchema>;

// ---- admin panel -------------------------------------------------------------------------------

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
