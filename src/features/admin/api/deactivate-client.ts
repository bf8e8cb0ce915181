// POST /api/admin/clients/{id}/deactivate: the account can no longer sign in and its sessions
// end; its records stay, as the contract and the law require.
import { api, unwrap } from '../../../lib/api';
import { useRereadingMutation } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const deactivateClient = (id: string) =>
  unwrap(api.POST('/api/admin/clients/{id}/deactivate', { params: { path: { id } } }));

/** Then the client lists and the arts are read again. */
export const useDeactivateClient = () =>
  useRereadingMutation(deactivateClient, adminKeys.clients(), adminKeys.arts());
