// The client's statement ('Extrato', docs/product/payments.md#the-statement-extrato): every
// credit movement with a pt-BR description and the balance after it, the credits that end with the
// month, the payments made (each with a receipt), and the whole statement as CSV. Reads only; the
// ledger is written by server/credits and server/payments.
import { TZDate } from '@date-fns/tz';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { STUDIO_TIME_ZONE, type CreditMovementKind } from '../../common/constants';
import { formatDateTime, formatIsoDate } from '../../common/format';
import { CHARGE_REASON_LABELS, type ChargeReason } from '../../common/payments';
import { CHANGE_AFTER_APPROVAL_NOTE } from '../arts/art-moves.service';
import type { Database, Executor } from '../db/client';
import { pageOf, readPage, type Page } from '../db/paging';
import { artRequest, charge, creditLedger, user } from '../db/schema';
import { notFound } from '../domain-errors';
import type { PaidCharge, StatementEntry, StatementSummary } from './statement.schemas';

export const RECEIPT_NOT_FOUND_MESSAGE = 'Recibo não encontrado.';

/**
 * The last day of the studio's current month ('aaaa-mm-dd'): credits are not cumulative, so every
 * credit held now ends with it (server/credits/credits.service.ts, expireMonthlyCredits).
 */
export function creditsExpireOn(now: Date = new Date()): string {
  const local = new TZDate(now.getTime(), STUDIO_TIME_ZONE);
  const last = new TZDate(local.getFullYear(), local.getMonth() + 1, 0, 12, STUDIO_TIME_ZONE);
  return formatIsoDate(new Date(last.getTime()));
}

interface LedgerRow {
  id: string;
  kind: CreditMovementKind;
  amount: number;
  balanceAfter: number;
  note: string | null;
  artId: string | null;
  artName: string | null;
  chargeId: string | null;
  createdAt: Date;
}

/** One movement as the client reads it: what happened, in a sentence. */
export function describeMovement(row: Omit<LedgerRow, 'id' | 'createdAt'>): string {
  const art = row.artName ? `“${row.artName}”` : 'uma arte';
  switch (row.kind) {
    case 'purchase':
      return row.note ?? `Compra de ${row.amount} créditos`;
    case 'refund':
      return row.note ?? 'Créditos retirados por reembolso';
    case 'grant':
      return row.note
        ? `Créditos adicionados pelo estúdio: ${row.note}`
        : 'Créditos adicionados pelo estúdio';
    case 'debit':
      return row.note === CHANGE_AFTER_APPROVAL_NOTE
        ? `Alteração após aprovação da arte ${art}`
        : `Pedido da arte ${art}`;
    case 'expiry':
      return 'Expiração mensal: créditos não utilizados no mês (não cumulativos)';
    case 'import':
      return row.note ?? 'Saldo trazido do sistema anterior';
  }
}

const ledgerColumns = {
  id: creditLedger.id,
  kind: creditLedger.kind,
  amount: creditLedger.amount,
  balanceAfter: creditLedger.balanceAfter,
  note: creditLedger.note,
  artId: creditLedger.artId,
  artName: artRequest.name,
  chargeId: creditLedger.chargeId,
  createdAt: creditLedger.createdAt,
};

const toEntry = (row: LedgerRow): StatementEntry => ({
  id: row.id,
  kind: row.kind,
  description: describeMovement(row),
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  art: row.artId ? { id: row.artId, name: row.artName ?? '' } : null,
  chargeId: row.chargeId,
  createdAt: row.createdAt.toISOString(),
});

function ledgerQuery(db: Executor, userId: string) {
  return db
    .select(ledgerColumns)
    .from(creditLedger)
    .leftJoin(artRequest, eq(artRequest.id, creditLedger.artId))
    .where(eq(creditLedger.userId, userId));
}

/** Page `page` of the client's movements, newest first, with the balance and what ends soon. */
export async function statementOf(
  db: Database,
  userId: string,
  page: number,
  now: Date = new Date(),
): Promise<StatementSummary> {
  const [owner] = await db.select({ credit: user.credit }).from(user).where(eq(user.id, userId));
  if (!owner) throw notFound('Conta não encontrada.');
  const { rows, total } = await readPage(
    db,
    ledgerQuery(db, userId).orderBy(desc(creditLedger.createdAt), desc(creditLedger.id)).$dynamic(),
    page,
    { table: creditLedger, where: eq(creditLedger.userId, userId) },
  );
  return {
    balance: owner.credit,
    expiring: owner.credit > 0 ? { credits: owner.credit, on: creditsExpireOn(now) } : null,
    movements: pageOf(rows.map(toEntry), page, total),
  };
}

// ---- payments and receipts ----------------------------------------------------------------------

/** Charges that took the client's money: a receipt exists for each (refunded ones too). */
const RECEIPTED = ['paid', 'refunded'] as const;

/** How the money came, as the receipt and the list say it (the provider that took it). */
export function paymentMethodLabel(provider: string | null): string {
  switch (provider) {
    case 'asaas':
      return 'Asaas (Pix, boleto ou cartão)';
    case 'bacen-pix':
      return 'Pix';
    default:
      return 'Pix (confirmado pelo estúdio)';
  }
}

