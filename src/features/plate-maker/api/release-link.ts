// The plate maker's link (docs/product/release.md): the package it opens and 'Confirmar
// recebimento', without an account. The token is the only key; the server answers 404 with the
// reason for an unknown, expired or revoked link.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiSchemas } from '../../../lib/api';

export type PublicRelease = ApiSchemas['PublicRelease'];

const releaseLinkKey = (token: string) => ['release-link', token] as const;

export const releaseLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: releaseLinkKey(token),
    queryFn: () => unwrap(api.GET('/api/release-links/{token}', { params: { path: { token } } })),
  });

export const useReleaseLink = (token: string) => useQuery(releaseLinkQueryOptions(token));

export function useConfirmReceipt(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/release-links/{token}/confirm', { params: { path: { token } } })),
    onSuccess: ({ confirmedAt }) =>
      queryClient.setQueryData(releaseLinkKey(token), (old: PublicRelease | undefined) =>
        old ? { ...old, confirmedAt } : old,
      ),
  });
}
