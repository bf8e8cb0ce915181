// Test harness: the real Hono app (server/local-app.ts) on a fresh database per test file —
// in-memory PGlite copied from the run's migrated image, or a brand-new PostgreSQL database made
// from the run's template when TEST_DATABASE_URL is set (dropped again afterwards).
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';
import { createThrowawayDatabase } from '../db/throwaway-database';
import {
  openLocalApp,
  type LocalApp,
  type LocalAppOptions,
  type LocalDatabase,
  type LocalRequestInit,
  type LocalUser,
} from '../local-app';

export {
  cookieFrom,
  LOCAL_ORIGIN as TEST_ORIGIN,
  LOCAL_PASSWORD as TEST_PASSWORD,
} from '../local-app';
export { createThrowawayDatabase } from '../db/throwaway-database';

export type TestContext = LocalApp;
export type TestRequestInit = LocalRequestInit;
export type TestUser = LocalUser;
export type TestContextOptions = Omit<LocalAppOptions, 'database'>;

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  return openLocalApp(env, { ...options, database: await testDatabase() });
}

/**
 * A fresh, migrated database of this run's engine, opened without an app (the queue's and the
 * health check's tests): a copy of the run's image or template, so no test pays for migrations.
 * `close` also drops a PostgreSQL copy; `target` opens it again (a second process's view).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { target: DatabaseTarget }> {
  const database = await testDatabase();
  const handle = await openDatabase(database.target);
  return {
    ...handle,
    target: database.target,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** The run's migrated PGlite image (global-setup.ts), if this run made one (not on PostgreSQL). */
export async function pgliteTestImage(): Promise<Blob | undefined> {
  const imagePath = inject('pgliteImagePath');
  return imagePath ? openAsBlob(imagePath) : undefined;
}

async function testDatabase(): Promise<LocalDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    return { target: { kind: 'memory', image: await pgliteTestImage() }, drop: async () => {} };
  }
  // A copy of the run's migrated template (global-setup.ts).
  const template = inject('postgresTemplate');
  const database = await createThrowawayDatabase(baseUrl, 'studio_test', template || undefined);
  return { target: { kind: 'postgres', url: database.url }, drop: database.drop };
}
