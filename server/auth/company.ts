// The open company of a client's request, and what the person may do in it: one place for every
// client route (docs/product/companies.md, docs/design.md "Ownership").
//
// The SPA names the company in the `x-empresa` header (a download link in `?empresa=`); without
// one, the session's last company (better-auth's active organization), else the person's own
// company (the one whose id is their account's), else the oldest they belong to. A company the
// person is not a member of answers 404, as another client's art does.
import { and, asc, eq } from 'drizzle-orm';
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
import type { Executor } from '../db/client';
import { member, organization } from '../db/schema';
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

/** The person's memberships, oldest first. */
export async function membershipsOf(db: Executor, userId: string): Promise<OpenCompany[]> {
  const rows = await db
    .select({ id: member.organizationId, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt), asc(member.organizationId));
  return rows.map((row) => ({ id: row.id, name: row.name, roles: parseCompanyRoles(row.role) }));
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
 * After loadSession: sets `company` for a signed-in person (null for visitors). The studio's
 * accounts have their own company too (never shown), so a client route an admin calls behaves as
 * it did: their own, empty, rows.
 */
export function loadCompany(db: Executor) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    let company: OpenCompany | null = null;
    if (user) {
      const requested = c.req.header(COMPANY_HEADER) ?? c.req.query(COMPANY_QUERY) ?? null;
      const active = (c.get('session') as { activeOrganizationId?: string | null } | null)
        ?.activeOrganizationId;
      company = chooseCompany(await membershipsOf(db, user.id), {
        userId: user.id,
        requested: requested?.trim() || null,
        active,
      });
    }
    c.set('company', company);
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
