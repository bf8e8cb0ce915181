// POST /api/admin/arts/{id}/deliver (multipart: optional `note`, then `file`): stores a new
// delivery version with the studio's note and sets Finalizado. Sent with XMLHttpRequest so the dialog can show the upload's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { rereadOnSettled } from '../../../lib/reread';
import { formDataOf, uploadingFetch, type UploadOptions } from '../../../lib/upload';
import { adminKeys } from './query-keys';

export interface DeliverArtInput {
  file: File;
  /** The studio's note to the client, shown on the version; empty for none. */
  note?: string;
  onProgress?: UploadOptions['onProgress'];
  signal?: AbortSignal;
}

export function deliverArt(id: string, input: DeliverArtInput) {
  // The note before the file: the server reads the form in order.
  const body = { note: input.note || undefined, file: input.file };
  const form = formDataOf(body);
  return unwrap(
    api.POST('/api/admin/arts/{id}/deliver', {
      params: { path: { id } },
      body,
      bodySerializer: () => form,
      fetch: uploadingFetch(form, { onProgress: input.onProgress, signal: input.signal }),
    }),
  );
}

export function useDeliverArt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliverArtInput) => deliverArt(id, input),
    onSettled: rereadOnSettled(queryClient, adminKeys.arts(), adminKeys.clients()),
  });
}
