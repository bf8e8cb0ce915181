// The real app in this process, on a fresh database and a temporary DATA_DIR, called as a browser
// on our origin would call it, with the accounts it needs. The API tests' harness
// (server/test/harness.ts) and the scripts that measure the app in-process (bench:mail,
// measure-export-memory) both open it here.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type App } from './app';
import { createAdmin } from './auth/admin-account';
import { loadConfig } from './config';
import type { DatabaseTarget } from './db/client';
import { createThrowawayDatabase } from './db/throwaway-database';
import type { PaymentProvider } from './payments/provider';
import { startRuntime, type Runtime } from './runtime';

/** The origin the local app believes it serves (PUBLIC_URL), and its requests come from. */
export const LOCAL_ORIGIN = 'http://localhost:3000';
export const LOCAL_PASSWORD = 'senha-de-teste-segura';

export interface LocalApp {
  app: App;
  runtime: Runtime;
  /** Calls the app as a browser on our origin would; `json` becomes the body. */
  request(path: string, init?: LocalRequestInit): Promise<Response>;
  /** Creates a client account and returns its session cookie. */
  signUp(input?: Partial<SignUpInput>): Promise<LocalUser>;
  signIn(email: string, password: string): Promise<string>;
  /** Creates an admin account and returns its session cookie. */
  createAdmin(email?: string): Promise<LocalUser>;
  close(): Promise<void>;
}

export interface LocalRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: RequestInit['body'];
  cookie?: string;
}

interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface LocalUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface LocalDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

export interface LocalAppOptions {
  /**
   * Turn on better-auth's per-IP rate limits and the per-account failed-login counter, which are
   * off here so that callers can sign in freely (see `authRateLimit` in server/config.ts).
   */
  rateLimit?: boolean;
  /**
   * The database (default: a fresh in-memory PGlite, migrated from scratch, or with
   * TEST_DATABASE_URL a new PostgreSQL database beside it, dropped on close).
   */
  database?: LocalDatabase;
  /** A payment provider in place of PAYMENT_PROVIDER's (an in-memory one in the tests). */
  paymentProvider?: PaymentProvider;
}

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

async function defaultDatabase(): Promise<LocalDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { target: { kind: 'memory' }, drop: async () => {} };
  const database = await createThrowawayDatabase(baseUrl, 'studio_local');
  return { target: { kind: 'postgres', url: database.url }, drop: database.drop };
}

export async function openLocalApp(
  env: Record<string, string> = {},
  options: LocalAppOptions = {},
): Promise<LocalApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: LOCAL_ORIGIN,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    ...(options.rateLimit ? { AUTH_RATE_LIMIT: 'on' } : {}),
    ...env,
  });
  const database = options.database ?? (await defaultDatabase());
  const runtime = await startRuntime(
    config,
    database.target,
    options.paymentProvider ? { paymentProvider: options.paymentProvider } : {},
  );
  const app = createApp(runtime);

  const request = (requestPath: string, init: LocalRequestInit = {}) => {
    const { json, cookie, headers: extra, body, ...rest } = init;
    const headers = new Headers(extra);
    if (!headers.has('origin')) headers.set('origin', LOCAL_ORIGIN);
    if (cookie) headers.set('cookie', cookie);
    let requestBody = body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      requestBody = JSON.stringify(json);
    }
    return Promise.resolve(
      app.request(new URL(requestPath, LOCAL_ORIGIN).toString(), {
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
        password: input.password ?? LOCAL_PASSWORD,
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
      const { id } = await createAdmin(runtime, { email, password: LOCAL_PASSWORD });
      return { id, email, password: LOCAL_PASSWORD, cookie: await signIn(email, LOCAL_PASSWORD) };
    },
    async close() {
      await runtime.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
