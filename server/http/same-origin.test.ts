// A write refused because the page was opened at another address than the configured one says
// so (403 origin_not_allowed, naming both addresses, and one warn line in the log), on our routes
// and on better-auth's, instead of passing for a wrong password; a wrong password keeps its answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';
import { originNotAllowedMessage } from './same-origin';

const LAN_HOST = 'http://192.168.0.7';
const contact = {
  user_name: 'Maria',
  user_email: 'maria@exemplo.com.br',
  message: 'Quero um orçamento de rótulos.',
};

describe('our own routes, with PUBLIC_URL set, from another address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answer 403 origin_not_allowed in our error shape, naming both addresses', async () => {
    const lan = `${LAN_HOST}:3000`;
    const response = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: contact,
      headers: { origin: lan },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'origin_not_allowed',
        message:
          'Este site foi aberto por http://192.168.0.7:3000, mas o servidor está configurado para http://localhost:3000. Abra o endereço configurado ou defina PUBLIC_URL.',
      },
    });
    expect(originNotAllowedMessage(lan, TEST_ORIGIN)).toContain(lan);
  });
});

/**
 * better-auth skips its origin check when NODE_ENV is 'test', so its refusal is tried on the real
 * server, started as in production without PUBLIC_URL (HOST=0.0.0.0 invites a phone on the LAN).
 */
describe('better-auth on a production server without PUBLIC_URL, opened from the LAN', () => {
  let server: ChildProcess;
  let port = 0;
  let log = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-origin-'));
  const account = { name: 'Rótulos Origem Ltda', email: 'origem@exemplo.com.br' };
  const password = 'senha-de-teste-segura';
  const local = () => `http://localhost:${port}`;
  const lan = () => `${LAN_HOST}:${port}`;

  const post = (pathname: string, origin: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        // A developer's .env (a PUBLIC_URL, say) must not reach this server.
        ENV_FILE: 'off',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`no server:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const signedUp = await post('/api/auth/sign-up/email', local(), {
      ...account,
      password,
      acceptTerms: true,
    });
    expect(signedUp.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('refuses sign-in with origin_not_allowed naming both addresses, and logs it', async () => {
    const response = await post('/api/auth/sign-in/email', lan(), {
      email: account.email,
      password,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'origin_not_allowed',
      message: `Este site foi aberto por ${lan()}, mas o servidor está configurado para ${local()}. Abra o endereço configurado ou defina PUBLIC_URL.`,
    });
    // The server's log lines arrive on its stdout a moment later.
    const logged = `the page was opened at ${lan()} but the server is configured for ${local()}`;
    for (let i = 0; i < 40 && !log.includes(logged); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(log).toContain(logged);
  });

  it('keeps the wrong-password answer for a wrong password from the configured address', async () => {
    const response = await post('/api/auth/sign-in/email', local(), {
      email: account.email,
      password: 'senha-errada-longa',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('signs in from the configured address', async () => {
    const response = await post('/api/auth/sign-in/email', local(), {
      email: account.email,
      password,
    });
    expect(response.status).toBe(200);
  });
});
