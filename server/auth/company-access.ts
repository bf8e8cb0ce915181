// The permission matrix of common/companies.ts as better-auth's access control, for the
// organization plugin: one table for both, so the plugin and our routes cannot disagree.
import { createAccessControl } from 'better-auth/plugins/access';
import { COMPANY_ROLE_GRANTS, COMPANY_ROLES, COMPANY_STATEMENTS } from '../../common/companies';

export const companyAccess = createAccessControl(COMPANY_STATEMENTS);

export const companyRoles = Object.fromEntries(
  COMPANY_ROLES.map((role) => [role, companyAccess.newRole(COMPANY_ROLE_GRANTS[role])]),
);
