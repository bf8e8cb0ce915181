// The shape of one entry of the admins' audit trail, as the client's page in the panel reads it.
import { z } from '@hono/zod-openapi';
import { ADMIN_AUDIT_ACTIONS } from '../../common/api-types';
import { isoDate } from '../arts/art.schemas';
import { pageSchema } from '../db/paging';

const named = z.strictObject({ id: z.string(), name: z.string() });

export const adminAuditEntrySchema = z
  .strictObject({
    id: z.uuid(),
    action: z.enum(ADMIN_AUDIT_ACTIONS),
    /** The admin who acted (the client for their own LGPD requests). */
    actor: named,
    /** The client the action concerned (the art's owner for art actions). */
    client: named.nullable(),
    art: named.nullable(),
    /** Action-specific facts, e.g. `{ amount: 10, balanceAfter: 12 }` or `{ version: 2 }`. */
    details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    createdAt: isoDate,
  })
  .openapi('AdminAuditEntry');
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = pageSchema(adminAuditEntrySchema, 'AdminAuditPage');
