// Proofing's pins on the real app: add on a delivered version, list in reading order
// with replies, resolve and reopen with their history events, and the art's ownership (owner and
// admins; another client 404; signed out 401).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail } from '../arts/art.schemas';
import { startArt } from '../arts/art-moves.service';
import { rateLimit } from '../db/schema';
import {
  requestAndDeliver,
  clientForFile,
  adminContextForFile,
  PDF,
  errorOf,
  getJson,
  post,
  readJson,
  requestArt,
  deliverThroughPanel,
} from '../test/factories';
import { CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE } from '../../common/api-types';
import { commentCounterKey } from './proofing-limits';
import type { ProofPin, ProofPinList } from './proofing.schemas';

const { t, admin } = adminContextForFile();
const client = clientForFile(t, 'Cliente Prova');
const stranger = clientForFile(t, 'Outro Cliente');

const deliveredArt = async () => (await requestAndDeliver(t, admin, client)).art;

const pin = (x: number, y: number, extra: Record<string, unknown> = {}) => ({
  version: 1,
  page: 1,
  x,
  y,
  text: `Ajustar aqui (${x}, ${y})`,
  ...extra,
});

describe('proof comments', () => {
  it('adds numbered pins and lists them in reading order with replies', async () => {
    const art = await deliveredArt();
    const first = await post(t, apiRoutes.artComments(art.id), client.cookie, {
      json: pin(0.8, 0.5),
    });
    expect(first.status).toBe(201);
    const a = await readJson<ProofPin>(first);
    expect(a).toMatchObject({ number: 1, state: 'aberto', version: 1, w: null, replies: [] });
    const b = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, {
        json: pin(0.1, 0.2, { w: 0.3, h: 0.1 }),
      }),
    );
    expect(b).toMatchObject({ number: 2, w: 0.3, h: 0.1 });
    // The studio pins too, on the same version.
    const c = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), admin.cookie, { json: pin(0.1, 0.5) }),
    );
    expect(c.number).toBe(3);
    expect(c.author.role).toBe('admin');

    const replied = await post(t, apiRoutes.artCommentReplies(art.id, a.id), admin.cookie, {
      json: { text: 'Certo, vamos ajustar.' },
    });
    expect(replied.status).toBe(201);
    expect((await readJson<ProofPin>(replied)).replies).toMatchObject([
      { text: 'Certo, vamos ajustar.', author: { role: 'admin' } },
    ]);

    const list = await getJson<ProofPinList>(t, apiRoutes.artComments(art.id), client.cookie);
    expect(list.version).toBe(1);
    expect(list.pins.map((p) => p.number)).toEqual([2, 3, 1]);
    expect(list.pins[2]!.replies).toHaveLength(1);
    const same = await getJson<ProofPinList>(t, apiRoutes.artComments(art.id, 1), admin.cookie);
    expect(same.pins).toHaveLength(3);

    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.events.filter((e) => e.type === 'comment_added')).toHaveLength(3);
    // The reply is in the history too, naming its pin.
    expect(detail.events.filter((e) => e.type === 'comment_replied')).toMatchObject([
      { version: 1, note: '#1: Certo, vamos ajustar.' },
    ]);
  });

  it('resolves and reopens a pin, once each, with history events', async () => {
    const art = await deliveredArt();
    const a = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.5, 0.5) }),
    );
    const resolved = await post(t, apiRoutes.resolveArtComment(art.id, a.id), admin.cookie);
    expect(resolved.status).toBe(200);
    const body = await readJson<ProofPin>(resolved);
    expect(body.state).toBe('resolvido');
    expect(body.resolvedBy?.id).toBe(admin.id);
    expect(body.resolvedAt).not.toBeNull();

    const again = await post(t, apiRoutes.resolveArtComment(art.id, a.id), admin.cookie);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Este comentário já está resolvido.');

    const reopened = await post(t, apiRoutes.reopenArtComment(art.id, a.id), client.cookie);
    expect(reopened.status).toBe(200);
    expect(await readJson<ProofPin>(reopened)).toMatchObject({
      state: 'aberto',
      resolvedAt: null,
      resolvedBy: null,
    });
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['comment_added', 'comment_resolved', 'comment_reopened']),
    );
  });

  it('refuses bad input in pt-BR', async () => {
    const art = await deliveredArt();
    const cases: [Record<string, unknown>, string, number][] = [
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
    for (const [json, message, status] of cases) {
      const response = await post(t, apiRoutes.artComments(art.id), client.cookie, { json });
      expect(response.status, message).toBe(status);
      expect((await errorOf(response)).message).toBe(message);
    }
    // No delivery yet: nothing to list, nothing to pin.
    const fresh = await requestArt(t, admin, client);
    expect(await getJson<ProofPinList>(t, apiRoutes.artComments(fresh.id), client.cookie)).toEqual({
      version: null,
      pins: [],
    });
    const none = await post(t, apiRoutes.artComments(fresh.id), client.cookie, {
      json: pin(0.5, 0.5),
    });
    expect(none.status).toBe(404);
  });

  it('follows the art ownership: another client 404, signed out 401', async () => {
    const art = await deliveredArt();
    const a = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.5, 0.5) }),
    );
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
    const resolvedElsewhere = await post(
      t,
      apiRoutes.resolveArtComment(otherArt.id, a.id),
      client.cookie,
    );
    expect(resolvedElsewhere.status).toBe(404);
    expect((await errorOf(resolvedElsewhere)).message).toBe('Comentário não encontrado.');
    const withReply = await readJson<ProofPin>(
      await post(t, apiRoutes.artCommentReplies(art.id, a.id), client.cookie, {
        json: { text: 'Mais um detalhe' },
      }),
    );
    const replyId = withReply.replies[0]!.id;
    const onReply = await post(t, apiRoutes.resolveArtComment(art.id, replyId), admin.cookie);
    expect(onReply.status).toBe(404);
  });
});

