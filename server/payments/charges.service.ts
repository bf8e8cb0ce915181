// Charges (docs/product/payments.md, docs/decisions/0010-payment-providers.md): what a client owes or buys, made
// through the payment provider's interface, and every move of one — created, paid, expired,
// refunded, waived — with its history (charge_event). The amount always comes from the server's
// price list. A payment is confirmed once: the charge row is locked, its end-to-end id is unique,
// and the credits bought enter the ledger in the same transaction that marks it paid.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { formatMoney } from '../../common/format';
import { TAX_ID_REQUIRED_CODE } from '../../common/tax-id';
import type { ApprovalFeeState, ChargeEventType, ChargeStatus } from '../../common/payments';
import { recordAdminAction } from '../audit/audit.service';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { artEvent, artRequest, charge, chargeEvent, user } from '../db/schema';
import { conflict, notFound, unavailable } from '../domain-errors';
import { mayRead, type Viewer } from '../arts/arts.service';
import { moveCredits } from '../credits/credits.service';
import { isId } from '../ids';
import type { Logger } from '../logger';
import { notify } from '../notifications/notify';
import { paymentSettingsOf, pricedPackages } from './payment-settings.service';
import type { ApprovalFee, ChargeView, FeeSettlement } from './payments.schemas';
import {
  PayerTaxIdRequiredError,
  PaymentProviderError,
  type PaymentProvider,
  type ReceivedPayment,
} from './provider';

export interface ChargeDeps {
  db: Database;
  payments: PaymentProvider;
  config: Pick<Config, 'payments'>;
  logger?: Logger;
}

export type ChargeRow = typeof charge.$inferSelect;

export const CHARGE_NOT_FOUND_MESSAGE = 'Cobrança não encontrada.';
export const PACKAGE_UNAVAILABLE_MESSAGE =
  'Este pacote não está mais à venda. Escolha um dos pacotes oferecidos.';
export const TOO_MANY_OPEN_CHARGES_MESSAGE =
  'Você já tem cobranças de créditos aguardando pagamento. Pague uma delas ou espere expirarem para gerar outra.';
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Não foi possível gerar o Pix agora. Tente de novo em alguns minutos.';

/** Credit charges a client may hold open at once: enough for a change of mind, not for a script. */
export const MAX_OPEN_CREDIT_CHARGES = 5;
/** The provider needs the payer's CPF/CNPJ (Asaas, a new customer): the page asks for it. */
export const TAX_ID_REQUIRED_MESSAGE =
  'Para pagar, informe o CPF ou CNPJ da sua empresa. Ele fica guardado na sua conta.';
export { TAX_ID_REQUIRED_CODE };

const chargeNotFound = () => notFound(CHARGE_NOT_FOUND_MESSAGE);

/** A txid by BACEN's rule (26–35 letters and digits): 32 hex digits, random. */
export const newTxid = () => randomBytes(16).toString('hex');

export async function addChargeEvent(
  tx: Executor,
  input: {
    chargeId: string;
    type: ChargeEventType;
    actorId?: string | null;
    note?: string | null;
    details?: Record<string, string | number | null>;
  },
): Promise<void> {
  await tx.insert(chargeEvent).values({
    chargeId: input.chargeId,
    type: input.type,
    actorId: input.actorId ?? null,
    note: input.note ?? null,
    details: input.details ?? {},
  });
}

// ---- creating and registering -------------------------------------------------------------------

function describe(row: ChargeRow, artName?: string | null): string {
  return row.reason === 'credits'
    ? `${row.credits} créditos - Estúdio Flexo`
    : `Taxa de aprovação - ${artName ?? 'arte'}`.slice(0, 140);
}

/**
 * Hands an open charge to the provider (outside any transaction: a provider may be a network
 * away) and stores what it answers: its id, the Pix code, the expiry. A provider that fails leaves
 * a credit charge cancelled (the client simply tries again) and a fee charge open, unregistered,
 * for the next 'Pagar taxa'.
 */
