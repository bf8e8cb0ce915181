// One message of the mail outbox as the panel's 'E-mails' page lists it (no text: see
// mail-admin.service.ts).
import { z } from '@hono/zod-openapi';
import { MAIL_STATES } from '../../common/mail-states';
import { isoDate } from '../arts/art.schemas';
import { pageSchema } from '../db/paging';

export const adminMailRowSchema = z
  .strictObject({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    /** sent: delivered; pending: waiting or being retried; failed: given up (see `error`). */
    state: z.enum(MAIL_STATES),
    createdAt: isoDate,
    sentAt: isoDate.nullable(),
    failedAt: isoDate.nullable(),
    attempts: z.number().int(),
    /** The last failure's reason (also while retrying). */
    error: z.string().nullable(),
    /** When 'Reenviar' queued a copy of this failed message (null: never). */
    resentAt: isoDate.nullable(),
  })
  .openapi('AdminMailRow');
export type AdminMailRow = z.infer<typeof adminMailRowSchema>;
export const adminMailPageSchema = pageSchema(adminMailRowSchema, 'AdminMailPage');
