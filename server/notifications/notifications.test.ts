// Every event's messages (one per recipient, written with the move), the bell, the preferences and
// the unsubscribe link, through the real app.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { notificationApiRoutes } from '../../common/notifications';
import { mailOutbox, notificationOptOut } from '../db/schema';
import {
  approveAs,
  clientWithCredits,
  confirmDraft,
  deliverThroughPanel,
  notificationsWrittenBy,
  PDF,
  post,
  readJson,
  requestArt,
  uploadDraft,
} from '../test/factories';
import { createTestContext, TEST_ORIGIN, type TestContext, type TestUser } from '../test/harness';
import { notify } from './notify';
import { createUnsubscribeToken } from './unsubscribe-token';

/** A change request is multipart (it may carry files). */
function changeForm(description: string): FormData {
  const body = new FormData();
  body.set('description', description);
  return body;
}

const STUDIO = ['estudio@estudio.test', 'dono@estudio.test'];
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext({ STUDIO_NOTIFY_TO: STUDIO.join(', ') });
  admin = await t.createAdmin();
});
afterAll(() => t.close());

type Mail = typeof mailOutbox.$inferSelect;

/** What the block wrote: outbox rows and bell rows that did not exist before it. */
const written = (block: () => Promise<unknown>) => notificationsWrittenBy(t.runtime.db, block);

const summary = (mails: Mail[]) => mails.map((m) => `${m.kind} → ${m.to}`).sort();
const studio = (kind: string) => STUDIO.map((to) => `${kind} → ${to}`).sort();

