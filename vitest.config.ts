import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Server test files that replace a module (vi.mock): they need a module graph of their own. */
const MOCKING_SERVER_TESTS = ['server/files/storage.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Each API test file boots its own database; give PGlite room on slow machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    // Vitest's default leaves one core free, so a 2-core machine ran one file at a time. The API
    // test files spend much of their time waiting (the queue's timers, the renderer's child
    // processes, the database), so one file more than there are cores keeps both busy.
    // VITEST_MAX_WORKERS: fewer when two runs share the machine (.ci/run runs both engines at once).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{server,common,scripts}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_SERVER_TESTS],
          environment: 'node',
          // One migrated database, which every API test file's database is copied from.
          globalSetup: ['./server/test/global-setup.ts'],
          // …and one build of the heavy jobs' child, which every file's children start from.
          setupFiles: ['./server/test/setup-runner.ts'],
          // The files of a worker share its loaded modules (the app, better-auth, drizzle…):
          // loaded again for each file, they took a fifth of the run. Every file builds its own
          // app, database and storage (server/test/harness.ts), so nothing else is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server-mocks', include: MOCKING_SERVER_TESTS, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // DOM matchers and unmounting for the component tests.
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
