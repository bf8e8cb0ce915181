// @vitest-environment jsdom
// /Admin: the queue of requested arts, searched by the client's name or the art's: its search box
// is named for what it searches (the arts), not 'Buscar clientes', the clients page's; each row
// labels its service, and the service filter rides on the address (?servico=).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, scriptApi } from '../../../test/api-answers';
import { renderAdminPage } from '../../../test/render-routes';
import { AdminDashboardPage } from './admin-dashboard-page';

const art: ApiSchemas['AdminArtRow'] = {
  id: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
  name: 'Caixa Pizza',
  status: 'Solicitado',
  client: { id: 'c1', name: 'Pizzaria Taverna Ltda' },
  createdAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  dueAt: '2026-11-24T13:00:00.000Z',
  deliveredAt: null,
  overdue: false,
  releaseState: null,
  service: 'grafica',
};

let searched: (string | null)[];
/** The `service` each queue request asked for. */
let services: (string | null)[];

beforeEach(() => {
  searched = [];
  services = [];
  scriptApi(({ url, path }) => {
    if (path === '/api/notifications/unread-count')
      return answer('/api/notifications/unread-count', 'get', { count: 0 });
    if (path !== '/api/admin/arts') return undefined;
    const search = url.searchParams.get('search');
    searched.push(search);
    services.push(url.searchParams.get('service'));
    const items = !search || art.name.toLowerCase().includes(search) ? [art] : [];
    return answer('/api/admin/arts', 'get', { items, page: 1, pageSize: 50, total: items.length });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminDashboardPage', () => {
  it("names its search box for the arts it searches, by client or art name ('Buscar artes solicitadas')", async () => {
    renderAdminPage(paths.admin, <AdminDashboardPage />);
    const table = await screen.findByRole('table', { name: 'Artes Solicitadas' });
    expect(await within(table).findByText('Caixa Pizza')).toBeInTheDocument();
    // Each row labels its art's service.
    expect(within(table).getByText('Gráfica rápida')).toHaveAttribute(
      'title',
      'Serviço: Gráfica rápida',
    );

    const box = screen.getByRole('searchbox', { name: 'Buscar artes solicitadas' });
    expect(box).toHaveAttribute('placeholder', 'Nome do cliente ou da arte');
    expect(screen.queryByRole('searchbox', { name: 'Buscar clientes' })).toBeNull();
    await userEvent.type(box, 'caixa');
    await waitFor(() => expect(searched.at(-1)).toBe('caixa'));
  });

  it("filters by service from the address (?servico=) and from 'Serviço'", async () => {
    renderAdminPage(paths.admin, <AdminDashboardPage />, {
      entry: `${paths.admin}?servico=grafica`,
    });
    const filter = await screen.findByRole('combobox', { name: 'Serviço' });
    expect(filter).toHaveValue('grafica');
    await waitFor(() => expect(services.at(-1)).toBe('grafica'));
    await userEvent.selectOptions(filter, 'Fechamento de arquivo');
    await waitFor(() => expect(services.at(-1)).toBe('fechamento'));
  });
});
