// The shapes the API answers with for arts, shared by the client's routes and the admin panel's.
// Services return these types; the routes declare these schemas; the SPA's types are generated
// from them (src/lib/api-contract.gen.ts). Dates travel as ISO strings.
import { z } from '@hono/zod-openapi';
import { ART_EVENT_TYPES, ART_STATUSES, ROLES } from '../../common/constants';
import { pageSchema } from '../db/paging';

export const isoDate = z.iso.datetime().openapi({ example: '2026-11-20T13:45:00.000Z' });

export const fileInfoSchema = z
  .strictObject({
    id: z.uuid(),
    originalName: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    /** Delivery version (1, 2 …); null for client attachments. */
    version: z.number().int().nullable(),
    createdAt: isoDate,
    /** GET this to download (owner or admin only). */
    downloadUrl: z.string(),
  })
  .openapi('FileInfo');
export type FileInfo = z.infer<typeof fileInfoSchema>;

export const artEventInfoSchema = z
  .strictObject({
    id: z.uuid(),
    type: z.enum(ART_EVENT_TYPES),
    actor: z.strictObject({ id: z.string(), name: z.string(), role: z.enum(ROLES) }),
    note: z.string().nullable(),
    version: z.number().int().nullable(),
    createdAt: isoDate,
  })
  .openapi('ArtEventInfo');
export type ArtEventInfo = z.infer<typeof artEventInfoSchema>;

const artSummaryShape = {
  id: z.uuid(),
  name: z.string(),
  status: z.enum(ART_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
};

export const artSummarySchema = z.strictObject(artSummaryShape).openapi('ArtSummary');
export type ArtSummary = z.infer<typeof artSummarySchema>;

export const artDetailSchema = z
  .strictObject({
    ...artSummaryShape,
    briefing: z.string(),
    /** The studio's delivery promise: 48 business hours after the request or the last change request. */
    dueAt: isoDate,
    client: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
    attachments: z.array(fileInfoSchema),
    deliveries: z.array(fileInfoSchema),
    /** Oldest first. */
    events: z.array(artEventInfoSchema),
  })
  .openapi('ArtDetail');
export type ArtDetail = z.infer<typeof artDetailSchema>;

/** An art in the client's lists, with its newest delivered file (null before the first one). */
export const artWithDeliverySchema = z
  .strictObject({
    ...artSummaryShape,
    // Not `fileInfoSchema.nullable()`: that wrapper inherits the name FileInfo and the document
    // would then describe every FileInfo as nullable.
    latestDelivery: z.union([fileInfoSchema, z.null()]),
  })
  .openapi('ArtWithDelivery');
export type ArtWithDelivery = z.infer<typeof artWithDeliverySchema>;

/** A client's lists (all their arts, or the delivered ones): one page of ArtWithDelivery. */
export const artWithDeliveryPageSchema = pageSchema(artWithDeliverySchema, 'ArtWithDeliveryPage');

/** The answer to an art request: the new art (or, for a repeated key, the earlier one). */
export const artRequestResultSchema = z
  .strictObject({
    art: artSummarySchema,
    /** The balance after the debit. */
    credit: z.number().int(),
  })
  .openapi('ArtRequestResult');
export type ArtRequestResult = z.infer<typeof artRequestResultSchema>;
