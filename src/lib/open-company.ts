// The company the SPA acts in (docs/product/companies.md): named in the address (`?empresa=<id>`)
// and sent on every API call (`x-empresa`, src/lib/api.ts). Read from the address when the page
// loads; then set by the client area as the address changes (src/features/client-area/components/
// company-address.tsx). Never set on the server: its render reads the page's address instead
// (server/spa.ts), each visitor's own.
import { COMPANY_QUERY } from '../../common/company-address';

/** The `?empresa=` of a query string, or null. */
export function companyInSearch(search: string): string | null {
  return new URLSearchParams(search).get(COMPANY_QUERY)?.trim() || null;
}

let openCompanyId: string | null =
  typeof location === 'undefined' ? null : companyInSearch(location.search);

/** The company API calls name, or null: the server then opens the session's last one. */
export const openCompany = (): string | null => openCompanyId;

export function setOpenCompany(id: string | null) {
  openCompanyId = id;
}

/** `search` with `?empresa=` set to `companyId` (or removed for null), the rest kept. */
export function searchWithCompany(search: string, companyId: string | null): string {
  const params = new URLSearchParams(search);
  if (companyId) params.set(COMPANY_QUERY, companyId);
  else params.delete(COMPANY_QUERY);
  const text = params.toString();
  return text ? `?${text}` : '';
}