async function register(deps: ChargeDeps, row: ChargeRow): Promise<ChargeRow> {
  const { db, payments } = deps;
  const settings = await paymentSettingsOf(db, deps.config.payments);
  const [owner] = await db
    .select({ name: user.name, email: user.email, taxId: user.taxId })
    .from(user)
    .where(eq(user.id, row.ownerId));
  const [art] = row.artId
    ? await db
        .select({ name: artRequest.name })
        .from(artRequest)
        .where(eq(artRequest.id, row.artId))
    : [];
  const expiresAt = new Date(Date.now() + settings.pixExpiryMinutes * 60_000);
  let created;
  try {
    created = await payments.createCharge({
      txid: row.txid,
      amountCents: row.amountCents,
      description: describe(row, art?.name),
      expiresAt,
      payer: {
        name: owner?.name ?? '',
        email: owner?.email ?? '',
        ...(owner?.taxId ? { taxId: owner.taxId } : {}),
      },
    });
  } catch (error) {
    deps.logger?.warn({ err: error, chargeId: row.id }, 'payment provider refused a charge');
    if (row.reason === 'credits') {
      await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(charge)
          .set({ status: 'cancelled' })
          .where(and(eq(charge.id, row.id), eq(charge.status, 'open')))
          .returning({ id: charge.id });
        if (cancelled) {
          await addChargeEvent(tx, {
            chargeId: row.id,
            type: 'cancelled',
            note:
              error instanceof PayerTaxIdRequiredError
                ? 'O provedor pediu o CPF ou CNPJ do cliente.'
                : 'O provedor de pagamento não gerou a cobrança.',
          });
        }
      });
    }
    if (error instanceof PayerTaxIdRequiredError) {
      throw conflict(TAX_ID_REQUIRED_MESSAGE, TAX_ID_REQUIRED_CODE);
    }
    const message =
      error instanceof PaymentProviderError &&
      error.status === undefined &&
      !payments.confirmsAutomatically
        ? error.message
        : PROVIDER_UNAVAILABLE_MESSAGE;
    throw unavailable(message, 'payment_provider_unavailable');
  }
  const [updated] = await db
    .update(charge)
    .set({
      provider: payments.name,
      providerId: created.providerId,
      pixCopiaECola: created.pixCopiaECola ?? null,
      payUrl: created.payUrl ?? null,
      expiresAt: created.expiresAt,
    })
    .where(eq(charge.id, row.id))
    .returning();
  return updated!;
}

/**
 * 'Comprar créditos': a charge for one of the studio's packages, chosen by its number of credits;
 * its price is the server's. Registered with the provider before it is answered.
 */
