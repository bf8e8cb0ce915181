// The open company of a client's request, and what the person may do in it: one place for every
// client route (docs/product/companies.md, docs/design.md "Ownership").
//
// The SPA names the company in the `x-empresa` header (a download link in `?empresa=`); without
// one, the session's last company (better-auth's active organization), else the person's own
// company (the one whose id is their account's), else the oldest they belong to. A company the
// person is not a member of answers 404, as another client's art does.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { COMPANY_STATEMENTS } from '../../common/companies';
import {
  COMPANY_HEADER,
  COMPANY_QUERY,
  COMPANY_REFUSALS,
  companyCan,
  parseCompanyRoles,
  type CompanyResource,
  type CompanyRole,
} from '../../common/companies';
import type { Database, Executor } from '../db/client';
import { prepared } from '../db/prepared';
import { member, organization, session } from '../db/schema';
import { forbidden, notFound } from '../domain-errors';
import type { AppEnv, AuthedEnv } from '../http/context';

export interface OpenCompany {
  id: string;
  name: string;
  roles: CompanyRole[];
}

export const COMPANY_NOT_FOUND_MESSAGE = 'Empresa não encontrada.';
export const NO_COMPANY_MESSAGE =
  'Você não participa de nenhuma empresa. Peça um convite ao administrador da sua empresa.';

/** The person's memberships, oldest first; a company the studio deactivated is none. */
export async function membershipsOf(db: Database, userId: string): Promise<OpenCompany[]> {
  return (await membershipsAndActive(db, userId, undefined)).memberships;
}

/**
 * The person's memberships, oldest first (a deactivated company is none), and in the same round
 * trip the company their session last opened (better-auth's active organization) as the row has
 * it now: the session itself may come from the signed cookie cache (auth.ts), up to
 * SESSION_CACHE_SECONDS old, and accepting an invitation changes it. Prepared (every client
 * route reads it: server/db/prepared.ts); without a session no row matches ''.
 */
async function membershipsAndActive(
  db: Database,
  userId: string,
  sessionId: string | undefined,
): Promise<{ memberships: OpenCompany[]; active: string | null }> {
  const query = prepared(db, 'memberships_and_active', (at, name) =>
    at
      .select({
        id: member.organizationId,
        name: organization.name,
        role: member.role,
        active: sql<
          string | null
        >`(select ${session.activeOrganizationId} from ${session} where ${session.id} = ${sql.placeholder('sessionId')})`,
      })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(and(eq(member.userId, sql.placeholder('userId')), isNull(organization.deactivatedAt)))
      .orderBy(asc(member.createdAt), asc(member.organizationId))
      .prepare(name),
  );
  const rows = await query.execute({ userId, sessionId: sessionId ?? '' });
  return {
    memberships: rows.map((row) => ({
      id: row.id,
      name: row.name,
      roles: parseCompanyRoles(row.role),
    })),
    active: rows[0]?.active ?? null,
  };
}

/** The person's roles in one company, or null when they are not a member. */
export async function rolesIn(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<CompanyRole[] | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, companyId), eq(member.userId, userId)));
  return row ? parseCompanyRoles(row.role) : null;
}

/** The company a request acts in (see the file's head); throws the 404 for a stranger's. */
export function chooseCompany(
  memberships: readonly OpenCompany[],
  input: { userId: string; requested?: string | null; active?: string | null },
): OpenCompany | null {
  const find = (id: string | null | undefined) =>
    id ? memberships.find((company) => company.id === id) : undefined;
  if (input.requested) {
    const named = find(input.requested);
    if (!named) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    return named;
  }
  return find(input.active) ?? find(input.userId) ?? memberships[0] ?? null;
}

/**
 * After loadSession: prepares `company` for a signed-in person (null for visitors). The studio's
 * accounts have their own company too (never shown), so a client route an admin calls behaves as
 * it did: their own, empty, rows. The memberships are read on first use, by requireUser (every
 * client route): the panel's routes and the public ones read none (docs/performance.md).
 */
export function loadCompany(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    c.set('company', null);
    if (user) {
      const requested = c.req.header(COMPANY_HEADER) ?? c.req.query(COMPANY_QUERY) ?? null;
      const sessionId = c.get('session')?.id;
      let resolved: Promise<void> | undefined;
      c.set('resolveCompany', () => {
        resolved ??= membershipsAndActive(db, user.id, sessionId).then(
          ({ memberships, active }) => {
            c.set(
              'company',
              chooseCompany(memberships, {
                userId: user.id,
                requested: requested?.trim() || null,
                active,
              }),
            );
          },
        );
        return resolved;
      });
    }
    await next();
  });
}

/** The open company of a client's request (behind requireUser); a 403 when they have none. */
export function companyOf(c: { get: Context<AuthedEnv>['get'] }): OpenCompany {
  const company = c.get('company');
  if (!company) throw forbidden(NO_COMPANY_MESSAGE, 'no_company');
  return company;
}

type Action<R extends CompanyResource> = (typeof COMPANY_STATEMENTS)[R][number];

/** Throws the 403 that says who may (COMPANY_REFUSALS) unless the roles allow the action. */
export function assertCompanyCan<R extends CompanyResource>(
  company: OpenCompany,
  resource: R,
  action: Action<R>,
): void {
  if (!companyCan(company.roles, resource, action)) {
    const messages = COMPANY_REFUSALS[resource] as Record<string, string>;
    throw forbidden(messages[action] ?? 'Você não tem permissão para esta ação.', 'role_required');
  }
}

/**
 * A route guard: the signed-in client's open company must allow `resource`/`action`. Admins pass
 * (the studio's own checks apply to them); a client without the role gets the 403.
 */
export function requireCompany<R extends CompanyResource>(
  resource: R,
  action: Action<R>,
): MiddlewareHandler<AuthedEnv> {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    if (c.get('user').role === 'client') {
      const company = companyOf(c);
      if (!companyCan(company.roles, resource, action)) {
        c.get('log').warn(
          { userId: c.get('user').id, companyId: company.id, resource, action, path: c.req.path },
          'access denied: company role required',
        );
      }
      assertCompanyCan(company, resource, action);
    }
    await next();
  });
}

/**
 * Who is looking, for the services' ownership checks: the person (the actor of what they do) and
 * the company whose rows they may read (an admin: none, they see every company's).
 */
export interface CompanyViewer {
  id: string;
  role: 'client' | 'admin';
  /** The open company (a client's); rows whose owner_id is another answer 404. */
  companyId?: string;
}

export function viewerOf(c: { get: Context<AuthedEnv>['get'] }): CompanyViewer {
  const user = c.get('user');
  if (user.role === 'admin') return { id: user.id, role: user.role };
  return { id: user.id, role: user.role, companyId: companyOf(c).id };
}

/** The route guards, one per action a client route needs (the matrix: common/companies.ts). */
export const companyMay = {
  viewArts: requireCompany('art', 'view'),
  requestArts: requireCompany('art', 'request'),
  comment: requireCompany('art', 'comment'),
  askChanges: requireCompany('art', 'change'),
  approve: requireCompany('art', 'approve'),
  release: requireCompany('art', 'release'),
  buyCredits: requireCompany('credits', 'buy'),
  seeStatement: requireCompany('credits', 'statement'),
  payFees: requireCompany('fee', 'pay'),
  invite: requireCompany('invitation', 'create'),
  cancelInvitations: requireCompany('invitation', 'cancel'),
  changeRoles: requireCompany('member', 'update'),
  removeMembers: requireCompany('member', 'delete'),
};
