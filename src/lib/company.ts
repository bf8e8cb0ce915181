// What the signed-in person may do in the open company (docs/product/companies.md), from the
// roles GET /api/me answers and the one matrix the server enforces (common/companies.ts). The
// pages show only what the person may do; the server refuses the rest anyway.
import {
  companyCan,
  COMPANY_REFUSALS,
  type CompanyResource,
  type COMPANY_STATEMENTS,
} from '../../common/companies';
import { useMe } from './session';

type Action<R extends CompanyResource> = (typeof COMPANY_STATEMENTS)[R][number];

export interface CompanyPermissions {
  /** True when the person may; true too before the session is read (the server decides). */
  can: <R extends CompanyResource>(resource: R, action: Action<R>) => boolean;
  /** The sentence that says who may ('Só aprovadores podem aprovar.'). */
  why: <R extends CompanyResource>(resource: R, action: Action<R>) => string;
}

export function useCompanyPermissions(): CompanyPermissions {
  const roles = useMe().data?.company?.roles;
  return {
    can: (resource, action) => !roles || companyCan(roles, resource, action),
    why: (resource, action) =>
      (COMPANY_REFUSALS[resource] as Record<string, string>)[action] ??
      'Você não tem permissão para esta ação.',
  };
}
