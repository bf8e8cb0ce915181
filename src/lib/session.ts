// Who is signed in, as the server says (GET /api/me); null when nobody is.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap, type ApiSchemas } from './api';
import { openCompany, setOpenCompany } from './open-company';

export type Me = ApiSchemas['Me'];

export const meQueryKey = ['me'] as const;

export const SESSION_ENDED_NOTICE = 'Sua sessão terminou. Entre novamente para continuar.';

// Set when the server no longer knows a user this page had signed in (expired, signed out on
// another device, or revoked); the sign-in pages then say why the visitor is there.
let sessionEnded = false;
/** The notice a sign-in page shows, if the last session ended on its own. */
export const sessionEndedNotice = () => (sessionEnded ? SESSION_ENDED_NOTICE : null);
export const forgetSessionEnded = () => {
  sessionEnded = false;
};

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ client }): Promise<Me | null> => {
    try {
      return await unwrap(api.GET('/api/me'));
    } catch (error) {
      // The address names a company the person is not (or no longer) in: the server's own choice
      // then; the client area takes it out of the address (company-address.tsx).
      if (error instanceof ApiError && error.status === 404 && openCompany()) {
        setOpenCompany(null);
        return unwrap(api.GET('/api/me'));
      }
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      if (client.getQueryData(meQueryKey)) sessionEnded = true;
      return null;
    }
  },
  staleTime: 30_000,
  // Back from another tab (say, after asking for credits), the balance is read again.
  refetchOnWindowFocus: true,
});

/**
 * A 401 or 403 from any API means the session ended or lost its role while a page was open: the
 * signed-in user is read again (src/app/query-client.ts), and the page guards react to it.
 */
export function recheckSessionOn(error: unknown, recheck: () => void) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) recheck();
}

export const useMe = () => useQuery(meQueryOptions);

/**
 * Reads the signed-in user now, after a sign-in. Invalidating would not do: on a sign-in page
 * nothing watches the query, so the next page's guard would first see the cached 'signed out'.
 */
export const readMeNow = (client: QueryClient) =>
  client.fetchQuery({ ...meQueryOptions, staleTime: 0 });
