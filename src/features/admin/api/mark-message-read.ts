// POST /api/admin/messages/{id}/read: marks a contact message as read.
import { api, unwrap } from '../../../lib/api';
import { useRereadingMutation } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const markMessageRead = (id: string) =>
  unwrap(api.POST('/api/admin/messages/{id}/read', { params: { path: { id } } }));

export const useMarkMessageRead = () => useRereadingMutation(markMessageRead, adminKeys.messages());
