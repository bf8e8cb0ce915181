import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { startSmtp } from '../test/smtp';
import { createMailer } from './mailer';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('mailer', () => {
  it('keeps the message in the outbox when SMTP is not configured', async () => {
    const mailer = createMailer({
      db: t.runtime.db,
      config: { smtpUrl: undefined, mailFrom: 'Estúdio <a@b.com>' },
      logger: t.runtime.logger,
    });
    expect(await mailer.send({ to: 'x@exemplo.com', subject: 'Olá', text: 'corpo' })).toBe(false);
    const rows = await t.runtime.db.select().from(mailOutbox);
    expect(rows.some((row) => row.to === 'x@exemplo.com' && row.sentAt === null)).toBe(true);
  });

  it('logs only recipient, subject and outbox id, never the text (a reset link is a secret)', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', base: undefined }, { write: (line) => lines.push(line) });
    const mailer = createMailer({
      db: t.runtime.db,
      config: { smtpUrl: undefined, mailFrom: 'Estúdio <a@b.com>' },
      logger,
    });
    const token = 'tok-' + crypto.randomUUID();
    await mailer.send({
      to: 'log@exemplo.com',
      subject: 'Redefinição de senha',
      text: `Abra https://exemplo.com.br/redefinir-senha?token=${token}`,
    });
    const [row] = (await t.runtime.db.select().from(mailOutbox)).filter(
      (r) => r.to === 'log@exemplo.com',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain('redefinir-senha');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      outboxId: row?.id,
      to: 'log@exemplo.com',
      subject: 'Redefinição de senha',
    });
  });

  it('delivers through a real SMTP server and marks the outbox row sent', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({
      db: t.runtime.db,
      config: { smtpUrl: smtp.url, mailFrom: 'Estúdio <a@b.com>' },
      logger: t.runtime.logger,
    });
    expect(await mailer.send({ to: 'y@exemplo.com', subject: 'Teste', text: 'olá mundo' })).toBe(
      true,
    );
    mailer.close();
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['y@exemplo.com']);
    // The body travels quoted-printable: 'á' is =C3=A1.
    expect(smtp.received[0]?.data).toContain('ol=C3=A1 mundo');
    expect(smtp.received[0]?.data).toContain('Subject: Teste');
    const rows = await t.runtime.db.select().from(mailOutbox);
    expect(rows.find((row) => row.to === 'y@exemplo.com')?.sentAt).toBeInstanceOf(Date);
  });

  it('records the failure when the SMTP server refuses, without throwing', async () => {
    const smtp = await startSmtp({ reject: true });
    const mailer = createMailer({
      db: t.runtime.db,
      config: { smtpUrl: smtp.url, mailFrom: 'Estúdio <a@b.com>' },
      logger: t.runtime.logger,
    });
    expect(await mailer.send({ to: 'z@exemplo.com', subject: 'Teste', text: 'x' })).toBe(false);
    mailer.close();
    await smtp.close();
    const row = (await t.runtime.db.select().from(mailOutbox)).find(
      (r) => r.to === 'z@exemplo.com',
    );
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toContain('mailbox unavailable');
  });
});
