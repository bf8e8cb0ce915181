// The art's release to the plate maker (docs/product/release.md): its sends and 'Enviar para
// clicheria'. A send changes the art's release state, so the art's queries are asked again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

const releaseKey = (id: string) => [...clientKeys.art(id), 'release'] as const;

export const useArtRelease = (id: string) =>
  useQuery({
    queryKey: releaseKey(id),
    queryFn: () => unwrap(api.GET('/api/arts/{id}/release', { params: { path: { id } } })),
  });

export function useSendRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plateMaker: { name: string; email: string }) =>
      unwrap(
        api.POST('/api/arts/{id}/release', { params: { path: { id } }, body: { plateMaker } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.art(id) }),
  });
}
