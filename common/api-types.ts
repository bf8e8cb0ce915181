// The API's request schemas (zod), checked by the server's routes and reused by the SPA's forms so
// both refuse the same input with the same pt-BR message. The answers' shapes are the routes'
// response schemas (server/**/*.schemas.ts), which the SPA reads as generated types.
import { z } from 'zod';
import { APPROVAL_CHECK_KEYS } from './approval';
import { PIECE_TYPE_KEYS, SERVICE_KEYS } from './brief-labels';
import { techSheetSchema } from './release-schemas';
import {
  ART_NAME_MAX_LENGTH,
  CREDIT_GRANT_MAX,
  CREDIT_GRANT_MIN,
  PASSWORD_MAX_LENGTH,
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

/**
 * A one-line name (an art's, a company's): no control, invisible or direction-changing character
 * (text-rules.ts). Checked before trimming: a line break or BOM at either end is refused too, not
 * hidden. Each field adds its own length rules and messages.
 */
export const nameText = () =>
  z
    .string()
    .refine((value) => !hasForbiddenNameCharacter(value), INVALID_NAME_MESSAGE)
    .trim();

// The lists' search box and page number (the lists' own and the panel's filtered ones): their
// messages reach the list's error line (a search pasted too long, an edited address).
export const searchText = () =>
  safeText().trim().max(100, 'A busca pode ter no máximo 100 caracteres.');
export const pageNumber = () =>
  z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(100_000, 'Página inválida.')
    .optional()
    .default(1);

export const listQuerySchema = z.object({
  search: searchText().optional().default(''),
  page: pageNumber(),
});

/** A list that is paged but not searched (messages, mails, a client's statement and arts). */
export const pageQuerySchema = listQuerySchema.pick({ page: true });

// ---- client area -------------------------------------------------------------------------------

/** The text fields of POST /api/arts (multipart; files go in the repeated `files` field). */
export const artRequestSchema = z.object({
  name: nameText()
    .min(1, 'Informe o nome da arte.')
    .max(
      ART_NAME_MAX_LENGTH,
      `O nome da arte deve ter no máximo ${ART_NAME_MAX_LENGTH} caracteres.`,
    ),
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

/** A change request needs an open pin on the current version (proofing) or a description. */
export const CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE =
  'Marque ao menos um ponto na prova ou descreva as alterações que você deseja.';

/**
 * The server's reading of the change request's text field: optional, since the open pins of the
 * current version may carry the request alone (the service checks there is a pin or a text).
 */
export const changeRequestBodySchema = z.object({
  description: safeText()
    .trim()
    .max(10_000, 'A descrição deve ter no máximo 10.000 caracteres.')
    .optional()
    .default(''),
});

/** The limit of the studio's note to the client on a delivery. */
export const DELIVERY_NOTE_MAX = 2000;

const deliveryNote = () =>
  safeText()
    .trim()
    .max(DELIVERY_NOTE_MAX, 'A observação ao cliente deve ter no máximo 2.000 caracteres.');

/** The studio's note to the client on a delivery, as the 'Enviar' dialog's field checks it. */
export const deliveryNoteSchema = z.object({ note: deliveryNote().optional() });
export type DeliveryNoteInput = z.infer<typeof deliveryNoteSchema>;

/**
 * Why 'Confirmar envio' needs a note over a failed pre-flight: the client reads the note beside
 * the failure on the art page (the server checks it; the dialog says it first).
 */
export const FAILED_PREFLIGHT_NOTE_MESSAGE =
  'A pré-impressão reprovou este arquivo. Para enviá-lo assim, escreva ao cliente, na observação, por que ele pode ser aprovado.';

/** A version number in a request body (v1, v2 …). */
const versionNumber = (missing: string) =>
  z.number({ error: missing }).int(missing).min(1, missing).max(100_000, missing);

/**
 * POST /api/admin/arts/{id}/deliver ('Confirmar envio'): the draft uploaded in the 'Enviar' dialog
 * and the note to the client (required by the server when the draft's pre-flight failed).
 */
export const confirmDeliverySchema = z.object({
  draftId: z.uuid({ error: 'Envie o arquivo final antes de confirmar.' }),
  note: deliveryNote().optional(),
  /** The studio's technical fields for the ficha técnica (docs/product/release.md), all optional. */
  techSheet: techSheetSchema.optional(),
});
export type ConfirmDeliveryInput = z.infer<typeof confirmDeliverySchema>;

/** The limit of the reason the studio gives the client when it withdraws a version. */
export const WITHDRAW_REASON_MAX = 2000;

/** POST /api/admin/arts/{id}/withdraw: the version awaiting approval, and why it is withdrawn. */
export const withdrawVersionSchema = z.object({
  version: versionNumber('Informe a versão a retirar.'),
  reason: safeText()
    .trim()
    .min(1, 'Escreva ao cliente por que a versão foi retirada.')
    .max(WITHDRAW_REASON_MAX, 'O motivo deve ter no máximo 2.000 caracteres.'),
});
export type WithdrawVersionInput = z.infer<typeof withdrawVersionSchema>;

export const APPROVAL_PASSWORD_MISSING_MESSAGE = 'Digite sua senha para confirmar a aprovação.';
export const APPROVAL_MEANING_MISSING_MESSAGE = 'Marque a declaração de aprovação para aprovar.';

/**
 * POST /api/arts/{id}/approve: the version the client approves (the one they looked at); null
 * only for an art with no delivered version (brought over from the first site without its file).
 */
export const approveArtSchema = z.object({
  version: versionNumber('Informe a versão que você aprova.').nullable(),
  /** The client's password again: approving is signed by who holds it, not by an open session. */
  password: z
    .string({ error: APPROVAL_PASSWORD_MISSING_MESSAGE })
    .min(1, APPROVAL_PASSWORD_MISSING_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, 'Senha incorreta.'),
  /** The checklist items the client ticked (approvalChecklist): every one of the art's is needed. */
  checklist: z
    .array(z.enum(APPROVAL_CHECK_KEYS, { error: 'Item da lista de conferência inválido.' }))
    .max(APPROVAL_CHECK_KEYS.length, 'Item da lista de conferência inválido.'),
  /** The box of the service's sentence (APPROVAL_MEANINGS, e.g. 'Aprovo esta arte para impressão'). */
  meaningAccepted: z.literal(true, { error: APPROVAL_MEANING_MISSING_MESSAGE }),
  /** Approving while pins are still open on the version is a deliberate, recorded choice. */
  acknowledgeOpenPins: z.boolean().default(false),
  /** Approved from the 3D mockup (docs/product/mockup-3d.md): recorded and printed on the termo. */
  mockupShown: z.boolean().default(false),
});
export type ApproveArtInput = z.input<typeof approveArtSchema>;

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

/** The admin queue's query: the list's search and page, and optionally one service and piece type. */
export const adminQueueQuerySchema = listQuerySchema.extend({
  service: z.enum(SERVICE_KEYS, { error: 'Serviço inválido.' }).optional(),
  pieceType: z.enum(PIECE_TYPE_KEYS, { error: 'Tipo de peça inválido.' }).optional(),
});
export type AdminQueueQuery = z.input<typeof adminQueueQuerySchema>;

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
  // The studio took back the version awaiting approval: details { version, fileId, reason }.
  'art_withdrawn',
  'credits_granted',
  'client_deactivated',
  'client_reactivated',
  // A client's own LGPD requests (the actor is the client): their data exported, their account deleted.
  'account_data_exported',
  'account_deleted',
  // The studio accepted a pre-flight warning of a delivery, with a note.
  'preflight_warning_accepted',
  // The studio changed its delivery promise ('Prazo de entrega'): details { from, to } in days.
  'turnaround_changed',
  // An open request closed because its client erased their account (the actor is the client).
  'art_cancelled',
  // A failed e-mail queued again from the panel's E-mails page: details { to, subject }.
  'mail_resent',
  // 'Preços e pagamentos' saved: details { field: 'from → to' } for what changed.
  'payment_settings_changed',
  // The studio's actions on a charge ('Pagamentos'): details { chargeId, amountCents, … }.
  'charge_confirmed',
  'charge_refunded',
  'charge_waived',
  // A client's approval and its termo (the actor is the client): details { version, code, termoSha256 }.
  'art_approved',
  // Release to the plate maker (docs/product/release.md): the studio sent a package for the
  // client, or revoked a link: details { releaseId, version, to }.
  'release_sent',
  'release_revoked',
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
