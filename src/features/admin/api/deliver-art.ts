// Delivering a version (docs/product/art-page.md, 'Entregar uma versão'):
// POST /api/admin/arts/{id}/delivery-drafts (multipart `file`) stores the file as a draft and
// queues its pre-flight, with XMLHttpRequest so the dialog shows the upload's progress;
// POST /api/admin/arts/{id}/deliver ('Confirmar envio') makes the draft the next version with the
// studio's note; DELETE …/delivery-drafts/{draftId} ('Cancelar') discards it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TechSheet } from '../../../../common/release-schemas';
import { api, unwrap, type ApiSchemas } from '../../../lib/api';
import { rereadOnSettled } from '../../../lib/reread';
import { formDataOf, uploadingFetch, type UploadOptions } from '../../../lib/upload';
import { adminKeys } from './query-keys';

export type DeliveryDraft = ApiSchemas['DeliveryDraft'];

export interface UploadDraftInput {
  file: File;
  onProgress?: UploadOptions['onProgress'];
  signal?: AbortSignal;
}

export interface ConfirmDeliveryInput {
  draftId: string;
  /** The studio's note to the client, shown on the version; empty for none. */
  note?: string;
  /** The ficha técnica's technical fields (docs/product/release.md), all optional. */
  techSheet?: TechSheet;
}

export function uploadDraft(id: string, input: UploadDraftInput): Promise<DeliveryDraft> {
  const body = { file: input.file };
  const form = formDataOf(body);
  return unwrap(
    api.POST('/api/admin/arts/{id}/delivery-drafts', {
      params: { path: { id } },
      body,
      bodySerializer: () => form,
      fetch: uploadingFetch(form, { onProgress: input.onProgress, signal: input.signal }),
    }),
  );
}

export const discardDraft = (id: string, draftId: string) =>
  unwrap(
    api.DELETE('/api/admin/arts/{id}/delivery-drafts/{draftId}', {
      params: { path: { id, draftId } },
    }),
  );

export const confirmDelivery = (id: string, input: ConfirmDeliveryInput) =>
  unwrap(
    api.POST('/api/admin/arts/{id}/deliver', {
      params: { path: { id } },
      body: { draftId: input.draftId, note: input.note || undefined, techSheet: input.techSheet },
    }),
  );

/** The three calls of the 'Enviar' dialog, for one art. */
export interface DeliveryCalls {
  upload: (input: UploadDraftInput) => Promise<DeliveryDraft>;
  confirm: (input: ConfirmDeliveryInput) => Promise<unknown>;
  discard: (draftId: string) => Promise<unknown>;
}

export function useDeliverArt(id: string): DeliveryCalls {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (input: ConfirmDeliveryInput) => confirmDelivery(id, input),
    onSettled: rereadOnSettled(queryClient, adminKeys.arts(), adminKeys.clients()),
  });
  return {
    upload: (input) => uploadDraft(id, input),
    confirm: (input) => confirm.mutateAsync(input),
    discard: (draftId) => discardDraft(id, draftId),
  };
}
