// GET /api/admin/clients/{id}/audit: what admins did to this client and their arts, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { AdminAuditEntry, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientAudit = (id: string, page: number) =>
  apiFetch<Page<AdminAuditEntry>>(withListQuery(apiRoutes.admin.clientAudit(id), { page }));

export const clientAuditQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.clientAudit(id, page),
    queryFn: () => fetchClientAudit(id, page),
    placeholderData: keepPreviousData,
  });

export const useClientAudit = (id: string, page: number) =>
  useQuery(clientAuditQueryOptions(id, page));
