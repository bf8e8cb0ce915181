// PAYMENT_PROVIDER picks the adapter, and an automatic one without its account settings stops
// the start with a pt-BR message rather than failing at the first charge.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createPaymentProvider } from './providers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-providers-'));
/** The factory reads no database until a charge is made. */
const noDatabase = {} as Database;

describe('createPaymentProvider', () => {
  it('defaults to the manual Pix the studio confirms', () => {
    const provider = createPaymentProvider({
      config: loadConfig({ DATA_DIR: dataDir }),
      db: noDatabase,
    });
    expect(provider.name).toBe('pix-manual');
    expect(provider.confirmsAutomatically).toBe(false);
  });

  it('makes the Asaas adapter from its settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'asaas',
      ASAAS_API_KEY: '$aact_chave',
      ASAAS_WEBHOOK_TOKEN: 'token-do-webhook-0123',
    });
    const provider = createPaymentProvider({ config, db: noDatabase });
    expect(provider.name).toBe('asaas');
    expect(provider.confirmsAutomatically).toBe(true);
  });

  it('refuses an automatic provider without its settings, in pt-BR', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'asaas' })).toThrow(
      /PAYMENT_PROVIDER=asaas exige ASAAS_API_KEY/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'bacen-pix', PIX_KEY: 'a@b.example' }),
    ).toThrow(/PAYMENT_PROVIDER=bacen-pix exige PIX_API_URL/);
  });
});
