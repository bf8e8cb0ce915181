// POST /api/contact: the public contact form. Validation here, the rules in contact.service.ts.
import { createRoute, z } from '@hono/zod-openapi';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
} from '../../common/contact';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { hasNul } from '../../common/text-rules';
import { apiRouter, errorResponses, jsonBody, jsonResponse } from '../http/contract';
import { submitContactMessage } from './contact.service';

const M = CONTACT_MESSAGES;
const noNul = (value: string) => !hasNul(value);

/** The same rules as common/contact.ts's contactFieldErrors, in the same order of checks. */
export const contactSchema = z.object({
  user_name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(CONTACT_LIMITS.nameMax, M.nameTooLong)
    .refine(noNul, M.invalidCharacter),
  user_email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(CONTACT_LIMITS.emailMax, M.emailTooLong)
    .regex(CONTACT_EMAIL_PATTERN, M.emailInvalid)
    .refine(noNul, M.invalidCharacter),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .min(CONTACT_LIMITS.messageMin, M.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, M.messageTooLong)
    .refine(noNul, M.invalidCharacter),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).refine(noNul, M.invalidCharacter).optional(),
});

const sendContactMessage = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Site'],
  summary: 'Envia uma mensagem pelo formulário de contato',
  description: `Público. Até ${CONTACT_LIMITS.perIpMax} mensagens por endereço a cada ${CONTACT_LIMITS.perIpWindowMinutes} minutos.`,
  request: { body: jsonBody(contactSchema) },
  responses: {
    201: jsonResponse(
      z.strictObject({ ok: z.literal(true) }).openapi('ContactResult'),
      'Mensagem guardada (o e-mail ao estúdio segue depois).',
    ),
    ...errorResponses(400, 429),
  },
});

export function contactRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>) {
  return apiRouter().openapi(sendContactMessage, async (c) => {
    const input = c.req.valid('json');
    const ip = clientIp(c, deps.config.trustProxy);
    // The visitor doesn't wait for the mail server: the message and its notice are stored.
    await submitContactMessage({ db: deps.db, logger: c.get('log') }, input, ip);
    return c.json({ ok: true } as const, 201);
  });
}
