// The contact form's rules, shared by the browser (instant pt-BR feedback) and the server (the
// zod schema that decides). Kept free of zod so the public pages don't download it.
import { hasNul, INVALID_TEXT_MESSAGE } from './text-rules';

export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  /** Messages one address may send in the window below before being asked to wait. */
  perIpMax: 5,
  perIpWindowMinutes: 10,
} as const;

/** Deliberately simple: one @, a dot in the domain, no spaces. The server's mailer does the rest. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The honeypot's field name: hidden from people, tempting to robots. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_MESSAGES = {
  nameRequired: 'Informe o seu nome.',
  nameTooLong: `O nome pode ter no máximo ${CONTACT_LIMITS.nameMax} caracteres.`,
  emailRequired: 'Informe o seu e-mail.',
  emailInvalid: 'Informe um e-mail válido, como nome@empresa.com.br.',
  emailTooLong: `O e-mail pode ter no máximo ${CONTACT_LIMITS.emailMax} caracteres.`,
  messageRequired: 'Escreva a sua mensagem.',
  messageTooShort: `A mensagem precisa ter pelo menos ${CONTACT_LIMITS.messageMin} caracteres.`,
  messageTooLong: `A mensagem pode ter no máximo ${CONTACT_LIMITS.messageMax} caracteres.`,
  invalidCharacter: INVALID_TEXT_MESSAGE,
  rateLimited: `Você enviou muitas mensagens em pouco tempo. Aguarde ${CONTACT_LIMITS.perIpWindowMinutes} minutos e tente novamente, ou fale com a gente pelo WhatsApp.`,
} as const;

export interface ContactInput {
  user_name: string;
  user_email: string;
  message: string;
}

export type ContactField = keyof ContactInput;

/** The answer of POST /api/contact. */
/** Each field's first problem, in pt-BR; an empty object when the input is valid. */
export function contactFieldErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = input.user_name.trim();
  const email = input.user_email.trim();
  const message = input.message.trim();

  if (!name) errors.user_name = CONTACT_MESSAGES.nameRequired;
  else if (name.length > CONTACT_LIMITS.nameMax) errors.user_name = CONTACT_MESSAGES.nameTooLong;
  else if (hasNul(name)) errors.user_name = CONTACT_MESSAGES.invalidCharacter;

  if (!email) errors.user_email = CONTACT_MESSAGES.emailRequired;
  else if (email.length > CONTACT_LIMITS.emailMax)
    errors.user_email = CONTACT_MESSAGES.emailTooLong;
  else if (!CONTACT_EMAIL_PATTERN.test(email)) errors.user_email = CONTACT_MESSAGES.emailInvalid;
  else if (hasNul(email)) errors.user_email = CONTACT_MESSAGES.invalidCharacter;

  if (!message) errors.message = CONTACT_MESSAGES.messageRequired;
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = CONTACT_MESSAGES.messageTooShort;
  else if (message.length > CONTACT_LIMITS.messageMax)
    errors.message = CONTACT_MESSAGES.messageTooLong;
  else if (hasNul(message)) errors.message = CONTACT_MESSAGES.invalidCharacter;

  return errors;
}
