// Credit movements: every change to a balance is a ledger row written in the same transaction as
// the balance itself. The balance can never go negative (conditional update + CHECK constraint).
import { TZDate } from '@date-fns/tz';
import { and, desc, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { CreditGrantInput } from '../../common/api-types';
import { STUDIO_TIME_ZONE, type CreditMovementKind } from '../../common/constants';
import { formatDate } from '../../common/format';
import type { Database, Executor } from '../db/client';
import { pageOf, readPage, type Page } from '../db/paging';
import { creditLedger, user } from '../db/schema';
import { conflict, notFound } from '../domain-errors';
import type { LedgerEntry } from './credits.schemas';
import { recordAdminAction } from '../audit/audit.service';
import { notify } from '../notifications/notify';

export const NO_CREDITS_MESSAGE =
  'Você esta sem créditos por favor solicite novos créditos para continuar';

export const noCredits = () => conflict(NO_CREDITS_MESSAGE, 'no_credits');

/**
 * Takes one credit from a company's balance for an art request, inside the caller's transaction.
 * The conditional update is what makes concurrent requests safe (two members of one company
 * included): only as many succeed as there are credits. `userId` is the company (its balance is
 * on the row whose id is the company's: docs/decisions/0018-companies-on-the-organization-plugin.md);
 * `actorId` the person who asked (default: the same).
 */
export async function debitForArt(
  tx: Executor,
  input: { userId: string; artId: string; note?: string; actorId?: string },
): Promise<number> {
  const moved = await moveCredits(
    tx,
    {
      userId: input.userId,
      kind: 'debit',
      amount: -1,
      note: input.note ?? null,
      artId: input.artId,
      actorId: input.actorId ?? input.userId,
    },
    // An account deleted or deactivated while its upload was still arriving is charged nothing
    // and gets no art: the deletion holds this row's lock, so the check sees its outcome.
    and(gte(user.credit, 1), isNull(user.deletedAt)),
  );
  if (!moved) throw noCredits();
  return moved.credit;
}

/** One movement of a company's balance, as its statement line records it. */
export interface CreditMovement {
  userId: string;
  kind: CreditMovementKind;
  /** Signed: positive adds to the balance, negative takes from it. */
  amount: number;
  note: string | null;
  /** Who caused it; null for the monthly expiry. */
  actorId: string | null;
  artId?: string;
  chargeId?: string;
}

/**
 * Moves a balance and writes its statement line, with the balance after, in the caller's
 * transaction: the only way a balance changes. `onlyIf` narrows the balance row that may move
 * (a credit left, an active client); when it matches none, nothing moves and the answer is null.
 */
export async function moveCredits(
  tx: Executor,
  movement: CreditMovement,
  onlyIf?: SQL,
): Promise<{ credit: number; entryId: string } | null> {
  const [row] = await tx
    .update(user)
    .set({ credit: sql`${user.credit} + ${movement.amount}` })
    .where(and(eq(user.id, movement.userId), onlyIf))
    .returning({ credit: user.credit });
  if (!row) return null;
  const [entry] = await tx
    .insert(creditLedger)
    .values({ ...movement, balanceAfter: row.credit })
    .returning({ id: creditLedger.id });
  return { credit: row.credit, entryId: entry!.id };
}

/** A company's balance and CPF/CNPJ (on the row whose id is the company's). */
export async function companyAccount(
  db: Executor,
  companyId: string,
): Promise<{ credit: number; taxId: string | null }> {
  const [row] = await db
    .select({ credit: user.credit, taxId: user.taxId })
    .from(user)
    .where(eq(user.id, companyId));
  return { credit: row?.credit ?? 0, taxId: row?.taxId ?? null };
}

/** A company's balance. */
export const companyBalance = async (db: Executor, companyId: string): Promise<number> =>
  (await companyAccount(db, companyId)).credit;

/**
 * An admin adds credits to an active client, with an optional note; returns the new balance.
 * The ledger row (with the admin as actor) and the audit row commit with the balance.
 */
export async function grantCredits(
  db: Database,
  input: CreditGrantInput & { userId: string; adminId: string },
): Promise<{ credit: number; entryId: string }> {
  return db.transaction(async (tx) => {
    const row = await moveCredits(
      tx,
      {
        userId: input.userId,
        kind: 'grant',
        amount: input.amount,
        note: input.note || null,
        actorId: input.adminId,
      },
      and(eq(user.role, 'client'), isNull(user.deletedAt)),
    );
    if (!row) throw notFound('Cliente não encontrado.');
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'credits_granted',
      clientId: input.userId,
      details: { amount: input.amount, balanceAfter: row.credit, note: input.note || null },
    });
    await notify(db, tx, {
      type: 'credits_granted',
      userId: input.userId,
      amount: input.amount,
      balance: row.credit,
      note: input.note || null,
    });
    return row;
  });
}

