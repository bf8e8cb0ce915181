// A setting of the studio's that a panel page reads and saves whole ('Prazo de entrega', the
// pre-flight thresholds): read once, and once saved the server's answer is the cached value.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function settingsResource<Settings>(
  queryKey: QueryKey,
  read: () => Promise<Settings>,
  save: (settings: Settings) => Promise<Settings>,
) {
  return {
    useSettings: () => useQuery({ queryKey, queryFn: read }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: save,
        onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
      });
    },
  };
}
