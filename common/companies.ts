// Client companies with several people (docs/product/companies.md): the roles a member holds and
// the one table of what each role may do. The server enforces it; the SPA reads it to show only
// what the person may do. Decision record: docs/decisions/0018-companies-on-the-organization-plugin.md.

/** Stored in member.role as better-auth's organization plugin stores roles: comma-separated. */
export const COMPANY_ROLES = [
  'administrador',
  'solicitante',
  'aprovador',
  'financeiro',
  'leitor',
] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const isCompanyRole = (value: unknown): value is CompanyRole =>
  COMPANY_ROLES.some((role) => role === value);

/** The role every account holds in the company made for it at sign-up (its id is the account's). */
export const FOUNDER_ROLE: CompanyRole = 'administrador';

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  administrador: 'Administrador',
  solicitante: 'Solicitante',
  aprovador: 'Aprovador',
  financeiro: 'Financeiro',
  leitor: 'Leitor',
};

/**
 * What can be done in a company, as better-auth's access control names it: resource → actions.
 * `member`, `invitation` and `organization` are the organization plugin's own resources.
 */
export const COMPANY_STATEMENTS = {
  art: ['view', 'request', 'comment', 'change', 'approve', 'release'],
  credits: ['buy', 'statement'],
  fee: ['pay'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  organization: ['update', 'delete'],
} as const;

type Statements = typeof COMPANY_STATEMENTS;
export type CompanyResource = keyof Statements;
export type CompanyGrants = { [R in CompanyResource]?: readonly Statements[R][number][] };

/** The permission matrix: each role's grants. A person holding several roles has their union. */
export const COMPANY_ROLE_GRANTS: Record<CompanyRole, CompanyGrants> = {
  administrador: COMPANY_STATEMENTS,
  solicitante: { art: ['view', 'request', 'comment', 'change', 'release'] },
  aprovador: { art: ['view', 'comment', 'approve', 'release'] },
  financeiro: { art: ['view'], credits: ['buy', 'statement'], fee: ['pay'] },
  leitor: { art: ['view'] },
};

/** Reads member.role ('solicitante,aprovador') into known roles, in the table's order. */
export function parseCompanyRoles(stored: string | null | undefined): CompanyRole[] {
  const named = new Set((stored ?? '').split(',').map((role) => role.trim()));
  return COMPANY_ROLES.filter((role) => named.has(role));
}

/** Writes roles as member.role stores them: known, unique, in the table's order. */
export const storedCompanyRoles = (roles: readonly CompanyRole[]): string =>
  COMPANY_ROLES.filter((role) => roles.includes(role)).join(',');

/** True when any of `roles` may do `action` on `resource`. */
export function companyCan<R extends CompanyResource>(
  roles: readonly CompanyRole[],
  resource: R,
  action: Statements[R][number],
): boolean {
  return roles.some((role) =>
    (COMPANY_ROLE_GRANTS[role][resource] as readonly string[] | undefined)?.includes(action),
  );
}

/** An invitation's states, as better-auth's organization plugin names them. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'canceled'] as const;

/** How long an invitation stays valid. */
export const INVITATION_DAYS = 7;

/** Why an invitation cannot be accepted: the server's refusals, and the invitation page's text. */
export const INVITATION_EXPIRED_MESSAGE =
  'Este convite expirou. Peça um novo convite ao administrador da empresa.';
export const INVITATION_CANCELED_MESSAGE = 'Este convite foi cancelado pelo administrador.';
export const INVITATION_USED_MESSAGE = 'Este convite já foi aceito.';
export const wrongAccountMessage = (email: string) =>
  `Este convite é para ${email}. Saia desta conta e entre (ou crie uma conta) com esse e-mail para aceitá-lo.`;

/**
 * Why a person may not do something in the open company: the server's 403 and the SPA's hint
 * beside a missing button ('Só aprovadores podem aprovar.').
 */
export const COMPANY_REFUSALS: {
  [R in CompanyResource]: { [A in Statements[R][number]]: string };
} = {
  art: {
    view: 'Você não participa desta empresa.',
    request: 'Só solicitantes podem pedir artes.',
    comment: 'Só solicitantes e aprovadores podem comentar as provas.',
    change: 'Só solicitantes podem pedir alterações.',
    approve: 'Só aprovadores podem aprovar.',
    release: 'Só solicitantes e aprovadores podem enviar a arte à clicheria.',
  },
  credits: {
    buy: 'Só o financeiro pode comprar créditos.',
    statement: 'Só o financeiro vê o extrato e os recibos.',
  },
  fee: { pay: 'Só o financeiro pode pagar as taxas.' },
  member: {
    create: 'Só administradores podem adicionar pessoas à equipe.',
    update: 'Só administradores podem mudar os papéis da equipe.',
    delete: 'Só administradores podem remover pessoas da equipe.',
  },
  invitation: {
    create: 'Só administradores podem convidar pessoas.',
    cancel: 'Só administradores podem cancelar convites.',
  },
  organization: {
    update: 'Só administradores podem alterar os dados da empresa.',
    delete: 'Só administradores podem encerrar a empresa.',
  },
};

/** The header (or `?empresa=` on a download link) that names the company a request acts in. */
export { COMPANY_HEADER, COMPANY_QUERY } from './company-address';
