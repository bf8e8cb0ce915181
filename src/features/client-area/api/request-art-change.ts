// POST /api/arts/{id}/change-request (multipart: `description`, then optional repeated `files`):
// the client asks for changes to a delivered art (Finalizado | Aprovado → Alteração); the text is
// kept as an event with its files, the briefing is not touched. On an approved art the server
// debits one credit with the move, so the balance is read again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestInput } from '../../../../common/api-types';
import { api, unwrap } from '../../../lib/api';
import { rereadOnSettled } from '../../../lib/reread';
import { meQueryKey } from '../../../lib/session';
import { formDataOf, holdPageWhileUploading } from '../../../lib/upload';
import { clientKeys } from './query-keys';

export interface ArtChangeInput extends ChangeRequestInput {
  files?: File[];
}

export async function requestArtChange(id: string, input: ArtChangeInput) {
  const body = { description: input.description, files: input.files ?? [] };
  const form = formDataOf(body);
  // With files, leaving the page mid-send asks first.
  const release = body.files.length > 0 ? holdPageWhileUploading() : () => undefined;
  try {
    return await unwrap(
      api.POST('/api/arts/{id}/change-request', {
        params: { path: { id } },
        body,
        bodySerializer: () => form,
      }),
    );
  } finally {
    release();
  }
}

export function useRequestArtChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArtChangeInput) => requestArtChange(id, input),
    onSettled: rereadOnSettled(queryClient, clientKeys.arts(), meQueryKey),
  });
}
