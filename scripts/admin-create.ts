// `npm run admin:create -- --email E --password P [--name N]`: creates (or promotes) a studio admin.
// A new admin's password must pass the same strength rule as every account's.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/constants';
import { createAdmin, WeakAdminPasswordError } from '../server/auth/admin-account';
import { loadConfig } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import { startRuntime } from '../server/runtime';
import { exitWithError } from './exit-with-error';
import { scriptArgs } from './script-args';

const argsSchema = z.object({
  email: z.email('Informe um e-mail válido com --email'),
  password: z
    .string('Informe a senha com --password')
    .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`),
  name: z.string().min(1).optional(),
});

try {
  const args = scriptArgs(argsSchema);
  loadEnvFile();
  // Only the database matters here: ignore the start-up admin from the environment.
  const runtime = await startRuntime({ ...loadConfig(), admin: undefined }, undefined, {
    jobs: { workers: false },
  });
  const result = await createAdmin(runtime, args).finally(() => runtime.close());
  console.log(
    result.created
      ? `Administrador ${args.email} criado.`
      : `A conta ${args.email} já existia e agora é administradora.`,
  );
} catch (error) {
  // A weak password is a bad argument, like a short one.
  exitWithError(error, error instanceof WeakAdminPasswordError ? 2 : 1);
}
