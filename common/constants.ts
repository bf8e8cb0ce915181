// Business constants shared by the SPA and the server: one place for each limit and name.

/** Art request statuses, exactly as the studio and its clients read them. */
export const ART_STATUS = {
  requested: 'Solicitado',
  inProgress: 'Em andamento',
  finished: 'Finalizado',
  approved: 'Aprovado',
  changeRequested: 'Alteração',
  /** Closed without delivery: the client erased their account (docs/product/accounts.md). */
  cancelled: 'Cancelado',
} as const;
export type ArtStatus = (typeof ART_STATUS)[keyof typeof ART_STATUS];
export const ART_STATUSES = Object.values(ART_STATUS) as [ArtStatus, ...ArtStatus[]];
export const isArtStatus = (value: unknown): value is ArtStatus =>
  ART_STATUSES.some((status) => status === value);

/** Kinds of entries in an art's history. */
export const ART_EVENT_TYPES = [
  'requested',
  'started',
  'delivered',
  'approved',
  'change_requested',
  /** Brought over from the previous (Firebase) system by `npm run import:firebase`. */
  'imported',
  /** Proofing: a pin placed on a version, answered, resolved, or reopened. */
  'comment_added',
  'comment_replied',
  'comment_resolved',
  'comment_reopened',
  /** The request was closed without delivery: the client erased their account. */
  'cancelled',
  /** The studio took back the version awaiting approval (its reason in the note). */
  'withdrawn',
] as const;
export type ArtEventType = (typeof ART_EVENT_TYPES)[number];

export const ROLES = ['client', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/**
 * The version of the Termos de uso and the Política de privacidade a client accepts at sign-up
 * (stored with the account): the date of their last update, shown on both pages
 * (src/content/terms.ts, src/content/privacy.ts). Change it whenever either text changes.
 */
export const TERMS_VERSION = '2026-11-26';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The longest art name and company name (their forms count the characters up to it). */
export const ART_NAME_MAX_LENGTH = 120;
export const COMPANY_NAME_MAX_LENGTH = 120;

/** Rows per page in every server-paginated list. */
export const PAGE_SIZE = 50;

export const MAX_FILES_PER_REQUEST = 10;
export const DEFAULT_MAX_UPLOAD_MB = 200;

/** Credits an admin may grant in one movement. */
export const CREDIT_GRANT_MIN = 1;
export const CREDIT_GRANT_MAX = 1000;

/**
 * The studio's clock (business hours, the credit month, job schedules, dates shown): the one place
 * it is named. Bahia has had no daylight saving since 2012; only the dates shown lean on that
 * (STUDIO_FIXED_OFFSET), and a test holds it against the time-zone database.
 */
export const STUDIO_TIME_ZONE = 'America/Bahia';

/**
 * From `since` on, STUDIO_TIME_ZONE keeps one offset from UTC all year (`minutes`, east of UTC):
 * its dates are then shown by arithmetic, with no Intl formatter (common/format.ts says why).
 * format.test.ts checks it against the time-zone database day by day, so a change there (daylight
 * saving back in Bahia) fails the tests.
 */
export const STUDIO_FIXED_OFFSET = { since: '2012-02-26T02:00:00Z', minutes: -180 } as const;

/** File extensions clients and the studio may upload (checked with the file's content too). */
export const ALLOWED_FILE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'svg',
  'pdf',
  'ai',
  'eps',
  'psd',
  'cdr',
  'tif',
  'tiff',
  'zip',
] as const;

/**
 * 'import': the opening balance brought over from the previous (Firebase) system; 'purchase':
 * credits a client bought and paid (a charge); 'refund': unspent credits taken back when the
 * studio refunds that charge (docs/product/payments.md).
 */
export const CREDIT_MOVEMENT_KINDS = [
  'grant',
  'debit',
  'expiry',
  'import',
  'purchase',
  'refund',
] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/**
 * 'die_line': the cutting file ('Faca') of the request's flexo brief. 'delivery_draft': a file the
 * studio uploaded in the 'Enviar' dialog and has not confirmed yet (its pre-flight runs first); it
 * becomes a 'delivery' on 'Confirmar envio', or is removed (docs/product/art-page.md).
 */
export const FILE_KINDS = ['attachment', 'delivery', 'die_line', 'delivery_draft'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Where a stored file's preview images stand (server/previews): made in the background. */
export const PREVIEW_STATUSES = ['pending', 'ready', 'unavailable', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** A page comparison's state ('Comparar versões'): computing, stored, or failed (retried). */
export const COMPARE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type CompareStatus = (typeof COMPARE_STATUSES)[number];

/** A proof comment's state: open until the studio (or the client) marks it resolved. */
export const PROOF_COMMENT_STATES = ['aberto', 'resolvido'] as const;
export type ProofCommentState = (typeof PROOF_COMMENT_STATES)[number];
export const PROOF_COMMENT_MAX_LENGTH = 2000;
