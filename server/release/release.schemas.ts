// The shapes the release routes answer with (docs/product/release.md).
import { z } from '@hono/zod-openapi';
import { isoDate, releaseStateSchema } from '../arts/art.schemas';

export { releaseStateSchema };

export const releaseViewSchema = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int(),
    plateMaker: z.strictObject({ name: z.string(), email: z.string() }),
    sentAt: isoDate,
    /** Who pressed 'Enviar para clicheria'. */
    sentBy: z.enum(['client', 'studio']),
    /**
     * The person who sent it (the panel names them: docs/product/companies.md); always answered,
     * optional only so that views written before it still type.
     */
    senderName: z.string().optional(),
    expiresAt: isoDate,
    revokedAt: isoDate.nullable(),
    confirmedAt: isoDate.nullable(),
    linkStatus: z.enum(['active', 'expired', 'revoked']),
    /** Every download through the link, oldest first: a file's name or the ZIP's. */
    downloads: z.array(z.strictObject({ at: isoDate, entry: z.string() })),
  })
  .openapi('ReleaseView');
export type ReleaseView = z.infer<typeof releaseViewSchema>;

export const plateMakerSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    whatsapp: z.string().nullable(),
  })
  .openapi('PlateMaker');

export const artReleaseInfoSchema = z
  .strictObject({
    state: releaseStateSchema,
    /** The client's saved plate makers, by name. */
    plateMakers: z.array(plateMakerSchema),
    /** The brief's 'Clicherista/gráfica', to prefill a new plate maker's name. */
    suggestedPlateMaker: z.string().nullable(),
    /** Every send of this art, newest first. */
    releases: z.array(releaseViewSchema),
  })
  .openapi('ArtReleaseInfo');
export type ArtReleaseInfo = z.infer<typeof artReleaseInfoSchema>;

export const publicReleaseSchema = z
  .strictObject({
    artName: z.string(),
    company: z.string(),
    version: z.number().int(),
    plateMaker: z.string(),
    expiresAt: isoDate,
    confirmedAt: isoDate.nullable(),
    files: z.array(
      z.strictObject({
        key: z.string(),
        name: z.string(),
        /** Null for a file made on request (the ficha técnica). */
        size: z.number().int().nullable(),
        url: z.string(),
      }),
    ),
    zipUrl: z.string(),
  })
  .openapi('PublicRelease');
export type PublicRelease = z.infer<typeof publicReleaseSchema>;

export const receiptSchema = z.strictObject({ confirmedAt: isoDate }).openapi('ReleaseReceipt');
