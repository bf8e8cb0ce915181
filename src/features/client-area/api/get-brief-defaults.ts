// GET /api/arts/brief-defaults: the substrate, colours and plate maker of the client's last brief,
// prefilled in their next request. Under clientKeys.arts(), so a new request refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const fetchBriefDefaults = () => unwrap(api.GET('/api/arts/brief-defaults'));

export const briefDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: [...clientKeys.arts(), 'brief-defaults'] as const,
    queryFn: fetchBriefDefaults,
    // Only a convenience: a failure leaves the fields empty rather than retrying.
    retry: false,
  });

export const useBriefDefaults = () => useQuery(briefDefaultsQueryOptions());
