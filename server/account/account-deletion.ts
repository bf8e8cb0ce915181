// "Excluir minha conta" (LGPD art. 18, VI): the client's personal data is erased or anonymised,
// while the records the studio must keep (the credit statement, the audit trail, the arts the
// statement points to, with their statuses and dates) stay without anything that identifies them.
// Every row changes in one transaction; the stored files are removed from storage after it commits.
// The requests still with the studio are closed (Cancelado): nobody is left to deliver to, so they
// leave the queue and its overdue count, with no credit movement (docs/product/accounts.md). Its
// open charges are cancelled: nobody is left to pay them (docs/product/payments.md).
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ART_TRANSITIONS } from '../../common/art-status';
import { ART_STATUS } from '../../common/constants';
import { recordAdminAction } from '../audit/audit.service';
import { verifyPassword } from '../auth/auth';
import { confirmOwnPassword } from '../auth/password-check';
import type { Database, Executor, Transaction } from '../db/client';
import {
  companiesAwaitingHandOver,
  handOverBeforeDeletingMessage,
  otherMembersOf,
} from '../companies/team.service';
import {
  account,
  adminAudit,
  artEvent,
  artRequest,
  charge,
  contactMessage,
  creditLedger,
  mailOutbox,
  member,
  notification,
  notificationOptOut,
  rateLimit,
  session,
  proofComment,
  storedFile,
  user,
  verification,
  whatsappOutbox,
  whatsappPreference,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { conflict, forbidden, notFound } from '../domain-errors';
import type { Logger } from '../logger';
import { addChargeEvent } from '../payments/charges.service';
import { commentCounterKey } from '../proofing/proofing-limits';

export const DELETED_ACCOUNT_NAME = 'Conta excluída';
export const DELETED_BAN_REASON = 'Conta excluída a pedido do titular (LGPD).';
/**
 * What replaces an art's name ('Arte excluída 1', 'Arte excluída 2'… in the order they were
 * requested: never an id, which the panel would show), its briefing and the client's texts.
 */
export const DELETED_ART_NAME_PREFIX = 'Arte excluída';
export const DELETED_TEXT = 'Conteúdo removido a pedido do titular (LGPD).';

export { TOO_MANY_WRONG_PASSWORDS_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../auth/password-check';
export const ADMIN_DELETION_MESSAGE =
  'Contas de administrador não podem ser excluídas por aqui. Fale com o responsável pelo estúdio.';

/** A unique address that can never receive mail (RFC 2606 reserves `.invalid`). */
export const anonymisedEmail = (userId: string) => `excluida-${userId}@anonimizado.invalid`;

/**
 * The account's e-mail as the panel shows it: '' once erased, so the placeholder address above
 * (which holds the account's id) never appears; the panel says the e-mail was erased.
 */
export const shownEmail = sql<string>`case when ${user.anonymizedAt} is null then ${user.email} else '' end`;

/** The per-account failed-login counter's key (server/auth/login-throttle.ts). */
const loginFailuresKey = (email: string) => `login-failures:${email.trim().toLowerCase()}`;

export interface AccountDeletionSummary {
  arts: number;
  /** Open requests closed as Cancelado. */
  artsCancelled: number;
  /** Charges still open (credits not yet paid for, a fee due) closed as cancelled. */
  chargesCancelled: number;
  filesRemoved: number;
  sessionsRevoked: number;
  contactMessagesRemoved: number;
  mailsRemoved: number;
  /** The companies the person belonged to (their own included). */
  membershipsEnded: number;
  /** 1 when the company made with the account stays, for the other people in it; else 0. */
  companyKept: 0 | 1;
}

/**
 * Checks the client's current password, then erases the account's personal data (see
 * docs/product/lgpd.md). A wrong password is a 400 and changes nothing; an admin is refused.
 */
export async function deleteOwnAccount(
  deps: { db: Database; storage: FileStorage; logger: Logger },
  input: {
    userId: string;
    password: string;
    /** The caller's failed-login source (loginSourceFor), for the lock shared with sign-in. */
    source: string;
    now?: Date;
  },
): Promise<AccountDeletionSummary> {
  const { db } = deps;
  const now = input.now ?? new Date();

  const [owner] = await db
    .select({ role: user.role, email: user.email, anonymizedAt: user.anonymizedAt })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!owner) throw notFound('Conta não encontrada.');
  if (owner.role !== 'client') throw forbidden(ADMIN_DELETION_MESSAGE);
  if (owner.anonymizedAt) throw conflict('Esta conta já foi excluída.', 'already_deleted');
  // Before the password: nothing to type while a company still waits for its hand-over.
  await refuseWithoutHandOver(db, input.userId);

  await confirmOwnPassword(deps, {
    userId: input.userId,
    email: owner.email,
    password: input.password,
    source: input.source,
    purpose: 'account deletion',
    verify: verifyPassword,
  });

  const { summary, storageKeys } = await db.transaction(async (tx) => {
    // Locks the account: a grant or an art request waits for the deletion, then finds it gone.
    const [locked] = await tx
      .select({ email: user.email })
      .from(user)
      .where(and(eq(user.id, input.userId), isNull(user.anonymizedAt)))
      .for('update');
    if (!locked) throw conflict('Esta conta já foi excluída.', 'already_deleted');
    const email = locked.email.trim().toLowerCase();
    // Again under the account's lock: a role changed since the first look counts.
    await refuseWithoutHandOver(tx, input.userId);
    // The company made with the account stays when other people still work in it: its arts,
    // files, charges and balance are theirs too (docs/product/lgpd.md); only the person goes.
    const companyStays = (await otherMembersOf(tx, input.userId, input.userId)) > 0;
    const memberships = await tx
      .delete(member)
      .where(eq(member.userId, input.userId))
      .returning({ id: member.id });

    const sessions = await tx
      .delete(session)
      .where(eq(session.userId, input.userId))
      .returning({ id: session.id });
    // The password hash goes with the credential row; reset tokens, the failed-login counter and
    // the proof-comment counter (server/proofing/proofing-limits.ts) too.
    await tx.delete(account).where(eq(account.userId, input.userId));
    await tx
      .delete(verification)
      .where(or(eq(verification.value, input.userId), eq(verification.identifier, email)));
    await tx
      .delete(rateLimit)
      .where(
        or(
          eq(rateLimit.key, loginFailuresKey(email)),
          eq(rateLimit.key, commentCounterKey(input.userId)),
        ),
      );

    const company = companyStays ? KEPT_COMPANY : await eraseCompanyData(tx, input.userId, now);
    const { arts, open, cancelledCharges, files } = company;

    // The bell's lines name the client and their arts: theirs and the studio's about them go.
    await tx.delete(notification).where(
      or(
        eq(notification.recipientId, input.userId),
        arts.length > 0
          ? inArray(
              notification.artId,
              arts.map((art) => art.id),
            )
          : undefined,
      ),
    );
    await tx.delete(notificationOptOut).where(eq(notificationOptOut.userId, input.userId));
    // The WhatsApp number, and the notices sent to it (they name the arts).
    await tx.delete(whatsappPreference).where(eq(whatsappPreference.userId, input.userId));
    await tx.delete(whatsappOutbox).where(eq(whatsappOutbox.userId, input.userId));

    const messages = await tx
      .delete(contactMessage)
      .where(sql`lower(trim(${contactMessage.email})) = ${email}`)
      .returning({ id: contactMessage.id });
    const mails = await tx
      .delete(mailOutbox)
      .where(sql`strpos(lower(${mailOutbox.to}), ${email}) > 0`)
      .returning({ id: mailOutbox.id });

    if (!companyStays) {
      // Kept by law (accounting, accountability), but the studio's free-text notes may name the
      // client: they go; the amounts, balances, dates and system notes (monthly expiry) stay.
      await tx
        .update(creditLedger)
        .set({ note: null })
        .where(
          and(
            eq(creditLedger.userId, input.userId),
            eq(creditLedger.kind, 'grant'),
            isNotNull(creditLedger.note),
          ),
        );
      await tx
        .update(adminAudit)
        .set({ details: sql`${adminAudit.details} - 'note'` })
        .where(and(eq(adminAudit.clientId, input.userId), sql`${adminAudit.details} ? 'note'`));
    }

    await tx
      .update(user)
      .set({
        name: DELETED_ACCOUNT_NAME,
        email: anonymisedEmail(input.userId),
        emailVerified: false,
        image: null,
        // A company that stays keeps its CNPJ (the company's, not the person's); a CPF goes.
        taxId: companyStays
          ? sql`case when length(${user.taxId}) = 14 then ${user.taxId} end`
          : null,
        banned: true,
        banReason: DELETED_BAN_REASON,
        banExpires: null,
        // The row carries the company's balance: deactivating it would stop the others' requests
        // and purchases (decisions/0018), so it is only marked deleted with the company.
        ...(companyStays
          ? {}
          : { deletedAt: sql`coalesce(${user.deletedAt}, ${now.toISOString()}::timestamptz)` }),
        anonymizedAt: now,
      })
      .where(eq(user.id, input.userId));

    const summary: AccountDeletionSummary = {
      arts: arts.length,
      artsCancelled: open.length,
      chargesCancelled: cancelledCharges.length,
      filesRemoved: files.length,
      sessionsRevoked: sessions.length,
      contactMessagesRemoved: messages.length,
      mailsRemoved: mails.length,
      membershipsEnded: memberships.length,
      companyKept: companyStays ? 1 : 0,
    };
    await recordAdminAction(tx, {
      actorId: input.userId,
      action: 'account_deleted',
      clientId: input.userId,
      details: { ...summary },
    });
    return { summary, storageKeys: files.map((file) => file.storageKey) };
  });

  // After the commit: a failed removal leaves an orphan with no row, which the orphan-file
  // sweeper removes later; the visitor's deletion has already happened.
  for (const key of storageKeys) {
    try {
      await deps.storage.remove(key);
    } catch (error) {
      deps.logger.error(
        { err: error, storageKey: key },
        'account deletion: file removal failed; left to the orphan sweeper',
      );
    }
  }
  deps.logger.info({ userId: input.userId, ...summary }, 'account deleted by its owner');
  return summary;
}

/** What erasing a company's own data removed (nothing when the company stays). */
interface ErasedCompany {
  arts: { id: string }[];
  open: { id: string }[];
  cancelledCharges: { id: string }[];
  files: { storageKey: string }[];
}

const KEPT_COMPANY: ErasedCompany = { arts: [], open: [], cancelledCharges: [], files: [] };

/**
 * The company made with the account, when nobody else is in it: its pins, files, open requests
 * and charges, its arts' words (as before companies had several people).
 */
async function eraseCompanyData(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<ErasedCompany> {
  const input = { userId };
  // Proof comments (pins) are the client's words on their arts, and point to their files.
  await tx.delete(proofComment).where(eq(proofComment.ownerId, input.userId));
  const files = await tx
    .delete(storedFile)
    .where(eq(storedFile.ownerId, input.userId))
    .returning({ storageKey: storedFile.storageKey });

  // The requests still with the studio leave its queue: closed, each with its event and audit
  // row, the credit they cost left as it was (no refund, no debit).
  const open = await tx
    .select({ id: artRequest.id, status: artRequest.status })
    .from(artRequest)
    .where(
      and(
        eq(artRequest.ownerId, input.userId),
        inArray(artRequest.status, [...ART_TRANSITIONS.cancel.from]),
      ),
    )
    .for('update');
  if (open.length > 0) {
    await tx
      .update(artRequest)
      .set({ status: ART_TRANSITIONS.cancel.to })
      .where(
        inArray(
          artRequest.id,
          open.map((art) => art.id),
        ),
      );
    await tx.insert(artEvent).values(
      open.map((art) => ({
        artId: art.id,
        type: 'cancelled' as const,
        actorId: input.userId,
        createdAt: now,
      })),
    );
    for (const art of open) {
      await recordAdminAction(tx, {
        actorId: input.userId,
        action: 'art_cancelled',
        clientId: input.userId,
        artId: art.id,
        details: { from: art.status, to: ART_STATUS.cancelled },
      });
    }
  }

  // Open charges close: a credit purchase or a fee nobody is left to pay. Money that still
  // arrives for one is recorded as rejected, for the studio to return (charges.service.ts).
  const cancelledCharges = await tx
    .update(charge)
    .set({ status: 'cancelled' })
    .where(and(eq(charge.ownerId, input.userId), eq(charge.status, 'open')))
    .returning({ id: charge.id });
  for (const closed of cancelledCharges) {
    await addChargeEvent(tx, {
      chargeId: closed.id,
      type: 'cancelled',
      actorId: input.userId,
      note: DELETED_BAN_REASON,
    });
  }

  // The arts stay (the statement points to them) with their status and dates, not their words.
  const arts = await tx
    .update(artRequest)
    .set({
      name: sql`${DELETED_ART_NAME_PREFIX}::text || ' ' || ${artRequest.id}::text`,
      briefing: DELETED_TEXT,
      idempotencyKey: null,
      updatedAt: sql`${artRequest.updatedAt}`,
    })
    .where(eq(artRequest.ownerId, input.userId))
    .returning({ id: artRequest.id });
  // Then numbered in the order they were requested (the names above are unique per client, so no
  // row ever meets another's new name midway).
  await tx.execute(sql`
      update ${artRequest} set name = ${DELETED_ART_NAME_PREFIX}::text || ' ' || numbered.k
      from (
        select id, row_number() over (order by created_at, id) as k
        from ${artRequest} where owner_id = ${input.userId}
      ) as numbered
      where ${artRequest.id} = numbered.id`);
  if (arts.length > 0) {
    await tx
      .update(artEvent)
      .set({ note: DELETED_TEXT })
      .where(
        and(
          inArray(
            artEvent.artId,
            arts.map((art) => art.id),
          ),
          isNotNull(artEvent.note),
        ),
      );
  }

  return { arts, open, cancelledCharges, files };
}

/** 409 while the person is the last administrator of a company others still work in. */
async function refuseWithoutHandOver(db: Executor, userId: string) {
  const waiting = await companiesAwaitingHandOver(db, userId);
  if (waiting.length > 0) {
    throw conflict(handOverBeforeDeletingMessage(waiting), 'hand_over_first');
  }
}
