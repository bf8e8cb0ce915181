// Where an approved art stands after approval (docs/decisions/0012-release-state-derived.md):
// derived in SQL from the art's status, its approval fee and its release links, never stored, so
// no move can leave it stale. The lists select and filter on the same expression the page reads.
import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ART_STATUS } from '../../common/constants';
import type { ReleaseState } from '../../common/release';
import type { Executor } from '../db/client';
import { literal } from '../db/literal';
import { artEvent, artRelease, artRequest, charge, storedFile } from '../db/schema';
import { isFeeSettled } from '../payments/charges.service';
import type { StoredFileRow } from '../files/files.service';

// Qualified by hand: in a one-table select drizzle writes a column bare ("id"), which inside these
// subqueries would name the subquery's own table's column.
const ART_ID = sql.raw('"art_request"."id"');
const ART_STATUS_COLUMN = sql.raw('"art_request"."status"');

/** The version a release concerns: the art's current delivery (the newest not withdrawn). */
const currentVersion = sql`(select max(sf.version) from ${storedFile} sf where sf.art_id = ${ART_ID} and sf.kind = 'delivery' and sf.withdrawn_at is null)`;

/**
 * The release state of the art row in scope (art_request), or null when it is not approved.
 * "Fee due" is "a fee was charged and none was paid or waived" (as feeSettlementOf reads it);
 * a receipt counts even on a link revoked after it.
 */
export const releaseStateSql: SQL<ReleaseState | null> = sql<ReleaseState | null>`case
  when ${ART_STATUS_COLUMN} <> ${literal(ART_STATUS.approved)} then null
  when exists (select 1 from ${charge} c where c.art_id = ${ART_ID} and c.reason = 'approval_fee')
    and not exists (select 1 from ${charge} c where c.art_id = ${ART_ID} and c.reason = 'approval_fee' and c.status in ('paid', 'waived'))
    then 'awaiting_payment'
  when exists (select 1 from ${artRelease} r where r.art_id = ${ART_ID} and r.version = ${currentVersion} and r.confirmed_at is not null)
    then 'received'
  when exists (select 1 from ${artRelease} r where r.art_id = ${ART_ID} and r.version = ${currentVersion} and r.revoked_at is null)
    then 'sent'
  else 'released' end`;

export async function releaseStateOf(db: Executor, artId: string): Promise<ReleaseState | null> {
  const [row] = await db
    .select({ state: releaseStateSql })
    .from(artRequest)
    .where(eq(artRequest.id, artId));
  return row?.state ?? null;
}

/**
 * Whether a delivery's original is released to its client: a version at or after it was approved
 * (an approval voided later still released what it approved) and the art's fee is paid or
 * waived, or there was none to pay. Every file route asks this before serving a client an
 * original; the studio is never asked.
 */
export async function deliveryReleased(
  db: Executor,
  file: Pick<StoredFileRow, 'artId' | 'version'>,
): Promise<boolean> {
  if (!file.artId) return false;
  const [approved] = await db
    .select({ id: artEvent.id })
    .from(artEvent)
    .where(
      and(
        eq(artEvent.artId, file.artId),
        eq(artEvent.type, 'approved'),
        // Imported approvals carry no version: they approved what existed.
        or(isNull(artEvent.version), gte(artEvent.version, file.version ?? 0)),
      ),
    )
    .limit(1);
  return approved ? isFeeSettled(db, file.artId) : false;
}
