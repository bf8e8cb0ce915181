// POST /api/admin/arts/{id}/deliver (multipart, field `file`): stores a new delivery version and
// sets Finalizado. Sent with XMLHttpRequest so the dialog can show the upload's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import { uploadForm, type UploadOptions } from '../../../lib/upload';
import { rereadOnSettled } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export interface DeliverArtInput {
  file: File;
  onProgress?: UploadOptions['onProgress'];
  signal?: AbortSignal;
}

export function deliverArt(id: string, input: DeliverArtInput) {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  return uploadForm<unknown>(apiRoutes.admin.deliverArt(id), form, {
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

export function useDeliverArt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliverArtInput) => deliverArt(id, input),
    onSettled: rereadOnSettled(queryClient, adminKeys.arts(), adminKeys.clients()),
  });
}
