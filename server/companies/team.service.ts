// The team of a company ('Equipe', docs/product/companies.md): its members and their roles, and
// invitations by e-mail that expire. The routes check who may call (server/auth/company.ts); these
// functions keep the rules: one membership per person, an invitation accepted only by the account
// of its e-mail, while pending and unexpired, and never a company without an administrator.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  COMPANY_ROLE_LABELS,
  INVITATION_CANCELED_MESSAGE,
  INVITATION_DAYS,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_USED_MESSAGE,
  wrongAccountMessage,
  parseCompanyRoles,
  storedCompanyRoles,
  type CompanyRole,
} from '../../common/companies';
import type { InviteInput } from '../../common/companies-schemas';
import { paths } from '../../common/paths';
import type { Database, Executor } from '../db/client';
import { invitation, member, organization, session, user } from '../db/schema';
import { COMPANY_NOT_FOUND_MESSAGE } from '../auth/company';
import { conflict, forbidden, notFound } from '../domain-errors';
import { enqueueMail } from '../mail/mailer';

const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND_MESSAGE = 'Convite não encontrado.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Pessoa não encontrada na equipe.';
export const ALREADY_MEMBER_MESSAGE = 'Esta pessoa já faz parte da equipe.';
export const ALREADY_INVITED_MESSAGE =
  'Já existe um convite pendente para este e-mail. Use "Reenviar" para mandá-lo de novo.';
export const LAST_ADMIN_MESSAGE =
  'A empresa precisa de pelo menos um administrador. Dê o papel de Administrador a outra pessoa antes.';
export const LEAVE_LAST_ADMIN_MESSAGE =
  'Você é o único administrador desta empresa. Passe a administração a outra pessoa (em "Alterar papéis") antes de sair.';
export const LEAVE_OWN_COMPANY_MESSAGE =
  'Esta é a empresa criada com a sua conta: não é possível sair dela. Para deixar de usá-la, exclua sua conta em "Meus dados".';
/** Deleting an account (LGPD) while its holder is the last administrator of a company with others. */
export const handOverBeforeDeletingMessage = (companies: readonly string[]) =>
  `Passe a administração a outra pessoa antes de excluir sua conta: você é o único administrador de ${companies.join(', ')}.`;
// The invitation page shows the same sentences for the state it reads (common/companies.ts).
export {
  INVITATION_CANCELED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_USED_MESSAGE,
  wrongAccountMessage,
};

export interface TeamMember {
  id: string;
  userId: string;
  name: string;
  email: string;
  roles: CompanyRole[];
  joinedAt: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  roles: CompanyRole[];
  status: 'pending' | 'expired';
  expiresAt: string;
  invitedBy: string;
}

/**
 * A company's people, oldest first: each membership with its person's account and the roles as
 * stored (parseCompanyRoles reads them). The 'Equipe' list and the company's messages
 * (server/notifications/planning.ts) read the same people in the same order.
 */
export async function companyMembers(tx: Executor, companyId: string) {
  return tx
    .select({
      memberId: member.id,
      userId: user.id,
      name: user.name,
      email: user.email,
      anonymizedAt: user.anonymizedAt,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, companyId))
    .orderBy(asc(member.createdAt), asc(member.id));
}

/** The company's people, oldest first, and its pending invitations (an expired one says so). */
export async function teamOf(
  db: Database,
  companyId: string,
  now = new Date(),
): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  const members = await companyMembers(db, companyId);
  const invitations = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      invitedBy: user.name,
    })
    .from(invitation)
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.organizationId, companyId), eq(invitation.status, 'pending')))
    .orderBy(asc(invitation.createdAt));
  return {
    members: members.map((row) => ({
      id: row.memberId,
      userId: row.userId,
      name: row.name,
      email: row.email,
      roles: parseCompanyRoles(row.role),
      joinedAt: row.joinedAt.toISOString(),
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      roles: parseCompanyRoles(row.role),
      status: row.expiresAt > now ? 'pending' : 'expired',
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: row.invitedBy,
    })),
  };
}