const paidColumns = {
  id: charge.id,
  reason: charge.reason,
  status: charge.status,
  amountCents: charge.amountCents,
  credits: charge.credits,
  artId: charge.artId,
  artName: artRequest.name,
  provider: charge.provider,
  endToEndId: charge.endToEndId,
  paidAt: charge.paidAt,
  refundedCents: charge.refundedCents,
  refundedAt: charge.refundedAt,
  creditsRemoved: charge.creditsRemoved,
};

type PaidRow = {
  [K in keyof typeof paidColumns]: (typeof paidColumns)[K]['_']['data'] | null;
} & { id: string; reason: ChargeReason; amountCents: number; status: string };

/** What a payment bought, in a sentence. */
export function describePayment(row: {
  reason: ChargeReason;
  credits: number | null;
  artName: string | null;
}): string {
  return row.reason === 'credits'
    ? `${CHARGE_REASON_LABELS.credits}: ${row.credits} créditos`
    : `${CHARGE_REASON_LABELS.approval_fee} da arte “${row.artName ?? 'arte'}”`;
}

const toPaid = (row: PaidRow): PaidCharge => ({
  id: row.id,
  reason: row.reason,
  status: row.status === 'refunded' ? 'refunded' : 'paid',
  description: describePayment(row),
  amountCents: row.amountCents,
  method: paymentMethodLabel(row.provider),
  paidAt: (row.paidAt ?? new Date(0)).toISOString(),
  refundedCents: row.refundedCents,
});

const ownPaid = (userId: string): SQL =>
  and(eq(charge.ownerId, userId), inArray(charge.status, [...RECEIPTED]))!;

/** Page `page` of the client's payments, newest first. */
export async function paymentsOf(
  db: Database,
  userId: string,
  page: number,
): Promise<Page<PaidCharge>> {
  const { rows, total } = await readPage(
    db,
    db
      .select(paidColumns)
      .from(charge)
      .leftJoin(artRequest, eq(artRequest.id, charge.artId))
      .where(ownPaid(userId))
      .orderBy(desc(charge.paidAt), desc(charge.id))
      .$dynamic(),
    page,
    { table: charge, where: ownPaid(userId) },
  );
  return pageOf(rows.map(toPaid), page, total);
}

export interface ReceiptData {
  id: string;
  description: string;
  amountCents: number;
  method: string;
  endToEndId: string | null;
  paidAt: Date;
  refundedCents: number | null;
  refundedAt: Date | null;
  creditsRemoved: number | null;
  payer: { name: string; email: string; taxId: string | null };
}

function receiptRows(db: Executor, where: SQL) {
  return db
    .select({
      ...paidColumns,
      payerName: user.name,
      payerEmail: user.email,
      payerTaxId: user.taxId,
    })
    .from(charge)
    .innerJoin(user, eq(user.id, charge.ownerId))
    .leftJoin(artRequest, eq(artRequest.id, charge.artId))
    .where(where)
    .orderBy(asc(charge.paidAt), asc(charge.id));
}

type ReceiptRow = Awaited<ReturnType<typeof receiptRows>>[number];

const toReceipt = (row: ReceiptRow & { paidAt: Date }): ReceiptData => ({
  id: row.id,
  description: describePayment(row),
  amountCents: row.amountCents,
  method: paymentMethodLabel(row.provider),
  endToEndId: row.endToEndId,
  paidAt: row.paidAt,
  refundedCents: row.refundedCents,
  refundedAt: row.refundedAt,
  creditsRemoved: row.creditsRemoved,
  payer: { name: row.payerName, email: row.payerEmail, taxId: row.payerTaxId },
});

/**
 * One paid (or since refunded) charge of `ownerId`, for its receipt. Anyone else's, an unpaid one
 * or an unknown id is the same 404, so a receipt's existence is never revealed to another client.
 */
export async function receiptOf(
  db: Database,
  input: { chargeId: string; ownerId: string },
): Promise<ReceiptData> {
  const [row] = await receiptRows(db, and(eq(charge.id, input.chargeId), ownPaid(input.ownerId))!);
  if (!row?.paidAt) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
  return toReceipt({ ...row, paidAt: row.paidAt });
}

/** Every receipt of one client, oldest first (the LGPD export holds them all). */
export async function receiptsOf(db: Executor, ownerId: string): Promise<ReceiptData[]> {
  const rows = await receiptRows(db, ownPaid(ownerId));
  return rows.flatMap((row) => (row.paidAt ? [toReceipt({ ...row, paidAt: row.paidAt })] : []));
}

// ---- CSV ----------------------------------------------------------------------------------------

const CSV_HEADER = ['Data', 'Descrição', 'Créditos', 'Saldo após'];

/** A field for a ';'-separated file: quoted when it holds a separator, a quote or a line break. */
function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be a formula to a spreadsheet; a quote mark keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The whole statement, oldest first, as a CSV Excel opens in pt-BR: ';' separators, CRLF, a
 * UTF-8 byte-order mark (without it Excel reads the accents as Latin-1).
 */
export async function statementCsv(db: Database, userId: string): Promise<string> {
  const rows = await ledgerQuery(db, userId).orderBy(
    asc(creditLedger.createdAt),
    asc(creditLedger.id),
  );
  const lines = [
    CSV_HEADER,
    ...rows.map((row) => [
      formatDateTime(row.createdAt),
      describeMovement(row),
      row.amount,
      row.balanceAfter,
    ]),
  ].map((fields) => fields.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