export async function createCreditCharge(
  deps: ChargeDeps,
  /** `userId`: the company that buys; `actorId`: the person (default: the company's account). */
  input: { userId: string; credits: number; actorId?: string },
): Promise<ChargeView> {
  const { db } = deps;
  const settings = await paymentSettingsOf(db, deps.config.payments);
  const pkg = pricedPackages(settings).find((p) => p.credits === input.credits);
  if (!pkg) throw conflict(PACKAGE_UNAVAILABLE_MESSAGE, 'package_unavailable');
  const row = await db.transaction(async (tx) => {
    // The client's row lock orders two purchases of one client: the count below is then exact.
    const [owner] = await tx
      .select({ id: user.id })
      .from(user)
      .where(
        and(eq(user.id, input.userId), eq(user.role, 'client'), sql`${user.deletedAt} is null`),
      )
      .for('update');
    if (!owner) throw notFound('Cliente não encontrado.');
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(charge)
      .where(
        and(
          eq(charge.ownerId, input.userId),
          eq(charge.reason, 'credits'),
          eq(charge.status, 'open'),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_CREDIT_CHARGES) {
      throw conflict(TOO_MANY_OPEN_CHARGES_MESSAGE, 'too_many_open_charges');
    }
    const [created] = await tx
      .insert(charge)
      .values({
        ownerId: input.userId,
        reason: 'credits',
        amountCents: pkg.priceCents,
        credits: pkg.credits,
        txid: newTxid(),
      })
      .returning();
    await addChargeEvent(tx, {
      chargeId: created!.id,
      type: 'created',
      actorId: input.actorId ?? input.userId,
      details: {
        credits: pkg.credits,
        amountCents: pkg.priceCents,
        discountPercent: pkg.discountPercent,
      },
    });
    return created!;
  });
  return viewOf(db, await register(deps, row), deps.payments);
}

/**
 * The approved art's fee (/UserTerms §9), inside the approval's transaction: an open charge, not
 * yet registered with the provider (that happens when the client asks to pay it). Nothing when
 * the fee is 0, or when the art already has a fee open, paid or waived (one fee per art).
 */
export async function createApprovalFeeCharge(
  tx: Executor,
  input: { artId: string; ownerId: string },
): Promise<string | null> {
  // Only the fee is read: the Pix details' defaults do not matter here.
  const { approvalFeeCents: feeCents } = await paymentSettingsOf(tx, NO_PIX_DEFAULTS);
  if (feeCents <= 0) return null;
  const [existing] = await tx
    .select({ id: charge.id })
    .from(charge)
    .where(
      and(
        eq(charge.artId, input.artId),
        eq(charge.reason, 'approval_fee'),
        inArray(charge.status, ['open', 'paid', 'waived']),
      ),
    )
    .limit(1);
  if (existing) return null;
  const [created] = await tx
    .insert(charge)
    .values({
      ownerId: input.ownerId,
      reason: 'approval_fee',
      amountCents: feeCents,
      artId: input.artId,
      txid: newTxid(),
    })
    .returning({ id: charge.id });
  await addChargeEvent(tx, {
    chargeId: created!.id,
    type: 'created',
    actorId: input.ownerId,
    details: { amountCents: feeCents },
  });
  return created!.id;
}

const NO_PIX_DEFAULTS = { pixKey: '', pixMerchantName: '', pixMerchantCity: '' };

export const FEE_NOT_DUE_MESSAGE = 'Esta arte não tem taxa de aprovação a pagar.';
export const FEE_SETTLED_MESSAGE = 'A taxa de aprovação desta arte já está quitada.';

/**
 * 'Pagar taxa': the art's payable fee charge — the open one, registered now if it was not yet —
 * or, when its Pix code expired unpaid, a new charge for the same amount.
 */
export async function payApprovalFee(
  deps: ChargeDeps,
  /** `clientId`: the art's company; `actorId`: the person who pays (default: the company's). */
  input: { artId: string; clientId: string; actorId?: string; now?: Date },
): Promise<ChargeView> {
  const { db } = deps;
  const now = input.now ?? new Date();
  if (!isId(input.artId)) throw notFound('Arte não encontrada.');
  const [art] = await db
    .select({ id: artRequest.id })
    .from(artRequest)
    .where(and(eq(artRequest.id, input.artId), eq(artRequest.ownerId, input.clientId)));
  if (!art) throw notFound('Arte não encontrada.');
  const latest = await latestFeeCharge(db, input.artId);
  if (!latest) throw conflict(FEE_NOT_DUE_MESSAGE, 'fee_not_due');
  if (latest.status === 'paid' || latest.status === 'waived' || latest.status === 'refunded') {
    throw conflict(FEE_SETTLED_MESSAGE, 'fee_settled');
  }
  if (latest.status === 'open' && !latest.expiresAt) {
    return viewOf(db, await register(deps, latest), deps.payments);
  }
  if (latest.status === 'open' && latest.expiresAt && latest.expiresAt > now) {
    return viewOf(db, latest, deps.payments);
  }
  // Its code ran out (or the provider cancelled it): a fresh charge for the same fee.
  const renewed = await db.transaction(async (tx) => {
    await expireOne(tx, latest.id);
    const [created] = await tx
      .insert(charge)
      .values({
        ownerId: latest.ownerId,
        reason: 'approval_fee',
        amountCents: latest.amountCents,
        artId: latest.artId,
        txid: newTxid(),
      })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw conflict('Outra cobrança desta taxa acabou de ser gerada. Atualize a página.');
    await addChargeEvent(tx, {
      chargeId: created.id,
      type: 'created',
      actorId: input.actorId ?? input.clientId,
      details: { amountCents: created.amountCents, renews: latest.id },
    });
    return created;
  });
  return viewOf(db, await register(deps, renewed), deps.payments);
}

async function latestFeeCharge(db: Executor, artId: string): Promise<ChargeRow | undefined> {
  const rows = await db
    .select()
    .from(charge)
    .where(and(eq(charge.artId, artId), eq(charge.reason, 'approval_fee')))
    .orderBy(desc(charge.createdAt), desc(charge.id));
  // A settled one wins over a later stray charge; else the newest.
  return (
    rows.find((row) => row.status === 'paid' || row.status === 'waived') ??
    rows.find((row) => row.status === 'refunded') ??
    rows[0]
  );
}

const FEE_STATE: Record<ChargeStatus, ApprovalFeeState> = {
  open: 'due',
  expired: 'due',
  cancelled: 'due',
  paid: 'paid',
  waived: 'waived',
  refunded: 'refunded',
};

/** The art's fee as its pages show it, or null when none was charged. */
export async function approvalFeeOf(db: Executor, artId: string): Promise<ApprovalFee | null> {
  const latest = await latestFeeCharge(db, artId);
  if (!latest) return null;
  return {
    state: FEE_STATE[latest.status],
    amountCents: latest.amountCents,
    chargeId: latest.id,
    note: latest.note,
  };
}

/**
 * "Is this art's fee settled?": the question the release of the open files asks. Settled when the
 * art was approved and its fee paid or waived, or approved with nothing to pay (a fee of 0, or an
 * approval from before charges existed). Someone else's art is not found.
 */
export async function feeSettlementOf(
  db: Executor,
  input: { artId: string; viewer: Viewer },
): Promise<FeeSettlement> {
  if (!isId(input.artId)) throw notFound('Arte não encontrada.');
  const [art] = await db
    .select({ ownerId: artRequest.ownerId })
    .from(artRequest)
    .where(eq(artRequest.id, input.artId));
  if (!art || !mayRead(input.viewer, art.ownerId)) {
    throw notFound('Arte não encontrada.');
  }
  const fee = await approvalFeeOf(db, input.artId);
  if (fee) return { settled: fee.state === 'paid' || fee.state === 'waived', fee };
  const [approved] = await db
    .select({ id: artEvent.id })
    .from(artEvent)
    .where(and(eq(artEvent.artId, input.artId), eq(artEvent.type, 'approved')))
    .limit(1);
  return { settled: Boolean(approved), fee: null };
}

export const isFeeSettled = async (db: Executor, artId: string): Promise<boolean> =>
  (await feeSettlementOf(db, { artId, viewer: { id: '', role: 'admin' } })).settled;

// ---- reading ------------------------------------------------------------------------------------

async function viewOf(
  db: Executor,
  row: ChargeRow,
  provider: PaymentProvider,
): Promise<ChargeView> {
  const [owner] = await db
    .select({ credit: user.credit })
    .from(user)
    .where(eq(user.id, row.ownerId));
  const [art] = row.artId
    ? await db
        .select({ id: artRequest.id, name: artRequest.name })
        .from(artRequest)
        .where(eq(artRequest.id, row.artId))
    : [];
  const payable = row.status === 'open' && row.pixCopiaECola !== null;
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    amountCents: row.amountCents,
    credits: row.credits,
    art: art ?? null,
    pixCopiaECola: payable ? row.pixCopiaECola : null,
    qrSvg: payable
      ? await QRCode.toString(row.pixCopiaECola!, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
        })
      : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refundedCents: row.refundedCents,
    creditsRemoved: row.creditsRemoved,
    note: row.note,
    balance: owner?.credit ?? 0,
    confirmedByStudio: !provider.confirmsAutomatically,
  };
}