/** The invitation e-mail (decisions/0005: a plain typed function). */
export function invitationMail(input: {
  to: string;
  companyName: string;
  inviterName: string;
  roles: CompanyRole[];
  link: string;
  expiresAt: Date;
}) {
  const roles = input.roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ');
  const until = input.expiresAt.toLocaleDateString('pt-BR', { timeZone: 'America/Bahia' });
  return {
    kind: 'company_invitation',
    to: input.to,
    subject: `Convite para a equipe de ${input.companyName}`,
    text:
      `Olá.\n\n${input.inviterName} convidou você para a equipe de ${input.companyName} no site do ` +
      `estúdio, ${input.roles.length > 1 ? 'com os papéis' : 'com o papel'} de ${roles}.\n\nPara aceitar, abra o endereço abaixo (válido até ` +
      `${until}) e entre com este e-mail, ou crie uma conta com ele:\n\n${input.link}\n\n` +
      'Se você não esperava este convite, ignore este e-mail.',
  };
}

async function mailInvitation(
  tx: Executor,
  input: { id: string; email: string; companyId: string; inviterId: string; roles: CompanyRole[] },
  expiresAt: Date,
  baseUrl: string,
) {
  const [company] = await tx
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, input.companyId));
  const [inviter] = await tx
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, input.inviterId));
  await enqueueMail(
    tx,
    invitationMail({
      to: input.email,
      companyName: company?.name ?? '',
      inviterName: inviter?.name ?? '',
      roles: input.roles,
      link: new URL(paths.invitation(input.id), baseUrl).toString(),
      expiresAt,
    }),
  );
}

/** 'Convidar': a pending invitation for 7 days, mailed in the same transaction. */
export async function invite(
  db: Database,
  input: InviteInput & { companyId: string; inviterId: string; baseUrl: string; now?: Date },
): Promise<{ id: string }> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    // The company's row lock orders two invitations of one address sent at once.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, input.companyId))
      .for('update');
    const [already] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, input.companyId), eq(user.email, input.email)));
    if (already) throw conflict(ALREADY_MEMBER_MESSAGE, 'already_member');
    const [pending] = await tx
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, input.companyId),
          eq(invitation.email, input.email),
          eq(invitation.status, 'pending'),
          sql`${invitation.expiresAt} > ${now}`,
        ),
      );
    if (pending) throw conflict(ALREADY_INVITED_MESSAGE, 'already_invited');
    const id = randomUUID();
    await tx.insert(invitation).values({
      id,
      organizationId: input.companyId,
      email: input.email,
      role: storedCompanyRoles(input.roles),
      status: 'pending',
      expiresAt,
      createdAt: now,
      inviterId: input.inviterId,
    });
    await mailInvitation(tx, { ...input, id }, expiresAt, input.baseUrl);
    return { id };
  });
}

async function pendingOf(tx: Executor, companyId: string, invitationId: string) {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.organizationId, companyId),
        eq(invitation.status, 'pending'),
      ),
    )
    .for('update');
  if (!row) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
  return row;
}

/** 'Reenviar': the same invitation, valid 7 days from now, mailed again. */
export async function resendInvitation(
  db: Database,
  input: {
    companyId: string;
    invitationId: string;
    inviterId: string;
    baseUrl: string;
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const row = await pendingOf(tx, input.companyId, input.invitationId);
    await tx.update(invitation).set({ expiresAt }).where(eq(invitation.id, row.id));
    await mailInvitation(
      tx,
      {
        id: row.id,
        email: row.email,
        companyId: input.companyId,
        inviterId: input.inviterId,
        roles: parseCompanyRoles(row.role),
      },
      expiresAt,
      input.baseUrl,
    );
  });
}

