// The shapes the admin panel's API answers with. Services return these types; the routes declare
// these schemas; the SPA's types are generated from them. Dates travel as ISO strings. Row shapes
// that mirror a table (a contact message) are derived from it with drizzle-zod. A statement line
// is the credits module's (credits.schemas.ts), the audit trail's entry the audit module's.
import { z } from '@hono/zod-openapi';
import { createSelectSchema } from 'drizzle-zod';
import { SERVICE_KEYS } from '../../common/brief-labels';
import { artSummarySchema, fileInfoSchema, isoDate } from '../arts/art.schemas';
import { ledgerEntrySchema } from '../credits/credits.schemas';
import { pageSchema } from '../db/paging';
import { contactMessage } from '../db/schema';
import { releaseStateSchema } from '../release/release.schemas';

const named = z.strictObject({ id: z.string(), name: z.string() });

// ---- arts ----------------------------------------------------------------------------------------

export const adminArtRowSchema = z
  .strictObject({
    ...artSummarySchema.shape,
    client: named,
    dueAt: isoDate,
    /** True when the deadline has passed and the art is still with the studio. */
    overdue: z.boolean(),
    /** When its last version was delivered (the finished lists' 'Data'); null before the first. */
    deliveredAt: isoDate.nullable(),
    /** Where an approved art stands (docs/product/release.md); null before approval. */
    releaseState: releaseStateSchema,
    /** The brief's service (docs/product/services.md); flexo for arts without one. */
    service: z.enum(SERVICE_KEYS),
  })
  .openapi('AdminArtRow');
export type AdminArtRow = z.infer<typeof adminArtRowSchema>;
export const adminArtPageSchema = pageSchema(adminArtRowSchema, 'AdminArtPage');

/** A delivered version and the art it moved to Finalizado. */
export const deliverArtResultSchema = z
  .strictObject({ art: artSummarySchema, delivery: fileInfoSchema })
  .openapi('DeliverArtResult');

/** A file uploaded in the 'Enviar' dialog, waiting for its pre-flight and 'Confirmar envio'. */
export const deliveryDraftSchema = z
  .strictObject({
    /** The draft's id: its pre-flight report is GET /api/admin/files/{id}/preflight. */
    id: z.uuid(),
    file: fileInfoSchema,
    /** The version it would become if confirmed now. */
    nextVersion: z.number().int(),
  })
  .openapi('DeliveryDraft');

export const draftDiscardedSchema = z
  .strictObject({ discarded: z.literal(true) })
  .openapi('DeliveryDraftDiscarded');

// ---- clients -------------------------------------------------------------------------------------

const clientShape = {
  id: z.string(),
  name: z.string(),
  /** '' for an account erased at its owner's request (its placeholder address is never shown). */
  email: z.string(),
  /** The prepaid balance. */
  credit: z.number().int(),
  createdAt: isoDate,
  /** Set when the studio deactivated the account. */
  deactivatedAt: isoDate.nullable(),
};

export const adminClientRowSchema = z
  .strictObject({
    ...clientShape,
    artCount: z.number().int(),
    /** The company's people (docs/product/companies.md), and the names of its administrators. */
    memberCount: z.number().int(),
    administrators: z.array(z.string()),
  })
  .openapi('AdminClientRow');
export type AdminClientRow = z.infer<typeof adminClientRowSchema>;
export const adminClientPageSchema = pageSchema(adminClientRowSchema, 'AdminClientPage');

export const adminClientDetailSchema = z
  .strictObject({
    ...clientShape,
    /** Set when the account was erased at its owner's request (LGPD): it can never be reactivated. */
    anonymizedAt: isoDate.nullable(),
  })
  .openapi('AdminClientDetail');
export type AdminClientDetail = z.infer<typeof adminClientDetailSchema>;

// ---- credits -------------------------------------------------------------------------------------

export const creditGrantResultSchema = z
  .strictObject({
    /** The balance after the grant. */
    credit: z.number().int(),
    entry: ledgerEntrySchema,
  })
  .openapi('CreditGrantResult');
export type CreditGrantResult = z.infer<typeof creditGrantResultSchema>;

// ---- contact messages ----------------------------------------------------------------------------

export const contactMessageRowSchema = z
  .strictObject({
    ...createSelectSchema(contactMessage).pick({ id: true, name: true, email: true, message: true })
      .shape,
    createdAt: isoDate,
    readAt: isoDate.nullable(),
  })
  .openapi('ContactMessageRow');
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;
export const contactMessagePageSchema = pageSchema(contactMessageRowSchema, 'ContactMessagePage');
