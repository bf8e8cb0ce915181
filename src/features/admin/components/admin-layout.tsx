// The guard and frame of every admin page: while the session is checked it says so, a signed-out
// visitor goes to /AdmLogin, a client sees 'Acesso negado', and an admin gets the side menu.
// The server refuses non-admins on every admin API anyway; this only spares them a broken page.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import { sessionGate } from '../../../components/session-gate';
import { useMe } from '../../../lib/session';
import { NotificationBell } from '../../../domain/notifications/notification-bell';
import { AccessDenied } from './access-denied';
import { AdminSideMenu, type AdminSection } from './admin-side-menu';

export function AdminLayout({ section, children }: { section: AdminSection; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const gate = sessionGate(me, paths.adminLogin, location);
  if (!gate.user) return gate.fallback;
  if (gate.user.role !== 'admin') return <AccessDenied name={gate.user.name} />;
  return (
    <div className="container-fluid">
      <div className="row">
        <div className="col-md-3 col-xl-2 p-0 admin-sidebar-column">
          <AdminSideMenu section={section} />
        </div>
        <main id="conteudo" className="col-md-9 col-xl-10 py-4 px-3 px-md-4">
          <div className="d-flex justify-content-end mb-2">
            <NotificationBell />
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}
