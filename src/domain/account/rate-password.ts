// POST /api/account/password-strength: how the server rates a new password for the signed-in
// account (the rule 'Alterar senha' applies, with the dictionaries that stay on the server).
import { api, unwrap, type ApiSchemas } from '../../lib/api';

export type PasswordRating = ApiSchemas['PasswordStrength'];

export const ratePassword = (password: string, signal?: AbortSignal) =>
  unwrap(api.POST('/api/account/password-strength', { body: { password }, signal }));
