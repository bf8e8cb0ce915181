// `npm run test:pg`: the server's tests again, on real PostgreSQL (a fresh database per test file).
// Only the files whose subject reaches the database run again: the rest (dates, parsing, config,
// the HTTP layer, the children…) cannot behave differently on PostgreSQL and ran in `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a test file that opens a database calls (the harness, its factories, or the client). */
const REACHES_DATABASE =
  /createTestContext|contextWith|ForFile\(|openDatabase|startRuntime|TEST_DATABASE_URL/;

/**
 * Files that open a database only to stand the app up: what they test is the HTTP layer, the
 * server-rendered pages or the bounded children (pre-flight, previews, uploads), whose
 * queries are the ordinary ones the other files run on PostgreSQL. They run once, in `npm test`.
 */
const ENGINE_NEUTRAL = new Set([
  'server/files/uploads.stream.test.ts',
  'server/http/api-docs.test.ts',
  'server/http/body-limit.test.ts',
  'server/http/client-ip.api.test.ts',
  'server/http/contract.test.ts',
  'server/http/headers.test.ts',
  'server/http/same-origin.test.ts',
  'server/http/text-input.test.ts',
  'server/preflight/preflight.limits.test.ts',
  'server/previews/previews.test.ts',
  'server/seo/seo.test.ts',
  'server/spa-skip-link.test.ts',
  'server/spa-ssr-text.test.ts',
  'server/spa.test.ts',
]);

export function databaseTestFiles(root = 'server'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(root, file))
    .filter((file) => !ENGINE_NEUTRAL.has(file))
    .filter((file) => REACHES_DATABASE.test(readFileSync(file, 'utf8')))
    .sort();
}

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// `npm run test:pg -- server/arts` narrows the run.
const files = process.argv.slice(2).length ? process.argv.slice(2) : databaseTestFiles();
console.log(`Running ${files.length} server test files on PostgreSQL: ${url}`);
const result = spawnSync(
  process.execPath,
  [path.resolve('node_modules/vitest/vitest.mjs'), 'run', ...files],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
