// The import as the studio runs it (the CLI, in its own process) killed half-way, then run again:
// the result must be the same as one clean run, to the row and to the stored file, with no orphan
// file left by the client whose transaction the kill interrupted. On PGlite (a DATA_DIR per run)
// or, with TEST_DATABASE_URL, on fresh PostgreSQL databases.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { createThrowawayDatabase } from '../test/harness';
import {
  importCommandArgs,
  samplePdf,
  snapshotImport,
  writeFixture,
  type FixtureArt,
  type FixturePaths,
  type FixtureUser,
} from './firebase-samples';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const CLIENTS = 30;
const ARTS_PER_CLIENT = 2;
/** Files in the export: an attachment and a final file per art. */
const TOTAL_FILES = CLIENTS * ARTS_PER_CLIENT * 2;

interface Target {
  dataDir: string;
  databaseUrl?: string;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

const created: Target[] = [];
let dir: string;
let files: FixturePaths;

async function newTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebase-crash-data-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  let result: Target;
  if (!baseUrl) {
    result = { dataDir, target: { kind: 'pglite', dataDir }, drop: async () => {} };
  } else {
    const database = await createThrowawayDatabase(baseUrl, 'studio_import');
    result = {
      dataDir,
      databaseUrl: database.url,
      target: { kind: 'postgres', url: database.url },
      drop: database.drop,
    };
  }
  created.push(result);
  return result;
}

/**
 * Runs `npm run import:firebase`'s script in a child process. With `killAfterFiles`, the child is
 * SIGKILLed as soon as its progress line reports that many files handled.
 */
function runCli(target: Target, options: { killAfterFiles?: number } = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // A developer's .env (a DATABASE_URL, say) must not reach the child.
    ENV_FILE: 'off',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const child = spawn(
    process.execPath,
    importCommandArgs(files, path.join(target.dataDir, 'report.json')),
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  let killedAt: number | null = null;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    const done = [...stderr.matchAll(/Arquivos: (\d+)\//g)].map((m) => Number(m[1])).pop();
    if (options.killAfterFiles && killedAt === null && done && done >= options.killAfterFiles) {
      killedAt = done;
      child.kill('SIGKILL');
    }
  });
  return new Promise<{
    code: number | null;
    signal: string | null;
    stdout: string;
    stderr: string;
    killedAt: number | null;
  }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, killedAt })),
  );
}

async function snapshotOf(target: Target) {
  const handle = await openDatabase(target.target);
  try {
    return await snapshotImport(handle.db, path.join(target.dataDir, 'files'));
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'firebase-crash-'));
  const users: FixtureUser[] = [];
  const arts: FixtureArt[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const uid = `uid-${String(c).padStart(3, '0')}`;
    // Passwords cost a Firebase scrypt each to generate: a few are enough here.
    users.push({
      uid,
      email: `cliente${c}@exemplo.com.br`,
      name: `Cliente ${c}`,
      credit: c % 3 === 0 ? String(c) : c,
      ...(c < 3 ? { password: `senha-do-cliente-${c}` } : {}),
    });
    for (let a = 0; a < ARTS_PER_CLIENT; a++) {
      arts.push({
        docId: `doc-${c}-${a}`,
        uid,
        nomeArte: a === 1 && c % 2 === 0 ? 'Rótulo' : `Rótulo ${a}`,
        status: 'Finalizado',
        date: new Date(Date.UTC(2024, 0, 1 + a, 12)),
        attachment: { objectPath: `uploads/${uid}/briefing-${a}.pdf`, content: samplePdf(200_000) },
        final: { objectPath: `uploads/${uid}/final-${a}.pdf`, content: samplePdf(300_000) },
      });
    }
  }
  files = await writeFixture(dir, { users, arts });
}, 60_000);

afterAll(async () => {
  for (const target of created) {
    await target.drop().catch(() => {});
    rmSync(target.dataDir, { recursive: true, force: true });
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a crash half-way, then a re-run', () => {
  it('gives the same result as one clean run', async () => {
    const crashed = await newTarget();
    const first = await runCli(crashed, { killAfterFiles: Math.floor(TOTAL_FILES / 3) });
    expect(first.signal, first.stderr).toBe('SIGKILL');
    expect(first.killedAt).toBeLessThan(TOTAL_FILES);

    // Stopped half-way: some clients are in, not all.
    const partial = await snapshotOf(crashed);
    expect(partial.users.length).toBeGreaterThan(0);
    expect(partial.users.length).toBeLessThan(CLIENTS);

    const resumed = await runCli(crashed);
    expect(resumed.code, resumed.stderr + resumed.stdout).toBe(0);
    expect(resumed.stdout).toContain('Importação do Firebase concluída.');
    expect(resumed.stdout).toMatch(/já importados antes: [1-9]/);

    const clean = await newTarget();
    const once = await runCli(clean);
    expect(once.code, once.stderr + once.stdout).toBe(0);

    const [afterCrash, afterClean] = [await snapshotOf(crashed), await snapshotOf(clean)];
    expect(afterClean.users).toHaveLength(CLIENTS);
    expect(afterClean.arts).toHaveLength(CLIENTS * ARTS_PER_CLIENT);
    expect(Object.keys(afterClean.stored)).toHaveLength(TOTAL_FILES);
    expect(afterCrash).toEqual(afterClean);
  }, 300_000);
});
