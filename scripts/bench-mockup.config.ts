// `npm run bench:mockup`: the browser-test setup (the built server on a free port, Chromium) running
// only scripts/bench-mockup.ts, one worker, so the figures are not shared with another test.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Paths in the base config are relative to the repository's root, where it lives.
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'bench-mockup.ts',
  workers: 1,
  timeout: 600_000,
  reporter: 'line',
  globalTeardown: `${root}tests/e2e/global-teardown.ts`,
  // The mailbox and the app (playwright.config.ts), run from the repository's root.
  webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: root })),
});
