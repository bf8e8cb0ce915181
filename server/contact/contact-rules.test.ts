// The browser's contact checks and the server's zod schema must agree on every input.
import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.routes';
import { CONTACT_LIMITS, contactFieldErrors, type ContactInput } from '../../common/contact';

const valid: ContactInput = {
  user_name: 'Ana',
  user_email: 'ana@exemplo.com.br',
  message: 'Quero um orçamento de rótulos.',
};

const cases: ContactInput[] = [
  valid,
  { ...valid, user_name: '' },
  { ...valid, user_name: '  ' },
  { ...valid, user_name: 'n'.repeat(CONTACT_LIMITS.nameMax) },
  { ...valid, user_name: 'n'.repeat(CONTACT_LIMITS.nameMax + 1) },
  { ...valid, user_email: '' },
  { ...valid, user_email: 'ana' },
  { ...valid, user_email: 'ana@exemplo' },
  { ...valid, user_email: 'ana @exemplo.com' },
  { ...valid, user_email: ` ${valid.user_email} ` },
  { ...valid, message: '' },
  { ...valid, message: 'curta' },
  { ...valid, message: 'm'.repeat(CONTACT_LIMITS.messageMin) },
  { ...valid, message: 'm'.repeat(CONTACT_LIMITS.messageMax + 1) },
  { user_name: '', user_email: 'x', message: '' },
  { ...valid, user_name: 'An\u0000a' },
  { ...valid, user_email: 'an\u0000a@exemplo.com.br' },
  { ...valid, message: 'Quero um orçamento\u0000.' },
  { ...valid, message: 'curt\u0000' },
];

describe('contact rules', () => {
  it.each(cases.map((c, i) => [i, c] as const))(
    'browser and server agree (case %i)',
    (_, input) => {
      const browser = contactFieldErrors(input);
      const server = contactSchema.safeParse(input);
      expect(Object.keys(browser).length === 0).toBe(server.success);
      if (!server.success) {
        // The server reports the first problem; the browser must name the same one for that field.
        const first = server.error.issues[0];
        const field = first?.path[0] as keyof ContactInput;
        expect(browser[field]).toBe(first?.message);
      }
    },
  );
});
