// @vitest-environment jsdom
// /VelocidadeReal: each page's p75 by device, rated in words (not colour alone), with the visits
// behind it and the elements most often responsible; an empty state before any report.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../../../common/api-routes';
import { paths } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestUrl } from '../../../test/api-answers';
import { renderAdminPage } from '../../../test/render-routes';
import { AdminRealSpeedPage } from './admin-real-speed-page';

let speed: ApiSchemas['RealUserSpeed'];

beforeEach(() => {
  speed = { from: '2026-10-30', to: '2026-11-26', days: 28, pages: [] };
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/notifications/unread-count') {
      return Promise.resolve(answer('/api/notifications/unread-count', 'get', { count: 0 }));
    }
    if (url.pathname === apiRoutes.admin.realUserSpeed) {
      return Promise.resolve(answer('/api/admin/real-user-speed', 'get', speed));
    }
    return Promise.resolve(errorAnswer(404, 'not_found', 'não encontrado'));
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderAdminPage(paths.adminRealSpeed, <AdminRealSpeedPage />);
}

describe('AdminRealSpeedPage', () => {
  it('says when there is nothing measured yet', async () => {
    renderPage();
    expect(await screen.findByText(/Ainda não há medidas dos últimos 28 dias/)).toBeVisible();
    expect(screen.getByText(/de 30\/10\/2026 a 26\/11\/2026/)).toBeVisible();
  });

  it('shows each page and device with its p75, rating in words, visits and elements', async () => {
    speed.pages = [
      {
        page: '/flexo',
        visits: 12,
        devices: [
          {
            device: 'mobile',
            visits: 8,
            metrics: [
              {
                metric: 'LCP',
                p75: 2600,
                rating: 'needs-improvement',
                visits: 8,
                elements: [{ selector: 'main > img.hero', count: 5 }],
              },
              { metric: 'CLS', p75: 0.26, rating: 'poor', visits: 1, elements: [] },
            ],
          },
          {
            device: 'desktop',
            visits: 4,
            metrics: [{ metric: 'INP', p75: 200, rating: 'good', visits: 4, elements: [] }],
          },
        ],
      },
    ];
    renderPage();
    const section = await screen.findByRole('region', { name: '/flexo' });
    const phone = within(section).getByRole('table', { name: '/flexo: Celular, 8 visitas' });
    const [, lcp, cls] = within(phone).getAllByRole('row');
    expect(lcp).toHaveTextContent('Maior elemento visível (LCP)');
    expect(lcp).toHaveTextContent('2,6 s');
    expect(lcp).toHaveTextContent('Precisa melhorar');
    expect(lcp).toHaveTextContent('8 visitas');
    expect(lcp).toHaveTextContent('main > img.hero (5 visitas)');
    expect(cls).toHaveTextContent('0,26');
    expect(cls).toHaveTextContent('Ruim');
    expect(cls).toHaveTextContent('1 visita');
    const computer = within(section).getByRole('table', { name: '/flexo: Computador, 4 visitas' });
    expect(computer).toHaveTextContent('200 ms');
    expect(computer).toHaveTextContent('Bom');
  });
});
