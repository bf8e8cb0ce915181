// The logger: secrets never reach a line, pretty lines only on a terminal, LOG_FILE writes a
// daily file, and the access line holds a connection record (time, address, method, path, status).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLogger, createLogger, logAccess, logFileOptions } from './logger';

function capture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean),
  };
}

const production = { env: 'production', logLevel: 'info' } as const;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const secrets = {
  password: 'senha-super-secreta-1',
  token: 'token-secreto-2',
  user: {
    email: 'cliente@exemplo.com.br',
    password: 'senha-super-secreta-3',
    newPassword: 'nova-4',
  },
  headers: {
    cookie: 'better-auth.session_token=abc5',
    authorization: 'Bearer xyz6',
    accept: '*/*',
  },
  body: { currentPassword: 'atual-7', secret: 'segredo-8' },
  mail: {
    to: 'cliente@exemplo.com.br',
    subject: 'Redefinir senha',
    text: 'https://x/reset?token=tok9',
  },
};

describe('createLogger', () => {
  it('removes passwords, tokens, cookies and an unsent mail body from every logged object', () => {
    const out = capture();
    const logger = createLogger(production, { isTTY: false, stdout: out.stream });
    logger.info(secrets, 'something happened');
    const line = out.text();
    for (const value of [
      'senha-super',
      'token-secreto',
      'nova-4',
      'abc5',
      'xyz6',
      'atual-7',
      'segredo-8',
      'tok9',
    ]) {
      expect(line).not.toContain(value);
    }
    const record = JSON.parse(out.lines()[0]!) as Record<string, unknown>;
    // What is not secret stays.
    expect(record).toMatchObject({
      msg: 'something happened',
      user: { email: 'cliente@exemplo.com.br' },
      headers: { accept: '*/*' },
      mail: { to: 'cliente@exemplo.com.br', subject: 'Redefinir senha' },
    });
  });

  it('keeps an unsent mail body in development, where the developer follows it in the log', () => {
    const out = capture();
    const logger = createLogger(
      { env: 'development', logLevel: 'info' },
      { isTTY: false, stdout: out.stream },
    );
    logger.info({ mail: secrets.mail, password: 'p' }, 'mail not sent');
    const record = JSON.parse(out.lines()[0]!) as { mail: { text: string }; password?: string };
    expect(record.mail.text).toContain('tok9');
    expect(record.password).toBeUndefined();
  });

  it('writes JSON lines when stdout is not a terminal and pretty lines when it is', () => {
    const json = capture();
    createLogger(production, { isTTY: false, stdout: json.stream }).info(
      { port: 3000 },
      'server listening',
    );
    expect(JSON.parse(json.lines()[0]!)).toMatchObject({
      level: 30,
      port: 3000,
      msg: 'server listening',
    });

    const pretty = capture();
    createLogger(production, { isTTY: true, stdout: pretty.stream }).info(
      { port: 3000 },
      'server listening',
    );
    const line = pretty.text();
    expect(() => JSON.parse(pretty.lines()[0]!) as unknown).toThrow();
    expect(line).toContain('INFO');
    expect(line).toContain('server listening');
    expect(line).toContain('port: 3000');
  });

  it('also writes LOG_FILE, a file per day, with the secrets removed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-logs-'));
    dirs.push(dir);
    const logFile = path.join(dir, 'logs', 'server.log');
    const out = capture();
    const logger = createLogger({ ...production, logFile }, { isTTY: false, stdout: out.stream });
    logger.info({ password: 'senha-no-arquivo', path: '/api/me' }, 'request');
    await closeLogger(logger);

    const files = readdirSync(path.dirname(logFile));
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(files).toEqual([`server.${stamp}.1.log`]);
    const written = readFileSync(path.join(path.dirname(logFile), files[0]!), 'utf8');
    expect(statSync(path.join(path.dirname(logFile), files[0]!)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(written.trim())).toMatchObject({ msg: 'request', path: '/api/me' });
    expect(written).not.toContain('senha-no-arquivo');
    // The same line reached stdout too.
    expect(out.lines()).toHaveLength(1);
  });

  it('rotates daily and keeps 190 files, counted over the whole folder (restarts included)', () => {
    expect(logFileOptions('/var/log/estudio/server.log')).toMatchObject({
      frequency: 'daily',
      limit: { count: 190, removeOtherLogFiles: true },
    });
  });
});

describe('logAccess', () => {
  it('records when, from where, what and the answer, with the request id', () => {
    const out = capture();
    const logger = createLogger(production, { isTTY: false, stdout: out.stream });
    logAccess(logger.child({ reqId: 'req-1' }), {
      ip: '203.0.113.9',
      method: 'POST',
      path: '/api/arts',
      status: 201,
      ms: 12,
    });
    const record = JSON.parse(out.lines()[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({
      reqId: 'req-1',
      ip: '203.0.113.9',
      method: 'POST',
      path: '/api/arts',
      status: 201,
      msg: 'request',
    });
    expect(new Date(record.time as string).toISOString()).toBe(record.time);
  });
});
