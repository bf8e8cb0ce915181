// POST /api/arts (multipart: name, briefing, repeated `files`), charged one credit. Sent with
// XMLHttpRequest for upload progress, and with an Idempotency-Key so that a repeated submission
// of the same dialog creates, and charges, a single art.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtRequestInput } from '../../../../common/api-types';
import { api, unwrap } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';
import { uploadingFetch, type UploadOptions } from '../../../lib/upload';
import { rereadOnSettled } from '../../../lib/reread';
import { clientKeys } from './query-keys';

export interface RequestArtInput extends ArtRequestInput {
  files: File[];
  /** One per dialog opening: the same key for every retry of that submission. */
  idempotencyKey: string;
  onProgress?: UploadOptions['onProgress'];
  signal?: AbortSignal;
}

export function requestArt(input: RequestArtInput) {
  const form = new FormData();
  // Text fields first: the server reads the stream in order.
  form.append('name', input.name);
  form.append('briefing', input.briefing);
  for (const file of input.files) form.append('files', file, file.name);
  return unwrap(
    api.POST('/api/arts', {
      params: { header: { 'idempotency-key': input.idempotencyKey } },
      // The body's text fields type-check the call; the form built above is what is sent.
      body: { name: input.name, briefing: input.briefing },
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
