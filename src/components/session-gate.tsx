// The first step of every signed-in page (client area, admin panel): 'Verificando a
// autenticação...' while the session is read, the error and a retry when its first read failed,
// the sign-in page (with the way back) for a signed-out visitor. A failed re-read keeps the page
// as it was (an open dialog keeps what was typed).
import type { ReactElement } from 'react';
import { Navigate, type Location } from 'react-router';
import { returnToState } from '../lib/return-to';
import type { Me, useMe } from '../lib/session';
import { QueryError } from './query-error';

type SessionGate = { user: Me; fallback?: never } | { user?: never; fallback: ReactElement };

/** The signed-in user, or what to show instead of the page. */
export function sessionGate(
  me: ReturnType<typeof useMe>,
  loginPath: string,
  location: Location,
): SessionGate {
  if (me.isPending) {
    return {
      fallback: (
        <p className="container py-5" role="status">
          Verificando a autenticação...
        </p>
      ),
    };
  }
  if (me.isError && !me.data) {
    return {
      fallback: (
        <main id="conteudo" className="container py-5">
          <QueryError error={me.error} onRetry={() => void me.refetch()} />
        </main>
      ),
    };
  }
  if (!me.data) {
    return { fallback: <Navigate to={loginPath} replace state={returnToState(location)} /> };
  }
  return { user: me.data };
}