describe('every event', () => {
  it('writes one message per recipient, and one bell per account, for each move of an art', async () => {
    const client = await clientWithCredits(t, admin, 0, { name: 'Padaria <Pão & Cia>' });

    const granted = await written(() =>
      post(t, apiRoutes.admin.grantCredits(client.id), admin.cookie, {
        json: { amount: 3, note: 'Pacote de novembro' },
      }),
    );
    expect(summary(granted.mails)).toEqual([`credits_granted → ${client.email}`]);
    expect(granted.mails[0]?.text).toContain('Novo saldo: 3');
    expect(granted.bells.map((b) => b.recipientId)).toEqual([client.id]);

    let artId = '';
    const requested = await written(async () => {
      artId = (await requestArt(t, admin, client, 'Rótulo <Mel> & Cia')).id;
    });
    expect(summary(requested.mails)).toEqual(
      [`art_received → ${client.email}`, ...studio('studio_new_art')].sort(),
    );
    const received = requested.mails.find((m) => m.kind === 'art_received')!;
    expect(received.text).toMatch(new RegExp(`Prazo de entrega: ${DATE_TIME.source}`));
    // The promise in the words of the request dialog and the art page.
    expect(received.text).toContain(
      'Entregamos em até 2 dias úteis, contados do pedido ou do último pedido de alteração, no mesmo horário; sábados, domingos e feriados nacionais não contam.',
    );
    expect(received.text).toContain(`${TEST_ORIGIN}/arte/${artId}`);
    expect(received.text).toContain(`${TEST_ORIGIN}/MeusDados#notificacoes`);
    // Every value reaches the HTML escaped.
    expect(received.html).toContain('Rótulo &lt;Mel&gt; &amp; Cia');
    expect(received.html).not.toContain('<Mel>');
    expect(received.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(received.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(requested.bells.map((b) => b.recipientId).sort()).toEqual([admin.id, client.id].sort());

    const started = await written(() => post(t, apiRoutes.admin.startArt(artId), admin.cookie));
    expect(summary(started.mails)).toEqual([`art_started → ${client.email}`]);

    // The file waits as a draft while its pre-flight runs: nobody hears of it before the studio
    // confirms.
    let draftId = '';
    const draft = await written(async () => {
      draftId = (await uploadDraft(t, admin, artId, PDF)).id;
    });
    expect(draft).toEqual({ mails: [], bells: [] });
    const delivered = await written(() => confirmDraft(t, admin, artId, draftId));
    expect(summary(delivered.mails)).toEqual([`art_delivered → ${client.email}`]);
    expect(delivered.mails[0]?.text).toContain('Status: Aguardando sua aprovação.');
    expect(delivered.bells[0]?.text).toBe(
      'Versão 1 da arte "Rótulo <Mel> & Cia" entregue: aguardando sua aprovação.',
    );
    expect(delivered.mails[0]?.subject).toBe('Versão 1 entregue: Rótulo <Mel> & Cia');
    expect(delivered.bells[0]?.artId).toBe(artId);

    const changed = await written(() =>
      post(t, apiRoutes.requestArtChange(artId), client.cookie, {
        body: changeForm('Trocar o azul <por> verde'),
      }),
    );
    expect(summary(changed.mails)).toEqual(
      [`change_received → ${client.email}`, ...studio('studio_change_requested')].sort(),
    );
    const changeReceived = changed.mails.find((m) => m.kind === 'change_received');
    expect(changeReceived?.text).toMatch(new RegExp(`Novo prazo de entrega: ${DATE_TIME.source}`));
    expect(changeReceived?.text).toContain('Entregamos em até 2 dias úteis');

    await post(t, apiRoutes.admin.startArt(artId), admin.cookie);
    const second = await written(() => deliverThroughPanel(t, admin, artId));
    expect(second.mails[0]?.subject).toBe('Versão 2 entregue: Rótulo <Mel> & Cia');

    const approved = await written(() => approveAs(t, client, artId, 2));
    expect(summary(approved.mails)).toEqual(
      [`art_approved → ${client.email}`, ...studio('studio_art_approved')].sort(),
    );
    const proof = approved.mails.find((m) => m.kind === 'art_approved')?.text;
    expect(proof).toContain('Aprovada em');
    // The version approved and its files, and the termo's verification code.
    expect(proof).toMatch(/Versão aprovada: v2: \S+/);
    expect(proof).toMatch(/Código de verificação: AP-/);
  });

  it('tells a client of deactivation and reactivation, mails that cannot be turned off', async () => {
    const client = await t.signUp();
    const off = await written(() =>
      post(t, apiRoutes.admin.deactivateClient(client.id), admin.cookie),
    );
    expect(summary(off.mails)).toEqual([`account_deactivated → ${client.email}`]);
    // Account messages carry the preferences link but no unsubscribe.
    expect(off.mails[0]?.headers).toBeNull();
    expect(off.mails[0]?.text).toContain('/MeusDados#notificacoes');
    const on = await written(() =>
      post(t, apiRoutes.admin.reactivateClient(client.id), admin.cookie),
    );
    expect(summary(on.mails)).toEqual([`account_reactivated → ${client.email}`]);
  });

  it('mails the studio a contact message, with the visitor as reply-to', async () => {
    const sent = await written(() =>
      t.request(apiRoutes.contact, {
        method: 'POST',
        json: {
          user_name: 'Maria',
          user_email: 'maria@embalagens.com.br',
          message: 'Quero orçamento de 10 rótulos.',
        },
      }),
    );
    expect(summary(sent.mails)).toEqual(studio('studio_contact'));
    expect(sent.mails.every((m) => m.replyTo === 'maria@embalagens.com.br')).toBe(true);
    expect(sent.bells.map((b) => b.recipientId)).toEqual([admin.id]);
  });

  it('writes nothing for a refused move, nor for one that rolls back after notifying', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client);
    const refused = await written(async () => {
      // Solicitado cannot be approved.
      expect((await approveAs(t, client, art.id, 1)).status).toBe(409);
      // No credits left.
      const form = new FormData();
      form.set('name', 'Sem crédito');
      form.set('briefing', 'x');
      expect(
        (await t.request(apiRoutes.arts, { method: 'POST', cookie: client.cookie, body: form }))
          .status,
      ).toBe(409);
    });
    expect(refused).toEqual({ mails: [], bells: [] });

    const rolledBack = await written(() =>
      t.runtime.db
        .transaction(async (tx) => {
          await notify(t.runtime.db, tx, { type: 'art_started', artId: art.id });
          throw new Error('later step failed');
        })
        .catch(() => {}),
    );
    expect(rolledBack).toEqual({ mails: [], bells: [] });
  });
});

describe('the bell', () => {
  it('lists the latest with links to the art, counts the unread and marks all read', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client);
    await post(t, apiRoutes.admin.startArt(art.id), admin.cookie);

    const list = await readJson<{
      items: { text: string; href: string | null; read: boolean }[];
      unread: number;
    }>(await t.request(notificationApiRoutes.list, { cookie: client.cookie }));
    expect(list.unread).toBe(3); // credits, received, started
    expect(list.items[0]).toMatchObject({ href: `/arte/${art.id}`, read: false });
    expect(list.items[0]?.text).toContain('começou a trabalhar');

    const studioList = await readJson<{ items: { href: string | null }[] }>(
      await t.request(notificationApiRoutes.list, { cookie: admin.cookie }),
    );
    expect(studioList.items.some((item) => item.href === `/pagina-detalhes/${art.id}`)).toBe(true);

    const marked = await post(t, notificationApiRoutes.markAllRead, client.cookie);
    expect(await readJson(marked)).toEqual({ count: 0 });
    expect(
      await readJson(await t.request(notificationApiRoutes.unreadCount, { cookie: client.cookie })),
    ).toEqual({ count: 0 });
    expect((await t.request(notificationApiRoutes.unreadCount)).status).toBe(401);
  });
});

