// An art's release to the plate maker (docs/product/release.md), for its client and the studio
// alike: its sends, 'Enviar para clicheria' and the studio's 'Revogar'. Each page passes the key
// of its own art query (`artKey`, the sends are read under it) and what a send or a revocation
// asks again (`invalidate`): they change the art's release state, which its lists show too.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

const releaseKey = (artKey: QueryKey) => [...artKey, 'release'] as const;

export const useArtRelease = (id: string, artKey: QueryKey) =>
  useQuery({
    queryKey: releaseKey(artKey),
    queryFn: () => unwrap(api.GET('/api/arts/{id}/release', { params: { path: { id } } })),
  });

/** A saved plate maker (its id) or a new one, saved for the client. */
export type ReleaseRecipient =
  { plateMakerId: string } | { plateMaker: { name: string; email: string; whatsapp?: string } };

export function useSendRelease(id: string, invalidate: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseRecipient) =>
      unwrap(
        api.POST('/api/arts/{id}/release', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}

export function useRevokeRelease(invalidate: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (releaseId: string) =>
      unwrap(api.POST('/api/admin/releases/{id}/revoke', { params: { path: { id: releaseId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}
