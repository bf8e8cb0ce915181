// The database schema: better-auth's tables plus the studio's own. One dialect (PostgreSQL) for
// both engines; drizzle-kit turns this file into the committed migrations.
import { sql, type SQL } from 'drizzle-orm';
import { literalList } from './literal';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ADMIN_AUDIT_ACTIONS } from '../../common/api-types';
import { DONE_ART_STATUSES, OPEN_ART_STATUSES } from '../../common/art-status';
import { BRIEF_LIMITS, type StoredBrief } from '../../common/brief';
import { PIECE_TYPE_KEYS, SERVICE_KEYS } from '../../common/brief-labels';
import { COMPANY_ROLES, INVITATION_STATUSES } from '../../common/companies';
import {
  ART_EVENT_TYPES,
  PROOF_COMMENT_STATES,
  ART_STATUSES,
  COMPARE_STATUSES,
  CREDIT_MOVEMENT_KINDS,
  FILE_KINDS,
  PREVIEW_STATUSES,
  ROLES,
} from '../../common/constants';
import { TURNAROUND_DAYS } from '../../common/delivery-promise';
import { MOCKUP_SHAPE_KEYS } from '../../common/mockup';
import type { TechSheet } from '../../common/release-schemas';
import { RUM_DEVICES, RUM_METRICS } from '../../common/rum';
import {
  CHARGE_EVENT_TYPES,
  CHARGE_REASONS,
  CHARGE_STATUSES,
  DEFAULT_PAYMENT_PRICES,
  PAYMENT_LIMITS,
  type CreditPackage,
} from '../../common/payments';
import {
  PREFLIGHT_STATUSES,
  type PreflightCheck,
  type PreflightCheckResult,
  type PreflightSettings,
} from '../../common/preflight';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Lower-case and strip the accents of Portuguese text, in SQL, so that searches are case- and
 * accent-insensitive with an immutable expression (usable in generated columns and indexes) and
 * need no extension. The query side folds its needle with the same expression.
 */
export function foldForSearch(value: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${value}), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')`;
}

// The statuses of arts waiting on the studio and of arts it has delivered: one list each, in
// common/art-status.ts (re-exported for the server's reads and the partial indexes below).
export { DONE_ART_STATUSES, OPEN_ART_STATUSES };

// ---------------------------------------------------------------------------------------------
// better-auth (email + password, admin plugin). `name` holds the company name.
// ---------------------------------------------------------------------------------------------

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Prepaid balance; the CHECK makes a negative balance impossible whatever the code does. */
    credit: integer('credit').notNull().default(0),
    /** Set when the studio deactivates the account; the record itself is kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when the client deleted their account (LGPD): personal data replaced, files removed. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** When the client accepted the terms of use and privacy policy at sign-up, and which version. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    /**
     * The client's CPF or CNPJ, digits (and, for the new alphanumeric CNPJ, capital letters) only,
     * check digits verified (common/tax-id.ts). Asked before a first payment through a provider
     * that needs it (Asaas); erased with the account.
     */
    taxId: text('tax_id'),
    /** The account's Firebase Authentication uid when it came from the previous system (import key). */
    firebaseUid: text('firebase_uid').unique(),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      foldForSearch(sql`${user.name} || ' ' || ${user.email}`),
    ),
    ...timestamps,
  },
  (t) => [
    check('user_credit_non_negative', sql`${t.credit} >= 0`),
    check('user_role_valid', sql`${t.role} in (${literalList(ROLES)})`),
    index('user_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('user_role_created_idx').on(t.role, t.createdAt),
    // The admin's 'Clientes ativos' list, alphabetical: a walk of this index, whatever the size.
    index('user_active_client_search_idx')
      .on(t.searchText, t.id)
      .where(sql`${t.role} = 'client' and ${t.deletedAt} is null`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    /** The organization plugin's open company; the API reads the company from the address. */
    activeOrganizationId: text('active_organization_id'),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so every process shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Companies: better-auth's organization plugin (docs/product/companies.md,
// docs/decisions/0018-companies-on-the-organization-plugin.md). Every account gets its own company
// at creation, with the account's id (a trigger on "user", migration 0037), so every owner_id names
// a company and keeps the value it had when it named an account.
// ---------------------------------------------------------------------------------------------

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set while the studio has the client deactivated (the panel's 'Desativar'): no member's request
   * acts in it; each keeps their other companies (docs/product/companies.md).
   */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
});

const companyRoleList = sql.raw(`array[${COMPANY_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`);

/** A person in a company, with their roles (comma-separated, as the plugin stores several). */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_organization_user_unique').on(t.organizationId, t.userId),
    index('member_user_idx').on(t.userId),
    check(
      'member_roles_valid',
      sql`${t.role} <> '' and string_to_array(${t.role}, ',') <@ ${companyRoleList}`,
    ),
  ],
);

