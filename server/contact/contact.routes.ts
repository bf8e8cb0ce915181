// POST /api/contact: the public contact form. Validation here, the rules in contact.service.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactResult,
} from '../../common/contact';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';
import { hasNul } from '../../common/text-rules';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
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

export function contactRoutes(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>) {
  return new Hono<AppEnv>().post('/contact', validate('json', contactSchema), async (c) => {
    const input = c.req.valid('json');
    const ip = clientIp(c, deps.config.trustProxy);
    const outcome = await submitContactMessage({ ...deps, logger: c.get('log') }, input, ip);
    // The visitor doesn't wait for the mail server: the message is stored already.
    void outcome.delivery;
    return c.json<ContactResult>({ ok: true }, 201);
  });
}
