// The stale marks on PostgreSQL, where writers and the refresh run at once: a writer's mark never
// waits for a refresh that has taken the same art's or day's mark (the wait behind a deadlock the
// load test met), and a mark written while a refresh runs stays for the next one. PGlite answers
// one statement at a time, so the race cannot happen there.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Executor } from '../db/client';
import { artEvent, creditLedger } from '../db/schema';
import { clientForFile, contextForFile, insertArt } from '../test/factories';

describe.runIf(process.env.TEST_DATABASE_URL)('stale marks while a refresh holds them', () => {
  const t = contextForFile();
  const client = clientForFile(t);

  /**
   * Opens a transaction that takes (deletes) the marks `take` selects, as a refresh does, runs
   * `write` in another transaction with a 3 s statement timeout while the first is still open, then
   * commits the first.
   */
  async function writeWhileTaken(take: string, write: (tx: Executor) => Promise<unknown>) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const tookThem = new Promise<void>((resolve) => (taken = resolve));
    const refresh = t.runtime.db.transaction(async (tx) => {
      await tx.execute(sql.raw(take));
      taken();
      await held;
    });
    await tookThem;
    try {
      await t.runtime.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = '3s'`);
        await write(tx);
      });
    } finally {
      release();
      await refresh;
    }
  }

  it("a move's mark on an art does not wait for the refresh holding that art's mark", async () => {
    const art = await insertArt(t, client.id);
    await t.runtime.db
      .insert(artEvent)
      .values({ artId: art.id, type: 'requested', actorId: client.id });

    await writeWhileTaken(`delete from art_fact_stale where art_id = '${art.id}'`, (tx) =>
      tx.insert(artEvent).values({ artId: art.id, type: 'started', actorId: client.id }),
    );

    const marks = rowsOf(
      await t.runtime.db.execute(sql`select 1 from art_fact_stale where art_id = ${art.id}`),
    );
    expect(marks.length).toBeGreaterThan(0);
  });

  it("a ledger row's mark on a day does not wait for the refresh holding that day's mark", async () => {
    const when = new Date('2026-03-10T15:00:00Z');
    await t.runtime.db
      .insert(creditLedger)
      .values({ userId: client.id, kind: 'grant', amount: 1, balanceAfter: 1, createdAt: when });

    await writeWhileTaken(`delete from indicator_day_stale where day = '2026-03-10'`, (tx) =>
      tx
        .insert(creditLedger)
        .values({ userId: client.id, kind: 'grant', amount: 1, balanceAfter: 2, createdAt: when }),
    );

    const marks = rowsOf(
      await t.runtime.db.execute(sql`select 1 from indicator_day_stale where day = '2026-03-10'`),
    );
    expect(marks.length).toBeGreaterThan(0);
  });
});
