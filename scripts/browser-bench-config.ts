// What the browser benchmarks' Playwright configs (bench-mockup.config.ts, bench-pins.config.ts)
// share: the browser-test setup (the built server on a free port, Chromium) running only the one
// benchmark file, one worker, so the figures are not shared with another test.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Paths in the base config are relative to the repository's root, where it lives.
const root = fileURLToPath(new URL('..', import.meta.url));

/** The config that runs `benchmark` (a file in scripts/) alone. */
export const browserBenchConfig = (benchmark: string) =>
  defineConfig({
    ...base,
    testDir: '.',
    testMatch: benchmark,
    workers: 1,
    timeout: 600_000,
    reporter: 'line',
    globalTeardown: `${root}tests/e2e/global-teardown.ts`,
    // The mailbox and the app (playwright.config.ts), run from the repository's root.
    webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: root })),
  });
