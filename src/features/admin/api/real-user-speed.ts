// GET /api/admin/real-user-speed: each page's p75 over the last 28 days ('Velocidade real').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const realUserSpeedQueryOptions = queryOptions({
  queryKey: [...adminKeys.all, 'real-user-speed'] as const,
  queryFn: () => unwrap(api.GET(apiRoutes.admin.realUserSpeed)),
});

export const useRealUserSpeed = () => useQuery(realUserSpeedQueryOptions);
