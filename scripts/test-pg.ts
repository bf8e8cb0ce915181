// `npm run test:pg`: the server's tests again, on real PostgreSQL (a fresh database per test file).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Running the server tests on PostgreSQL: ${url}`);
const result = spawnSync(
  process.execPath,
  // `npm run test:pg -- server/arts` narrows the run; by default every server test runs.
  [
    path.resolve('node_modules/vitest/vitest.mjs'),
    'run',
    ...(process.argv.slice(2).length ? process.argv.slice(2) : ['server']),
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
