// The app's server-state cache. It also notices a session ending while a page is open: a 401 or
// 403 from any API makes it read the signed-in user again, and the page guards react to that.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { meQueryKey, recheckSessionOn } from '../lib/session';

export function createQueryClient() {
  const recheck = () => void client.invalidateQueries({ queryKey: meQueryKey });
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => recheckSessionOn(error, recheck) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSessionOn(error, recheck) }),
    defaultOptions: {
      queries: {
        // A 4xx is an answer, not a hiccup: retry only network and server errors.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
