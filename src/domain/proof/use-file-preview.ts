// GET /api/files/{id}/preview: a stored file's preview summary, polled every few seconds while the
// server is still making it (and never again once it is ready, unavailable or failed). An answer
// that already carries the summary (the art detail) passes it as `initial`: no request then.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiSchemas } from '../../lib/api';

export type PreviewSummary = ApiSchemas['PreviewSummary'];

/** How often a pending preview is asked for again. */
export const PREVIEW_POLL_MS = 4_000;

export const filePreviewKey = (fileId: string) => ['file-preview', fileId] as const;

export const fetchFilePreview = (fileId: string) =>
  unwrap(api.GET('/api/files/{id}/preview', { params: { path: { id: fileId } } }));

export const filePreviewQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: filePreviewKey(fileId),
    queryFn: () => fetchFilePreview(fileId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PREVIEW_POLL_MS : false),
  });

export function useFilePreview(fileId: string, initial?: PreviewSummary) {
  return useQuery({
    ...filePreviewQueryOptions(fileId),
    // A summary handed in is current: no request until polling (while pending) asks again.
    ...(initial ? { initialData: initial, staleTime: Infinity } : {}),
  });
}
