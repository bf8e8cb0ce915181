// GET /api/admin/clients/{id}: one client's account and balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { AdminClientDetail } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const fetchClient = (id: string) => apiFetch<AdminClientDetail>(apiRoutes.admin.client(id));

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.client(id), queryFn: () => fetchClient(id) });

export const useClient = (id: string) => useQuery(clientQueryOptions(id));
