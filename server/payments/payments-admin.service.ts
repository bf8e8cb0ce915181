// The panel's 'Pagamentos' (docs/product/payments.md): every charge, newest first, with its client,
// reason, status, amount and history, filtered by status, reason, client and period (the studio's
// calendar days), and the money received per month among the filtered charges.
import { TZDate } from '@date-fns/tz';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, STUDIO_TIME_ZONE } from '../../common/constants';
import type { ChargeStatus, ChargeReason } from '../../common/payments';
import type { AdminChargeQuery } from '../../common/payment-schemas';
import type { Database } from '../db/client';
import { artRequest, charge, chargeEvent, foldForSearch, user } from '../db/schema';
import { pixReferenceOf } from './pix-brcode';
import type { AdminChargePage, AdminChargeRow } from './payments.schemas';

/** The instant a studio calendar day ('aaaa-mm-dd') begins. */
export function studioDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + plusDays, STUDIO_TIME_ZONE).getTime());
}

export interface AdminChargeFilters {
  status?: ChargeStatus | undefined;
  reason?: ChargeReason | undefined;
  client?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export type { AdminChargeQuery };

const actor = alias(user, 'actor');

export async function listAdminCharges(
  db: Database,
  filters: AdminChargeFilters,
): Promise<AdminChargePage> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(charge.status, filters.status));
  if (filters.reason) conditions.push(eq(charge.reason, filters.reason));
  if (filters.client) {
    const needle = `%${filters.client.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${user.searchText} like ${foldForSearch(sql`${needle}`)}`);
  }
  if (filters.from) conditions.push(gte(charge.createdAt, studioDayStart(filters.from)));
  if (filters.to) conditions.push(lt(charge.createdAt, studioDayStart(filters.to, 1)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [counted], months] = await Promise.all([
    db
      .select({ charge, clientName: user.name, artName: artRequest.name })
      .from(charge)
      .innerJoin(user, eq(user.id, charge.ownerId))
      .leftJoin(artRequest, eq(artRequest.id, charge.artId))
      .where(where)
      .orderBy(desc(charge.createdAt), desc(charge.id))
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(charge)
      .innerJoin(user, eq(user.id, charge.ownerId))
      .where(where),
    // Money in by the month it arrived (Bahia's calendar), refunds by the month of the payment.
    db
      .select({
        month: sql<string>`to_char(${charge.paidAt} at time zone ${STUDIO_TIME_ZONE}, 'YYYY-MM')`,
        receivedCents: sql<number>`coalesce(sum(${charge.paidCents}), 0)::int`,
        refundedCents: sql<number>`coalesce(sum(${charge.refundedCents}), 0)::int`,
        payments: sql<number>`count(*)::int`,
      })
      .from(charge)
      .innerJoin(user, eq(user.id, charge.ownerId))
      .where(and(where, sql`${charge.paidAt} is not null`))
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(24),
  ]);

  const ids = rows.map((row) => row.charge.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({ event: chargeEvent, actorName: actor.name })
          .from(chargeEvent)
          .leftJoin(actor, eq(actor.id, chargeEvent.actorId))
          .where(inArray(chargeEvent.chargeId, ids))
          .orderBy(chargeEvent.createdAt, chargeEvent.id);
  const byCharge = new Map<string, AdminChargeRow['events']>();
  for (const { event, actorName } of events) {
    const list = byCharge.get(event.chargeId) ?? [];
    list.push({
      id: event.id,
      type: event.type,
      actor: event.actorId ? { id: event.actorId, name: actorName ?? '' } : null,
      note: event.note,
      details: event.details,
      createdAt: event.createdAt.toISOString(),
    });
    byCharge.set(event.chargeId, list);
  }

  return {
    items: rows.map(({ charge: c, clientName, artName }) => ({
      id: c.id,
      client: { id: c.ownerId, name: clientName },
      reason: c.reason,
      status: c.status,
      amountCents: c.amountCents,
      credits: c.credits,
      art: c.artId ? { id: c.artId, name: artName ?? '' } : null,
      reference: c.provider === 'pix-manual' ? pixReferenceOf(c.txid) : c.txid,
      provider: c.provider,
      endToEndId: c.endToEndId,
      expiresAt: c.expiresAt?.toISOString() ?? null,
      paidAt: c.paidAt?.toISOString() ?? null,
      refundedCents: c.refundedCents,
      creditsRemoved: c.creditsRemoved,
      note: c.note,
      createdAt: c.createdAt.toISOString(),
      events: byCharge.get(c.id) ?? [],
    })),
    page: filters.page,
    pageSize: PAGE_SIZE,
    total: counted?.n ?? 0,
    months,
  };
}
