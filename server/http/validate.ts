// zod validation for route inputs that answers with our error shape and a pt-BR message.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { invalidInput } from '../domain-errors';

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      throw invalidInput(first?.message ?? 'Dados inválidos.');
    }
  });
}
