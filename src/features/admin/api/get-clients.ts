// GET /api/admin/clients: active (or deactivated) clients with their balance and number of requests.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import type { ClientListStatus } from '../../../../common/api-types';
import { adminKeys, type ClientsQuery } from './query-keys';

/** The address's word for the deactivated tab (?situacao=desativados); active is the default. */
export const DEACTIVATED_PARAM = 'desativados';

/** Which tab of /Clientes the address shows. */
export const clientStatusOf = (params: URLSearchParams): ClientListStatus =>
  params.get('situacao') === DEACTIVATED_PARAM ? 'deactivated' : 'active';

export const fetchClients = (query: ClientsQuery) =>
  unwrap(api.GET('/api/admin/clients', { params: { query: listQuery(query) } }));

export const clientsQueryOptions = (query: ClientsQuery) =>
  pageQueryOptions(adminKeys.clientList(query), () => fetchClients(query));

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
