// Who is signed in, as the server says (GET /api/me); null when nobody is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../common/constants';
import { ApiError, apiFetch } from './api';

export interface Me {
  id: string;
  name: string;
  email: string;
  role: Role;
  credit: number;
}

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await apiFetch<Me>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

export const useMe = () => useQuery(meQueryOptions);