/** A charge for its owner (an admin may read any); someone else's is not found. */
export async function getChargeView(
  deps: Pick<ChargeDeps, 'db' | 'payments'>,
  input: { chargeId: string; viewer: Viewer },
): Promise<ChargeView> {
  if (!isId(input.chargeId)) throw chargeNotFound();
  const [row] = await deps.db.select().from(charge).where(eq(charge.id, input.chargeId));
  if (!row || !mayRead(input.viewer, row.ownerId)) {
    throw chargeNotFound();
  }
  return viewOf(deps.db, row, deps.payments);
}

// ---- the moves ----------------------------------------------------------------------------------

export type ConfirmOutcome =
  | { confirmed: true; balance: number | null }
  | {
      confirmed: false;
      reason: 'already_paid' | 'not_payable' | 'amount_mismatch' | 'payment_used';
    };

/**
 * Marks a charge paid by `payment` and, for credits, adds them to the balance with a 'purchase'
 * ledger row — one transaction, under the charge's row lock. Idempotent on the payment's
 * end-to-end id: the same payment again is 'already_paid' and grants nothing. An expired charge is
 * still paid (money that arrived late is honoured); a refunded, waived or cancelled one is not.
 * `actorId`: the admin who confirmed by hand (audited), or null for the provider's read-back.
 */
