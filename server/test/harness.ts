// Test harness: the real Hono app on a fresh database per test file — in-memory PGlite by default,
// or a brand-new PostgreSQL database when TEST_DATABASE_URL is set (dropped again afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App } from '../app';
import { createAdmin } from '../auth/admin-account';
import { loadConfig } from '../config';
import type { DatabaseTarget } from '../db/client';
import { startRuntime, type Runtime } from '../runtime';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  runtime: Runtime;
  /** Calls the app as a browser on our origin would; `json` becomes the body. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Creates a client account and returns its session cookie. */
  signUp(input?: Partial<SignUpInput>): Promise<TestUser>;
  signIn(email: string, password: string): Promise<string>;
  /** Creates an admin account and returns its session cookie. */
  createAdmin(email?: string): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: RequestInit['body'];
  cookie?: string;
}

interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export const TEST_PASSWORD = 'senha-de-teste-segura';

let counter = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${counter++}-${randomBytes(3).toString('hex')}@exemplo.com.br`;

/**
 * Joins a response's Set-Cookie headers into a Cookie header, as a browser keeps them: a cookie set
 * twice keeps its last value (an admin's session cookie is set again before a password change
 * renews it), and one set with Max-Age=0 is dropped.
 */
export function cookieFrom(response: Response): string {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/;\s*Max-Age=0(;|$)/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export interface TestContextOptions {
  /**
   * Turn on better-auth's per-IP rate limits and the per-account failed-login counter, which are
   * off in tests so that suites can sign in freely (see `authRateLimit` in server/config.ts).
   */
  rateLimit?: boolean;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    ...(options.rateLimit ? { AUTH_RATE_LIMIT: 'on' } : {}),
    ...env,
  });
  const database = await testDatabaseTarget();
  const runtime = await startRuntime(config, database.target);
  const app = createApp(runtime);

  const request = (requestPath: string, init: TestRequestInit = {}) => {
    const { json, cookie, headers: extra, body, ...rest } = init;
    const headers = new Headers(extra);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (cookie) headers.set('cookie', cookie);
    let requestBody = body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      requestBody = JSON.stringify(json);
    }
    return Promise.resolve(
      app.request(new URL(requestPath, TEST_ORIGIN).toString(), {
        ...rest,
        headers,
        body: requestBody,
      }),
    );
  };

  const signIn = async (email: string, password: string) => {
    const response = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    if (!response.ok)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return cookieFrom(response);
  };

  return {
    app,
    runtime,
    request,
    signIn,
    async signUp(input = {}) {
      const body = {
        name: input.name ?? 'Embalagens Teste Ltda',
        email: input.email ?? uniqueEmail('cliente'),
        password: input.password ?? TEST_PASSWORD,
        acceptTerms: true,
      };
      const response = await request('/api/auth/sign-up/email', { method: 'POST', json: body });
      if (!response.ok)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const { user } = (await response.json()) as { user: { id: string } };
      return {
        id: user.id,
        email: body.email,
        password: body.password,
        cookie: cookieFrom(response),
      };
    },
    async createAdmin(email = uniqueEmail('admin')) {
      const { id } = await createAdmin(runtime, { email, password: TEST_PASSWORD });
      return { id, email, password: TEST_PASSWORD, cookie: await signIn(email, TEST_PASSWORD) };
    },
    async close() {
      await runtime.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function testDatabaseTarget(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    // In memory, from the run's migrated image (global-setup.ts) under Vitest; the scripts that
    // borrow this harness (bench-mail…) start from scratch.
    const imagePath = process.env.VITEST ? inject('pgliteImagePath') : '';
    const image = imagePath ? await openAsBlob(imagePath) : undefined;
    return { target: { kind: 'memory', image }, drop: async () => {} };
  }
  // A copy of the run's migrated template (global-setup.ts) under Vitest.
  const template = process.env.VITEST ? inject('postgresTemplate') : '';
  const database = await createThrowawayDatabase(baseUrl, 'studio_test', template || undefined);
  return { target: { kind: 'postgres', url: database.url }, drop: database.drop };
}

/**
 * A brand-new PostgreSQL database beside `baseUrl`'s (a copy of `template`, if given), and the way
 * to drop it again.
 */
export async function createThrowawayDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
