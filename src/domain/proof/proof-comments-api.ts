// The proofing API's fetchers, shared by the client's art page and the panel's: one
// version's pins with their threads, and the moves on a pin (reply, resolve, reopen).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiSchemas } from '../../lib/api';

export type ProofPin = ApiSchemas['ProofPin'];

/**
 * Pins as a list shows them: by number (#1, #2 …), the order they were marked and the one the
 * markers' numbers promise; the server sends them in reading order (page, top to bottom).
 */
export const byNumber = <T extends { number: number }>(pins: readonly T[]): T[] =>
  [...pins].sort((a, b) => a.number - b.number);

export const proofKeys = {
  all: (artId: string) => ['proof-comments', artId] as const,
  version: (artId: string, version: number) => ['proof-comments', artId, version] as const,
};

export const pinsQueryOptions = (artId: string, version: number) =>
  queryOptions({
    queryKey: proofKeys.version(artId, version),
    queryFn: () =>
      unwrap(
        api.GET('/api/arts/{id}/comments', {
          params: { path: { id: artId }, query: { version } },
        }),
      ),
  });

export const usePins = (artId: string, version: number) =>
  useQuery(pinsQueryOptions(artId, version));

type PinMove =
  | { kind: 'reply'; commentId: string; text: string }
  | { kind: 'resolve' | 'reopen'; commentId: string };

/** Reply to, resolve or reopen a pin; the art's pins (and its history) are read again after. */
export function usePinMove(artId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: PinMove) => {
      const path = { id: artId, commentId: move.commentId };
      if (move.kind === 'reply') {
        return unwrap(
          api.POST('/api/arts/{id}/comments/{commentId}/replies', {
            params: { path },
            body: { text: move.text },
          }),
        );
      }
      return move.kind === 'resolve'
        ? unwrap(api.POST('/api/arts/{id}/comments/{commentId}/resolve', { params: { path } }))
        : unwrap(api.POST('/api/arts/{id}/comments/{commentId}/reopen', { params: { path } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.all(artId) }),
  });
}

export type NewPin = Omit<ApiSchemas['AddPinInput'], 'w' | 'h'> & { w?: number; h?: number };

/** Drops a new pin on a version's page. */
export function useAddPin(artId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: NewPin) =>
      unwrap(api.POST('/api/arts/{id}/comments', { params: { path: { id: artId } }, body: pin })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.all(artId) }),
  });
}
