// The panel's 'E-mails' (docs/operations.md#e-mails-in-the-panel) on the real app with a real SMTP
// server: admin only, the outbox by state with recipient, subject, time and error (never the
// text), and 'Reenviar' of a failed message sending it once, audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { adminAudit, mailOutbox } from '../db/schema';
import { apiOf, dataOf, refusalOf } from '../test/api-client';
import { errorOf, post } from '../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { startSmtp } from '../mail/smtp-sink';

let t: TestContext;
let admin: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

const POLL = { timeout: 20_000, interval: 100 };
const HOUR = 3600_000;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Estúdio <nao@estudio.test>' });
  admin = await t.createAdmin();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.db;
/** The panel's 'E-mails' list, as the admin (`state`: one state only). */
const mailsList = (state?: 'sent' | 'pending' | 'failed') =>
  dataOf(apiOf(t, admin).GET('/api/admin/mails', { params: { query: { state } } }));

/** Outbox rows as the delivery left them: one sent, one waiting, one given up two days ago. */
async function outbox(tag: string) {
  const base = Date.now() - 2 * 24 * HOUR;
  const [sent, pending, failed] = await db()
    .insert(mailOutbox)
    .values([
      {
        to: `enviado-${tag}@exemplo.com.br`,
        subject: `Enviado ${tag}`,
        text: 'Segredo: https://site/redefinir?token=abc',
        createdAt: new Date(base),
        queuedAt: new Date(base),
        sentAt: new Date(base + 1000),
        attempts: 1,
      },
      {
        to: `pendente-${tag}@exemplo.com.br`,
        subject: `Pendente ${tag}`,
        text: 'x',
        createdAt: new Date(base + 2000),
        // Queued already: the dispatch leaves it to its job (none here), the page shows it waiting.
        queuedAt: new Date(base + 2000),
        attempts: 3,
        error: 'Greeting never received',
      },
      {
        to: `falhou-${tag}@exemplo.com.br`,
        subject: `Com falha ${tag}`,
        text: 'Olá, a sua arte foi entregue.',
        html: '<p>Olá, a sua arte foi entregue.</p>',
        headers: { 'List-Unsubscribe': '<https://site/sair>' },
        kind: 'art_delivered',
        createdAt: new Date(base + 3000),
        queuedAt: new Date(base + 3000),
        attempts: 13,
        error: 'connect ECONNREFUSED 127.0.0.1:25',
        failedAt: new Date(base + 24 * HOUR),
      },
    ])
    .returning();
  return { sent: sent!, pending: pending!, failed: failed! };
}

describe('GET /api/admin/mails', () => {
  it('is the studio’s only', async () => {
    const client = await t.signUp();
    expect((await t.request(apiRoutes.admin.mails)).status).toBe(401);
    expect((await t.request(apiRoutes.admin.mails, { cookie: client.cookie })).status).toBe(403);
    expect(
      (await post(t, apiRoutes.admin.resendMail(crypto.randomUUID()), client.cookie)).status,
    ).toBe(403);
  });

  it('lists newest first with the state, recipient, subject, times and error; filters by state; never the text', async () => {
    const { sent, pending, failed } = await outbox('lista');
    const all = await mailsList();
    const ours = all.items.filter((row) => [sent.id, pending.id, failed.id].includes(row.id));
    expect(ours.map((row) => [row.subject, row.state])).toEqual([
      ['Com falha lista', 'failed'],
      ['Pendente lista', 'pending'],
      ['Enviado lista', 'sent'],
    ]);
    expect(ours[0]).toMatchObject({
      to: 'falhou-lista@exemplo.com.br',
      attempts: 13,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
      failedAt: failed.failedAt!.toISOString(),
      resentAt: null,
    });
    expect(ours[1]).toMatchObject({ error: 'Greeting never received', attempts: 3 });
    expect(ours[2]).toMatchObject({ sentAt: sent.sentAt!.toISOString(), error: null });
    expect(JSON.stringify(all)).not.toContain('token=abc');

    for (const state of ['sent', 'pending', 'failed'] as const) {
      const page = await mailsList(state);
      expect(new Set(page.items.map((row) => row.state))).toEqual(new Set([state]));
      expect(page.total).toBe(page.items.length);
    }
    const wrong = await t.request(`${apiRoutes.admin.mails}?state=lida`, { cookie: admin.cookie });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe('Situação inválida.');
  });
});

describe('POST /api/admin/mails/{id}/resend', () => {
  it('sends a failed message once through the delivery job, audited; a second press is refused', async () => {
    const { failed } = await outbox('reenvio');
    const resend = () =>
      apiOf(t, admin).POST('/api/admin/mails/{id}/resend', { params: { path: { id: failed.id } } });
    const copy = await dataOf(resend());
    expect(copy).toMatchObject({ to: failed.to, subject: failed.subject, state: 'pending' });
    expect(copy.id).not.toBe(failed.id);

    // The same delivery job sends it, once, as it was written.
    const mine = () => smtp.received.filter((mail) => mail.to.includes(failed.to));
    await expect.poll(() => mine().length, POLL).toBe(1);
    expect(mine()[0]!.data).toContain(`Message-ID: <${copy.id}@estudio.test>`);
    expect(mine()[0]!.data).toContain('List-Unsubscribe: <https://site/sair>');
    await expect
      .poll(async () => {
        const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, copy.id));
        return row?.sentAt;
      }, POLL)
      .toBeInstanceOf(Date);

    // A double press queues nothing more.
    expect((await refusalOf(resend(), 409)).code).toBe('already_resent');
    const list = await mailsList();
    const original = list.items.find((row) => row.id === failed.id);
    expect(original?.state).toBe('failed');
    expect(original?.resentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list.items.find((row) => row.id === copy.id)?.state).toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mine()).toHaveLength(1);

    const audit = await db().select().from(adminAudit).where(eq(adminAudit.action, 'mail_resent'));
    expect(audit.map((row) => [row.actorId, row.details])).toEqual([
      [admin.id, { outboxId: failed.id, copyId: copy.id, to: failed.to, subject: failed.subject }],
    ]);
  });

  it('refuses a sent or pending message, and an unknown id', async () => {
    const { sent, pending } = await outbox('recusa');
    for (const row of [sent, pending]) {
      const response = await post(t, apiRoutes.admin.resendMail(row.id), admin.cookie);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('not_failed');
    }
    const unknown = await post(t, apiRoutes.admin.resendMail(crypto.randomUUID()), admin.cookie);
    expect(unknown.status).toBe(404);
  });
});
