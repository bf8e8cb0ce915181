// Proofing's limits on the real app (proofing-limits.ts): the comment rate per person (429 with
// Retry-After, shared through the database), the number of pins per version and of replies per
// pin (409, exact under a concurrent burst), and that a burst of pins does not flood the studio.
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { mailOutbox, notification, proofComment, rateLimit } from '../db/schema';
import { apiOf, dataOf } from '../test/api-client';
import type { TestUser } from '../test/harness';
import { requestAndDeliver, adminContextForFile, post } from '../test/factories';
import {
  COMMENTS_PER_WINDOW,
  COMMENT_WINDOW_SECONDS,
  MAX_PINS_PER_VERSION,
  MAX_REPLIES_PER_PIN,
  PINS_LIMIT_MESSAGE,
  REPLIES_LIMIT_MESSAGE,
  TOO_MANY_COMMENTS_MESSAGE,
  commentCounterKey,
} from './proofing-limits';

const { t, admin } = adminContextForFile();

/** An art of `owner` with v1 delivered, and v1's stored file. */
async function deliveredArt(owner: TestUser) {
  const { art, delivery } = await requestAndDeliver(t, admin, owner);
  return { art, fileId: delivery.id };
}

const times = (n: number, status: number): number[] => Array.from({ length: n }, () => status);

let spot = 0;
/** A pin on v1, page 1, each at its own place. */
const pin = (text = 'Ajustar aqui') => {
  spot += 1;
  return { version: 1, page: 1, x: (spot % 97) / 97, y: (spot % 89) / 89, text };
};

const addPin = (artId: string, who: TestUser) =>
  apiOf(t, who).POST('/api/arts/{id}/comments', { params: { path: { id: artId } }, body: pin() });
const reply = (artId: string, pinId: string, who: TestUser, text = 'Certo.') =>
  apiOf(t, who).POST('/api/arts/{id}/comments/{commentId}/replies', {
    params: { path: { id: artId, commentId: pinId } },
    body: { text },
  });
const pinsOf = (artId: string, who: TestUser) =>
  dataOf(apiOf(t, who).GET('/api/arts/{id}/comments', { params: { path: { id: artId } } }));

/** `n` pins written straight to the database (no rate spent), numbered 1…n. */
async function seedPins(art: { id: string }, fileId: string, owner: TestUser, n: number) {
  await t.runtime.db.insert(proofComment).values(
    Array.from({ length: n }, (_, i) => ({
      artId: art.id,
      ownerId: owner.id,
      fileId,
      version: 1,
      number: i + 1,
      page: 1,
      x: 0.5,
      y: 0.5,
      authorId: owner.id,
      text: `Ponto ${i + 1}`,
    })),
  );
}

describe('comment rate per person', () => {
  it(`allows ${COMMENTS_PER_WINDOW} pins and replies a window, then 429 with Retry-After; others are unaffected`, async () => {
    const client = await t.signUp({ name: 'Cliente Apressado' });
    const other = await t.signUp({ name: 'Cliente Calmo' });
    const { art } = await deliveredArt(client);
    const { art: otherArt } = await deliveredArt(other);

    // Pins and replies share the one count.
    const target = await dataOf(addPin(art.id, client), 201);
    for (let i = 1; i < COMMENTS_PER_WINDOW; i += 1) {
      const { response } =
        i % 3 === 0 ? await reply(art.id, target.id, client) : await addPin(art.id, client);
      expect(response.status, `comment ${i + 1}`).toBe(201);
    }
    const before = await pinsOf(art.id, client);

    for (const refused of [await addPin(art.id, client), await reply(art.id, target.id, client)]) {
      expect(refused.response.status).toBe(429);
      expect(refused.error?.error).toEqual({
        code: 'too_many_requests',
        message: TOO_MANY_COMMENTS_MESSAGE,
      });
      const retryAfter = Number(refused.response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(COMMENT_WINDOW_SECONDS);
    }
    // Nothing was written by the refused ones.
    expect(await pinsOf(art.id, client)).toEqual(before);

    // Another client, and the studio on this very art, still comment.
    expect((await addPin(otherArt.id, other)).response.status).toBe(201);
    expect((await addPin(art.id, admin)).response.status).toBe(201);
    expect((await reply(art.id, target.id, admin)).response.status).toBe(201);

    // The count lives in the database (every process reads the same row): once its window has
    // ended, the client comments again.
    await t.runtime.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 1 })
      .where(eq(rateLimit.key, commentCounterKey(client.id)));
    expect((await addPin(art.id, client)).response.status).toBe(201);
  });
});