export async function confirmPayment(
  db: Database,
  input: {
    chargeId: string;
    payment: ReceivedPayment;
    actorId?: string | null;
    note?: string | null;
  },
): Promise<ConfirmOutcome> {
  const { payment } = input;
  const actorId = input.actorId ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(charge).where(eq(charge.id, input.chargeId)).for('update');
    if (!row) throw chargeNotFound();
    const reject = async (reason: string) =>
      addChargeEvent(tx, {
        chargeId: row.id,
        type: 'rejected',
        details: { reason, endToEndId: payment.endToEndId, amountCents: payment.amountCents },
      });
    if (row.status === 'paid') {
      if (row.endToEndId === payment.endToEndId)
        return { confirmed: false, reason: 'already_paid' };
      await reject('a cobrança já estava paga');
      return { confirmed: false, reason: 'already_paid' };
    }
    if (row.status !== 'open' && row.status !== 'expired') {
      await reject(`a cobrança está ${row.status}`);
      return { confirmed: false, reason: 'not_payable' };
    }
    if (payment.amountCents !== row.amountCents) {
      await reject(
        `valor recebido ${formatMoney(payment.amountCents)} ≠ ${formatMoney(row.amountCents)}`,
      );
      return { confirmed: false, reason: 'amount_mismatch' };
    }
    const [used] = await tx
      .select({ id: charge.id })
      .from(charge)
      .where(eq(charge.endToEndId, payment.endToEndId));
    if (used) {
      await reject('este pagamento já quitou outra cobrança');
      return { confirmed: false, reason: 'payment_used' };
    }
    await tx
      .update(charge)
      .set({
        status: 'paid',
        endToEndId: payment.endToEndId,
        paidCents: payment.amountCents,
        paidAt: payment.paidAt,
      })
      .where(eq(charge.id, row.id));
    let balance: number | null = null;
    if (row.reason === 'credits' && row.credits) {
      const moved = await moveCredits(tx, {
        userId: row.ownerId,
        kind: 'purchase',
        amount: row.credits,
        note: `Compra de ${row.credits} créditos (${formatMoney(row.amountCents)}, Pix)`,
        chargeId: row.id,
        actorId,
      });
      balance = moved!.credit;
    }
    await addChargeEvent(tx, {
      chargeId: row.id,
      type: 'paid',
      actorId,
      note: input.note ?? null,
      details: {
        endToEndId: payment.endToEndId,
        amountCents: payment.amountCents,
        source: actorId ? 'painel' : 'provedor',
      },
    });
    if (actorId) {
      await recordAdminAction(tx, {
        actorId,
        action: 'charge_confirmed',
        clientId: row.ownerId,
        artId: row.artId,
        details: {
          chargeId: row.id,
          amountCents: row.amountCents,
          credits: row.credits,
          endToEndId: payment.endToEndId,
          note: input.note ?? null,
        },
      });
    }
    await notify(db, tx, {
      type: 'payment_received',
      chargeId: row.id,
      balance,
      byStudio: actorId !== null,
    });
    return { confirmed: true, balance };
  });
}