/** 'Cancelar convite': its link stops working at once. */
export async function revokeInvitation(
  db: Database,
  input: { companyId: string; invitationId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await pendingOf(tx, input.companyId, input.invitationId);
    await tx.update(invitation).set({ status: 'canceled' }).where(eq(invitation.id, row.id));
  });
}

/** What the invitation's page shows to whoever holds its link. */
export async function invitationView(
  db: Database,
  invitationId: string,
  now = new Date(),
): Promise<{
  id: string;
  companyName: string;
  email: string;
  roles: CompanyRole[];
  state: 'pending' | 'expired' | 'canceled' | 'accepted';
  expiresAt: string;
  invitedBy: string;
}> {
  const [row] = await db
    .select({ invitation, companyName: organization.name, invitedBy: user.name })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, invitationId));
  if (!row) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
  const { status, expiresAt } = row.invitation;
  const state =
    status === 'accepted'
      ? 'accepted'
      : status === 'pending'
        ? expiresAt > now
          ? 'pending'
          : 'expired'
        : 'canceled';
  return {
    id: row.invitation.id,
    companyName: row.companyName,
    email: row.invitation.email,
    roles: parseCompanyRoles(row.invitation.role),
    state,
    expiresAt: expiresAt.toISOString(),
    invitedBy: row.invitedBy,
  };
}

/**
 * 'Aceitar convite', signed in: only the account whose e-mail the invitation names, while it is
 * pending and unexpired. The person joins with the invitation's roles, and the session opens the
 * company (its last company). Returns the company's id.
 */
export async function acceptInvitation(
  db: Database,
  input: { invitationId: string; userId: string; sessionId: string; now?: Date },
): Promise<{ companyId: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitation)
      .where(eq(invitation.id, input.invitationId))
      .for('update');
    if (!row) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    if (row.status === 'accepted') throw conflict(INVITATION_USED_MESSAGE, 'invitation_used');
    if (row.status !== 'pending') {
      throw conflict(INVITATION_CANCELED_MESSAGE, 'invitation_canceled');
    }
    if (row.expiresAt <= now) throw conflict(INVITATION_EXPIRED_MESSAGE, 'invitation_expired');
    const [person] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, input.userId));
    if (person?.email.toLowerCase() !== row.email.toLowerCase()) {
      throw forbidden(wrongAccountMessage(row.email), 'invitation_other_account');
    }
    const inserted = await tx
      .insert(member)
      .values({
        id: randomUUID(),
        organizationId: row.organizationId,
        userId: input.userId,
        role: row.role ?? 'leitor',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: member.id });
    if (inserted.length === 0) throw conflict(ALREADY_MEMBER_MESSAGE, 'already_member');
    await tx.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, row.id));
    await tx
      .update(session)
      .set({ activeOrganizationId: row.organizationId })
      .where(eq(session.id, input.sessionId));
    return { companyId: row.organizationId };
  });
}

/** Administrators of the company other than `exceptMemberId`, counted under the company's lock. */
async function otherAdministrators(tx: Executor, companyId: string, exceptMemberId: string) {
  await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, companyId))
    .for('update');
  const rows = await tx
    .select({ id: member.id, role: member.role })
    .from(member)
    .where(eq(member.organizationId, companyId));
  return rows.filter(
    (row) => row.id !== exceptMemberId && parseCompanyRoles(row.role).includes('administrador'),
  ).length;
}

async function memberOf(tx: Executor, companyId: string, memberId: string) {
  const [row] = await tx
    .select()
    .from(member)
    .where(and(eq(member.id, memberId), eq(member.organizationId, companyId)));
  if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return row;
}

/** 'Mudar papéis': never leaves the company without an administrator. */
export async function setMemberRoles(
  db: Database,
  input: { companyId: string; memberId: string; roles: CompanyRole[] },
): Promise<TeamMember['roles']> {
  return db.transaction(async (tx) => {
    const row = await memberOf(tx, input.companyId, input.memberId);
    const losesAdmin =
      parseCompanyRoles(row.role).includes('administrador') &&
      !input.roles.includes('administrador');
    if (losesAdmin && (await otherAdministrators(tx, input.companyId, row.id)) === 0) {
      throw conflict(LAST_ADMIN_MESSAGE, 'last_administrator');
    }
    const role = storedCompanyRoles(input.roles);
    await tx.update(member).set({ role }).where(eq(member.id, row.id));
    return parseCompanyRoles(role);
  });
}

