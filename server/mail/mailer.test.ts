// Delivery through the queue against a real SMTP server: once, after an outage, across a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWithSmtpSink } from '../test/factories';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema';
import { startRuntime, type Runtime } from '../runtime';
import type { DatabaseTarget } from '../db/client';
import {
  createTestContext,
  createThrowawayDatabase,
  TEST_ORIGIN,
  type TestContext,
} from '../test/harness';
import { startSmtp } from './smtp-sink';
import { createMailer, enqueueMail, MAIL_MAX_ATTEMPTS } from './mailer';

const POLL = { timeout: 40_000, interval: 200 };

/** A port nothing listens on (an SMTP server opened and closed again). */
async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const rowOf = async (db: Runtime['db'], id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('mail without SMTP', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('keeps the message in the outbox, unqueued', async () => {
    const id = await t.runtime.mailer.send({ to: 'x@exemplo.com', subject: 'Olá', text: 'corpo' });
    const row = await rowOf(t.runtime.db, id!);
    expect(row).toMatchObject({ to: 'x@exemplo.com', sentAt: null, queuedAt: null });
  });

  it('logs only recipient, subject and outbox id, never the text (a reset link is a secret)', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', base: undefined }, { write: (line) => lines.push(line) });
    const mailer = createMailer({
      db: t.runtime.db,
      config: { smtpUrl: undefined, mailFrom: 'Estúdio <a@b.com>' },
      logger,
      jobs: t.runtime.jobs,
    });
    const token = 'tok-' + crypto.randomUUID();
    const id = await mailer.send({
      to: 'log@exemplo.com',
      subject: 'Redefinição de senha',
      text: `Abra https://exemplo.com.br/redefinir-senha?token=${token}`,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain('redefinir-senha');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      outboxId: id,
      to: 'log@exemplo.com',
      subject: 'Redefinição de senha',
    });
  });
});

describe('mail delivery through the queue', () => {
  const { t, smtp } = contextWithSmtpSink({ MAIL_FROM: 'Estúdio <nao-responda@estudio.test>' });

  it('delivers a message once, with a Message-ID made from its outbox id, and marks it sent', async () => {
    const id = await t.runtime.mailer.send({
      to: 'y@exemplo.com',
      subject: 'Teste',
      text: 'olá mundo',
      html: '<p>olá mundo</p>',
      headers: { 'List-Unsubscribe': '<https://exemplo.com/sair>' },
    });
    await expect
      .poll(() => smtp.received.filter((m) => m.to[0] === 'y@exemplo.com').length, POLL)
      .toBe(1);
    const mail = smtp.received.find((m) => m.to[0] === 'y@exemplo.com')!;
    expect(mail.data).toContain(`Message-ID: <${id}@estudio.test>`);
    expect(mail.data).toContain('List-Unsubscribe: <https://exemplo.com/sair>');
    expect(mail.data).toContain('Content-Type: text/html');
    await expect
      .poll(async () => (await rowOf(t.runtime.db, id!))?.sentAt, POLL)
      .toBeInstanceOf(Date);
    // Another job for the same row (a sweep, a retry) sends nothing.
    expect(await t.runtime.mailer.deliver(id!)).toBe('done-before');
    expect(smtp.received.filter((m) => m.to[0] === 'y@exemplo.com')).toHaveLength(1);
  });

  it('never sends one row twice when two workers take it at once', async () => {
    const id = await enqueueMail(t.runtime.db, {
      to: 'twice@exemplo.com',
      subject: 'Uma vez',
      text: 'x',
    });
    // The SMTP server holds the winner mid-send, so the loser finds the row claimed, not sent.
    const release = smtp.hold();
    const both = [t.runtime.mailer.deliver(id!), t.runtime.mailer.deliver(id!)];
    expect(await Promise.race(both)).toBe('busy');
    release();
    expect((await Promise.all(both)).sort()).toEqual(['busy', 'sent']);
    expect(smtp.received.filter((m) => m.to[0] === 'twice@exemplo.com')).toHaveLength(1);
  });
});

describe('mail delivery when the SMTP server is down', () => {
  it('retries with back-off and delivers once it is back; gives up after the last attempt, keeping the error', async () => {
    const port = await freePort();
    const t = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const id = (await t.runtime.mailer.send({
        to: 'later@exemplo.com',
        subject: 'Depois',
        text: 'x',
      }))!;
      await expect
        .poll(async () => (await rowOf(t.runtime.db, id))?.error, POLL)
        .toMatch(/ECONNREFUSED/);
      smtp = await startSmtp({ port });
      await expect.poll(() => smtp!.received.length, POLL).toBe(1);
      await expect
        .poll(async () => (await rowOf(t.runtime.db, id))?.sentAt, POLL)
        .toBeInstanceOf(Date);
      const row = await rowOf(t.runtime.db, id);
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.error).toBeNull();

      // The last attempt failing gives up for good: failed_at set, the reason kept.
      await smtp.close();
      smtp = undefined;
      const last = (await enqueueMail(t.runtime.db, {
        to: 'never@exemplo.com',
        subject: 'x',
        text: 'x',
      }))!;
      await t.runtime.db
        .update(mailOutbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, last));
      expect(await t.runtime.mailer.deliver(last)).toBe('gave-up');
      const given = await rowOf(t.runtime.db, last);
      expect(given?.failedAt).toBeInstanceOf(Date);
      expect(given?.error).toMatch(/ECONNREFUSED/);
    } finally {
      await t.close();
      await smtp?.close();
    }
  }, 120_000);
});

describe('mail delivery across a restart', () => {
  it('neither loses nor duplicates a message failing at the restart, nor one never queued', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-mail-restart-'));
    const database = process.env.TEST_DATABASE_URL
      ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'studio_test')
      : null;
    const target: DatabaseTarget = database
      ? { kind: 'postgres', url: database.url }
      : { kind: 'pglite', dataDir };
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    let runtime = await startRuntime(config, target);
    try {
      const failing = (await runtime.mailer.send({
        to: 'a@exemplo.com',
        subject: 'A',
        text: 'a',
      }))!;
      await expect
        .poll(async () => (await rowOf(runtime.db, failing))?.error, POLL)
        .toMatch(/ECONNREFUSED/);
      // A crash between a commit and its dispatch leaves a row no job knows about.
      const orphan = (await enqueueMail(runtime.db, {
        to: 'b@exemplo.com',
        subject: 'B',
        text: 'b',
      }))!;
      await runtime.close();

      smtp = await startSmtp({ port });
      // The server registers the schedules: the start-up sweep finds the orphan.
      runtime = await startRuntime(config, target, { jobs: { schedules: true } });
      await expect.poll(() => smtp!.received.length, POLL).toBe(2);
      for (const id of [failing, orphan]) {
        await expect
          .poll(async () => (await rowOf(runtime.db, id))?.sentAt, POLL)
          .toBeInstanceOf(Date);
      }
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['a@exemplo.com', 'b@exemplo.com']);
      for (const id of [failing, orphan]) {
        expect((await rowOf(runtime.db, id))?.sentAt).toBeInstanceOf(Date);
      }
    } finally {
      await runtime.close();
      await smtp?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
