// The generic outbox on the real database, with a channel of the test's own (the mail table, a
// recorded send): the stale rows given up at dispatch, concurrent dispatches sharing one run, a
// final failure given up at once, the columns a send returns, and a channel switched off.
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { jobKey, type JobSender } from '../jobs/queue';
import { contextForFile } from '../test/factories';
import { createOutbox, type OutboxChannel } from './outbox';

const t = contextForFile();

const deliveryKey = jobKey<{ outboxId: string }>('outbox-test-delivery');
let queued: string[];
const jobs: JobSender = {
  send(_job, data) {
    queued.push((data as { outboxId: string }).outboxId);
    return Promise.resolve(null);
  },
};
beforeEach(() => {
  queued = [];
});

class FinalError extends Error {}

function outboxOf(overrides: Partial<OutboxChannel<typeof mailOutbox>> = {}) {
  return createOutbox(
    { db: t.runtime.db, logger: t.runtime.logger, jobs },
    {
      name: 'test',
      table: mailOutbox,
      deliveryKey,
      maxAttempts: 3,
      giveUpHours: 24,
      claimSeconds: 60,
      staleError: 'velha demais',
      send: () => Promise.resolve(),
      isFinal: (error) => error instanceof FinalError,
      ...overrides,
    },
  );
}

async function rowsOf(subject: string, createdAt = new Date()) {
  const rows = await t.runtime.db
    .insert(mailOutbox)
    .values([1, 2, 3].map((n) => ({ to: `${n}@exemplo.com.br`, subject, text: 'x', createdAt })))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

const read = (ids: string[]) =>
  t.runtime.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

describe('the generic outbox', () => {
  it('gives up rows never queued for a day, and queues the rest once though dispatched at once', async () => {
    const stale = await rowsOf('velha', new Date(Date.now() - 25 * 3_600_000));
    const fresh = await rowsOf('nova');
    const outbox = outboxOf();
    await Promise.all([outbox.dispatch(), outbox.dispatch(), outbox.dispatch()]);
    expect(queued.filter((id) => fresh.includes(id)).sort()).toEqual([...fresh].sort());
    expect(queued.filter((id) => stale.includes(id))).toEqual([]);
    for (const row of await read(stale)) {
      expect(row).toMatchObject({ queuedAt: null, error: 'velha demais' });
      expect(row.failedAt).not.toBeNull();
    }
    for (const row of await read(fresh)) expect(row.queuedAt).not.toBeNull();
  });

  it('marks a row sent with the columns its send returns, then runs afterSent; a second delivery does nothing', async () => {
    const [id] = await rowsOf('enviar');
    const after: string[] = [];
    const outbox = outboxOf({
      send: (row) => Promise.resolve({ kind: `enviada:${row.to}` }),
      afterSent: (row) => {
        after.push(row.id);
        return Promise.resolve();
      },
    });
    expect(await outbox.deliver(id!)).toBe('sent');
    const [row] = await read([id!]);
    expect(row).toMatchObject({ kind: 'enviada:1@exemplo.com.br', attempts: 1, error: null });
    expect(row!.sentAt).not.toBeNull();
    expect(after).toEqual([id]);
    expect(await outbox.deliver(id!)).toBe('done-before');
  });

  it('retries a failure (throws), and gives up at once on a final one, keeping the error', async () => {
    const [retried, final] = await rowsOf('falhar');
    const failing = outboxOf({ send: () => Promise.reject(new Error('fora do ar')) });
    await expect(failing.deliver(retried!)).rejects.toThrow('fora do ar');
    const finalOutbox = outboxOf({ send: () => Promise.reject(new FinalError('recusada')) });
    expect(await finalOutbox.deliver(final!)).toBe('gave-up');
    const rows = new Map((await read([retried!, final!])).map((row) => [row.id, row]));
    expect(rows.get(retried!)).toMatchObject({ error: 'fora do ar', failedAt: null, attempts: 1 });
    expect(rows.get(final!)).toMatchObject({ error: 'recusada', attempts: 1 });
    expect(rows.get(final!)!.failedAt).not.toBeNull();
  });

  it('switched off (no send), queues nothing and delivers nothing', async () => {
    const [id] = await rowsOf('desligado');
    const outbox = outboxOf({ send: null });
    expect(outbox.enabled).toBe(false);
    await outbox.dispatch();
    expect(queued).toEqual([]);
    expect(await outbox.deliver(id!)).toBe('disabled');
    const [row] = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({ attempts: 0, sentAt: null, queuedAt: null });
  });
});