describe('number of pins per version and replies per pin', () => {
  it(`stops at ${MAX_PINS_PER_VERSION} pins on a version, exactly, under a concurrent burst`, async () => {
    const client = await t.signUp({ name: 'Cliente Minucioso' });
    const { art, fileId } = await deliveredArt(client);
    await seedPins(art, fileId, client, MAX_PINS_PER_VERSION - 6);

    // 12 at once, from the client and the studio: 6 places were left.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addPin(art.id, i % 2 === 0 ? client : admin)),
    );
    const statuses = answers.map((r) => r.response.status).sort();
    expect(statuses).toEqual([...times(6, 201), ...times(6, 409)]);
    for (const refused of answers.filter((r) => r.response.status === 409)) {
      expect(refused.error?.error).toEqual({ code: 'pins_limit', message: PINS_LIMIT_MESSAGE });
    }
    const list = await pinsOf(art.id, client);
    expect(list.pins).toHaveLength(MAX_PINS_PER_VERSION);
    expect(new Set(list.pins.map((p) => p.number)).size).toBe(MAX_PINS_PER_VERSION);
    expect(Math.max(...list.pins.map((p) => p.number))).toBe(MAX_PINS_PER_VERSION);

    // Replies still go to the existing pins.
    expect((await reply(art.id, list.pins[0]!.id, client)).response.status).toBe(201);
  });

  it(`stops at ${MAX_REPLIES_PER_PIN} replies on a pin, exactly, under a concurrent burst`, async () => {
    const client = await t.signUp({ name: 'Cliente Conversador' });
    const { art, fileId } = await deliveredArt(client);
    await seedPins(art, fileId, client, 2);
    const [full, other] = await t.runtime.db
      .select({ id: proofComment.id })
      .from(proofComment)
      .where(and(eq(proofComment.fileId, fileId), isNull(proofComment.parentId)))
      .orderBy(proofComment.number);
    await t.runtime.db.insert(proofComment).values(
      Array.from({ length: MAX_REPLIES_PER_PIN - 3 }, (_, i) => ({
        artId: art.id,
        ownerId: client.id,
        fileId,
        version: 1,
        parentId: full!.id,
        authorId: i % 2 === 0 ? client.id : admin.id,
        text: `Resposta ${i + 1}`,
      })),
    );

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reply(art.id, full!.id, i % 2 === 0 ? client : admin)),
    );
    expect(answers.map((r) => r.response.status).sort()).toEqual([
      ...times(3, 201),
      ...times(5, 409),
    ]);
    for (const refused of answers.filter((r) => r.response.status === 409)) {
      expect(refused.error?.error).toEqual({
        code: 'replies_limit',
        message: REPLIES_LIMIT_MESSAGE,
      });
    }
    const [replies] = await t.runtime.db
      .select({ n: count() })
      .from(proofComment)
      .where(eq(proofComment.parentId, full!.id));
    expect(replies!.n).toBe(MAX_REPLIES_PER_PIN);
    // Another pin's thread is its own.
    expect((await reply(art.id, other!.id, client)).response.status).toBe(201);
  });
});

describe('the studio hears of a burst of pins once', () => {
  it('10 pins at once notify no one; the change request carrying them is one notice', async () => {
    const client = await t.signUp({ name: 'Cliente Rápido' });
    const { art } = await deliveredArt(client);
    const since = new Date();
    const studioNotices = () =>
      t.runtime.db
        .select({ kind: notification.kind, text: notification.text })
        .from(notification)
        .where(and(eq(notification.recipientId, admin.id), gte(notification.createdAt, since)));
    const mailsTo = (to: string) =>
      t.runtime.db
        .select({ kind: mailOutbox.kind, text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), gte(mailOutbox.createdAt, since)));

    const answers = await Promise.all(Array.from({ length: 10 }, () => addPin(art.id, client)));
    expect(answers.map((r) => r.response.status)).toEqual(times(10, 201));
    expect(await studioNotices()).toEqual([]);
    expect(await mailsTo(admin.email)).toEqual([]);

    const body = new FormData();
    const asked = await post(t, apiRoutes.requestArtChange(art.id), client.cookie, { body });
    expect(asked.status).toBe(200);
    const notices = await studioNotices();
    expect(notices.map((n) => n.kind)).toEqual(['studio_change_requested']);
    const mails = await mailsTo(admin.email);
    expect(mails.map((m) => m.kind)).toEqual(['studio_change_requested']);
    expect(mails[0]!.text).toContain('10 pontos marcados na prova.');
    // The client's own notice of the change, once too.
    const clientNotices = await t.runtime.db
      .select({ kind: notification.kind })
      .from(notification)
      .where(and(eq(notification.recipientId, client.id), gte(notification.createdAt, since)));
    expect(clientNotices).toEqual([{ kind: 'change_received' }]);
  });
});
