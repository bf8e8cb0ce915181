import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{src,server,common,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // One migrated embedded database, which every API test file's database is copied from.
    globalSetup: ['./server/test/global-setup.ts'],
    // Each API test file boots its own database; give PGlite room on slow machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    // Vitest's default leaves one core free, so a 2-core machine ran one file at a time. The API
    // test files spend much of their time waiting (the queue's timers, the renderer's child
    // processes, the database), so one file more than there are cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
  },
});
