// The panel's side menu: a column beside the page from the md breakpoint; on a phone the panel's
// one header, a compact bar whose toggle opens the list. The current section is marked with
// aria-current, not by colour alone. 'Sair' asks first.
import { useId, useState } from 'react';
import { Alert, Button, Nav, Navbar } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { MenuIcon } from '../../../components/menu-icon';
import { useAdminSignOut } from '../hooks/use-admin-sign-out';

export type AdminSection =
  | 'dashboard'
  | 'clients'
  | 'finished'
  | 'messages'
  | 'mails'
  | 'preflight'
  | 'turnaround'
  | 'payments'
  | 'paymentSettings'
  | 'speed'
  | 'indicators'
  | 'account';

const items: { section: AdminSection; label: string; to: string }[] = [
  { section: 'dashboard', label: 'Dashboard', to: paths.admin },
  { section: 'clients', label: 'Clientes', to: paths.adminClients },
  { section: 'finished', label: 'Artes Finalizadas', to: paths.adminFinished },
  { section: 'messages', label: 'Mensagens', to: paths.adminMessages },
  { section: 'payments', label: 'Pagamentos', to: paths.adminPayments },
  { section: 'indicators', label: 'Indicadores', to: paths.adminIndicators },
  { section: 'mails', label: 'E-mails', to: paths.adminMails },
  { section: 'preflight', label: 'Configurações de pré-impressão', to: paths.adminPreflight },
  { section: 'turnaround', label: 'Prazo de entrega', to: paths.adminTurnaround },
  { section: 'paymentSettings', label: 'Preços e pagamentos', to: paths.adminPaymentSettings },
  { section: 'speed', label: 'Velocidade real', to: paths.adminRealSpeed },
  { section: 'account', label: 'Minha conta', to: paths.adminAccount },
];

export function AdminSideMenu({ section }: { section: AdminSection }) {
  const collapseId = useId();
  // Held here so the toggle can say whether the menu is open (aria-expanded).
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const { signOut, pending, error } = useAdminSignOut();
  const [confirming, setConfirming] = useState(false);
  return (
    <Navbar
      expand="md"
      expanded={expanded}
      onToggle={setExpanded}
      data-bs-theme="dark"
      collapseOnSelect
      aria-label="Menu do painel"
      className="admin-sidebar flex-md-column align-items-stretch align-items-md-stretch px-3 py-2 py-md-4"
    >
      <div className="d-flex w-100 align-items-center justify-content-between">
        <Navbar.Brand as="span" className="py-0 mb-md-3">
          Painel do estúdio
        </Navbar.Brand>
        <Navbar.Toggle
          aria-controls={collapseId}
          aria-expanded={expanded}
          label="Abrir ou fechar o menu do painel"
        >
          <MenuIcon />
        </Navbar.Toggle>
      </div>
      <Navbar.Collapse id={collapseId} className="flex-md-column align-items-md-stretch">
        <Nav className="flex-column flex-md-column w-100 gap-1">
          {items.map((item) => {
            // The list page itself is the "page"; its detail pages are "in" that section.
            const here = pathname.toLowerCase() === item.to.toLowerCase();
            const inSection = item.section === section;
            return (
              <Nav.Link
                key={item.section}
                as={Link}
                to={item.to}
                eventKey={item.section}
                active={inSection}
                aria-current={here ? 'page' : inSection ? 'true' : undefined}
              >
                {item.label}
              </Nav.Link>
            );
          })}
          <Button
            variant="outline-light"
            className="admin-sign-out mt-2 mt-md-4 align-self-start"
            onClick={() => setConfirming(true)}
            disabled={pending}
          >
            Sair
          </Button>
          {error && (
            <Alert variant="danger" role="alert" className="mt-2 small">
              {error}
            </Alert>
          )}
        </Nav>
      </Navbar.Collapse>
      <LazyConfirmDialog
        show={confirming}
        title="Sair do painel"
        body={<p className="mb-0">Deseja mesmo sair do painel do estúdio?</p>}
        confirmLabel="Sair"
        pending={pending}
        error={error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOut()}
      />
    </Navbar>
  );
}
