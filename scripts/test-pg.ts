// `npm run test:pg`: the server's tests whose subject is the database's own behaviour, again on real
// PostgreSQL (a fresh database per test file, from the run's migrated template).
//
// PGlite is PostgreSQL's own engine, so a query answers the same on both: `npm test` runs every
// API test on it. What only a PostgreSQL server shows is a pool of connections working at once
// (locks, races, transactions that overlap), its version's SQL, and its migrations run by several
// processes. Those are the subjects of the files below: the database client and migrations, the
// queue, money and credits, sessions and the limits shared between processes, companies and
// their permissions, the central art request, the searches and the indicators' date arithmetic.
// The full set of files that reach a database (`--all`) runs the same way, when a change touches
// many queries. docs/development.md#tests says the same for people.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folders and files that run on PostgreSQL (a folder: every test file under it). */
export const ON_POSTGRESQL = [
  'server/db/',
  'server/jobs/queue.test.ts',
  'server/jobs/fair-share.test.ts',
  'server/credits/',
  'server/payments/',
  'server/statement/',
  'server/outbox/',
  'server/mail/outbox.test.ts',
  'server/companies/',
  'server/auth/company-permissions.test.ts',
  'server/auth/guards.test.ts',
  'server/auth/login-throttle.test.ts',
  'server/auth/session-cache.test.ts',
  'server/auth/session-cookie.test.ts',
  'server/admin/admin-session.test.ts',
  'server/arts/arts.routes.test.ts',
  'server/arts/arts.service.test.ts',
  'server/admin/admin-arts.test.ts',
  'server/admin/admin-clients.test.ts',
  'server/indicators/',
  'server/proofing/proofing-limits.test.ts',
  'server/import/firebase-import.test.ts',
];

/** What a test file that opens a database calls (the harness, its factories, or the client). */
const REACHES_DATABASE =
  /createTestContext|contextWith|ForFile\(|openDatabase|openTestDatabase|startRuntime|TEST_DATABASE_URL/;

/**
 * Files about the embedded engine itself (its folder lock, its backup, its vacuum): they open
 * PGlite whatever TEST_DATABASE_URL says, so on PostgreSQL they would only repeat `npm test`.
 */
const EMBEDDED_ONLY = new Set([
  'server/backup/backup.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/db/maintenance.job.test.ts',
]);

/** Every server test file that opens a database of the run's engine. */
export function databaseTestFiles(root = 'server'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(root, file))
    .filter((file) => !EMBEDDED_ONLY.has(file))
    .filter((file) => REACHES_DATABASE.test(readFileSync(file, 'utf8')))
    .sort();
}

/** The files of ON_POSTGRESQL among them. */
export function postgresTestFiles(root = 'server'): string[] {
  return databaseTestFiles(root).filter((file) =>
    ON_POSTGRESQL.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)),
  );
}

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// `npm run test:pg -- server/arts` narrows the run; `-- --all` widens it; `-- --list` only lists.
const listOnly = process.argv.includes('--list');
const args = process.argv.slice(2).filter((arg) => arg !== '--list');
const files = args[0] === '--all' ? databaseTestFiles() : args.length ? args : postgresTestFiles();
if (listOnly) {
  console.log(files.join('\n'));
  process.exit(0);
}
console.log(`Running ${files.length} server test files on PostgreSQL: ${url}`);
const result = spawnSync(
  process.execPath,
  [path.resolve('node_modules/vitest/vitest.mjs'), 'run', ...files],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
