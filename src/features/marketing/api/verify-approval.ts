// GET /api/verify: is a 'Termo de aprovação' authentic and current, by its code or by the SHA-256
// of its PDF (computed here in the browser: the file never leaves the visitor's computer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export type VerifyQuery = { codigo: string } | { sha256: string };

export const verifyApproval = (query: VerifyQuery) =>
  unwrap(api.GET('/api/verify', { params: { query } }));

export const verifyApprovalQueryOptions = (query: VerifyQuery | null) =>
  queryOptions({
    queryKey: ['verify-approval', query],
    queryFn: () => verifyApproval(query!),
    enabled: query !== null,
    retry: false,
  });

export const useVerifyApproval = (query: VerifyQuery | null) =>
  useQuery(verifyApprovalQueryOptions(query));

/** The file's SHA-256 in lower-case hex, or null where the browser cannot compute it (http). */
export async function sha256OfFile(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  // A copy in this realm's typed array: some environments hand the Blob's bytes from another.
  const bytes = Uint8Array.from(new Uint8Array(await file.arrayBuffer()));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
