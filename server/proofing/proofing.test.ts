// Proofing's pins on the real app: add on a delivered version, list in reading order
// with replies, resolve and reopen with their history events, and the art's ownership (owner and
// admins; another client 404; signed out 401).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { startArt } from '../arts/art-moves.service';
import { rateLimit } from '../db/schema';
import {
  requestAndDeliver,
  clientForFile,
  adminContextForFile,
  PDF,
  deliveryForm,
  errorOf,
  post,
  requestArt,
} from '../test/factories';
import { apiOf, dataOf, multipart, refusalOf, type ApiSchemas } from '../test/api-client';
import type { TestUser } from '../test/harness';
import { CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE } from '../../common/api-types';
import { commentCounterKey } from './proofing-limits';

const { t, admin } = adminContextForFile();
const client = clientForFile(t, 'Cliente Prova');
const stranger = clientForFile(t, 'Outro Cliente');

const deliveredArt = async () => (await requestAndDeliver(t, admin, client)).art;

type PinInput = ApiSchemas['AddPinInput'];
const pin = (x: number, y: number, extra: Partial<PinInput> = {}): PinInput => ({
  version: 1,
  page: 1,
  x,
  y,
  text: `Ajustar aqui (${x}, ${y})`,
  ...extra,
});

// The routes under test, through the typed client, as `user`.
const inArt = (id: string) => ({ params: { path: { id } } });
const postPin = (user: TestUser, artId: string, body: PinInput) =>
  apiOf(t, user).POST('/api/arts/{id}/comments', { ...inArt(artId), body });
/** Pins `body` on the art as `user`: the new pin. */
const addPin = (user: TestUser, artId: string, body: PinInput) =>
  dataOf(postPin(user, artId, body), 201);
const pinsOf = (user: TestUser, artId: string, version?: number) =>
  dataOf(
    apiOf(t, user).GET('/api/arts/{id}/comments', {
      params: { path: { id: artId }, query: { version } },
    }),
  );
const reply = (user: TestUser, artId: string, commentId: string, text: string) =>
  apiOf(t, user).POST('/api/arts/{id}/comments/{commentId}/replies', {
    params: { path: { id: artId, commentId } },
    body: { text },
  });
const setState = (action: 'resolve' | 'reopen', user: TestUser, artId: string, commentId: string) =>
  apiOf(t, user).POST(`/api/arts/{id}/comments/{commentId}/${action}` as const, {
    params: { path: { id: artId, commentId } },
  });
const detailOf = (user: TestUser, artId: string) =>
  dataOf(apiOf(t, user).GET('/api/arts/{id}', inArt(artId)));

