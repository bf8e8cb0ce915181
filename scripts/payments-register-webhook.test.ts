// `npm run payments:register-webhook` against the fake PSP: the address registered for the key,
// with the configured secret added, and the PIX_* settings read as the server reads them.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBacenPixFake, type BacenPixFake } from '../server/payments/fakes/bacen-pix-fake';
import { makeTestPki, type TestPki } from '../server/payments/fakes/test-pki';
import { tempDirsEachTest } from '../server/test/factories';

const run = promisify(execFile);
const tempDir = tempDirsEachTest('studio-register-webhook-');
let pki: TestPki;
let fake: BacenPixFake;

beforeAll(async () => {
  pki = makeTestPki();
  fake = await startBacenPixFake({ pki, clientId: 'id', clientSecret: 'segredo' });
});
afterAll(async () => {
  await fake?.close();
});

describe('payments:register-webhook', () => {
  it('registers the webhook address for the key, with the secret in its query', async () => {
    const dir = tempDir();
    const file = (name: string, content: string) => {
      writeFileSync(path.join(dir, name), content);
      return path.join(dir, name);
    };
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/payments-register-webhook.ts',
        '--url',
        'https://www.estudio.example/webhook',
        '--chave',
        'financeiro@estudio.example',
      ],
      {
        env: {
          PATH: process.env.PATH,
          ENV_FILE: 'off',
          DATA_DIR: dir,
          PIX_API_URL: fake.apiUrl,
          PIX_OAUTH_URL: fake.oauthUrl,
          PIX_CLIENT_ID: 'id',
          PIX_CLIENT_SECRET: 'segredo',
          PIX_CERT_PATH: file('cert.pem', pki.client.cert),
          PIX_KEY_PATH: file('key.pem', pki.client.key),
          PIX_CA_PATH: file('ca.pem', pki.ca.cert),
          PIX_WEBHOOK_SECRET: 'segredo_do_webhook_0123',
        },
      },
    );
    expect(fake.webhooks.get('financeiro@estudio.example')).toBe(
      'https://www.estudio.example/webhook?secret=segredo_do_webhook_0123',
    );
    expect(stdout.trim()).toBe(
      'Webhook da chave financeiro@estudio.example no PSP: https://www.estudio.example/webhook?secret=…',
    );
  });

  it('refuses an address that is not https', async () => {
    const error = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/payments-register-webhook.ts',
        '--url',
        'http://x.example',
        '--chave',
        'k',
      ],
      { env: { PATH: process.env.PATH, ENV_FILE: 'off', DATA_DIR: tempDir() } },
    ).then(
      () => null,
      (e: unknown) => e as { code: number; stderr: string },
    );
    expect(error?.code).toBe(2);
    expect(error?.stderr).toContain('O endereço do webhook deve ser https://');
  });
});