const askChange = (artId: string, description?: string) => {
  const body = new FormData();
  if (description !== undefined) body.set('description', description);
  return post(t, apiRoutes.requestArtChange(artId), client.cookie, { body });
};

describe('change requests from pins', () => {
  it('needs an open pin or a text, and carries the open pins of the current version', async () => {
    const art = await deliveredArt();
    const empty = await askChange(art.id, '  ');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE);
    expect((await askChange(art.id)).status).toBe(400);

    const a = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.6, 0.3) }),
    );
    const b = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.2, 0.3) }),
    );
    const done = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.2, 0.9) }),
    );
    await post(t, apiRoutes.resolveArtComment(art.id, done.id), client.cookie);

    // Pins alone are enough; the resolved pin stays behind.
    const asked = await askChange(art.id);
    expect(asked.status).toBe(200);
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.status).toBe('Alteração');
    expect(detail.changeRequests).toHaveLength(1);
    expect(detail.changeRequests[0]!.text).toBe('');
    expect(detail.changeRequests[0]!.pins.map((p) => p.id)).toEqual([b.id, a.id]);
    const pins = await getJson<ProofPinList>(t, apiRoutes.artComments(art.id), client.cookie);
    expect(pins.pins.find((p) => p.id === a.id)?.changeEventId).toBe(detail.changeRequests[0]!.id);
    expect(pins.pins.find((p) => p.id === done.id)?.changeEventId).toBeNull();
  });

  it('a text alone still asks a change; the status rules are unchanged', async () => {
    const art = await deliveredArt();
    expect((await askChange(art.id, 'Trocar o azul.')).status).toBe(200);
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.changeRequests[0]).toMatchObject({ text: 'Trocar o azul.', pins: [] });
    // Already in Alteração: a second request is refused by the status machine, pins or not.
    await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.5, 0.5) });
    expect((await askChange(art.id)).status).toBe(409);
  });

  it('the studio resolves v1 pins and replies when delivering v2; the client sees both', async () => {
    const art = await deliveredArt();
    const a = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.3, 0.3) }),
    );
    const b = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), client.cookie, { json: pin(0.7, 0.7) }),
    );
    expect((await askChange(art.id, 'Ver os pontos.')).status).toBe(200);
    await startArt(t.runtime.db, { artId: art.id, adminId: admin.id });
    const v2 = await deliverThroughPanel(t, admin, art.id, { content: PDF, name: 'v2.pdf' });
    expect(v2.delivery.version).toBe(2);
    await post(t, apiRoutes.resolveArtComment(art.id, a.id), admin.cookie);
    await post(t, apiRoutes.artCommentReplies(art.id, b.id), admin.cookie, {
      json: { text: 'Mantivemos: é o padrão da marca.' },
    });

    const latest = await getJson<ProofPinList>(t, apiRoutes.artComments(art.id), client.cookie);
    expect(latest).toEqual({ version: 2, pins: [] });
    const v1 = await getJson<ProofPinList>(t, apiRoutes.artComments(art.id, 1), client.cookie);
    expect(v1.pins.map((p) => [p.number, p.state, p.replies.length])).toEqual([
      [1, 'resolvido', 0],
      [2, 'aberto', 1],
    ]);
    // The client can reopen what the studio resolved.
    expect((await post(t, apiRoutes.reopenArtComment(art.id, a.id), client.cookie)).status).toBe(
      200,
    );
  });
});

describe('account deletion', () => {
  it('removes the client’s proof comments with their files', async () => {
    const owner = await t.signUp({ name: 'Cliente Que Sai' });
    const art = await requestArt(t, admin, owner);
    await startArt(t.runtime.db, { artId: art.id, adminId: admin.id });
    await deliverThroughPanel(t, admin, art.id, { content: PDF });
    const a = await readJson<ProofPin>(
      await post(t, apiRoutes.artComments(art.id), owner.cookie, { json: pin(0.5, 0.5) }),
    );
    await post(t, apiRoutes.artCommentReplies(art.id, a.id), admin.cookie, {
      json: { text: 'Ok' },
    });
    const removed = await t.request(apiRoutes.accountDelete, {
      method: 'POST',
      cookie: owner.cookie,
      json: { password: owner.password, confirm: true },
    });
    expect(removed.status).toBe(200);
    const list = await getJson<ProofPinList>(t, apiRoutes.artComments(art.id), admin.cookie);
    expect(list.pins).toEqual([]);
    // Their comment counter (proofing-limits.ts) goes with the account.
    const counters = await t.runtime.db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(eq(rateLimit.key, commentCounterKey(owner.id)));
    expect(counters).toEqual([]);
  });
});
