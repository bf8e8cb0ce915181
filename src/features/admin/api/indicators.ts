// GET /api/admin/indicators: the studio's numbers for a month, optionally one client ('Indicadores').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** The page's filters as the address keeps them: ?mes=aaaa-mm&cliente=id (none: this month, all). */
export interface IndicatorFilters {
  month: string | null;
  client: string | null;
}

export function indicatorFiltersOf(search: URLSearchParams): IndicatorFilters {
  const month = search.get('mes');
  const client = search.get('cliente');
  return {
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    client: client && client.length <= 64 ? client : null,
  };
}

/** The address of those filters: the inverse of indicatorFiltersOf. */
export function indicatorSearchOf(filters: IndicatorFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.month) search.set('mes', filters.month);
  if (filters.client) search.set('cliente', filters.client);
  return search;
}

export const indicatorsQueryOptions = (filters: IndicatorFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'indicators', filters] as const,
    queryFn: () =>
      unwrap(
        api.GET(apiRoutes.admin.indicators, {
          params: {
            query: {
              ...(filters.month ? { month: filters.month } : {}),
              ...(filters.client ? { client: filters.client } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useIndicators = (filters: IndicatorFilters) =>
  useQuery(indicatorsQueryOptions(filters));
