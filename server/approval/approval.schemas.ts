// The approval's answers: the verification verdict (public) and the approval as an art's page
// shows it to its client and to the studio.
import { z } from '@hono/zod-openapi';
import { APPROVAL_CHECK_KEYS } from '../../common/approval';

const isoDate = z.iso.datetime();

export const approvalVerdictSchema = z
  .strictObject({
    /** authentic: the termo stands; replaced: a later version voided it; not_found: no such termo. */
    status: z.enum(['authentic', 'replaced', 'not_found']),
    artName: z.string().nullable(),
    version: z.number().int().nullable(),
    company: z.string().nullable(),
    approvedAt: isoDate.nullable(),
    replacedByVersion: z.number().int().nullable(),
  })
  .openapi('ApprovalVerdict');

export const approvalCheckItemSchema = z
  .strictObject({ key: z.enum(APPROVAL_CHECK_KEYS), label: z.string() })
  .openapi('ApprovalCheckItem');

/** The art's newest approval (in force or voided) as its page shows it. */
export const approvalInfoSchema = z
  .strictObject({
    version: z.number().int().nullable(),
    approvedAt: isoDate,
    approverName: z.string(),
    company: z.string(),
    files: z.array(z.strictObject({ name: z.string(), sha256: z.string() })),
    openPinsAcknowledged: z.boolean(),
    /** Set once the termo is made (a few seconds after the approval). */
    termoReady: z.boolean(),
    /** Voided by a later version: which one. */
    replacedByVersion: z.number().int().nullable(),
  })
  .openapi('ApprovalInfo');
export type ApprovalInfo = z.infer<typeof approvalInfoSchema>;
