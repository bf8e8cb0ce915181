// Confirming payments a provider took (docs/decisions/0010-payment-providers.md): a notification
// or a sweep only names charges; each is read back through the provider and confirmed only when
// the provider says it is paid, for our txid, with the amount the server asked for. The
// reconciliation run reads the open charges back, sweeps the day's received payments (a lost
// notification is caught) and marks expired what ran out unpaid.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { charge } from '../db/schema';
import type { Logger } from '../logger';
import { addChargeEvent, confirmPayment, expireCharges, type ChargeRow } from './charges.service';
import type { PaymentNotice, PaymentProvider } from './provider';

export interface ReconcileDeps {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
}

export type Verdict = 'confirmed' | 'unpaid' | 'rejected' | 'already';

/** How long after its expiry a charge is still read back: money may arrive late. */
export const LATE_PAYMENT_WINDOW_MS = 24 * 3600_000;

/** Reads one charge back from the provider and confirms it when what it says matches. */
export async function verifyCharge(deps: ReconcileDeps, row: ChargeRow): Promise<Verdict> {
  if (row.status === 'paid') return 'already';
  const remote = await deps.payments.readCharge({
    txid: row.txid,
    providerId: row.providerId ?? row.txid,
  });
  if (remote.txid !== row.txid || remote.amountCents !== row.amountCents) {
    deps.logger.warn(
      { chargeId: row.id, txid: remote.txid, amountCents: remote.amountCents },
      'payment read-back does not match the charge',
    );
    await addChargeEvent(deps.db, {
      chargeId: row.id,
      type: 'rejected',
      details: {
        reason: 'a consulta ao provedor não confere com a cobrança',
        txid: remote.txid,
        amountCents: remote.amountCents,
      },
    });
    return 'rejected';
  }
  if (remote.status !== 'paid') return 'unpaid';
  let verdict: Verdict = 'unpaid';
  for (const payment of remote.payments) {
    const outcome = await confirmPayment(deps.db, { chargeId: row.id, payment });
    if (outcome.confirmed) return 'confirmed';
    verdict = outcome.reason === 'already_paid' ? 'already' : 'rejected';
  }
  return verdict;
}

async function chargeByRef(
  db: Database,
  ref: { txid?: string; providerId?: string },
): Promise<ChargeRow | undefined> {
  const conditions = [
    ...(ref.txid ? [eq(charge.txid, ref.txid)] : []),
    ...(ref.providerId ? [eq(charge.providerId, ref.providerId)] : []),
  ];
  if (conditions.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(charge)
    .where(or(...conditions))
    .limit(1);
  return row;
}

/**
 * The job of one notification: each charge it names is read back (an unknown one is logged and
 * skipped); payments it names by end-to-end id alone are found by the day's sweep.
 */
export async function processNotice(
  deps: ReconcileDeps,
  notice: PaymentNotice,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const ref of notice.charges) {
    const row = await chargeByRef(deps.db, ref);
    if (!row) {
      deps.logger.warn({ ref }, 'payment notification names no charge of ours');
      continue;
    }
    verdicts.push(await verifyCharge(deps, row));
  }
  if (notice.endToEndIds.length > 0 && notice.charges.length === 0) {
    await sweepReceived(deps, new Date(Date.now() - LATE_PAYMENT_WINDOW_MS), new Date());
  }
  return verdicts;
}

/** Every payment the provider received in [from, to) for an unpaid charge of ours, read back. */
export async function sweepReceived(deps: ReconcileDeps, from: Date, to: Date): Promise<number> {
  const received = await deps.payments.listReceived(from, to);
  const txids = [...new Set(received.flatMap((p) => (p.txid ? [p.txid] : [])))];
  if (txids.length === 0) return 0;
  const rows = await deps.db
    .select()
    .from(charge)
    .where(and(inArray(charge.txid, txids), inArray(charge.status, ['open', 'expired'])));
  let confirmed = 0;
  for (const row of rows) {
    if ((await verifyCharge(deps, row)) === 'confirmed') confirmed += 1;
  }
  return confirmed;
}

export interface ReconcileRun {
  readBack: number;
  confirmed: number;
  expired: number;
  failed: number;
}

/**
 * The `payment-reconcile` job's work. With a provider that confirms by itself: every registered
 * charge still open (or expired within LATE_PAYMENT_WINDOW_MS) is read back, then the day's
 * received payments are swept. With any provider: open charges past their validity expire. A
 * provider failing for one charge is logged; the others go on (the next run tries it again).
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  now: Date = new Date(),
): Promise<ReconcileRun> {
  const run: ReconcileRun = { readBack: 0, confirmed: 0, expired: 0, failed: 0 };
  if (deps.payments.confirmsAutomatically) {
    const since = new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS);
    const rows = await deps.db
      .select()
      .from(charge)
      .where(
        and(
          sql`${charge.expiresAt} is not null`,
          or(
            eq(charge.status, 'open'),
            and(eq(charge.status, 'expired'), gte(charge.expiresAt, since)),
          ),
        ),
      );
    for (const row of rows) {
      run.readBack += 1;
      try {
        if ((await verifyCharge(deps, row)) === 'confirmed') run.confirmed += 1;
      } catch (error) {
        run.failed += 1;
        deps.logger.warn({ err: error, chargeId: row.id }, 'payment read-back failed');
      }
    }
    try {
      run.confirmed += await sweepReceived(deps, since, now);
    } catch (error) {
      run.failed += 1;
      deps.logger.warn({ err: error }, 'received-payments sweep failed');
    }
  }
  run.expired = await expireCharges(deps.db, now);
  return run;
}
