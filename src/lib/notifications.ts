// The bell's and the preferences' calls. The unread count refreshes when the window regains focus
// and at most once a minute otherwise; opening the bell reads the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionalClientEmail } from '../../common/notifications';
import { api, unwrap } from './api';

/** The bell's accessible name, with the unread count. */
export function bellLabel(count: number | undefined): string {
  if (count === undefined) return 'Notificações';
  if (count === 0) return 'Notificações (nenhuma não lida)';
  return `Notificações (${count} não ${count === 1 ? 'lida' : 'lidas'})`;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** No faster than this, however long the page stays open. */
export const UNREAD_REFRESH_MS = 60_000;

/** The bell's count; the server renders signed-in pages with it (route-data.ts), so the bell is
 *  as wide on the first paint as after (its badge appearing later would shift a phone's header). */
export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: () => unwrap(api.GET('/api/notifications/unread-count')),
  // Every return to the window asks again (one small query), even while the count the page was
  // rendered with is fresh (query-client.ts): the page does not ask for it again as it starts.
  refetchOnWindowFocus: 'always',
  refetchInterval: UNREAD_REFRESH_MS,
});

export const useUnreadCount = () => useQuery(unreadCountQueryOptions);

export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => unwrap(api.GET('/api/notifications')),
    enabled,
    staleTime: 0,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/notifications/read-all')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: () => unwrap(api.GET('/api/notifications/preferences')),
  });
}

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: OptionalClientEmail; email: boolean }) =>
      unwrap(api.PUT('/api/notifications/preferences', { body })),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences(), data),
  });
}

export function useSetWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; phone?: string | null }) =>
      unwrap(api.PUT('/api/notifications/preferences/whatsapp', { body })),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences(), data),
  });
}