export const MANUAL_ONLY_MESSAGE =
  'Este provedor confirma os pagamentos sozinho; a confirmação manual é só para o Pix manual.';

/** 'Confirmar recebimento' (pix-manual): the studio saw the money in its bank. */
export async function confirmChargeByStudio(
  deps: Pick<ChargeDeps, 'db' | 'payments'>,
  input: { chargeId: string; adminId: string; endToEndId?: string; note?: string },
): Promise<ConfirmOutcome> {
  if (deps.payments.confirmsAutomatically) throw conflict(MANUAL_ONLY_MESSAGE, 'manual_only');
  if (!isId(input.chargeId)) throw chargeNotFound();
  const [row] = await deps.db.select().from(charge).where(eq(charge.id, input.chargeId));
  if (!row) throw chargeNotFound();
  const outcome = await confirmPayment(deps.db, {
    chargeId: row.id,
    payment: {
      // Without the bank's E2E id the charge's own id keeps the confirmation unique.
      endToEndId: input.endToEndId || `manual-${row.id}`,
      txid: row.txid,
      amountCents: row.amountCents,
      paidAt: new Date(),
    },
    actorId: input.adminId,
    note: input.note ?? null,
  });
  if (!outcome.confirmed) {
    throw conflict(
      outcome.reason === 'already_paid'
        ? 'Esta cobrança já está paga.'
        : outcome.reason === 'payment_used'
          ? 'Este identificador de Pix já quitou outra cobrança.'
          : 'Esta cobrança não pode mais ser paga (reembolsada, isenta ou cancelada).',
      'not_payable',
    );
  }
  return outcome;
}

export const NOTHING_TO_REFUND_MESSAGE =
  'Todos os créditos desta compra já foram usados (ou expiraram): não há valor a reembolsar.';

/**
 * 'Reembolsar' a paid charge. For credits, takes back those bought with it that are still in the
 * balance (at most the balance) and returns the part of the money they were worth; credits already
 * spent stay paid for (docs/product/payments.md). The provider is asked under the charge's lock,
 * with the charge's id as the refund key, so a retry never refunds twice; its failure undoes all.
 */
