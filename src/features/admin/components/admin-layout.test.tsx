// @vitest-environment jsdom
// The admin guard: checking → 'Verificando a autenticação...', signed out → /AdmLogin, a client →
// 'Acesso negado' with a way out, an admin → the side menu with the current page marked.
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import { createQueryClient } from '../../../app/query-client';
import { ApiError } from '../../../lib/api';
import { meQueryKey, type Me } from '../../../lib/session';
import { answer } from '../../../test/api-answers';
import { renderRoutes, testQueryClient } from '../../../test/render-routes';
import { AdminLayout } from './admin-layout';
import { ADMIN_ME } from '../../../test/me';

function renderAt(
  path: string,
  me: Me | null | 'checking',
  queryClient = testQueryClient(),
  content = <h1>Conteúdo do painel</h1>,
) {
  if (me === 'checking') {
    // The session answer has not arrived yet.
    queryClient.setQueryDefaults(meQueryKey, { queryFn: () => new Promise<never>(() => {}) });
  } else {
    queryClient.setQueryData(meQueryKey, me);
  }
  const page = <AdminLayout section="clients">{content}</AdminLayout>;
  return renderRoutes(
    [
      { path: paths.adminClients, element: page },
      { path: paths.adminClient(':id'), element: page },
      { path: paths.adminLogin, element: <h1>Entrada do painel</h1> },
    ],
    path,
    queryClient,
  );
}

const admin = ADMIN_ME;
const client: Me = {
  id: 'c1',
  name: 'Embalagens X',
  email: 'c@x.br',
  role: 'client',
  credit: 3,
  creditsExpireOn: null,
  taxId: null,
  company: { id: 'c1', name: 'Embalagens X', roles: ['administrador'] },
  companies: [{ id: 'c1', name: 'Embalagens X', roles: ['administrador'] }],
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminLayout', () => {
  it('says it is checking while the session is unknown', () => {
    renderAt(paths.adminClients, 'checking');
    expect(screen.getByRole('status')).toHaveTextContent('Verificando a autenticação...');
    expect(screen.queryByText('Conteúdo do painel')).toBeNull();
  });

  it('sends a signed-out visitor to /AdmLogin', async () => {
    const router = renderAt(paths.adminClients, null);
    expect(await screen.findByRole('heading', { name: 'Entrada do painel' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
  });

  it('refuses a client with a way out', () => {
    renderAt(paths.adminClients, client);
    expect(screen.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para a Área do cliente' })).toHaveAttribute(
      'href',
      paths.clientArea,
    );
    expect(screen.getByRole('button', { name: /Sair/ })).toBeEnabled();
    expect(screen.queryByText('Conteúdo do painel')).toBeNull();
  });

  it('shows an admin the menu with the current page marked', () => {
    renderAt(paths.adminClients, admin);
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Clientes',
      'Artes Finalizadas',
      'Mensagens',
      'Pagamentos',
      'Indicadores',
      'E-mails',
      'Configurações de pré-impressão',
      'Prazo de entrega',
      'Preços e pagamentos',
      'Velocidade real',
      'Minha conta',
    ]);
    expect(within(menu).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Conteúdo do painel' })).toBeVisible();
  });

  it("asks before 'Sair' signs out, and 'Cancelar' keeps the session", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt(paths.adminClients, admin);
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do painel' });
    expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    // Nothing but the header's bell (its unread count) reached the network: no sign-out.
    const called = fetchSpy.mock.calls.map((call) => new URL((call[0] as Request).url).pathname);
    expect(called.filter((path) => path !== '/api/notifications/unread-count')).toEqual([]);
  });

  it('marks the section, not the page, on a detail page', () => {
    renderAt(paths.adminClient('c1'), admin);
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    expect(within(menu).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('refuses an admin whose role was taken away while a page was open, at the next API answer', async () => {
    // The server now knows this user as a client, and refuses the page's list.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer('/api/me', 'get', { ...admin, role: 'client' })),
    );
    function AdminList() {
      const list = useQuery({
        queryKey: ['admin-list'],
        queryFn: () => Promise.reject(new ApiError(403, 'forbidden', 'Acesso restrito.')),
      });
      return <p>{list.isError ? 'Lista recusada' : 'Carregando lista'}</p>;
    }
    // The app's own cache: it reads the session again after a 401 or 403 from any API.
    renderAt(paths.adminClients, admin, createQueryClient(), <AdminList />);
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  });
});
