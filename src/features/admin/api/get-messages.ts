// GET /api/admin/messages: contact-form messages, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { ContactMessageRow, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchMessages = (page: number) =>
  apiFetch<Page<ContactMessageRow>>(withListQuery(apiRoutes.admin.messages, { page }));

export const messagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(page),
    queryFn: () => fetchMessages(page),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQueryOptions(page));