/**
 * The switcher: the session opens `companyId` from now on (its last company, which a request
 * without `x-empresa` opens). 404 for a company the person is not in.
 */
export async function openCompanyForSession(
  db: Database,
  input: { companyId: string; userId: string; sessionId: string },
): Promise<void> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, input.companyId), eq(member.userId, input.userId)));
  if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  await db
    .update(session)
    .set({ activeOrganizationId: input.companyId })
    .where(eq(session.id, input.sessionId));
}

/** Ends a membership: the row goes and the person's sessions stop opening the company. */
async function endMembership(
  tx: Executor,
  row: { id: string; userId: string; organizationId: string },
) {
  await tx.delete(member).where(eq(member.id, row.id));
  await tx
    .update(session)
    .set({ activeOrganizationId: null })
    .where(
      and(eq(session.userId, row.userId), eq(session.activeOrganizationId, row.organizationId)),
    );
}

/**
 * 'Sair da empresa', oneself: as a removal, but never from the company made with one's own account
 * (its id is the account's, its balance and CPF/CNPJ sit on the account's row: decisions/0018),
 * nor as its last administrator.
 */
export async function leaveCompany(
  db: Database,
  input: { companyId: string; userId: string },
): Promise<void> {
  if (input.companyId === input.userId) {
    throw conflict(LEAVE_OWN_COMPANY_MESSAGE, 'own_company');
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(member)
      .where(and(eq(member.organizationId, input.companyId), eq(member.userId, input.userId)));
    if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    if (
      parseCompanyRoles(row.role).includes('administrador') &&
      (await otherAdministrators(tx, input.companyId, row.id)) === 0
    ) {
      throw conflict(LEAVE_LAST_ADMIN_MESSAGE, 'last_administrator');
    }
    await endMembership(tx, row);
  });
}

/**
 * The companies whose last administrator `userId` is while other people belong to them (their
 * names): an account deletion waits for the hand-over (docs/product/lgpd.md). Locks nothing.
 */
export async function companiesAwaitingHandOver(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({
      companyId: member.organizationId,
      name: organization.name,
      userId: member.userId,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      inArray(
        member.organizationId,
        tx.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId)),
      ),
    )
    .orderBy(asc(organization.name));
  const byCompany = new Map<string, { name: string; admins: string[]; people: number }>();
  for (const row of rows) {
    const company = byCompany.get(row.companyId) ?? { name: row.name, admins: [], people: 0 };
    company.people += 1;
    if (parseCompanyRoles(row.role).includes('administrador')) company.admins.push(row.userId);
    byCompany.set(row.companyId, company);
  }
  return [...byCompany.values()]
    .filter((c) => c.people > 1 && c.admins.length === 1 && c.admins[0] === userId)
    .map((c) => c.name);
}

/** How many people other than `userId` belong to `companyId`. */
export async function otherMembersOf(tx: Executor, companyId: string, userId: string) {
  const rows = await tx
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, companyId), ne(member.userId, userId)));
  return rows.length;
}

/**
 * 'Remover da equipe': the person stops acting in the company at once (every request resolves
 * the membership again) and their sessions stop opening it; their name stays on what they did.
 */
export async function removeMember(
  db: Database,
  input: { companyId: string; memberId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await memberOf(tx, input.companyId, input.memberId);
    if (
      parseCompanyRoles(row.role).includes('administrador') &&
      (await otherAdministrators(tx, input.companyId, row.id)) === 0
    ) {
      throw conflict(LAST_ADMIN_MESSAGE, 'last_administrator');
    }
    await endMembership(tx, row);
  });
}
