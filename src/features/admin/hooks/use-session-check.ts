// A 401 or 403 from an admin API means the session ended or lost its role while the page was
// open: the signed-in user is checked again, so the admin guard can redirect or refuse.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';

export function useSessionCheckOn(error: unknown) {
  const queryClient = useQueryClient();
  const lost = error instanceof ApiError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (lost) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [lost, queryClient]);
}
