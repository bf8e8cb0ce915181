// GET /api/admin/clients/{id}: one client's account and balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const fetchClient = (id: string) =>
  unwrap(api.GET('/api/admin/clients/{id}', { params: { path: { id } } }));

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.client(id), queryFn: () => fetchClient(id) });

export const useClient = (id: string) => useQuery(clientQueryOptions(id));
