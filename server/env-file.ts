// Reads the optional `.env` file (beside package.json, or in the folder given) into the
// environment, for the entry points only (server start, `npm run dev`, admin:create, seed:demo);
// server/config.ts stays a pure parse of whatever environment it is handed, so tests pass their own.
// A variable already set in the real environment wins over the file: a service manager or a
// one-off `PORT=4000 npm start` can always override it. ENV_FILE (in the real environment) names
// another file, or `off` for none: the browser-test server sets it so a developer's .env (their
// DATABASE_URL, say) never reaches a test run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { config } from 'dotenv';
import { ConfigError } from './config';

/**
 * Loads `<dir>/.env` (or `$ENV_FILE`) into `env` (process.env by default) without overriding what
 * is set. Answers the file read, or undefined when there is none (it is optional) or ENV_FILE=off.
 */
export function loadEnvFile(
  options: { dir?: string; env?: Record<string, string | undefined> } = {},
): string | undefined {
  const env = options.env ?? process.env;
  const named = env.ENV_FILE?.trim();
  if (named === 'off') return undefined;
  const dir = options.dir ?? process.cwd();
  const file = path.resolve(dir, named || '.env');
  if (!existsSync(file)) {
    // A file asked for by name must exist: a typo should not silently start with defaults.
    if (named) throw new ConfigError(`ENV_FILE: o arquivo ${file} não existe.`);
    return undefined;
  }
  const result = config({
    path: file,
    processEnv: env,
    override: false,
    quiet: true,
  });
  if (result.error) {
    throw new ConfigError(`Não foi possível ler ${file}: ${result.error.message}`);
  }
  return file;
}
