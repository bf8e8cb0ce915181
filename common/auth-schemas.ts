// Sign-up rules, shared by the 'Criar conta' form and the server's check of the same request.
import { z } from 'zod';
import { nameText } from './api-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const TERMS_NOT_ACCEPTED_MESSAGE =
  'Para criar a conta, aceite os Termos de uso e a Política de privacidade.';

export const signUpSchema = z.object({
  // The art name's rule: the company name goes into e-mails line by line, and into every list.
  name: nameText().min(1, 'Informe o nome da empresa.').max(120, 'Nome da empresa muito longo.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido.')),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
  // The 'Li e aceito…' box: the server stores when, and which version (TERMS_VERSION).
  acceptTerms: z.literal(true, { error: TERMS_NOT_ACCEPTED_MESSAGE }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
