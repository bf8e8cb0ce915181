// The pre-flight's API calls: the studio's report of a file (polled while the analysis runs),
// accepting a warning, the thresholds. The client's summaries come with the art's detail.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreflightCheck, PreflightSettings } from '../../../common/preflight';
import { api, ApiError, unwrap } from '../../lib/api';
import { settingsResource } from '../../lib/settings-resource';

/** While the analysis runs, the viewer asks again this often. */
export const PREFLIGHT_POLL_MS = 3_000;

export const preflightKeys = {
  all: ['preflight'] as const,
  report: (fileId: string) => [...preflightKeys.all, 'report', fileId] as const,
  settings: () => [...preflightKeys.all, 'settings'] as const,
};

/** A file without a report (delivered before pre-flight existed) answers 404: shown as none. */
const orNone = async <T>(call: Promise<T>): Promise<T | null> => {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

const pollWhilePending = (query: { state: { data: { status: string } | null | undefined } }) =>
  query.state.data?.status === 'pending' ? PREFLIGHT_POLL_MS : false;

export const preflightReportQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: preflightKeys.report(fileId),
    queryFn: () =>
      orNone(
        unwrap(api.GET('/api/admin/files/{id}/preflight', { params: { path: { id: fileId } } })),
      ),
    refetchInterval: pollWhilePending,
  });

export const usePreflightReport = (fileId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...preflightReportQueryOptions(fileId), enabled: options.enabled ?? true });

export function useAcceptPreflightWarning(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { check: PreflightCheck; note: string }) =>
      unwrap(
        api.POST('/api/admin/files/{id}/preflight/accept', {
          params: { path: { id: fileId } },
          body: input,
        }),
      ),
    onSuccess: (report) => queryClient.setQueryData(preflightKeys.report(fileId), report),
  });
}

export const { useSettings: usePreflightSettings, useSave: useSavePreflightSettings } =
  settingsResource(
    preflightKeys.settings(),
    () => unwrap(api.GET('/api/admin/preflight/settings')),
    (settings: PreflightSettings) =>
      unwrap(api.PUT('/api/admin/preflight/settings', { body: settings })),
  );
