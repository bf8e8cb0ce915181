// The guard and frame of every admin page: while the session is checked it says so, a signed-out
// visitor goes to /AdmLogin, a client sees 'Acesso negado', and an admin gets the side menu.
// The server refuses non-admins on every admin API anyway; this only spares them a broken page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import { returnToState } from '../../../lib/return-to';
import { useMe } from '../../../lib/session';
import { AccessDenied } from './access-denied';
import { AdminSideMenu, type AdminSection } from './admin-side-menu';
import { QueryError } from './query-error';
import './admin.css';

export function AdminLayout({ section, children }: { section: AdminSection; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <p className="container py-5" role="status">
        Verificando a autenticação...
      </p>
    );
  }
  // A failed re-read keeps the page as it was; only a first read that failed has nothing to show.
  if (me.isError && !me.data) {
    return (
      <main className="container py-5">
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (!me.data) return <Navigate to={paths.adminLogin} replace state={returnToState(location)} />;
  if (me.data.role !== 'admin') return <AccessDenied name={me.data.name} />;
  return (
    <div className="container-fluid">
      <div className="row">
        <div className="col-md-3 col-xl-2 p-0 admin-sidebar-column">
          <AdminSideMenu section={section} />
        </div>
        <main className="col-md-9 col-xl-10 py-4 px-3 px-md-4">{children}</main>
      </div>
    </div>
  );
}
