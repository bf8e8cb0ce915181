import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { contactMessage, user } from './schema';
import { pgliteTestImage } from '../test/harness';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The embedded engine's own cases: they ran in `npm test`, and are not run again by `npm run test:pg`.
describe.skipIf(process.env.TEST_DATABASE_URL)('embedded PGlite under DATA_DIR', () => {
  // A new folder is initialised and migrated twice over: seconds on a quiet machine, more in CI.
  it(
    'keeps data across a restart and refuses a second process on the same folder',
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-db-'));
      dirs.push(dataDir);
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.db
        .insert(contactMessage)
        .values({ name: 'Ana', email: 'a@b.com', message: 'oi' });
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/já está em uso/);
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      const rows = await second.db.select().from(contactMessage);
      expect(rows.map((row) => row.name)).toEqual(['Ana']);
      await second.close();
    },
  );

  it('enforces a non-negative credit balance in the database itself', async () => {
    const handle = await openDatabase({ kind: 'memory', image: await pgliteTestImage() });
    await handle.db.insert(user).values({ id: 'u1', name: 'Loja', email: 'l@b.com' });
    await expect(
      handle.db.update(user).set({ credit: -1 }).where(eq(user.id, 'u1')),
    ).rejects.toThrow();
    await handle.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('lets two processes migrate the same fresh database at once', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `studio_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ kind: 'postgres', url: url.toString() }),
        openDatabase({ kind: 'postgres', url: url.toString() }),
      ]);
      await a.db.insert(contactMessage).values({ name: 'Ana', email: 'a@b.com', message: 'oi' });
      expect(await b.db.select().from(contactMessage)).toHaveLength(1);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
