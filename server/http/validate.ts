// zod validation for route inputs that answers with our error shape and a pt-BR message.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { invalidInput } from '../domain-errors';

/**
 * For an issue whose schema gives no message of its own (a number where text was expected, an
 * array for an object): zod's defaults are English ('Invalid input: expected string, received
 * number'). A schema's own message always wins over this one.
 */
export const INVALID_INPUT_MESSAGE = 'Dados inválidos.';

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) {
        const first = result.error.issues[0];
        throw invalidInput(first?.message ?? INVALID_INPUT_MESSAGE);
      }
    },
    {
      // `as never`: the validator names zod's result type through a conditional on the generic
      // schema, which TypeScript cannot resolve here; it is zod's own safeParseAsync result.
      validationFunction: (inner, value) =>
        inner.safeParseAsync(value, { error: () => INVALID_INPUT_MESSAGE }) as never,
    },
  );
}
