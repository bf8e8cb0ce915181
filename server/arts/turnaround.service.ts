// The studio's delivery promise ('Prazo de entrega', docs/product/art-page.md): the setting in
// business days (studio_settings, the panel's /PrazoDeEntrega page), the deadline a request or a
// change request gets from it, and the one-off recomputation of the open arts' deadlines when the
// clock changed from 48 hours of 10-hour working days to business days (a data migration).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_ART_STATUSES } from '../../common/art-status';
import { TURNAROUND_DAYS } from '../../common/delivery-promise';
import type { TurnaroundSettings } from '../../common/turnaround-settings';
import { recordAdminAction } from '../audit/audit.service';
import type { Database, Executor } from '../db/client';
import { artEvent, artRequest, studioSettings } from '../db/schema';
import { addBusinessDays } from './business-hours';

/** The promise in business days: the saved setting, or the default until the studio saves one. */
export async function turnaroundDaysOf(db: Executor): Promise<number> {
  const [row] = await db
    .select({ days: studioSettings.turnaroundDays })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  return row?.days ?? TURNAROUND_DAYS.default;
}

/** The deadline of a request (or change request) made at `at`, with the promise it was made with. */
export async function deadlineFor(
  db: Executor,
  at: Date,
): Promise<{ dueAt: Date; turnaroundDays: number }> {
  const turnaroundDays = await turnaroundDaysOf(db);
  return { dueAt: addBusinessDays(at, turnaroundDays), turnaroundDays };
}

/**
 * Saves the promise (the route checked the bounds; the table's CHECK backs them) and records who
 * changed it from what, in the same transaction. New requests and change requests use it; the
 * deadlines already promised stay.
 */
export async function saveTurnaround(
  db: Database,
  input: { adminId: string; settings: TurnaroundSettings },
): Promise<TurnaroundSettings> {
  const days = input.settings.days;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ days: studioSettings.turnaroundDays })
      .from(studioSettings)
      .where(eq(studioSettings.id, 1))
      .for('update');
    const from = current?.days ?? TURNAROUND_DAYS.default;
    await tx
      .insert(studioSettings)
      .values({ id: 1, turnaroundDays: days, updatedBy: input.adminId })
      .onConflictDoUpdate({
        target: studioSettings.id,
        set: { turnaroundDays: days, updatedBy: input.adminId, updatedAt: new Date() },
      });
    if (from !== days) {
      await recordAdminAction(tx, {
        actorId: input.adminId,
        action: 'turnaround_changed',
        details: { from, to: days },
      });
    }
  });
  return { days };
}

/**
 * Data migration 'due_in_business_days': every art still with the studio gets the deadline of the
 * business-day clock, counted from its request or its last change request (the latest 'requested'
 * or 'change_requested' event; the art's creation for imported arts without one), with the
 * current setting. Delivered and approved arts keep theirs: history is not rewritten.
 */
export async function recomputeOpenDeadlines(tx: Executor): Promise<number> {
  const since = tx
    .select({
      artId: artEvent.artId,
      at: sql<Date | string>`max(${artEvent.createdAt})`.as('at'),
    })
    .from(artEvent)
    .where(inArray(artEvent.type, ['requested', 'change_requested']))
    .groupBy(artEvent.artId)
    .as('since');
  const open = await tx
    .select({ id: artRequest.id, createdAt: artRequest.createdAt, since: since.at })
    .from(artRequest)
    .leftJoin(since, eq(since.artId, artRequest.id))
    .where(inArray(artRequest.status, OPEN_ART_STATUSES))
    .orderBy(desc(artRequest.createdAt));
  const days = await turnaroundDaysOf(tx);
  for (const art of open) {
    // A value read through a subquery comes back as the driver's text on one engine.
    const from = art.since ? new Date(art.since) : art.createdAt;
    await tx
      .update(artRequest)
      .set({
        dueAt: addBusinessDays(from, days),
        turnaroundDays: days,
        // A new deadline is not an edit of the art: its 'last change' stays.
        updatedAt: sql`${artRequest.updatedAt}`,
      })
      .where(eq(artRequest.id, art.id));
  }
  return open.length;
}
