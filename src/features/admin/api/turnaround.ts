// GET/PUT /api/admin/settings/turnaround: the studio's delivery promise in business days.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TurnaroundSettings } from '../../../../common/turnaround-settings';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

const turnaroundKey = [...adminKeys.all, 'settings', 'turnaround'] as const;

export const useTurnaround = () =>
  useQuery({
    queryKey: turnaroundKey,
    queryFn: () => unwrap(api.GET('/api/admin/settings/turnaround')),
  });

export function useSaveTurnaround() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TurnaroundSettings) =>
      unwrap(api.PUT('/api/admin/settings/turnaround', { body: settings })),
    onSuccess: (settings) => queryClient.setQueryData(turnaroundKey, settings),
  });
}
