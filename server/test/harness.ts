// Test harness: the real Hono app (server/local-app.ts) on a fresh database per test file —
// in-memory PGlite copied from the run's migrated image, or a brand-new PostgreSQL database made
// from the run's template when TEST_DATABASE_URL is set (dropped again afterwards).
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
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

async function testDatabase(): Promise<LocalDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    // In memory, from the run's migrated image (global-setup.ts).
    const imagePath = inject('pgliteImagePath');
    const image = imagePath ? await openAsBlob(imagePath) : undefined;
    return { target: { kind: 'memory', image }, drop: async () => {} };
  }
  // A copy of the run's migrated template (global-setup.ts).
  const template = inject('postgresTemplate');
  const database = await createThrowawayDatabase(baseUrl, 'studio_test', template || undefined);
  return { target: { kind: 'postgres', url: database.url }, drop: database.drop };
}
