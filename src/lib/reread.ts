// What a mutation does once it has settled: read the lists it changed again (the server is the
// authority). After a success the mutation waits for the fresh data; after a failure the re-read
// goes on behind, so the error shows at once instead of after the retries of a server away.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export function rereadOnSettled(queryClient: QueryClient, ...queryKeys: QueryKey[]) {
  return (_data: unknown, error: Error | null) => {
    const reread = Promise.all(
      queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    return error ? undefined : reread;
  };
}

/** A mutation that, once it has succeeded, waits for the lists under `queryKeys` read again. */
export function useRereadingMutation<Input, Data>(
  mutationFn: (input: Input) => Promise<Data>,
  ...queryKeys: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
