// GET /api/admin/clients/{id}/team: the client's company — its people with their roles and since
// when, and its pending invitations (docs/product/companies.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const clientTeamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.clientTeam(id),
    queryFn: () => unwrap(api.GET('/api/admin/clients/{id}/team', { params: { path: { id } } })),
  });

export const useClientTeam = (id: string) => useQuery(clientTeamQueryOptions(id));
