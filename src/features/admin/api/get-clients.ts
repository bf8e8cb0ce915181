// GET /api/admin/clients: active (or deactivated) clients with their balance and number of requests.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery } from '../../../lib/list-query';
import { adminKeys, type ClientsQuery } from './query-keys';

export const fetchClients = (query: ClientsQuery) =>
  unwrap(api.GET('/api/admin/clients', { params: { query: listQuery(query) } }));

export const clientsQueryOptions = (query: ClientsQuery) =>
  queryOptions({
    queryKey: adminKeys.clientList(query),
    queryFn: () => fetchClients(query),
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
