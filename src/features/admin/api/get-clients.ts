// GET /api/admin/clients: active (or deactivated) clients with their balance and number of requests.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { AdminClientRow, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { adminKeys, type ClientsQuery } from './query-keys';

export const fetchClients = (query: ClientsQuery) =>
  apiFetch<Page<AdminClientRow>>(withListQuery(apiRoutes.admin.clients, query));

export const clientsQueryOptions = (query: ClientsQuery) =>
  queryOptions({
    queryKey: adminKeys.clientList(query),
    queryFn: () => fetchClients(query),
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