describe('preferences', () => {
  it('turns one kind of e-mail off (the bell still shows it) and back on', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client);
    const put = (json: unknown) =>
      t.request(notificationApiRoutes.preferences, { method: 'PUT', cookie: client.cookie, json });

    const off = await put({ kind: 'art_started', email: false });
    expect(off.status).toBe(200);
    const prefs = await readJson<{ items: { kind: string; email: boolean }[] }>(off);
    expect(prefs.items.find((i) => i.kind === 'art_started')?.email).toBe(false);
    expect(prefs.items.find((i) => i.kind === 'art_delivered')?.email).toBe(true);
    // Account messages are not a choice.
    expect(prefs.items.some((i) => i.kind.startsWith('account_'))).toBe(false);

    const started = await written(() => post(t, apiRoutes.admin.startArt(art.id), admin.cookie));
    expect(started.mails).toEqual([]);
    expect(started.bells.map((b) => b.recipientId)).toEqual([client.id]);

    await put({ kind: 'art_started', email: true });
    const refused = await put({ kind: 'account_deactivated', email: false });
    expect(refused.status).toBe(400);
    expect((await readJson<{ error: { message: string } }>(refused)).error.message).toBe(
      'Tipo de notificação desconhecido.',
    );
    expect(
      (await t.request(notificationApiRoutes.preferences, { cookie: admin.cookie })).status,
    ).toBe(403);
  });
});

describe('the unsubscribe link', () => {
  const unsubscribeUrl = (token: string) =>
    `${notificationApiRoutes.unsubscribe}?token=${encodeURIComponent(token)}`;
  const optOuts = (userId: string) =>
    t.runtime.db
      .select({ kind: notificationOptOut.kind })
      .from(notificationOptOut)
      .where(eq(notificationOptOut.userId, userId));

  it('confirms in pt-BR on GET and unsubscribes on the one-click POST, without signing in', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const art = await requestArt(t, admin, client);
    const [mail] = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, client.email), inArray(mailOutbox.kind, ['art_received'])));
    const link = /<(.+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname + new URL(link).search;

    const page = await t.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Não receber mais este e-mail?');
    expect(html).toContain('Pedido de arte recebido');
    expect(await optOuts(client.id)).toEqual([]);

    // As a mail provider sends it: no cookie, no Origin, the RFC 8058 body.
    const done = await t.app.request(new URL(path, TEST_ORIGIN).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Você não receberá mais por e-mail');
    expect(await optOuts(client.id)).toEqual([{ kind: 'art_received' }]);
    void art;
  });

  it('refuses forged, expired, foreign-key and re-addressed tokens', async () => {
    const victim = await t.signUp();
    const other = await t.signUp();
    const secret = t.runtime.config.authSecret;
    const good = createUnsubscribeToken(secret, { userId: other.id, kind: 'art_delivered' });
    const [payload, signature] = good.split('.') as [string, string];
    const victimPayload = Buffer.from(
      JSON.stringify([victim.id, 'art_delivered', Math.floor(Date.now() / 1000) + 3600]),
    ).toString('base64url');
    const cases = {
      forged: `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      'other account, same signature': `${victimPayload}.${signature}`,
      'another secret': createUnsubscribeToken(randomBytes(32).toString('hex'), {
        userId: victim.id,
        kind: 'art_delivered',
      }),
      expired: createUnsubscribeToken(secret, {
        userId: victim.id,
        kind: 'art_delivered',
        now: new Date(Date.now() - 200 * 86_400_000),
      }),
      // Signed, but an admin has no e-mail preferences.
      'not a client': createUnsubscribeToken(secret, { userId: admin.id, kind: 'art_delivered' }),
      garbage: 'abc',
    };
    for (const [label, token] of Object.entries(cases)) {
      const response = await t.request(unsubscribeUrl(token), { method: 'POST' });
      expect(response.status, label).toBe(400);
      expect(await response.text(), label).toMatch(/Link (inválido|expirado)/);
    }
    expect((await t.request(unsubscribeUrl(''))).status).toBe(400);
    expect(await optOuts(victim.id)).toEqual([]);
    expect(await optOuts(admin.id)).toEqual([]);
    // The genuine token still works, for its own account only.
    expect((await t.request(unsubscribeUrl(good), { method: 'POST' })).status).toBe(200);
    expect(await optOuts(other.id)).toEqual([{ kind: 'art_delivered' }]);
    expect(await optOuts(victim.id)).toEqual([]);
  });
});

describe('without STUDIO_NOTIFY_TO', () => {
  it("mails the studio's messages to every active admin", async () => {
    const own = await createTestContext();
    try {
      const first = await own.createAdmin();
      const second = await own.createAdmin();
      const client = await own.signUp();
      await post(own, apiRoutes.admin.grantCredits(client.id), first.cookie, {
        json: { amount: 1 },
      });
      await requestArt(own, first, client);
      const studioMails = await own.runtime.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'studio_new_art'));
      expect(studioMails.map((m) => m.to).sort()).toEqual([first.email, second.email].sort());
    } finally {
      await own.close();
    }
  });
});
