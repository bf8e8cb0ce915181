// The app's server-state cache. It also notices a session ending while a page is open: a 401 or
// 403 from any API makes it read the signed-in user again, and the page guards react to that.
// A page the server rendered with its data (render-page.tsx) hands that data over: the browser
// starts from it rather than asking again (no `me` → list waterfall, no second fetch of the list).
import {
  MutationCache,
  QueryCache,
  QueryClient,
  hydrate,
  type DehydratedState,
} from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { meQueryKey, recheckSessionOn } from '../lib/session';

/** How long the answers a page was rendered with stay fresh in the browser (then refetched). */
const SERVER_ANSWER_FRESH_MS = 30_000;

/** The id of the page's `<script type="application/json">` holding the server's answers. */
export const SERVER_STATE_ID = 'app-state';

export function createQueryClient(serverState?: DehydratedState) {
  const recheck = () => void client.invalidateQueries({ queryKey: meQueryKey });
  // The server's answers count as just fetched (whatever the two clocks say), and stay fresh a
  // while: a query refetched since, or never from the server, goes stale at once as before.
  const hydratedAt = Date.now();
  const fromServer = new Set(serverState?.queries.map((query) => query.queryHash));
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => recheckSessionOn(error, recheck) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSessionOn(error, recheck) }),
    defaultOptions: {
      queries: {
        // A 4xx is an answer, not a hiccup: retry only network and server errors.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: (query) =>
          fromServer.has(query.queryHash) && query.state.dataUpdatedAt === hydratedAt
            ? SERVER_ANSWER_FRESH_MS
            : 0,
      },
    },
  });
  if (serverState) {
    hydrate(client, {
      ...serverState,
      queries: serverState.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: hydratedAt },
      })),
    });
  }
  return client;
}

/** The answers the server rendered this page with, if it embedded any. */
export function readServerState(): DehydratedState | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
