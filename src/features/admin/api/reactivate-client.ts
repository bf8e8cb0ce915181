// POST /api/admin/clients/{id}/reactivate: a deactivated account can sign in again and finds its
// records as they were (an account erased at its owner's request is refused with 409).
import { api, unwrap } from '../../../lib/api';
import { useRereadingMutation } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const reactivateClient = (id: string) =>
  unwrap(api.POST('/api/admin/clients/{id}/reactivate', { params: { path: { id } } }));

/** Both lists, the client's page and its audit trail change. */
export const useReactivateClient = () =>
  useRereadingMutation(reactivateClient, adminKeys.clients());
