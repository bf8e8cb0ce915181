// How a request names its company (docs/product/companies.md): in its own file, without zod, so
// the SPA's first chunk (src/lib/api.ts) can read it.

/** The header (or `?empresa=` on a download link and in the address) naming the open company. */
export const COMPANY_HEADER = 'x-empresa';
export const COMPANY_QUERY = 'empresa';