export async function refundCharge(
  deps: Pick<ChargeDeps, 'db' | 'payments'>,
  input: { chargeId: string; adminId: string; note?: string },
): Promise<{ refundedCents: number; creditsRemoved: number }> {
  const { db, payments } = deps;
  if (!isId(input.chargeId)) throw chargeNotFound();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(charge).where(eq(charge.id, input.chargeId)).for('update');
    if (!row) throw chargeNotFound();
    if (row.status !== 'paid')
      throw conflict('Só uma cobrança paga pode ser reembolsada.', 'not_paid');
    const paid = row.paidCents ?? row.amountCents;
    let creditsRemoved = 0;
    let refundedCents = paid;
    let balance: number | null = null;
    if (row.reason === 'credits' && row.credits) {
      const [owner] = await tx
        .select({ credit: user.credit })
        .from(user)
        .where(eq(user.id, row.ownerId))
        .for('update');
      creditsRemoved = Math.min(row.credits, owner?.credit ?? 0);
      refundedCents = Math.floor((paid * creditsRemoved) / row.credits);
      if (refundedCents <= 0) throw conflict(NOTHING_TO_REFUND_MESSAGE, 'nothing_to_refund');
      const moved = await moveCredits(tx, {
        userId: row.ownerId,
        kind: 'refund',
        amount: -creditsRemoved,
        note: `Reembolso de ${formatMoney(refundedCents)}: ${creditsRemoved} de ${row.credits} créditos da compra`,
        chargeId: row.id,
        actorId: input.adminId,
      });
      balance = moved!.credit;
    }
    let refund;
    try {
      refund = await payments.refund(
        { txid: row.txid, providerId: row.providerId ?? row.txid },
        {
          endToEndId: row.endToEndId ?? `manual-${row.id}`,
          txid: row.txid,
          amountCents: paid,
          paidAt: row.paidAt ?? new Date(),
        },
        refundedCents,
        `refund-${row.id}`,
      );
    } catch (error) {
      throw unavailable(
        error instanceof PaymentProviderError
          ? `O provedor não fez o reembolso: ${error.message}`
          : 'O provedor não fez o reembolso. Tente de novo em alguns minutos.',
        'refund_failed',
      );
    }
    await tx
      .update(charge)
      .set({
        status: 'refunded',
        refundedCents,
        refundedAt: new Date(),
        refundId: refund.refundId,
        creditsRemoved: row.reason === 'credits' ? creditsRemoved : null,
        note: input.note || row.note,
      })
      .where(eq(charge.id, row.id));
    const details = {
      chargeId: row.id,
      refundedCents,
      creditsRemoved,
      refundId: refund.refundId,
      refundStatus: refund.status,
    };
    await addChargeEvent(tx, {
      chargeId: row.id,
      type: 'refunded',
      actorId: input.adminId,
      note: input.note || null,
      details,
    });
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'charge_refunded',
      clientId: row.ownerId,
      artId: row.artId,
      details: { ...details, note: input.note || null },
    });
    await notify(db, tx, { type: 'payment_refunded', chargeId: row.id, balance });
    return { refundedCents, creditsRemoved };
  });
  return result;
}

/** 'Isentar taxa': an approval fee not yet paid, let go by the studio with a note the client reads. */
export async function waiveFee(
  db: Database,
  input: { chargeId: string; adminId: string; note: string },
): Promise<void> {
  if (!isId(input.chargeId)) throw chargeNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(charge).where(eq(charge.id, input.chargeId)).for('update');
    if (!row) throw chargeNotFound();
    if (row.reason !== 'approval_fee') {
      throw conflict('Só a taxa de aprovação de uma arte pode ser isentada.', 'not_a_fee');
    }
    if (row.status !== 'open' && row.status !== 'expired' && row.status !== 'cancelled') {
      throw conflict('Esta taxa já foi paga, isentada ou reembolsada.', 'fee_settled');
    }
    await tx
      .update(charge)
      .set({ status: 'waived', note: input.note })
      .where(eq(charge.id, row.id));
    await addChargeEvent(tx, {
      chargeId: row.id,
      type: 'waived',
      actorId: input.adminId,
      note: input.note,
    });
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'charge_waived',
      clientId: row.ownerId,
      artId: row.artId,
      details: { chargeId: row.id, amountCents: row.amountCents, note: input.note },
    });
    await notify(db, tx, { type: 'fee_waived', chargeId: row.id });
  });
}

async function expireOne(tx: Executor, chargeId: string): Promise<boolean> {
  const [row] = await tx
    .update(charge)
    .set({ status: 'expired' })
    .where(and(eq(charge.id, chargeId), eq(charge.status, 'open')))
    .returning({ id: charge.id });
  if (row) await addChargeEvent(tx, { chargeId, type: 'expired' });
  return Boolean(row);
}

/**
 * Marks expired every open charge whose Pix code ran out, each with its event; returns how many.
 * Fees not yet registered have no expiry and stay due. Idempotent: a second run finds none.
 */
export async function expireCharges(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(charge)
      .set({ status: 'expired' })
      .where(
        and(
          eq(charge.status, 'open'),
          sql`${charge.expiresAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: charge.id });
    if (rows.length > 0) {
      await tx
        .insert(chargeEvent)
        .values(rows.map((row) => ({ chargeId: row.id, type: 'expired' as const })));
    }
    return rows.length;
  });
}
