// POST /api/auth/sign-out: the server revokes the session; the browser then forgets everything
// it cached for this client and goes back to /Login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { setOpenCompany } from '../../../lib/open-company';
import { meQueryKey } from '../../../lib/session';
import { clientKeys } from './query-keys';

export async function signOut(): Promise<void> {
  const { error } = await (await loadAuthClient()).signOut();
  if (error) {
    throw new ApiError(
      error.status,
      error.code ?? 'sign_out',
      error.message ?? NETWORK_ERROR_MESSAGE,
    );
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // The next person to sign in here opens their own company, not this one's.
      setOpenCompany(null);
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ queryKey: clientKeys.all });
      await navigate(paths.login, { replace: true });
    },
  });
}
