import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsEachTest } from './test/factories';
import { ConfigError, loadConfig } from './config';

const tempDir = tempDirsEachTest('studio-config-');

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.maxUploadMb).toBe(200);
    expect(config.maxUploadBytes).toBe(200 * 1024 * 1024);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it("reads the studio's notification addresses as a list, refusing a bad one", () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).studioNotifyTo).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, STUDIO_NOTIFY_TO: ' Estudio@x.com.br, dono@x.com.br ,' })
        .studioNotifyTo,
    ).toEqual(['estudio@x.com.br', 'dono@x.com.br']);
    expect(() => loadConfig({ DATA_DIR: dataDir, STUDIO_NOTIFY_TO: 'a@x.com, nada' })).toThrow(
      /STUDIO_NOTIFY_TO: endereços inválidos: nada/,
    );
    expect(loadConfig({ DATA_DIR: dataDir }).mailRetryDelaySeconds).toBe(15);
  });

  it('generates the auth secret once and keeps it under DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('fails fast naming every bad variable', () => {
    const dataDir = tempDir();
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'not a url', MAX_UPLOAD_MB: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('MAX_UPLOAD_MB');
  });

  it('parses TRUST_PROXY as a switch, a number of proxies or a list of proxy addresses', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toEqual({ mode: 'off' });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toEqual({
      mode: 'hops',
      hops: 1,
    });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toEqual({
      mode: 'hops',
      hops: 2,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy,
    ).toMatchObject({ mode: 'list', entries: ['10.0.0.0/8', '::1'] });
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'sim' })).toThrow(
      /TRUST_PROXY: "sim" não é true, false/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /TRUST_PROXY: faixa CIDR inválida/,
    );
  });

  it('leaves WhatsApp off by default and needs its number id and token when it is on', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, WHATSAPP_ENABLED: '' }).whatsapp).toBeUndefined();
    // The id and token alone do not turn it on.
    expect(
      loadConfig({ DATA_DIR: dataDir, WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_ACCESS_TOKEN: 't' })
        .whatsapp,
    ).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, WHATSAPP_ENABLED: 'true' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID é obrigatório[\s\S]*WHATSAPP_ACCESS_TOKEN é obrigatório/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, WHATSAPP_ENABLED: 'talvez' })).toThrow(
      /WHATSAPP_ENABLED deve ser true ou false/,
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        WHATSAPP_ENABLED: 'true',
        WHATSAPP_PHONE_NUMBER_ID: '123',
        WHATSAPP_ACCESS_TOKEN: 'segredo',
        WHATSAPP_API_URL: 'https://graph.facebook.com/v22.0/',
      }).whatsapp,
    ).toEqual({
      apiUrl: 'https://graph.facebook.com/v22.0',
      phoneNumberId: '123',
      accessToken: 'segredo',
      templateLanguage: 'pt_BR',
    });
  });

  it("bounds each background child's memory: 1 GB unless told, 256 MB at the least", () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).workerMemoryMb).toBe(1024);
    expect(loadConfig({ DATA_DIR: dataDir, WORKER_MEMORY_MB: '2048' }).workerMemoryMb).toBe(2048);
    for (const bad of ['100', '1.5', 'muito'])
      expect(() => loadConfig({ DATA_DIR: dataDir, WORKER_MEMORY_MB: bad })).toThrow(
        'WORKER_MEMORY_MB deve ser um número inteiro de 256 a 65536',
      );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'a@b.com' })).toThrow(
      /ADMIN_EMAIL e ADMIN_PASSWORD/,
    );
  });

  it('treats empty variables as unset, as .env files often leave them', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', SMTP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads AUTH_RATE_LIMIT with the rest: on by default, off in tests unless asked, off on request', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).authRateLimit).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '' }).authRateLimit).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'off' }).authRateLimit).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).authRateLimit).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', AUTH_RATE_LIMIT: 'on' }).authRateLimit,
    ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'of' })).toThrow(
      /AUTH_RATE_LIMIT/,
    );
  });

  it('leaves process.env alone when asked for the limits (the test harness passes them in)', () => {
    const before = process.env.AUTH_RATE_LIMIT;
    loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test', AUTH_RATE_LIMIT: 'on' });
    expect(process.env.AUTH_RATE_LIMIT).toBe(before);
  });

  it('reads the payment providers’ settings, with pt-BR errors for what is missing or wrong', () => {
    const dataDir = tempDir();
    const none = loadConfig({ DATA_DIR: dataDir });
    expect(none.bacenPix).toBeUndefined();
    expect(none.asaas).toBeUndefined();

    const pix = {
      DATA_DIR: dataDir,
      PIX_API_URL: 'https://pix.example.com/v2/',
      PIX_CLIENT_ID: 'id',
      PIX_CLIENT_SECRET: 'segredo',
    };
    expect(
      loadConfig({ ...pix, PIX_CERT_PATH: 'certs/pix.pem', PIX_KEY_PATH: 'certs/pix.key' })
        .bacenPix,
    ).toEqual({
      apiUrl: 'https://pix.example.com/v2',
      oauthUrl: 'https://pix.example.com/v2/oauth/token',
      oauthBody: 'form',
      clientId: 'id',
      clientSecret: 'segredo',
      certPath: path.resolve('certs/pix.pem'),
      keyPath: path.resolve('certs/pix.key'),
      p12Path: undefined,
      p12Passphrase: undefined,
      caPath: undefined,
      webhookSecret: undefined,
    });
    const efi = loadConfig({
      ...pix,
      PIX_OAUTH_URL: 'https://pix.example.com/oauth/token',
      PIX_OAUTH_BODY: 'json',
      PIX_CERT_P12_PATH: '/etc/pix.p12',
      PIX_CERT_P12_PASSPHRASE: '',
      PIX_WEBHOOK_SECRET: 'abcdefghij_KLMNOP-123',
    }).bacenPix;
    expect(efi).toMatchObject({
      oauthUrl: 'https://pix.example.com/oauth/token',
      oauthBody: 'json',
      p12Path: '/etc/pix.p12',
      webhookSecret: 'abcdefghij_KLMNOP-123',
    });

    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ PIX_API_URL: 'http://pix.example.com/v2' }, /PIX_API_URL deve começar com https:\/\//],
      [{ PIX_CLIENT_SECRET: '' }, /PIX_CLIENT_ID e PIX_CLIENT_SECRET são obrigatórios/],
      [{}, /PIX_CERT_PATH: a API Pix precisa do certificado/],
      [{ PIX_CERT_PATH: 'a.pem' }, /PIX_CERT_PATH: a API Pix precisa do certificado/],
      [
        { PIX_CERT_P12_PATH: 'a.p12', PIX_CERT_PATH: 'a.pem', PIX_KEY_PATH: 'a.key' },
        /não os dois/,
      ],
      [
        { PIX_CERT_P12_PATH: 'a.p12', PIX_OAUTH_BODY: 'xml' },
        /PIX_OAUTH_BODY deve ser form ou json/,
      ],
      [{ PIX_CERT_P12_PATH: 'a.p12', PIX_WEBHOOK_SECRET: 'curto' }, /PIX_WEBHOOK_SECRET deve ter/],
      [
        { PIX_CERT_P12_PATH: 'a.p12', PIX_WEBHOOK_SECRET: 'com espaço no meio 123' },
        /PIX_WEBHOOK_SECRET deve ter/,
      ],
    ];
    for (const [change, message] of refused) {
      expect(() => loadConfig({ ...pix, ...change }), JSON.stringify(change)).toThrow(message);
    }

    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ASAAS_API_KEY: '$aact_x',
        ASAAS_WEBHOOK_TOKEN: 'x'.repeat(16),
      }).asaas,
    ).toEqual({
      apiUrl: 'https://api-sandbox.asaas.com/v3',
      apiKey: '$aact_x',
      webhookToken: 'x'.repeat(16),
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, ASAAS_API_KEY: '$aact_x' })).toThrow(
      /ASAAS_WEBHOOK_TOKEN é obrigatório com ASAAS_API_KEY/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, ASAAS_API_KEY: '$aact_x', ASAAS_WEBHOOK_TOKEN: 'curto' }),
    ).toThrow(/ASAAS_WEBHOOK_TOKEN deve ter pelo menos 16 caracteres/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ASAAS_API_URL: 'api.asaas.com' })).toThrow(
      /ASAAS_API_URL deve ser um endereço/,
    );
  });
});
