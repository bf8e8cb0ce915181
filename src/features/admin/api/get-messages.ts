// GET /api/admin/messages: contact-form messages, newest first.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchMessages = (page: number) =>
  unwrap(api.GET('/api/admin/messages', { params: { query: listQuery({ page }) } }));

export const messagesQueryOptions = (page: number) =>
  pageQueryOptions(adminKeys.messageList(page), () => fetchMessages(page));

export const useMessages = (page: number) => useQuery(messagesQueryOptions(page));
