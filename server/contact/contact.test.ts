// The contact form's API: validation, storage before mail, mail through a real SMTP server,
// the honeypot and the per-address limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWithSmtpSink } from '../test/factories';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../common/contact';
import { apiRoutes } from '../../common/api-routes';
import { contactMessage, mailOutbox } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

const valid = {
  user_name: 'Maria Embalagens',
  user_email: 'maria@embalagens.com.br',
  message: 'Gostaria de um orçamento para 20 artes de rótulos por mês.',
};

let ipCounter = 0;
/** A fresh client address per test, so the per-address limit of one test can't touch another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/contact without SMTP', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const post = (body: unknown, ip = freshIp()) =>
    t.request(apiRoutes.contact, {
      method: 'POST',
      json: body,
      headers: { 'x-forwarded-for': ip },
    });

  it('stores a valid message with the sender address and answers 201', async () => {
    const ip = freshIp();
    const response = await post({ ...valid, message: `  ${valid.message}  ` }, ip);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await t.runtime.db.select().from(contactMessage).where(eq(contactMessage.ip, ip));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: valid.user_name,
      email: valid.user_email,
      message: valid.message,
      mailedAt: null,
      readAt: null,
    });
  });

  it.each([
    [{ ...valid, user_name: '   ' }, CONTACT_MESSAGES.nameRequired],
    [{ ...valid, user_name: 'x'.repeat(CONTACT_LIMITS.nameMax + 1) }, CONTACT_MESSAGES.nameTooLong],
    [{ ...valid, user_email: '' }, CONTACT_MESSAGES.emailRequired],
    [{ ...valid, user_email: 'maria@empresa' }, CONTACT_MESSAGES.emailInvalid],
    [{ ...valid, message: '' }, CONTACT_MESSAGES.messageRequired],
    [{ ...valid, message: 'Oi' }, CONTACT_MESSAGES.messageTooShort],
    [{ user_email: valid.user_email, message: valid.message }, CONTACT_MESSAGES.nameRequired],
  ])('refuses invalid input with a pt-BR message (%#)', async (body, message) => {
    const ip = freshIp();
    const response = await post(body, ip);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_input', message } });
    const rows = await t.runtime.db.select().from(contactMessage).where(eq(contactMessage.ip, ip));
    expect(rows).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const ip = freshIp();
    const response = await post({ ...valid, website: 'https://spam.example' }, ip);
    expect(response.status).toBe(201);
    const rows = await t.runtime.db.select().from(contactMessage).where(eq(contactMessage.ip, ip));
    expect(rows).toHaveLength(0);
  });

  it(`limits an address to ${CONTACT_LIMITS.perIpMax} messages per ${CONTACT_LIMITS.perIpWindowMinutes} minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMITS.perIpMax; i++) {
      expect((await post(valid, ip)).status).toBe(201);
    }
    const refused = await post(valid, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_requests', message: CONTACT_MESSAGES.rateLimited },
    });
    // Another visitor is not affected.
    expect((await post(valid)).status).toBe(201);

    // Once the window has passed (rows aged in the database), the address may write again.
    await t.runtime.db
      .update(contactMessage)
      .set({ createdAt: new Date(Date.now() - (CONTACT_LIMITS.perIpWindowMinutes + 1) * 60_000) })
      .where(eq(contactMessage.ip, ip));
    expect((await post(valid, ip)).status).toBe(201);
  });

  it('counts IPv6 addresses by /64, as the sign-in limits do: one network holds many hosts', async () => {
    for (let i = 1; i <= CONTACT_LIMITS.perIpMax; i++) {
      expect((await post(valid, `2001:db8:77:77::${i}`)).status).toBe(201);
    }
    // Another host of the same /64, however it is written, is the same sender.
    expect((await post(valid, '2001:db8:77:77:ffff:0:0:1')).status).toBe(429);
    expect((await post(valid, '2001:0DB8:0077:0077::abcd')).status).toBe(429);
    // The next /64 is another visitor; IPv4 addresses still count one by one.
    expect((await post(valid, '2001:db8:77:78::1')).status).toBe(201);
    expect((await post(valid)).status).toBe(201);
  });

  it('refuses a post from another origin', async () => {
    const response = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: valid,
      headers: { origin: 'https://evil.example', 'x-forwarded-for': freshIp() },
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/contact with SMTP', () => {
  const { t, smtp } = contextWithSmtpSink({
    CONTACT_TO: 'contato@estudio.test',
    TRUST_PROXY: 'true',
  });

  it('mails the studio with the visitor as reply-to and marks the message mailed', async () => {
    const ip = freshIp();
    const response = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: valid,
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status).toBe(201);

    const [row] = await waitFor(
      () => t.runtime.db.select().from(contactMessage).where(eq(contactMessage.ip, ip)),
      (rows) => rows[0]?.mailedAt instanceof Date,
    );
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(['contato@estudio.test']);
    expect(mail?.data).toContain('Reply-To: maria@embalagens.com.br');
    expect(mail?.data).toContain('Subject: Nova mensagem pelo site: Maria Embalagens');
    expect(mail?.data).toContain('maria@embalagens.com.br');
  });
});

// Behaviour changed on purpose (notifications): the mail is no longer tried inside the
// request; the queue delivers it and retries a refusal with back-off (server/mail/mailer.test.ts).
describe('POST /api/contact when the mail server refuses', () => {
  const { t } = contextWithSmtpSink(
    { CONTACT_TO: 'x@estudio.test', TRUST_PROXY: 'true' },
    { reject: true },
  );

  it('keeps the message, leaves it unmailed and the outbox row waiting for a retry', async () => {
    const ip = '198.51.100.7';
    const response = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: valid,
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status).toBe(201);
    const rows = await t.runtime.db.select().from(contactMessage).where(eq(contactMessage.ip, ip));
    expect(rows).toHaveLength(1);
    const [mail] = await waitFor(
      () =>
        t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, rows[0]!.id)),
      (mails) => Boolean(mails[0]?.error),
    );
    expect(mail?.error).toContain('mailbox unavailable');
    expect(mail?.sentAt).toBeNull();
    expect(mail?.failedAt).toBeNull();
    const [row] = await t.runtime.db.select().from(contactMessage).where(eq(contactMessage.ip, ip));
    expect(row?.mailedAt).toBeNull();
  });
});