/**
 * One statement line as the panel shows it (credits.schemas.ts), with who moved it by name: the
 * admin of a grant, the person who asked for a debit, nobody for the monthly expiry.
 */
const ledgerEntryColumns = {
  id: creditLedger.id,
  kind: creditLedger.kind,
  amount: creditLedger.amount,
  balanceAfter: creditLedger.balanceAfter,
  note: creditLedger.note,
  artId: creditLedger.artId,
  actorId: creditLedger.actorId,
  actorName: sql<
    string | null
  >`(select ${user.name} from ${user} where ${user.id} = ${creditLedger.actorId})`,
  createdAt: creditLedger.createdAt,
};

const ledgerEntries = (db: Executor) => db.select(ledgerEntryColumns).from(creditLedger);
type LedgerEntryRow = Awaited<ReturnType<typeof ledgerEntries>>[number];

const toLedgerEntry = (row: LedgerEntryRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  note: row.note,
  artId: row.artId,
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
});

/** A client's statement, newest first. */
export async function listLedger(
  db: Database,
  userId: string,
  page: number,
): Promise<Page<LedgerEntry>> {
  const { rows, total } = await readPage(
    db,
    ledgerEntries(db)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .$dynamic(),
    page,
    { table: creditLedger, where: eq(creditLedger.userId, userId) },
  );
  return pageOf(rows.map(toLedgerEntry), page, total);
}

/** One statement line, by its id (the panel's answer to a grant). */
export async function getLedgerEntry(db: Executor, entryId: string): Promise<LedgerEntry> {
  const [row] = await ledgerEntries(db).where(eq(creditLedger.id, entryId));
  if (!row) throw notFound();
  return toLedgerEntry(row);
}

/** The instant the current calendar month began in the studio's time zone. */
export function startOfStudioMonth(now: Date): Date {
  const local = new TZDate(now.getTime(), STUDIO_TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), 1, STUDIO_TIME_ZONE).getTime());
}

/**
 * Credits still unspent from before `monthStart`, for one user. Spending is first-in, first-out:
 * every debit and expiry since the month began used the oldest credits first, so what is left of
 * the old balance is the balance at the boundary minus everything taken out since. Sums, not the
 * last row's balance, so rows committed out of timestamp order cannot mislead it.
 */
function oldRemaining(userId: SQL, monthStart: Date): SQL<number> {
  // Written out with an alias: drizzle drops table names inside a raw subquery, and "id" would
  // then mean the ledger's own id.
  return sql<number>`coalesce((
    select sum(case when l.created_at < ${monthStart.toISOString()}::timestamptz or l.amount < 0
                    then l.amount else 0 end)
    from credit_ledger l where l.user_id = ${userId}
  ), 0)::int`;
}

export interface ExpiryRun {
  /** Clients whose old credits were written off by this run. */
  clients: number;
  credits: number;
}

/**
 * The contract's monthly expiry (credits are not cumulative and end with the calendar month,
 * America/Bahia): for every account still holding credits from before the current month, writes
 * the unspent part off with an 'expiry' ledger row. Idempotent — a second run, or another process
 * running it at the same time, finds nothing left to expire — so it can run at start-up and every
 * hour, and catches up after downtime.
 */
export async function expireMonthlyCredits(
  db: Database,
  now: Date = new Date(),
): Promise<ExpiryRun> {
  const monthStart = startOfStudioMonth(now);
  const note = `Expiração mensal: créditos não utilizados até ${formatDate(monthStart)} (não cumulativos).`;
  // Only accounts with a balance can have anything to expire; that is a small set.
  const candidates = await db
    .select({ id: user.id, old: oldRemaining(sql`"user"."id"`, monthStart) })
    .from(user)
    .where(gt(user.credit, 0));
  const run: ExpiryRun = { clients: 0, credits: 0 };
  for (const candidate of candidates) {
    if (candidate.old <= 0) continue;
    const expired = await db.transaction(async (tx) => {
      // Lock the balance, then recompute: a debit or another run may have happened meanwhile.
      const [locked] = await tx
        .select({ credit: user.credit })
        .from(user)
        .where(eq(user.id, candidate.id))
        .for('update');
      if (!locked) return 0;
      const [fresh] = await tx
        .select({ old: oldRemaining(sql`${candidate.id}`, monthStart) })
        .from(sql`(select 1) as one`);
      const amount = Math.min(locked.credit, fresh?.old ?? 0);
      if (amount <= 0) return 0;
      await moveCredits(tx, {
        userId: candidate.id,
        kind: 'expiry',
        amount: -amount,
        note,
        actorId: null,
      });
      return amount;
    });
    if (expired > 0) {
      run.clients += 1;
      run.credits += expired;
    }
  }
  return run;
}
