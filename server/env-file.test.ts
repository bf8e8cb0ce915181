// The .env file reaches loadConfig, and the real environment wins over it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsEachTest } from './test/factories';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';

const tempDir = tempDirsEachTest('studio-env-');

describe('loadEnvFile', () => {
  it('brings the values of a .env file to loadConfig', () => {
    const dir = tempDir();
    const dataDir = path.join(dir, 'dados');
    writeFileSync(
      path.join(dir, '.env'),
      [
        '# comentários e linhas vazias são ignorados',
        '',
        'PORT=4321',
        `DATA_DIR=${dataDir}`,
        'PUBLIC_URL=https://www.exemplo.com.br/',
        'MAIL_FROM="Estúdio Exemplo <contato@exemplo.com.br>"',
        'SMTP_URL=',
      ].join('\n'),
    );
    const env: Record<string, string | undefined> = {};
    expect(loadEnvFile({ dir, env })).toBe(path.join(dir, '.env'));
    const config = loadConfig(env);
    expect(config.port).toBe(4321);
    expect(config.dataDir).toBe(dataDir);
    expect(config.publicUrl).toBe('https://www.exemplo.com.br');
    expect(config.mailFrom).toBe('Estúdio Exemplo <contato@exemplo.com.br>');
    // An empty value in the file means unset, as in the environment.
    expect(config.smtpUrl).toBeUndefined();
  });

  it('lets the real environment win over the file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.env'), `PORT=4321\nLOG_LEVEL=debug\nDATA_DIR=${dir}\n`);
    const env: Record<string, string | undefined> = { PORT: '5000' };
    loadEnvFile({ dir, env });
    const config = loadConfig(env);
    expect(config.port).toBe(5000);
    expect(config.logLevel).toBe('debug');
  });

  it('reads the file ENV_FILE names, or none with ENV_FILE=off', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.env'), 'PORT=4321\n');
    writeFileSync(path.join(dir, 'producao.env'), 'PORT=8080\n');
    const named: Record<string, string | undefined> = { ENV_FILE: 'producao.env' };
    loadEnvFile({ dir, env: named });
    expect(named.PORT).toBe('8080');
    const off: Record<string, string | undefined> = { ENV_FILE: 'off' };
    expect(loadEnvFile({ dir, env: off })).toBeUndefined();
    expect(off.PORT).toBeUndefined();
    expect(() => loadEnvFile({ dir, env: { ENV_FILE: 'nao-existe.env' } })).toThrow(/não existe/);
  });

  it('does nothing without a .env file', () => {
    const env: Record<string, string | undefined> = { PORT: '5000' };
    expect(loadEnvFile({ dir: tempDir(), env })).toBeUndefined();
    expect(env).toEqual({ PORT: '5000' });
  });
});
