// 'Sair': ends the session on the server, forgets every cached admin answer and returns to
// /AdmLogin.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { meQueryKey } from '../../../lib/session';
import { adminKeys } from '../api/query-keys';

export function useAdminSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    setPending(true);
    setError(null);
    const result = await (await loadAuthClient()).signOut();
    setPending(false);
    if (result.error) {
      setError('Não foi possível sair agora. Tente novamente.');
      return;
    }
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ queryKey: adminKeys.all });
    await navigate(paths.adminLogin, { replace: true });
  };

  return { signOut, pending, error };
}
