// What a mutation does once it has settled: read the lists it changed again (the server is the
// authority). After a success the mutation waits for the fresh data; after a failure the re-read
// goes on behind, so the error shows at once instead of after the retries of a server away.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export function rereadOnSettled(queryClient: QueryClient, ...queryKeys: QueryKey[]) {
  return (_data: unknown, error: Error | null) => {
    const reread = Promise.all(
      queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    return error ? undefined : reread;
  };
}
