// The cluster test (tests/cluster/): three built server processes, PostgreSQL, s3rver and nginx.
// Its own run (`npm run test:cluster`), after the browser tests' build, not part of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test' },
    testTimeout: 90_000,
    // Starting three processes (and building first, when the build is stale) on a busy machine.
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
