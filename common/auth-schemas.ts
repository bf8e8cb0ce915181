// Sign-up and password rules, shared by the forms and the server's check of the same requests.
import { z } from 'zod';
import { nameText } from './api-types';
import { COMPANY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const TERMS_NOT_ACCEPTED_MESSAGE =
  'Para criar a conta, aceite os Termos de uso e a Política de privacidade.';

/** Every new password's length rule (sign-up, reset, change); the server also rates its strength. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const signUpSchema = z.object({
  // The art name's rule: the company name goes into e-mails line by line, and into every list.
  name: nameText()
    .min(1, 'Informe o nome da empresa.')
    .max(COMPANY_NAME_MAX_LENGTH, 'Nome da empresa muito longo.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Informe um e-mail válido.')),
  password: newPasswordSchema,
  // The 'Li e aceito…' box: the server stores when, and which version (TERMS_VERSION).
  acceptTerms: z.literal(true, { error: TERMS_NOT_ACCEPTED_MESSAGE }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não conferem.';

/** 'Alterar senha' as the server checks it (/api/auth/change-password). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Informe a senha atual.'),
  newPassword: newPasswordSchema,
});

/** The 'Alterar senha' form: the same, and the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmation: z.string() })
  .refine((values) => values.confirmation === values.newPassword, {
    path: ['confirmation'],
    message: PASSWORDS_DIFFER_MESSAGE,
    // Checked even when the password itself breaks a rule, so both messages show at once.
    when: () => true,
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/** A new password to rate before it is sent ('Força da senha' under 'Nova senha'). */
export const passwordStrengthRequestSchema = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
});
