// The rows 'Indicadores' is computed from (docs/product/indicators.md): each art's delivery cycles
// (a request or change request, its deadline and the delivery that answered it) and its
// milestones, derived from the art's events with the studio's business clock
// (server/arts/business-hours.ts, the one definition of a deadline). An insert into art_event marks
// the art stale (a trigger, migration 0027); refreshArtFacts derives the stale arts again, so the
// figures are exact at every read and a read with nothing new costs one empty lookup. Writing the
// derived rows marks their days stale for the daily aggregates (indicator-days.service.ts).
import { and, asc, inArray, sql } from 'drizzle-orm';
import { addBusinessDays, businessMsBetween } from '../arts/business-hours';
import type { Database, Executor } from '../db/client';
import { artCycle, artEvent, artFact, artFactStale, artRequest } from '../db/schema';
import { markAllIndicatorDaysStale } from './indicator-days.service';

/** The events that open, close or reopen a cycle, or mark a milestone. */
const FACT_EVENTS = [
  'requested',
  'change_requested',
  'delivered',
  'withdrawn',
  'approved',
] as const;
type FactEvent = { type: (typeof FACT_EVENTS)[number]; at: Date };

export interface ArtHistory {
  id: string;
  ownerId: string;
  createdAt: Date;
  turnaroundDays: number;
  events: readonly FactEvent[];
}

/**
 * One art's cycles and milestones from its events (oldest first):
 * - 'requested' opens cycle 0, each 'change_requested' the next one (an art imported from the
 *   previous system has no 'requested' event, and no cycles: its promise is not known);
 * - the first 'delivered' after an opening closes that cycle; a delivery while no cycle is open
 *   (a corrected version replacing one awaiting approval) closes nothing;
 * - 'withdrawn' (the studio took back the version awaiting approval) reopens the cycle that
 *   delivery had closed: the promise is kept by the delivery the client can approve;
 * - the deadline of every cycle is addBusinessDays(opening, the art's promise in business days).
 */
export function deriveArtFacts(art: ArtHistory) {
  type Cycle = typeof artCycle.$inferInsert;
  const cycles: Cycle[] = [];
  let open: Cycle | null = null;
  let approvedAt: Date | null = null;
  let firstDeliveredAt: Date | null = null;
  let changes = 0;
  let roundsBeforeApproval = 0;
  const opening = (kind: 'request' | 'change', at: Date): Cycle => ({
    artId: art.id,
    seq: cycles.length,
    ownerId: art.ownerId,
    kind,
    startedAt: at,
    dueAt: addBusinessDays(at, art.turnaroundDays),
    deliveredAt: null,
    businessMs: null,
    afterApproval: approvedAt !== null,
  });
  for (const event of art.events) {
    switch (event.type) {
      case 'requested':
        if (!open && cycles.length === 0) open = opening('request', event.at);
        break;
      case 'change_requested':
        changes += 1;
        if (!approvedAt) roundsBeforeApproval = changes;
        if (!open) open = opening('change', event.at);
        break;
      case 'delivered':
        firstDeliveredAt ??= event.at;
        if (open) {
          open.deliveredAt = event.at;
          open.businessMs = businessMsBetween(open.startedAt, event.at);
          cycles.push(open);
          open = null;
        }
        break;
      case 'withdrawn': {
        const last = cycles.at(-1);
        if (!open && last) {
          cycles.pop();
          open = { ...last, deliveredAt: null, businessMs: null };
        }
        break;
      }
      case 'approved':
        approvedAt ??= event.at;
        break;
    }
  }
  if (open) cycles.push(open);
  const fact: typeof artFact.$inferInsert = {
    artId: art.id,
    ownerId: art.ownerId,
    requestedAt: art.createdAt,
    firstDeliveredAt,
    firstApprovedAt: approvedAt,
    roundsBeforeApproval,
  };
  return { cycles, fact };
}

/** Arts derived per statement: bounded memory and statement size whatever the backlog. */
const BATCH = 2000;

/** Derives `artIds` again (their cycles and facts replaced) in the caller's transaction. */
export async function deriveArts(tx: Executor, artIds: readonly string[]): Promise<void> {
  if (artIds.length === 0) return;
  const [arts, events] = await Promise.all([
    tx
      .select({
        id: artRequest.id,
        ownerId: artRequest.ownerId,
        createdAt: artRequest.createdAt,
        turnaroundDays: artRequest.turnaroundDays,
      })
      .from(artRequest)
      .where(inArray(artRequest.id, [...artIds])),
    tx
      .select({ artId: artEvent.artId, type: artEvent.type, at: artEvent.createdAt })
      .from(artEvent)
      .where(and(inArray(artEvent.artId, [...artIds]), inArray(artEvent.type, [...FACT_EVENTS])))
      .orderBy(asc(artEvent.artId), asc(artEvent.createdAt), asc(artEvent.id)),
  ]);
  const byArt = new Map<string, FactEvent[]>();
  for (const event of events) {
    const list = byArt.get(event.artId) ?? [];
    list.push({ type: event.type as FactEvent['type'], at: event.at });
    byArt.set(event.artId, list);
  }
  const cycles: (typeof artCycle.$inferInsert)[] = [];
  const facts: (typeof artFact.$inferInsert)[] = [];
  for (const art of arts) {
    const derived = deriveArtFacts({ ...art, events: byArt.get(art.id) ?? [] });
    cycles.push(...derived.cycles);
    facts.push(derived.fact);
  }
  await tx.delete(artCycle).where(inArray(artCycle.artId, [...artIds]));
  await tx.delete(artFact).where(inArray(artFact.artId, [...artIds]));
  for (let i = 0; i < cycles.length; i += BATCH) {
    await tx.insert(artCycle).values(cycles.slice(i, i + BATCH));
  }
  for (let i = 0; i < facts.length; i += BATCH) {
    await tx.insert(artFact).values(facts.slice(i, i + BATCH));
  }
}

/**
 * Derives every stale art again, a batch per transaction; returns how many. One refresh at a time
 * (an advisory lock): a second caller waits and then finds nothing left. The stale marks are taken
 * in the same transaction as the new rows, so a crash leaves them for the next refresh; a mark
 * written meanwhile is not seen by the delete and stays for the next.
 */
export async function refreshArtFacts(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('art-facts'))`);
      const stale = await tx
        .selectDistinct({ id: artFactStale.artId })
        .from(artFactStale)
        .limit(BATCH);
      if (stale.length === 0) return 0;
      const ids = stale.map((row) => row.id);
      await tx.delete(artFactStale).where(inArray(artFactStale.artId, ids));
      await deriveArts(tx, ids);
      return ids.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * Marks every art stale (after a bulk load that bypassed the trigger, or a promise recomputed), and
 * every day the daily aggregates count a row on (indicator-days.service.ts): the ledger's and the
 * charges' rows of a bulk load bypassed their triggers too.
 */
export async function markAllArtsStale(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into art_fact_stale (art_id) select id from art_request on conflict do nothing`,
  );
  await markAllIndicatorDaysStale(db);
}
