// The shapes of the proofing API: pins on a delivered version and their replies.
import { z } from '@hono/zod-openapi';
import { PROOF_COMMENT_MAX_LENGTH, PROOF_COMMENT_STATES, ROLES } from '../../common/constants';
import { isoDate } from '../arts/art.schemas';

const fraction = (label: string) =>
  z
    .number({ error: `${label} deve estar entre 0 e 1.` })
    .min(0, `${label} deve estar entre 0 e 1.`)
    .max(1, `${label} deve estar entre 0 e 1.`);

export const PROOF_COMMENT_TEXT_MESSAGE = `Escreva o comentário (até ${PROOF_COMMENT_MAX_LENGTH} caracteres).`;

const commentText = z
  .string({ error: PROOF_COMMENT_TEXT_MESSAGE })
  .trim()
  .min(1, PROOF_COMMENT_TEXT_MESSAGE)
  .max(PROOF_COMMENT_MAX_LENGTH, PROOF_COMMENT_TEXT_MESSAGE);

export const addPinSchema = z
  .strictObject({
    version: z.number({ error: 'Versão inválida.' }).int().min(1, 'Versão inválida.'),
    page: z.number({ error: 'Página inválida.' }).int().min(1, 'Página inválida.'),
    x: fraction('A posição horizontal'),
    y: fraction('A posição vertical'),
    w: fraction('A largura').optional(),
    h: fraction('A altura').optional(),
    text: commentText,
  })
  .refine((v) => (v.w === undefined) === (v.h === undefined), {
    message: 'Informe a largura e a altura da área, ou nenhuma das duas.',
  })
  .openapi('AddPinInput');
export type AddPinInput = z.infer<typeof addPinSchema>;

export const replySchema = z.strictObject({ text: commentText }).openapi('ReplyInput');

export const commentsQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Versão inválida.' })
    .int()
    .min(1, 'Versão inválida.')
    .optional()
    .openapi({ param: { name: 'version', in: 'query' }, example: 1 }),
});

const authorSchema = z.strictObject({ id: z.string(), name: z.string(), role: z.enum(ROLES) });

export const proofReplySchema = z
  .strictObject({ id: z.uuid(), author: authorSchema, text: z.string(), createdAt: isoDate })
  .openapi('ProofReply');
export type ProofReply = z.infer<typeof proofReplySchema>;

export const proofPinSchema = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int(),
    number: z.number().int(),
    page: z.number().int(),
    x: z.number(),
    y: z.number(),
    w: z.number().nullable(),
    h: z.number().nullable(),
    text: z.string(),
    state: z.enum(PROOF_COMMENT_STATES),
    author: authorSchema,
    createdAt: isoDate,
    resolvedAt: isoDate.nullable(),
    resolvedBy: authorSchema.nullable(),
    /** The change request (its history event) that carried the pin to the studio, if any. */
    changeEventId: z.uuid().nullable(),
    replies: z.array(proofReplySchema),
  })
  .openapi('ProofPin');
export type ProofPin = z.infer<typeof proofPinSchema>;

export const proofPinListSchema = z
  .strictObject({
    /** The version listed (the newest delivered when none was asked); null before any delivery. */
    version: z.number().int().nullable(),
    pins: z.array(proofPinSchema),
  })
  .openapi('ProofPinList');
export type ProofPinList = z.infer<typeof proofPinListSchema>;
