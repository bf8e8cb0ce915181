// The guard and frame of every client page: 'Verificando a autenticação...' while the session is
// checked, /Login for a signed-out visitor, the studio's panel for an admin; otherwise the
// company name, the balance with the day it ends (a link to 'Extrato'), the menu and 'Sair' (after
// a confirmation). On a phone the account
// bar is two rows (name, bell and 'Sair'; the balance and 'Comprar créditos', whose dialog also
// offers the WhatsApp 'Solicitar Créditos' shown beside it on larger screens) and the menu one,
// so the page's title is in the first screen. It also owns the 'Solicitar Arte' dialog, so the
// menu item opens it from any client page.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Nav } from 'react-bootstrap';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { creditsText, expiryText } from '../../../../common/format';
import { paths } from '../../../../common/paths';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { sessionGate } from '../../../components/session-gate';
import { useCompanyPermissions } from '../../../lib/company';
import { useMe } from '../../../lib/session';
import { NotificationBell } from '../../../domain/notifications/notification-bell';
import { useSignOut } from '../api/sign-out';
import { CompanyAddress, CompanySwitcher } from './company-switcher';
import { CreditsLink } from './credits-link';
import { searchWithCompany } from '../../../lib/open-company';

// The request form (zod, the upload) loads when first opened, not with every client page.
const RequestArtDialog = lazy(async () => ({
  default: (await import('./request-art-dialog')).RequestArtDialog,
}));
const BuyCreditsDialog = lazy(async () => ({
  default: (await import('./buy-credits-dialog')).BuyCreditsDialog,
}));

export interface ClientLayoutRenderProps {
  /** Opens 'Solicitar nova Arte' (or 'Você Está sem créditos!'). */
  openRequest: () => Promise<void>;
}

export function ClientLayout({
  children,
}: {
  children: ReactNode | ((props: ClientLayoutRenderProps) => ReactNode);
}) {
  const me = useMe();
  const { can } = useCompanyPermissions();
  const location = useLocation();
  const signOut = useSignOut();
  // A counter rather than a flag: each opening mounts a fresh dialog with a fresh idempotency key.
  const [requestOpening, setRequestOpening] = useState(0);
  const [requestOpen, setRequestOpen] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [buying, setBuying] = useState(false);

  const gate = sessionGate(me, paths.login, location);
  if (!gate.user) return gate.fallback;
  const user = gate.user;
  if (user.role === 'admin') return <Navigate to={paths.admin} replace />;

  // The balance is read again first: credits granted since the page loaded count at once.
  const openRequest = async () => {
    await me.refetch();
    setRequestOpening((n) => n + 1);
    setRequestOpen(true);
  };

  // The menu's links name the open company, for a person in several (docs/product/companies.md).
  const search =
    user.companies.length > 1 && user.company ? searchWithCompany('', user.company.id) : '';
  const to = (pathname: string) => ({ pathname, search });

  return (
    <div className="container pt-2 pb-4 py-md-4">
      <CompanyAddress me={user} />
      {/* A region, not a <header>: the site's navigation above is the page's one banner. */}
      <section
        aria-label="Sua conta"
        className="client-area-header d-flex flex-wrap align-items-center column-gap-3 row-gap-2 border-bottom pb-2 pb-md-3 mb-2 mb-md-4"
      >
        <div className="client-area-account me-auto">
          <p className="text-body-secondary small mb-0">Área do cliente</p>
          <CompanySwitcher me={user} />
        </div>
        <NotificationBell />
        <div className="client-area-balance d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
          {/* The balance with the day it ends (credits are not cumulative), leading to 'Extrato'. */}
          <BalanceLink statement={can('credits', 'statement')} to={to(paths.statement)}>
            <span className="fw-semibold">{creditsText(user.credit)}</span>
            {user.creditsExpireOn && (
              <>
                <span className="client-area-credits-sep"> · </span>
                <span>{expiryText(user.credit, user.creditsExpireOn)}</span>
              </>
            )}
          </BalanceLink>
          {/* Only who may buy sees 'Comprar créditos' (the company's roles, common/companies.ts). */}
          {can('credits', 'buy') && (
            <Button variant="success" size="sm" onClick={() => setBuying(true)}>
              Comprar créditos
            </Button>
          )}
          {/* On a phone the WhatsApp way waits in 'Comprar créditos' (its dialog offers it), so the
              bar stays one row and the page's title stays in the first screen. */}
          <CreditsLink className="btn btn-outline-success btn-sm d-none d-sm-inline-block" />
        </div>
        <Button
          variant="outline-secondary"
          size="sm"
          className="client-area-sign-out"
          onClick={() => {
            signOut.reset();
            setConfirmingSignOut(true);
          }}
          disabled={signOut.isPending}
        >
          Sair
        </Button>
      </section>
      <LazyConfirmDialog
        show={confirmingSignOut}
        title="Sair da conta"
        body={<p className="mb-0">Deseja mesmo sair da área do cliente?</p>}
        confirmLabel="Sair"
        pending={signOut.isPending}
        error={signOut.isError ? signOut.error.message : null}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => signOut.mutate()}
      />
      <div className="row g-3 g-lg-4">
        <div className="col-lg-3">
          <Nav
            as="nav"
            aria-label="Menu da área do cliente"
            className="client-area-nav flex-lg-column nav-pills gap-md-1"
          >
            <Nav.Link as={NavLink} to={to(paths.clientArea)} end>
              Dashboard
            </Nav.Link>
            <Nav.Link as={NavLink} to={to(paths.clientFinished)}>
              Artes Finalizadas
            </Nav.Link>
            {can('art', 'request') && (
              <Nav.Link
                as="button"
                type="button"
                className="text-start"
                onClick={() => void openRequest()}
              >
                Solicitar Arte
              </Nav.Link>
            )}
            {can('credits', 'statement') && (
              <Nav.Link as={NavLink} to={to(paths.statement)}>
                Extrato
              </Nav.Link>
            )}
            <Nav.Link as={NavLink} to={to(paths.team)}>
              Equipe
            </Nav.Link>
            <Nav.Link as={NavLink} to={to(paths.myData)}>
              Meus dados
            </Nav.Link>
          </Nav>
        </div>
        <main id="conteudo" className="col-lg-9">
          {typeof children === 'function' ? children({ openRequest }) : children}
        </main>
      </div>
      {buying && (
        <Suspense fallback={null}>
          <BuyCreditsDialog onClose={() => setBuying(false)} />
        </Suspense>
      )}
      {requestOpen && (
        <Suspense fallback={null}>
          <RequestArtDialog
            key={requestOpening}
            credit={user.credit}
            onClose={() => setRequestOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The balance, leading to 'Extrato' for whoever may read it. */
function BalanceLink({
  statement,
  to,
  children,
}: {
  statement: boolean;
  to: { pathname: string; search: string };
  children: ReactNode;
}) {
  return statement ? (
    <Link to={to} className="client-area-credits" aria-live="polite">
      {children}
    </Link>
  ) : (
    <span className="client-area-credits" aria-live="polite">
      {children}
    </span>
  );
}
