// POST /api/account/delete: the client erases their account with their current password. The
// server ends every session; the browser then forgets the client and shows /conta-excluida.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountDeletionInput } from '../../../../common/api-types';
import { paths } from '../../../../common/paths';
import { api, unwrap } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';
import { clientKeys } from './query-keys';

export const deleteAccount = (input: AccountDeletionInput) =>
  unwrap(api.POST('/api/account/delete', { body: input }));

/** The navigation state /conta-excluida receives right after a deletion. */
export interface AccountDeletedState {
  accountDeleted: true;
}

export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    // The confirmation page forgets the client once it is shown: forgetting them here, while the
    // client area is still on screen, would let its guard send the visitor to /Login instead.
    onSuccess: () =>
      navigate(paths.accountDeleted, {
        replace: true,
        state: { accountDeleted: true } satisfies AccountDeletedState,
      }),
  });
}

/** Drops everything the browser cached about the deleted client (the server has ended the session). */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ queryKey: clientKeys.all });
  };
}