describe('proof comments', () => {
  it('adds numbered pins and lists them in reading order with replies', async () => {
    const art = await deliveredArt();
    const a = await addPin(client, art.id, pin(0.8, 0.5));
    expect(a).toMatchObject({ number: 1, state: 'aberto', version: 1, w: null, replies: [] });
    const b = await addPin(client, art.id, pin(0.1, 0.2, { w: 0.3, h: 0.1 }));
    expect(b).toMatchObject({ number: 2, w: 0.3, h: 0.1 });
    // The studio pins too, on the same version.
    const c = await addPin(admin, art.id, pin(0.1, 0.5));
    expect(c.number).toBe(3);
    expect(c.author.role).toBe('admin');

    const replied = await dataOf(reply(admin, art.id, a.id, 'Certo, vamos ajustar.'), 201);
    expect(replied.replies).toMatchObject([
      { text: 'Certo, vamos ajustar.', author: { role: 'admin' } },
    ]);

    const list = await pinsOf(client, art.id);
    expect(list.version).toBe(1);
    expect(list.pins.map((p) => p.number)).toEqual([2, 3, 1]);
    expect(list.pins[2]!.replies).toHaveLength(1);
    const same = await pinsOf(admin, art.id, 1);
    expect(same.pins).toHaveLength(3);

    const detail = await detailOf(client, art.id);
    expect(detail.events.filter((e) => e.type === 'comment_added')).toHaveLength(3);
    // The reply is in the history too, naming its pin.
    expect(detail.events.filter((e) => e.type === 'comment_replied')).toMatchObject([
      { version: 1, note: '#1: Certo, vamos ajustar.' },
    ]);
  });

  it('resolves and reopens a pin, once each, with history events', async () => {
    const art = await deliveredArt();
    const a = await addPin(client, art.id, pin(0.5, 0.5));
    const body = await dataOf(setState('resolve', admin, art.id, a.id));
    expect(body.state).toBe('resolvido');
    expect(body.resolvedBy?.id).toBe(admin.id);
    expect(body.resolvedAt).not.toBeNull();

    const again = await refusalOf(setState('resolve', admin, art.id, a.id), 409);
    expect(again.message).toBe('Este comentário já está resolvido.');

    const reopened = await dataOf(setState('reopen', client, art.id, a.id));
    expect(reopened).toMatchObject({
      state: 'aberto',
      resolvedAt: null,
      resolvedBy: null,
    });
    const detail = await detailOf(client, art.id);
    expect(detail.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['comment_added', 'comment_resolved', 'comment_reopened']),
    );
  });

  it('refuses bad input in pt-BR', async () => {
    const art = await deliveredArt();
    const cases: [PinInput, string, number][] = [
      [pin(1.2, 0.5), 'A posição horizontal deve estar entre 0 e 1.', 400],
      [pin(0.5, 0.5, { text: '   ' }), 'Escreva o comentário (até 2000 caracteres).', 400],
      [
        pin(0.5, 0.5, { text: 'x'.repeat(2001) }),
        'Escreva o comentário (até 2000 caracteres).',
        400,
      ],
      [
        pin(0.5, 0.5, { w: 0.2 }),
        'Informe a largura e a altura da área, ou nenhuma das duas.',
        400,
      ],
      [pin(0.5, 0.5, { version: 2 }), 'Versão não encontrada.', 404],
    ];
    for (const [body, message, status] of cases) {
      const refused = await refusalOf(postPin(client, art.id, body), status);
      expect(refused.message).toBe(message);
    }
    // No delivery yet: nothing to list, nothing to pin.
    const fresh = await requestArt(t, admin, client);
    expect(await pinsOf(client, fresh.id)).toEqual({ version: null, pins: [] });
    await refusalOf(postPin(client, fresh.id, pin(0.5, 0.5)), 404);
  });

  it('follows the art ownership: another client 404, signed out 401', async () => {
    const art = await deliveredArt();
    const a = await addPin(client, art.id, pin(0.5, 0.5));
    const refusals: [string, 'GET' | 'POST', unknown][] = [
      [apiRoutes.artComments(art.id), 'GET', undefined],
      [apiRoutes.artComments(art.id), 'POST', pin(0.2, 0.2)],
      [apiRoutes.artCommentReplies(art.id, a.id), 'POST', { text: 'Oi' }],
      [apiRoutes.resolveArtComment(art.id, a.id), 'POST', undefined],
      [apiRoutes.reopenArtComment(art.id, a.id), 'POST', undefined],
    ];
    for (const [path, method, json] of refusals) {
      const other = await t.request(path, { method, cookie: stranger.cookie, json });
      expect(other.status, path).toBe(404);
      expect((await errorOf(other)).message).toBe('Arte não encontrada.');
      const out = await t.request(path, { method, json });
      expect(out.status, path).toBe(401);
    }
    // A pin of another art, or a reply's id, is not found under this art.
    const otherArt = await deliveredArt();
    const resolvedElsewhere = await refusalOf(setState('resolve', client, otherArt.id, a.id), 404);
    expect(resolvedElsewhere.message).toBe('Comentário não encontrado.');
    const withReply = await dataOf(reply(client, art.id, a.id, 'Mais um detalhe'), 201);
    const replyId = withReply.replies[0]!.id;
    await refusalOf(setState('resolve', admin, art.id, replyId), 404);
  });
});

const askChange = (artId: string, description?: string) =>
  apiOf(t, client).POST('/api/arts/{id}/change-request', {
    ...inArt(artId),
    ...multipart({ description }),
  });

