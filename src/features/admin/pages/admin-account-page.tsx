// /MinhaConta: the signed-in admin's own account — who is signed in, and 'Alterar senha' (the
// same form as the client's 'Meus dados': the other sessions end, the owner is e-mailed).
import { ChangePasswordSection } from '../../../domain/account/change-password-section';
import { useMe } from '../../../lib/session';
import { AdminLayout } from '../components/admin-layout';

export function AdminAccountPage() {
  return (
    <AdminLayout section="account">
      <h1 className="h2 mb-4">Minha conta</h1>
      <AccountDetails />
    </AdminLayout>
  );
}

/** Rendered inside the admin layout, which shows it only to a signed-in admin. */
function AccountDetails() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <>
      <dl className="row mb-4" style={{ maxWidth: '36rem' }}>
        <dt className="col-sm-3">Nome</dt>
        <dd className="col-sm-9">{me.data.name}</dd>
        <dt className="col-sm-3">E-mail</dt>
        <dd className="col-sm-9 text-break">{me.data.email}</dd>
      </dl>
      <ChangePasswordSection email={me.data.email} />
    </>
  );
}
