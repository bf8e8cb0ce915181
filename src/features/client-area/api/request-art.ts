// POST /api/arts (multipart: name, briefing, the service's brief as JSON, repeated `files`, the
// die-line in `dieLine`), charged one credit. Sent with
// XMLHttpRequest for upload progress, and with an Idempotency-Key so that a repeated submission
// of the same dialog creates, and charges, a single art.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtRequestInput } from '../../../../common/api-types';
import type { ArtBrief } from '../../../../common/brief';
import { api, unwrap } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';
import { formDataOf, uploadingFetch, type UploadOptions } from '../../../lib/upload';
import { rereadOnSettled } from '../../../lib/reread';
import { clientKeys } from './query-keys';

export interface RequestArtInput extends ArtRequestInput {
  brief: ArtBrief;
  files: File[];
  /** The cutting file ('Faca'); required for boxes (the server refuses a box without it). */
  dieLine: File | null;
  /** One per dialog opening: the same key for every retry of that submission. */
  idempotencyKey: string;
  onProgress?: UploadOptions['onProgress'];
  signal?: AbortSignal;
}

export function requestArt(input: RequestArtInput) {
  const body = {
    name: input.name,
    briefing: input.briefing,
    brief: JSON.stringify(input.brief),
    files: input.files,
    dieLine: input.dieLine ?? undefined,
  };
  const form = formDataOf(body);
  return unwrap(
    api.POST('/api/arts', {
      params: { header: { 'idempotency-key': input.idempotencyKey } },
      body,
      bodySerializer: () => form,
      fetch: uploadingFetch(form, { onProgress: input.onProgress, signal: input.signal }),
    }),
  );
}

export function useRequestArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestArt,
    // Success or failure, the list and the balance are re-read: the server is the authority.
    onSettled: rereadOnSettled(queryClient, clientKeys.arts(), meQueryKey),
  });
}
