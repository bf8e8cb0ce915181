// The start-up line names the address to open and the database, never a secret.
import { describe, expect, it } from 'vitest';
import { addressToOpen, startupFailureMessage, startupLine } from './startup-line';

describe('startupLine', () => {
  it('says localhost when listening on every address, with the embedded database folder', () => {
    expect(
      startupLine({
        host: '0.0.0.0',
        port: 3000,
        publicUrl: undefined,
        engine: 'pglite',
        dataDir: '/srv/estudio/data',
        cwd: '/srv/estudio',
      }),
    ).toBe('Servidor no ar: http://localhost:3000 (banco embutido em ./data)');
  });

  it('prefers PUBLIC_URL and never prints the DATABASE_URL', () => {
    const line = startupLine({
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'https://www.estudio.com.br',
      engine: 'postgres',
      dataDir: '/srv/estudio/data',
      cwd: '/srv/estudio',
    });
    expect(line).toBe(
      'Servidor no ar: https://www.estudio.com.br (banco PostgreSQL de DATABASE_URL)',
    );
  });

  it('shows a data folder outside the working directory as it is', () => {
    expect(
      startupLine({
        host: '127.0.0.1',
        port: 4000,
        publicUrl: undefined,
        engine: 'pglite',
        dataDir: '/var/lib/estudio',
        cwd: '/srv/estudio',
      }),
    ).toBe('Servidor no ar: http://127.0.0.1:4000 (banco embutido em /var/lib/estudio)');
  });
});

describe('addressToOpen', () => {
  it.each([
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['::1', 'http://[::1]:3000'],
    ['estudio.lan', 'http://estudio.lan:3000'],
  ])('listening on %s: %s', (host, expected) => {
    expect(addressToOpen({ host, port: 3000, publicUrl: undefined })).toBe(expected);
  });
});

describe('startupFailureMessage', () => {
  class Refusal extends Error {}
  it('prints a refusal the operator can act on as its sentence alone, without a stack', () => {
    const message = startupFailureMessage(new Refusal('O banco embutido já está em uso.'), [
      Refusal,
    ]);
    expect(message).toBe('O banco embutido já está em uso.');
  });
  it('keeps the stack of anything unexpected', () => {
    const error = new TypeError('x is undefined');
    const message = startupFailureMessage(error, [Refusal]);
    expect(message).toContain('Falha ao iniciar o servidor: TypeError: x is undefined');
    expect(message).toContain('startup-line.test.ts');
  });
});