/** An invitation by e-mail to join a company with roles; it expires (7 days). */
export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id),
  },
  (t) => [
    index('invitation_organization_idx').on(t.organizationId),
    index('invitation_email_idx').on(t.email),
    check('invitation_status_valid', sql`${t.status} in (${literalList(INVITATION_STATUSES)})`),
    check(
      'invitation_roles_valid',
      sql`${t.role} is null or (${t.role} <> '' and string_to_array(${t.role}, ',') <@ ${companyRoleList})`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The studio's own tables.
// ---------------------------------------------------------------------------------------------

export const artRequest = pgTable(
  'art_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    name: text('name').notNull(),
    briefing: text('briefing').notNull(),
    status: text('status', { enum: ART_STATUSES }).notNull().default('Solicitado'),
    /**
     * When the studio promised delivery: turnaroundDays business days after the request or the
     * last change request (server/arts/business-hours.ts, addBusinessDays).
     */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The promise dueAt was set with: the studio's setting at the request or change request. */
    turnaroundDays: integer('turnaround_days').notNull().default(TURNAROUND_DAYS.default),
    /** The client's per-submission key, so a double-click creates (and charges) one art. */
    idempotencyKey: text('idempotency_key'),
    /** The Firestore `artes` document id when it came from the previous system (import key). */
    firebaseDocId: text('firebase_doc_id').unique(),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => foldForSearch(artRequest.name)),
    /**
     * The owner's folded name and e-mail (user.search_text), copied by triggers (migration 0006),
     * so the panel's search by client reads art_request's own indexes instead of scanning clients.
     */
    ownerSearch: text('owner_search').notNull().default(''),
    /**
     * The service's brief (common/brief.ts), validated on the way in; null for older and imported
     * arts. A brief stored before services existed has no `service` and is flexo (storedBrief).
     */
    brief: jsonb('brief').$type<StoredBrief>(),
    /** The brief's service, as a column so the admin queue filters on an index; flexo by default. */
    service: text('service', { enum: SERVICE_KEYS })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`coalesce(${artRequest.brief} ->> 'service', 'flexo')`),
    /** The brief's piece type, as a column so the admin queue filters on an index. */
    pieceType: text('piece_type', { enum: PIECE_TYPE_KEYS }).generatedAlwaysAs(
      (): SQL => sql`${artRequest.brief} ->> 'pieceType'`,
    ),
    ...timestamps,
  },
  (t) => [
    check('art_status_valid', sql`${t.status} in (${literalList(ART_STATUSES)})`),
    uniqueIndex('art_owner_name_unique').on(t.ownerId, t.searchName),
    uniqueIndex('art_owner_idempotency_unique').on(t.ownerId, t.idempotencyKey),
    index('art_owner_created_idx').on(t.ownerId, t.createdAt),
    index('art_status_due_idx').on(t.status, t.dueAt),
    index('art_status_created_idx').on(t.status, t.createdAt),
    index('art_search_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('art_owner_search_trgm').using('gin', sql`${t.ownerSearch} gin_trgm_ops`),
    // The admin queue (nearest deadline first) and the finished list (newest first) read these
    // partial indexes in order and stop after a page; a (status, …) index would need a sort
    // across the three statuses. The queue's also carries the folded art and client names, so a
    // search (and its count) is answered from the index alone, without visiting the table.
    index('art_open_due_idx')
      .on(t.dueAt, t.id, t.searchName, t.ownerSearch)
      .where(sql`${t.status} in (${literalList(OPEN_ART_STATUSES)})`),
    // The queue filtered by piece type: the same walk in deadline order, within one piece type.
    index('art_open_piece_due_idx')
      .on(t.pieceType, t.dueAt, t.id)
      .where(sql`${t.status} in (${literalList(OPEN_ART_STATUSES)})`),
    // The queue filtered by service (docs/product/services.md), the same way.
    index('art_open_service_due_idx')
      .on(t.service, t.dueAt, t.id)
      .where(sql`${t.status} in (${literalList(OPEN_ART_STATUSES)})`),
    index('art_done_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in (${literalList(DONE_ART_STATUSES)})`),
  ],
);

/**
 * The studio's 3D-mockup settings of one art (docs/product/mockup-3d.md, common/mockup.ts): shown
 * to the client or not, and the shape and sizes the brief lacks. No row: the defaults (shown,
 * every size from the brief).
 */
export const artMockup = pgTable(
  'art_mockup',
  {
    artId: uuid('art_id')
      .primaryKey()
      .references(() => artRequest.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    shape: text('shape', { enum: MOCKUP_SHAPE_KEYS }),
    diameterMm: doublePrecision('diameter_mm'),
    depthMm: doublePrecision('depth_mm'),
    updatedBy: text('updated_by').references(() => user.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('art_mockup_shape_valid', sql`${t.shape} in (${literalList(MOCKUP_SHAPE_KEYS)})`),
    check(
      'art_mockup_sizes_valid',
      sql`(${t.diameterMm} is null or ${t.diameterMm} between ${sql.raw(String(BRIEF_LIMITS.sizeMinMm))} and ${sql.raw(String(BRIEF_LIMITS.sizeMaxMm))}) and (${t.depthMm} is null or ${t.depthMm} between ${sql.raw(String(BRIEF_LIMITS.sizeMinMm))} and ${sql.raw(String(BRIEF_LIMITS.sizeMaxMm))})`,
    ),
  ],
);

/**
 * How many arts are in each status, kept exact by statement-level triggers on art_request
 * (migration 0004): the admin lists' unsearched totals read this instead of counting 100,000 rows.
 */
export const artStatusCount = pgTable('art_status_count', {
  status: text('status').primaryKey(),
  count: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * How many clients each of the panel's lists holds ('active', 'deactivated'), kept exact by
 * statement-level triggers on "user" (migration 0041): the unsearched clients page reads this
 * instead of counting 10,000 rows on every read.
 */
export const clientListCount = pgTable('client_list_count', {
  list: text('list').primaryKey(),
  count: bigint('n', { mode: 'number' }).notNull().default(0),
});

export const artEvent = pgTable(
  'art_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artId: uuid('art_id')
      .notNull()
      .references(() => artRequest.id),
    type: text('type', { enum: ART_EVENT_TYPES }).notNull(),
    /** Who acted: the client or an admin. */
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    /** Free text carried by the event, e.g. the change a client asked for. */
    note: text('note'),
    /** The delivery version, for 'delivered' events. */
    version: integer('version'),
    /** A change asked after approval: it cost the client one credit (/UserTerms §5). */
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('art_event_type_valid', sql`${t.type} in (${literalList(ART_EVENT_TYPES)})`),
    index('art_event_art_idx').on(t.artId, t.createdAt),
    index('art_event_actor_idx').on(t.actorId, t.createdAt),
    // 'Indicadores': the deliveries of a period (docs/product/indicators.md).
    index('art_event_type_created_idx').on(t.type, t.createdAt, t.artId, t.version),
  ],
);

export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    artId: uuid('art_id').references(() => artRequest.id),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    /** Delivery version (1, 2 …); null for client attachments. */
    version: integer('version'),
    /**
     * The studio's note to the client for a delivery (plain text), shown on the version; required
     * when the delivery was confirmed over a pre-flight that failed (its explanation).
     */
    note: text('note'),
    /**
     * When the studio withdrew this delivered version (it was awaiting approval) and why, as the
     * client was told; null for a version never withdrawn. The version stays in the history.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnNote: text('withdrawn_note'),
    /**
     * The studio's technical fields of a delivery (common/release.ts TechSheet), filled at
     * 'Confirmar envio': the ficha técnica of the release package reads them. Null: none given.
     */
    techSheet: jsonb('tech_sheet').$type<TechSheet>(),
    /**
     * For a client attachment sent with a change request: that request's event. Null for the
     * references sent with the art request and for deliveries.
     */
    eventId: uuid('event_id').references(() => artEvent.id),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stored_file_kind_valid', sql`${t.kind} in (${literalList(FILE_KINDS)})`),
    check('stored_file_size_non_negative', sql`${t.size} >= 0`),
    index('stored_file_art_idx').on(t.artId, t.kind, t.version),
    index('stored_file_event_idx').on(t.eventId),
    uniqueIndex('stored_file_art_version_unique')
      .on(t.artId, t.version)
      .where(sql`${t.kind} = 'delivery'`),
    // The hourly sweep of drafts never confirmed (server/files/orphan-sweeper.ts): usually none.
    index('stored_file_draft_created_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'delivery_draft'`),
  ],
);

/** One preview page's size in pixels (its image is `{keyPrefix}page-{n}.webp`). */
export interface PreviewPage {
  width: number;
  height: number;
}

/**
 * A stored file's derived preview images (server/previews): made in the background after the
 * upload, stored beside the original under `{storageKey}.preview/`, gone with it (cascade; the
 * orphan sweeper removes the images of a file whose row is gone).
 */
export const filePreview = pgTable(
  'file_preview',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    /** The stored file's owner (who may see the previews, with admins). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    status: text('status', { enum: PREVIEW_STATUSES }).notNull().default('pending'),
    /** Pages rendered (PDF: at most the first PREVIEW_MAX_PAGES); images have one. */
    pages: jsonb('pages')
      .$type<PreviewPage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Pages in the source document, which may be more than were rendered. */
    sourcePages: integer('source_pages'),
    keyPrefix: text('key_prefix'),
    /** Why a preview is unavailable (a known case) or failed (kept for the admin). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('file_preview_status_valid', sql`${t.status} in (${literalList(PREVIEW_STATUSES)})`),
    index('file_preview_owner_idx').on(t.ownerId),
  ],
);

/**
 * The difference between one page of two stored files' previews ('Comparar versões'):
 * computed once per pair and page by the compare-pages job, its image stored beside the second
 * file's previews (`{storageKey}.preview/compare-{fromFileId}-p{page}.webp`).
 */
export const previewCompare = pgTable(
  'preview_compare',
  {
    fromFileId: uuid('from_file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    toFileId: uuid('to_file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    status: text('status', { enum: COMPARE_STATUSES }).notNull().default('pending'),
    /** Share of the page's pixels that changed, 0–100. */
    changedPercent: doublePrecision('changed_percent'),
    /** The difference image's size (the first file's page). */
    width: integer('width'),
    height: integer('height'),
    imageKey: text('image_key'),
    /** Why the last attempt failed (kept for the logs and the admin). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.fromFileId, t.toFileId, t.page] }),
    check('preview_compare_status_valid', sql`${t.status} in (${literalList(COMPARE_STATUSES)})`),
    check('preview_compare_page_positive', sql`${t.page} >= 1`),
    index('preview_compare_to_idx').on(t.toFileId),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company whose balance moved (its id, as every owner_id: docs/design.md, Ownership). */
    userId: text('user_id')
      .notNull()
      .references(() => organization.id),
    kind: text('kind', { enum: CREDIT_MOVEMENT_KINDS }).notNull(),
    /** Signed movement: positive for grants, negative for debits and expiries. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    note: text('note'),
    artId: uuid('art_id').references(() => artRequest.id),
    /** The charge a 'purchase' or 'refund' row settles (docs/product/payments.md). */
    chargeId: uuid('charge_id').references((): AnyPgColumn => charge.id),
    /** Who caused it: the admin for a grant, the client for a debit, null for the monthly expiry. */
    actorId: text('actor_id').references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One purchase row per charge: a confirmation that runs twice cannot credit twice.
    uniqueIndex('credit_ledger_purchase_charge_unique')
      .on(t.chargeId)
      .where(sql`${t.kind} = 'purchase'`),
    check('credit_kind_valid', sql`${t.kind} in (${literalList(CREDIT_MOVEMENT_KINDS)})`),
    check('credit_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    // 'Indicadores': a period's movements by kind, read from the index alone.
    index('credit_ledger_created_idx').on(t.createdAt, t.kind, t.amount, t.userId),
  ],
);

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once the studio's mailbox accepted the notification; null while SMTP is off or failing. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_created_idx').on(t.createdAt)],
);

/**
 * Every e-mail the product sends: written in the transaction of the change it reports, then
 * delivered by the mail-delivery job (server/mail/). Kept so a developer without SMTP can read it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** Extra headers (List-Unsubscribe…), as sent. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What the message reports (a NOTIFICATION_KINDS value, or 'password_reset'…), for reading. */
    kind: text('kind'),
    /** A per-recipient, per-period key (the digest of one day…): a second write is skipped. */
    dedupeKey: text('dedupe_key').unique(),
    /** The contact message it reports: marked mailed when this is delivered. */
    contactMessageId: uuid('contact_message_id'),
    /** When a mail-delivery job was sent for it (null: never, the sweep sends one). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** A delivery in progress holds the row until then (two workers never send it at once). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's reason; kept when delivery is given up (failed_at). */
    error: text('error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * 'Reenviar' in the panel's E-mails page (server/mail/mail-admin.service.ts): the copy queued
     * for this failed message, and when. A message is resent once; its copy may be resent again.
     */
    resentId: uuid('resent_id').references((): AnyPgColumn => mailOutbox.id),
    resentAt: timestamp('resent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    // The E-mails page's 'Com falha' tab, newest first: a handful of rows among thousands.
    index('mail_outbox_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.failedAt} is not null`),
    // The dispatch and the sweep read the rows never handed to the queue: usually none.
    index('mail_outbox_unqueued_idx')
      .on(t.createdAt)
      .where(sql`${t.queuedAt} is null and ${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * A client's WhatsApp opt-in (docs/product/whatsapp.md): one switch for every optional
 * notification kind, and the number in E.164 ('+5571999998888'). Used only while
 * WHATSAPP_ENABLED is on.
 */
export const whatsappPreference = pgTable('whatsapp_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id),
  phone: text('phone'),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * WhatsApp template messages waiting or sent: written by notify in the event's transaction and
 * delivered by the whatsapp-delivery job, with the same claim-then-send columns as mail_outbox.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id),
    /** E.164, as stored in the preference when the event happened. */
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    /** The template approved in Meta's WhatsApp Manager, and its body parameters in order. */
    template: text('template').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    dedupeKey: text('dedupe_key').unique(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Cloud API's message id ('wamid.…'), once accepted. */
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_outbox_unqueued_idx')
      .on(t.createdAt)
      .where(sql`${t.queuedAt} is null and ${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** The in-app notifications (the bell): one row per recipient, written with the change. */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id),
    /**
     * The company the notice is about (the bell lists a person's own in the open company); null
     * for the studio's and for notices before companies had several people.
     */
    companyId: text('company_id').references(() => organization.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    artId: uuid('art_id').references(() => artRequest.id),
    text: text('text').notNull(),
    /** One notice per key (the month's credit-expiry notice): a second write is skipped. */
    dedupeKey: text('dedupe_key').unique(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_recipient_idx').on(t.recipientId, t.createdAt),
    index('notification_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** The e-mail kinds a client turned off (absent: on). */
export const notificationOptOut = pgTable(
  'notification_opt_out',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The admins' audit trail: one row per admin action (start, delivery, credit grant,
 * deactivation), with who, what and when. Art actions also leave art_event rows and grants a
 * ledger row; this table is the one place that lists them all, and the only record of a
 * deactivation.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    /** The client concerned: the deactivated or credited account, or the art's owner. */
    clientId: text('client_id').references(() => user.id),
    artId: uuid('art_id').references(() => artRequest.id),
    details: jsonb('details')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_audit_action_valid', sql`${t.action} in (${literalList(ADMIN_AUDIT_ACTIONS)})`),
    index('admin_audit_client_idx').on(t.clientId, t.createdAt),
    index('admin_audit_actor_idx').on(t.actorId, t.createdAt),
    index('admin_audit_created_idx').on(t.createdAt),
  ],
);

/**
 * The studio's pre-flight thresholds (common/preflight.ts): one row (id 1), absent until the
 * studio first saves them, read through preflightSettingsOf (defaults when absent).
 */
export const preflightSettings = pgTable(
  'preflight_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<PreflightSettings>().notNull(),
    updatedBy: text('updated_by').references(() => user.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('preflight_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The studio's own settings (one row, id 1, absent until first saved; read through
 * turnaroundDaysOf with the defaults of common/delivery-promise.ts): the delivery promise in
 * business days, set on the panel's 'Prazo de entrega' page.
 */
export const studioSettings = pgTable(
  'studio_settings',
  {
    id: integer('id').primaryKey().default(1),
    turnaroundDays: integer('turnaround_days').notNull().default(TURNAROUND_DAYS.default),
    // 'Preços e pagamentos' (common/payments.ts, server/payments/payment-settings.service.ts):
    // integer centavos; the Pix fields null until saved, read as PIX_KEY, PIX_MERCHANT_NAME and
    // PIX_MERCHANT_CITY meanwhile.
    creditPriceCents: integer('credit_price_cents')
      .notNull()
      .default(DEFAULT_PAYMENT_PRICES.creditPriceCents),
    creditPackages: jsonb('credit_packages')
      .$type<CreditPackage[]>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_PAYMENT_PRICES.packages)}'::jsonb`)),
    approvalFeeCents: integer('approval_fee_cents')
      .notNull()
      .default(DEFAULT_PAYMENT_PRICES.approvalFeeCents),
    pixExpiryMinutes: integer('pix_expiry_minutes')
      .notNull()
      .default(DEFAULT_PAYMENT_PRICES.pixExpiryMinutes),
    pixKey: text('pix_key'),
    pixMerchantName: text('pix_merchant_name'),
    pixMerchantCity: text('pix_merchant_city'),
    updatedBy: text('updated_by').references(() => user.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('studio_settings_single_row', sql`${t.id} = 1`),
    check(
      'studio_settings_turnaround_bounds',
      sql`${t.turnaroundDays} between ${sql.raw(String(TURNAROUND_DAYS.min))} and ${sql.raw(String(TURNAROUND_DAYS.max))}`,
    ),
    check(
      'studio_settings_credit_price_bounds',
      sql`${t.creditPriceCents} between ${sql.raw(String(PAYMENT_LIMITS.creditPriceCents.min))} and ${sql.raw(String(PAYMENT_LIMITS.creditPriceCents.max))}`,
    ),
    check(
      'studio_settings_approval_fee_bounds',
      sql`${t.approvalFeeCents} between ${sql.raw(String(PAYMENT_LIMITS.approvalFeeCents.min))} and ${sql.raw(String(PAYMENT_LIMITS.approvalFeeCents.max))}`,
    ),
    check(
      'studio_settings_pix_expiry_bounds',
      sql`${t.pixExpiryMinutes} between ${sql.raw(String(PAYMENT_LIMITS.pixExpiryMinutes.min))} and ${sql.raw(String(PAYMENT_LIMITS.pixExpiryMinutes.max))}`,
    ),
  ],
);

/**
 * What a client owes or bought (docs/product/payments.md): credits, or an approved art's fee. The
 * amount comes from the server's price list only; the provider's side (txid, its id, the Pix
 * 'copia e cola', expiry) is filled when the charge is registered with it. A payment is recorded
 * once: end_to_end_id is unique, so the same Pix confirmed twice grants once
 * (docs/decisions/0010-payment-providers.md).
 */
export const charge = pgTable(
  'charge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    reason: text('reason', { enum: CHARGE_REASONS }).notNull(),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    /** Credits bought (reason 'credits'); null for a fee. */
    credits: integer('credits'),
    /** The approved art (reason 'approval_fee'). */
    artId: uuid('art_id').references(() => artRequest.id),
    /** Our id sent to the provider (Pix txid: 26–35 letters and digits). */
    txid: text('txid').notNull().unique(),
    /** PAYMENT_PROVIDER when it was registered (null: not yet, e.g. a fee before 'Pagar taxa'). */
    provider: text('provider'),
    providerId: text('provider_id'),
    pixCopiaECola: text('pix_copia_e_cola'),
    payUrl: text('pay_url'),
    /** When its Pix code stops being payable; null until registered with the provider. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The payment that settled it: unique, so one payment settles one charge once. */
    endToEndId: text('end_to_end_id').unique(),
    paidCents: integer('paid_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    /** Credits taken back by the refund (at most those bought and still unspent). */
    creditsRemoved: integer('credits_removed'),
    /** The studio's note on a waiver or a refund (the client reads it). */
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    check('charge_reason_valid', sql`${t.reason} in (${literalList(CHARGE_REASONS)})`),
    check('charge_status_valid', sql`${t.status} in (${literalList(CHARGE_STATUSES)})`),
    check('charge_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'charge_reason_fields',
      sql`(${t.reason} = 'credits' and ${t.credits} > 0 and ${t.artId} is null) or (${t.reason} = 'approval_fee' and ${t.credits} is null and ${t.artId} is not null)`,
    ),
    index('charge_owner_created_idx').on(t.ownerId, t.createdAt),
    index('charge_created_idx').on(t.createdAt),
    index('charge_paid_at_idx').on(t.paidAt),
    // 'Indicadores': the refunds of a period (few rows: a partial index).
    index('charge_refunded_at_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    index('charge_art_idx').on(t.artId),
    // The reconciliation reads the open charges, by expiry.
    index('charge_open_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    // 'Indicadores' reads the fees still owed live (few rows: a partial index).
    index('charge_unpaid_fee_idx')
      .on(t.createdAt)
      .where(sql`${t.reason} = 'approval_fee' and ${t.status} in ('open', 'expired')`),
    // One payable fee per art at a time.
    uniqueIndex('charge_open_fee_unique')
      .on(t.artId)
      .where(sql`${t.reason} = 'approval_fee' and ${t.status} = 'open'`),
  ],
);

/** A charge's history: created, paid, expired, refunded, waived, and refused read-backs. */
export const chargeEvent = pgTable(
  'charge_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charge.id),
    type: text('type', { enum: CHARGE_EVENT_TYPES }).notNull(),
    /** The admin or client who acted; null for the provider and the jobs. */
    actorId: text('actor_id').references(() => user.id),
    note: text('note'),
    details: jsonb('details')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('charge_event_type_valid', sql`${t.type} in (${literalList(CHARGE_EVENT_TYPES)})`),
    index('charge_event_charge_idx').on(t.chargeId, t.createdAt),
  ],
);

/**
 * The data migrations already applied (server/db/data-migrations.ts): steps in code, run once at
 * start-up after the SQL migrations, each recorded in its own transaction.
 */
export const dataMigration = pgTable('data_migration', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface AcceptedPreflightWarning {
  check: PreflightCheck;
  note: string;
  /** The admin who accepted it. */
  by: string;
  at: string;
}

/**
 * The pre-flight of one stored file (a delivery, or a client's PDF reference for information):
 * pending until the delivery-preflight job writes its checks; failed when the analysis itself
 * could not run (never read as a pass). Counts are kept beside the checks for the summaries.
 */
export const preflightReport = pgTable(
  'preflight_report',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PREFLIGHT_STATUSES }).notNull().default('pending'),
    checks: jsonb('checks')
      .$type<PreflightCheckResult[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    approvedCount: integer('approved_count').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    acceptedWarnings: jsonb('accepted_warnings')
      .$type<AcceptedPreflightWarning[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why the last run failed (a timeout, a crash): for the logs and the studio. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'preflight_report_status_valid',
      sql`${t.status} in (${literalList(PREFLIGHT_STATUSES)})`,
    ),
    // The catch-up job looks for reports left pending.
    index('preflight_report_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Proofing: a pin on one page of a delivered version (x, y and an optional w, h as
 * fractions 0–1 of the page), numbered per version, or a reply to a pin (parentId set, no place).
 * The art's owner is copied (ownerId), as on every row a client reads (docs/design.md, ownership).
 */
export const proofComment = pgTable(
  'proof_comment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artId: uuid('art_id')
      .notNull()
      .references(() => artRequest.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    /** The delivered version's stored file, and its number (what the client looked at). */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFile.id),
    version: integer('version').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => proofComment.id),
    /** Per version, 1, 2 …; null for replies. */
    number: integer('number'),
    page: integer('page'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    w: doublePrecision('w'),
    h: doublePrecision('h'),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id),
    text: text('text').notNull(),
    state: text('state', { enum: PROOF_COMMENT_STATES }).notNull().default('aberto'),
    /** The change request (its art_event) that carried this pin to the studio. */
    changeEventId: uuid('change_event_id').references(() => artEvent.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proof_comment_state_valid', sql`${t.state} in (${literalList(PROOF_COMMENT_STATES)})`),
    check(
      'proof_comment_pin_or_reply',
      sql`(${t.parentId} is null and ${t.number} is not null and ${t.page} >= 1 and ${t.x} between 0 and 1 and ${t.y} between 0 and 1) or (${t.parentId} is not null and ${t.number} is null)`,
    ),
    check(
      'proof_comment_box_valid',
      sql`(${t.w} is null and ${t.h} is null) or (${t.w} between 0 and 1 and ${t.h} between 0 and 1)`,
    ),
    check('proof_comment_text_length', sql`char_length(${t.text}) between 1 and 2000`),
    uniqueIndex('proof_comment_pin_number_unique')
      .on(t.fileId, t.number)
      .where(sql`${t.parentId} is null`),
    index('proof_comment_art_idx').on(t.artId, t.version),
    index('proof_comment_parent_idx').on(t.parentId),
    index('proof_comment_change_idx').on(t.changeEventId),
  ],
);

/**
 * Real-user speed (docs/product/real-user-speed.md): per day (the studio's calendar), page (its
 * route pattern, never an address with ids), device class and metric, how many visits reported it
 * and a fixed histogram of their values (server/rum/histogram.ts), with the elements most often
 * responsible (CSS selector → count, at most RUM_LIMITS.elementsPerRow). No visitor is in it: one
 * row stands for any number of visits, and rows older than RUM_LIMITS.daysKept are deleted.
 * `in_window`: the day is still counted in rum_summary.
 */
export const rumDaily = pgTable(
  'rum_daily',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    device: text('device', { enum: RUM_DEVICES }).notNull(),
    metric: text('metric', { enum: RUM_METRICS }).notNull(),
    count: integer('count').notNull(),
    buckets: integer('buckets').array().notNull(),
    elements: jsonb('elements').$type<Record<string, number>>().notNull().default({}),
    inWindow: boolean('in_window').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.page, t.device, t.metric] }),
    check('rum_daily_device_valid', sql`${t.device} in (${literalList(RUM_DEVICES)})`),
    check('rum_daily_metric_valid', sql`${t.metric} in (${literalList(RUM_METRICS)})`),
    check('rum_daily_count_positive', sql`${t.count} > 0`),
    index('rum_daily_in_window_idx')
      .on(t.day)
      .where(sql`${t.inWindow}`),
  ],
);

/**
 * The sum of rum_daily's rows still in the panel's window (the last RUM_LIMITS.daysShown days),
 * kept as reports arrive: the panel reads one row per page, device and metric instead of one per
 * day. Days that leave the window are taken out by the hourly job (server/rum/rum.job.ts), and the
 * panel takes out the ones it has not reached yet, so the figures are exact at any hour.
 */
export const rumSummary = pgTable(
  'rum_summary',
  {
    page: text('page').notNull(),
    device: text('device', { enum: RUM_DEVICES }).notNull(),
    metric: text('metric', { enum: RUM_METRICS }).notNull(),
    count: integer('count').notNull(),
    buckets: integer('buckets').array().notNull(),
    elements: jsonb('elements').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.page, t.device, t.metric] }),
    check('rum_summary_count_not_negative', sql`${t.count} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// 'Indicadores' (docs/product/indicators.md): each art's delivery cycles and outcome, derived from
// its events by server/indicators/art-facts.service.ts, so the panel's figures are sums and
// percentiles over indexed rows instead of a walk through every event with the business clock.
// ---------------------------------------------------------------------------------------------

export const ART_CYCLE_KINDS = ['request', 'change'] as const;

/**
 * One promise the studio made: a request (or a change request) and the delivery that answered it.
 * `dueAt` is addBusinessDays(startedAt, the art's turnaroundDays); `businessMs` the business time
 * it took (businessMsBetween), null while the cycle is open.
 */
export const artCycle = pgTable(
  'art_cycle',
  {
    artId: uuid('art_id')
      .notNull()
      .references(() => artRequest.id, { onDelete: 'cascade' }),
    /** 0 for the request, then 1, 2 … for each change request. */
    seq: integer('seq').notNull(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind', { enum: ART_CYCLE_KINDS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    businessMs: bigint('business_ms', { mode: 'number' }),
    /** A change asked after the art was approved (a paid change). */
    afterApproval: boolean('after_approval').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.artId, t.seq] }),
    check('art_cycle_kind_valid', sql`${t.kind} in (${literalList(ART_CYCLE_KINDS)})`),
    index('art_cycle_due_idx').on(t.dueAt, t.deliveredAt, t.ownerId),
    index('art_cycle_delivered_idx').on(t.deliveredAt, t.kind, t.businessMs, t.ownerId),
  ],
);

/** One art's milestones: requested, first delivered, first approved, change rounds before it. */
export const artFact = pgTable(
  'art_fact',
  {
    artId: uuid('art_id')
      .primaryKey()
      .references(() => artRequest.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    firstDeliveredAt: timestamp('first_delivered_at', { withTimezone: true }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** Change requests before the first approval (0: right first time, once approved). */
    roundsBeforeApproval: integer('rounds_before_approval').notNull().default(0),
  },
  (t) => [
    index('art_fact_requested_idx').on(t.requestedAt, t.ownerId),
    index('art_fact_delivered_idx').on(t.firstDeliveredAt, t.ownerId),
    index('art_fact_approved_idx').on(t.firstApprovedAt, t.ownerId, t.roundsBeforeApproval),
  ],
);

/**
 * Arts whose events changed since their facts were last derived (filled by a trigger). A mark per
 * writing statement, not one per art: with a unique key a writer's mark would wait for a refresh
 * holding the art's old mark, and two such waits can deadlock (migration 0036).
 */
export const artFactStale = pgTable('art_fact_stale', { artId: uuid('art_id').notNull() }, (t) => [
  index('art_fact_stale_art_idx').on(t.artId),
]);

/**
 * One studio day's (America/Bahia) figures for 'Indicadores', per client and, under owner_id '',
 * for every client (docs/decisions/0015-indicators-from-derived-cycles.md): the counts and sums of
 * the rows whose own moment fell on that day, and the turnaround of the cycles delivered that day as
 * a histogram of 15-minute buckets of business time, each bucket with its count and the sum of its
 * durations. Rebuilt from the source rows for the days in indicator_day_stale
 * (server/indicators/indicator-days.service.ts); `dated`: how many art milestones, payments and
 * refunds the day has (a day or client with none is not in the chart or the ranking).
 */
export const indicatorDay = pgTable(
  'indicator_day',
  {
    day: date('day').notNull(),
    ownerId: text('owner_id').notNull(),
    dated: integer('dated').notNull().default(0),
    requested: integer('requested').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    rightFirstTime: integer('right_first_time').notNull().default(0),
    creditsCents: integer('credits_cents').notNull().default(0),
    feesCents: integer('fees_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    due: integer('due').notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
    deliveries: integer('deliveries').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    failedDeliveries: integer('failed_deliveries').notNull().default(0),
    failedChecks: integer('failed_checks').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    granted: integer('granted').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    waivedFees: integer('waived_fees').notNull().default(0),
    waivedFeesCents: integer('waived_fees_cents').notNull().default(0),
    /** [bucket, count, sum of business ms] of the request and change cycles delivered that day. */
    turnaround: jsonb('turnaround')
      .$type<{ request: [number, number, number][]; change: [number, number, number][] }>()
      .notNull()
      .default({ request: [], change: [] }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.day] }),
    // The ranking of clients over a period reads only these columns.
    index('indicator_day_clients_idx').on(
      t.day,
      t.ownerId,
      t.dated,
      t.creditsCents,
      t.feesCents,
      t.refundedCents,
      t.requested,
      t.approved,
    ),
  ],
);

/**
 * What the clients' ranking of 'Indicadores' sums of indicator_day's per-client rows, kept per
 * client and month (indicator_client_month) and per client and year (indicator_client_year),
 * rebuilt for the clients whose days were rebuilt; a period ranks the clients from signed year,
 * month and day rows (docs/decisions/0015-indicators-from-derived-cycles.md).
 */
const rankingSums = () => ({
  ownerId: text('owner_id').notNull(),
  dated: integer('dated').notNull(),
  requested: integer('requested').notNull(),
  approved: integer('approved').notNull(),
  receivedCents: integer('received_cents').notNull(),
});
/** The ranking's key and sums, in one covering index (the ranking reads nothing else). */
const rankingKeys = (
  name: string,
  period: AnyPgColumn,
  t: { [K in keyof ReturnType<typeof rankingSums>]: AnyPgColumn },
) => [
  primaryKey({ columns: [period, t.ownerId] }),
  index(name).on(period, t.ownerId, t.dated, t.receivedCents, t.requested, t.approved),
];

/** Per studio month, summed from the month's days. */
export const indicatorClientMonth = pgTable(
  'indicator_client_month',
  {
    /** The month's first day. */
    month: date('month').notNull(),
    ...rankingSums(),
  },
  (t) => rankingKeys('indicator_client_month_rank_idx', t.month, t),
);

/** Per calendar year, summed from the year's months. */
export const indicatorClientYear = pgTable(
  'indicator_client_year',
  {
    /** The year's first day. */
    year: date('year').notNull(),
    ...rankingSums(),
  },
  (t) => rankingKeys('indicator_client_year_rank_idx', t.year, t),
);

/**
 * Studio days whose indicator_day rows must be rebuilt (filled by triggers, migration 0033): a mark
 * per writing statement, never waiting on another transaction's mark (as art_fact_stale).
 */
export const indicatorDayStale = pgTable(
  'indicator_day_stale',
  { day: date('day').notNull() },
  (t) => [index('indicator_day_stale_day_idx').on(t.day)],
);

/** One delivered file as the approval record keeps it (its SHA-256 at approval). */
export interface ApprovedFile {
  fileId: string;
  name: string;
  size: number;
  sha256: string;
}

/** One preview page's image as the termo lists it. */
export interface ApprovedPreviewPage {
  page: number;
  sha256: string;
}

/** The approved version's pre-flight as it stood at approval (null when it had none). */
export interface ApprovedPreflight {
  status: string;
  approved: number;
  warnings: number;
  failed: number;
  skipped: number;
}

/**
 * A client's approval with its proof (docs/product/approval.md, docs/decisions/0011-approval-record.md): what was
 * approved (the version, its files' and preview's SHA-256, the brief and pre-flight as they were),
 * by whom, when and from where, what they confirmed, and the 'Termo de aprovação' made from it
 * (stored under `approvals/…`, its SHA-256 kept). Written once; a later version voids it
 * (`voided_at`, `replaced_by_version`), and the art waits for approval again.
 */
export const artApproval = pgTable(
  'art_approval',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artId: uuid('art_id')
      .notNull()
      .references(() => artRequest.id),
    /** The art's owner, as on every row a client reads. */
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    /** Null only for an art without a delivered version (imported without its file). */
    version: integer('version'),
    /** The public verification code ('AP-XXXX-XXXX-XXXX'), printed and in the termo's QR code. */
    code: text('code').notNull().unique(),
    files: jsonb('files').$type<ApprovedFile[]>().notNull(),
    /** The preview images' SHA-256, read when the termo is made; null until then. */
    previewPages: jsonb('preview_pages').$type<ApprovedPreviewPage[]>(),
    brief: jsonb('brief').$type<StoredBrief>(),
    preflight: jsonb('preflight').$type<ApprovedPreflight>(),
    approverName: text('approver_name').notNull(),
    approverEmail: text('approver_email').notNull(),
    company: text('company').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    termsVersion: text('terms_version').notNull(),
    /** The checklist as the client ticked it (each item's key and the words they read). */
    checklist: jsonb('checklist').$type<{ key: string; label: string }[]>().notNull(),
    /** Pins still open on the version when it was approved, and the deliberate box for them. */
    openPins: jsonb('open_pins').$type<{ number: number; text: string }[]>().notNull(),
    openPinsAcknowledged: boolean('open_pins_acknowledged').notNull().default(false),
    /** Whether the client approved from the 3D mockup (it was shown to them), printed on the termo. */
    mockupShown: boolean('mockup_shown').notNull().default(false),
    termoStorageKey: text('termo_storage_key'),
    termoSha256: text('termo_sha256'),
    termoSize: integer('termo_size'),
    termoMadeAt: timestamp('termo_made_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    replacedByVersion: integer('replaced_by_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('art_approval_art_idx').on(t.artId, t.createdAt),
    // At most one approval in force per art.
    uniqueIndex('art_approval_current_unique')
      .on(t.artId)
      .where(sql`${t.voidedAt} is null`),
    index('art_approval_termo_sha_idx').on(t.termoSha256),
  ],
);

// ---------------------------------------------------------------------------------------------
// Release to the plate maker (docs/product/release.md).
// ---------------------------------------------------------------------------------------------

/** A client's saved plate makers ('clicherias'): picked again on the next release. */
export const plateMaker = pgTable(
  'plate_maker',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    name: text('name').notNull(),
    /** Lower case: one saved plate maker per address. */
    email: text('email').notNull(),
    whatsapp: text('whatsapp'),
    ...timestamps,
  },
  (t) => [uniqueIndex('plate_maker_owner_email_unique').on(t.ownerId, t.email)],
);

/**
 * One release package sent to one plate maker: the approved version, who it went to (as it was
 * then), and a link that opens it without an account. Only the SHA-256 of the link's token is
 * kept; the link ends at expires_at or when the studio revokes it. The receipt is recorded once.
 */
export const artRelease = pgTable(
  'art_release',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artId: uuid('art_id')
      .notNull()
      .references(() => artRequest.id),
    /** The art's owner, so a client's reads check one column (docs/design.md, Ownership). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => organization.id),
    version: integer('version').notNull(),
    /** The approved version's delivered file. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFile.id),
    plateMakerId: uuid('plate_maker_id').references(() => plateMaker.id),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => user.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    sentBy: text('sent_by')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('art_release_art_idx').on(t.artId, t.createdAt)],
);

/** What happened through a release link: each download (a file or the ZIP) and the receipt. */
export const artReleaseEvent = pgTable(
  'art_release_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => artRelease.id),
    type: text('type', { enum: ['downloaded', 'confirmed'] }).notNull(),
    /** For a download: what was taken (a file's name, or the ZIP's). */
    entry: text('entry'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('art_release_event_type_valid', sql`${t.type} in ('downloaded', 'confirmed')`),
    index('art_release_event_release_idx').on(t.releaseId, t.createdAt),
  ],
);
