// Browser tests: the built app, started on a free port with a temporary DATA_DIR, driven in
// Debian's Chromium (Playwright cannot download its own browser here).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A port free now on 127.0.0.1. */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// Workers load this file again: keep the first choice, passed down through the environment.
process.env.E2E_PORT ??= freePort();
// The mailbox (scripts/e2e-mailbox.ts): the app's SMTP server, and where tests read its mails.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAILBOX_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
process.env.E2E_ADMIN_EMAIL ??= 'admin@estudio.test';
process.env.E2E_ADMIN_PASSWORD ??= 'senha-do-admin-e2e';

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A test's whole time: its steps wait on their own (expect's 10 s); this bounds the sum, which
  // on a busy 2-core CI machine reached 25–30 s for the longer single-page journeys.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One line per test with its time, in CI too: the slow ones show where the run's minutes go.
  reporter: 'list',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Bahia',
    // Bootstrap's transitions off (it honours the setting): a dialog slides in and a folded menu
    // slides open, and on a busy machine a press could go down on a moving button and come up
    // beside it, which is no click at all. The tests press as a person does, on what has settled.
    reducedMotion: 'reduce',
    // Recording costs about a quarter of the browser tests' time on 2 cores, yet it stays on in CI:
    // without it critical-css.spec.ts failed once on /Cases at phone width (the boxes of the
    // pictures below the first screen moved between its two readings), a race not seen in five
    // runs with recording on (docs/development.md).
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx scripts/e2e-mailbox.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
        E2E_MAILBOX_PORT: process.env.E2E_MAILBOX_PORT,
      },
    },
    {
      // The built server, as in production (it builds first what is missing or stale).
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // A developer's .env (their DATABASE_URL, say) must never reach the test server.
        ENV_FILE: 'off',
        NODE_ENV: 'production',
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        // Every test signs up and in from 127.0.0.1: the per-IP and per-account auth limits would
        // refuse the suite itself. They are covered by the API tests (server/auth/*.test.ts).
        AUTH_RATE_LIMIT: 'off',
        // Lets a spec act as another visitor (X-Forwarded-For) under the per-IP contact limit.
        TRUST_PROXY: 'true',
        // The studio's Pix key, so clients can buy credits (docs/product/payments.md).
        PIX_KEY: 'financeiro@estudio.test',
        // Every mail goes to the mailbox, where a test reads it (tests/e2e/mailbox.ts).
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      },
    },
  ],
});
