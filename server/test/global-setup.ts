// Vitest's global set-up: one empty, migrated database, made once per run for every API test file
// to start from (server/test/harness.ts). On PGlite it is an image of the data folder: a fresh
// PGlite runs initdb and then the migrations, about 3 s of CPU, while a copy of the image opens in
// under 1 s. On PostgreSQL (TEST_DATABASE_URL) it is a template database each file's database is
// created from, so no file runs the migrations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteImage } from '../db/client';
import { createThrowawayDatabase } from '../db/throwaway-database';
import { buildRunnerForTests } from './built-runner';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite image's path ('' on PostgreSQL). */
    pgliteImagePath: string;
    /** The PostgreSQL template database's name ('' on PGlite). */
    postgresTemplate: string;
    /** The heavy jobs' child built for this run ('' in watch mode: the sources, through tsx). */
    isolatedRunnerPath: string;
  }
}

export default async function setup(project: TestProject) {
  // In watch mode the sources change under the run: children go on compiling them.
  const runner = project.vitest.config.watch ? null : await buildRunnerForTests();
  project.provide('isolatedRunnerPath', runner?.file ?? '');
  const removeRunner = () => runner?.remove();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = await createThrowawayDatabase(baseUrl, 'studio_template');
    const handle = await openDatabase({ kind: 'postgres', url: template.url });
    await handle.close();
    project.provide('pgliteImagePath', '');
    project.provide('postgresTemplate', template.name);
    return async () => {
      await template.drop();
      removeRunner();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pglite-image-'));
  const imagePath = path.join(dir, 'migrated.tar');
  writeFileSync(imagePath, Buffer.from(await (await pgliteImage()).arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    removeRunner();
  };
}