describe('change requests from pins', () => {
  it('needs an open pin or a text, and carries the open pins of the current version', async () => {
    const art = await deliveredArt();
    const empty = await refusalOf(askChange(art.id, '  '), 400);
    expect(empty.message).toBe(CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE);
    await refusalOf(askChange(art.id), 400);

    const a = await addPin(client, art.id, pin(0.6, 0.3));
    const b = await addPin(client, art.id, pin(0.2, 0.3));
    const done = await addPin(client, art.id, pin(0.2, 0.9));
    await dataOf(setState('resolve', client, art.id, done.id));

    // Pins alone are enough; the resolved pin stays behind.
    await dataOf(askChange(art.id));
    const detail = await detailOf(client, art.id);
    expect(detail.status).toBe('Alteração');
    expect(detail.changeRequests).toHaveLength(1);
    expect(detail.changeRequests[0]!.text).toBe('');
    expect(detail.changeRequests[0]!.pins.map((p) => p.id)).toEqual([b.id, a.id]);
    const pins = await pinsOf(client, art.id);
    expect(pins.pins.find((p) => p.id === a.id)?.changeEventId).toBe(detail.changeRequests[0]!.id);
    expect(pins.pins.find((p) => p.id === done.id)?.changeEventId).toBeNull();
  });

  it('a text alone still asks a change; the status rules are unchanged', async () => {
    const art = await deliveredArt();
    await dataOf(askChange(art.id, 'Trocar o azul.'));
    const detail = await detailOf(client, art.id);
    expect(detail.changeRequests[0]).toMatchObject({ text: 'Trocar o azul.', pins: [] });
    // Already in Alteração: a second request is refused by the status machine, pins or not.
    await addPin(client, art.id, pin(0.5, 0.5));
    await refusalOf(askChange(art.id), 409);
  });

  it('the studio resolves v1 pins and replies when delivering v2; the client sees both', async () => {
    const art = await deliveredArt();
    const a = await addPin(client, art.id, pin(0.3, 0.3));
    const b = await addPin(client, art.id, pin(0.7, 0.7));
    await dataOf(askChange(art.id, 'Ver os pontos.'));
    await startArt(t.runtime.db, { artId: art.id, adminId: admin.id });
    const v2 = await post(t, apiRoutes.admin.deliverArt(art.id), admin.cookie, {
      body: deliveryForm(PDF, 'v2.pdf'),
    });
    expect(v2.status).toBe(201);
    await dataOf(setState('resolve', admin, art.id, a.id));
    await dataOf(reply(admin, art.id, b.id, 'Mantivemos: é o padrão da marca.'), 201);

    expect(await pinsOf(client, art.id)).toEqual({ version: 2, pins: [] });
    const v1 = await pinsOf(client, art.id, 1);
    expect(v1.pins.map((p) => [p.number, p.state, p.replies.length])).toEqual([
      [1, 'resolvido', 0],
      [2, 'aberto', 1],
    ]);
    // The client can reopen what the studio resolved.
    await dataOf(setState('reopen', client, art.id, a.id));
  });
});

describe('account deletion', () => {
  it('removes the client’s proof comments with their files', async () => {
    const owner = await t.signUp({ name: 'Cliente Que Sai' });
    const art = await requestArt(t, admin, owner);
    await startArt(t.runtime.db, { artId: art.id, adminId: admin.id });
    await post(t, apiRoutes.admin.deliverArt(art.id), admin.cookie, { body: deliveryForm(PDF) });
    const a = await addPin(owner, art.id, pin(0.5, 0.5));
    await dataOf(reply(admin, art.id, a.id, 'Ok'), 201);
    const removed = await t.request(apiRoutes.accountDelete, {
      method: 'POST',
      cookie: owner.cookie,
      json: { password: owner.password, confirm: true },
    });
    expect(removed.status).toBe(200);
    expect((await pinsOf(admin, art.id)).pins).toEqual([]);
    // Their comment counter (proofing-limits.ts) goes with the account.
    const counters = await t.runtime.db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(eq(rateLimit.key, commentCounterKey(owner.id)));
    expect(counters).toEqual([]);
  });
});
