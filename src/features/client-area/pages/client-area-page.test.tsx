// @vitest-environment jsdom
// /ClientArea: the auth check, the redirect when signed out, the header (company, credits,
// credits link), the empty state, server search and pages. The network is a scripted fetch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import { payment } from '../../../content/payment';
import { createQueryClient } from '../../../app/query-client';
import { SessionEndedNotice } from '../../auth/components/session-ended-notice';
import type { ApiSchemas } from '../../../lib/api';
import { SESSION_ENDED_NOTICE } from '../../../lib/session';
import { answer, errorAnswer, requestUrl } from '../../../test/api-answers';
import { ON_DEMAND, renderRoutes, testQueryClient, clientMe } from '../../../test/render-routes';
import { ClientAreaPage } from './client-area-page';

const me = clientMe(0);
let signedIn: boolean;
/** From the second /api/me on: 'ok', the session gone (401), or the server unreachable. */
let laterMe: 'ok' | 'gone' | 'unreachable';
let meCalls: number;
let credit: number;
let total: number;
const listCalls: string[] = [];

/** The first art of the first page has a delivery (v1) and a change under way. */
const delivery: ApiSchemas['FileInfo'] = {
  id: 'f1',
  originalName: 'caixa-final.pdf',
  size: 2048,
  contentType: 'application/pdf',
  version: 1,
  createdAt: '2026-03-06T10:00:00Z',
  downloadUrl: '/api/files/f1/download',
};

/** Its preview is ready: the row shows its thumbnail. */
const deliveryPreview: ApiSchemas['PreviewSummary'] = {
  status: 'ready',
  pages: [{ page: 1, width: 1600, height: 2400, url: '/api/files/f1/preview/pages/1' }],
  sourcePages: 1,
  thumbnailUrl: '/api/files/f1/preview/thumbnail',
  error: null,
};

function pageOf(url: URL): ApiSchemas['ArtWithDeliveryPage'] {
  const page = Number(url.searchParams.get('page') ?? '1');
  const count = Math.max(0, Math.min(50, total - (page - 1) * 50));
  const delivered = (i: number) => page === 1 && i === 0;
  return {
    items: Array.from({ length: count }, (_, i) => ({
      id: `a${page}-${i}`,
      name: `Arte ${(page - 1) * 50 + i + 1}`,
      status: delivered(i) ? 'Alteração' : 'Solicitado',
      createdAt: '2026-03-05T14:07:00Z',
      updatedAt: '2026-03-05T14:07:00Z',
      latestDelivery: delivered(i) ? delivery : null,
      latestPreview: delivered(i) ? deliveryPreview : null,
      releaseState: null,
    })),
    page,
    pageSize: 50,
    total,
  };
}

beforeEach(() => {
  signedIn = true;
  laterMe = 'ok';
  meCalls = 0;
  credit = 0;
  total = 0;
  listCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = requestUrl(input);
      const unauthorized = () => errorAnswer(401, 'unauthorized', 'Faça login para continuar.');
      if (url.pathname === '/api/me') {
        if (!signedIn) return unauthorized();
        if (meCalls++ > 0 && laterMe === 'unreachable') throw new TypeError('Failed to fetch');
        if (meCalls > 1 && laterMe === 'gone') return unauthorized();
        return answer('/api/me', 'get', { ...me, credit });
      }
      if (url.pathname === '/api/arts') {
        if (laterMe === 'gone') return unauthorized();
        listCalls.push(url.search);
        return answer('/api/arts', 'get', pageOf(url));
      }
      return errorAnswer(404, 'not_found', 'Não encontrado.');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(client = testQueryClient(), entry: string = paths.clientArea) {
  return renderRoutes(
    [
      { path: paths.clientArea, element: <ClientAreaPage /> },
      {
        path: paths.login,
        element: (
          <>
            <h1>Entrar</h1>
            <SessionEndedNotice />
          </>
        ),
      },
    ],
    entry,
    client,
  );
}

describe('ClientAreaPage', () => {
  it('checks the session first, then sends a signed-out visitor to /Login', async () => {
    signedIn = false;
    const router = renderPage();
    expect(screen.getByText('Verificando a autenticação...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('shows the company, the balance, the credits link, the menu and an inviting empty state', async () => {
    renderPage();
    expect(await screen.findByText('Embalagens Sul Ltda')).toBeInTheDocument();
    expect(screen.getByText('0 créditos')).toBeInTheDocument();
    const credits = screen.getByRole('link', { name: /Solicitar Créditos/ });
    expect(credits).toHaveAttribute('target', '_blank');
    expect(credits).toHaveAttribute('rel', 'noopener noreferrer');
    // The prefilled message names the account to credit.
    const message = new URL(credits.getAttribute('href')!).searchParams.get('text');
    expect(message).toContain('Conta: Embalagens Sul Ltda (sul@exemplo.com.br).');
    const menu = screen.getByRole('navigation', { name: 'Menu da área do cliente' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      paths.clientArea,
    );
    expect(within(menu).getByRole('link', { name: 'Artes Finalizadas' })).toHaveAttribute(
      'href',
      paths.clientFinished,
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Status da arte' });
    expect(
      await within(table).findByText('Você ainda não solicitou nenhuma arte.'),
    ).toBeInTheDocument();

    // How payment works, as the contract and the public pages say it.
    const paying = screen.getByRole('region', { name: payment.heading });
    expect(paying).toHaveTextContent(payment.summary);
    expect(within(paying).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      paths.terms,
    );

    // The invitation opens the request dialog (here the no-credit one: the balance is 0), which
    // says what a credit costs.
    await userEvent.click(
      within(table).getByRole('button', { name: 'Solicitar minha primeira arte' }),
    );
    const noCredits = await screen.findByRole(
      'dialog',
      { name: 'Você Está sem créditos!' },
      ON_DEMAND,
    );
    expect(noCredits).toHaveTextContent(payment.credits);
  });

  it('asks the server for the search and for the next page beyond 50 rows', async () => {
    total = 120;
    renderPage();
    const table = await screen.findByRole('table', { name: 'Status da arte' });
    expect(await within(table).findByText('Arte 1')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    // A delivered version stays downloadable while a change is under way.
    const download = within(table).getByRole('link', { name: 'Baixar v1' });
    expect(download).toHaveAttribute('href', '/api/files/f1/download');
    expect(download).toHaveAttribute('download', 'caixa-final.pdf');
    // The newest version at a glance: its thumbnail, sized from the preview (no layout shift).
    const thumbnail = within(table).getByRole('img', { name: 'Miniatura da v1 de Arte 1' });
    expect(thumbnail).toHaveAttribute('src', '/api/files/f1/preview/thumbnail');
    expect(thumbnail).toHaveAttribute('height', '40');
    expect(within(table).getAllByText('Ainda não entregue')).toHaveLength(49);
    const pages = screen.getByRole('navigation', { name: 'Páginas da tabela Status da arte' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    expect(await within(table).findByText('Arte 101')).toBeInTheDocument();
    expect(listCalls).toContain('?page=3');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar arte' }), 'Açaí');
    await vi.waitFor(() => expect(listCalls).toContain(`?search=${encodeURIComponent('Açaí')}`));
  });

  it('reads the balance again when a request is opened: credits granted meanwhile count', async () => {
    renderPage();
    expect(await screen.findByText('0 créditos')).toBeInTheDocument();
    credit = 3;
    const menu = screen.getByRole('navigation', { name: 'Menu da área do cliente' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Solicitar Arte' }));
    expect(
      await screen.findByRole('dialog', { name: 'Solicitar nova Arte' }, ON_DEMAND),
    ).toBeInTheDocument();
    expect(screen.getByText('3 créditos')).toBeInTheDocument();
  });

  it('keeps the page when a re-read of the session fails (the server is away)', async () => {
    laterMe = 'unreachable';
    renderPage();
    expect(await screen.findByText('Embalagens Sul Ltda')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu da área do cliente' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Solicitar Arte' }));
    expect(
      await screen.findByRole('dialog', { name: 'Você Está sem créditos!' }, ON_DEMAND),
    ).toBeInTheDocument();
    expect(meCalls).toBeGreaterThanOrEqual(2); // the re-read was tried, and failed
    expect(screen.getByText('Embalagens Sul Ltda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('sends a visitor whose session ended meanwhile to /Login, saying why', async () => {
    laterMe = 'gone';
    // The app's own cache: it notices a 401 from any API and reads the session again.
    const router = renderPage(createQueryClient());
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_NOTICE);
  });

  it('keeps the page and the search in the address: a reload and the back button return to them', async () => {
    total = 120;
    const router = renderPage();
    const table = await screen.findByRole('table', { name: 'Status da arte' });
    expect(await within(table).findByText('Arte 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas da tabela Status da arte' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    expect(await within(table).findByText('Arte 101')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=3');

    // A new search starts again on its first page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar arte' }), 'Mel');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?busca=Mel'));
    expect(await within(table).findByText('Arte 1')).toBeInTheDocument();

    // The search took the place of page 3 in the history (typing is not a visit of its own):
    // Back returns to the first page without a search, and the box follows the address.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Buscar arte' })).toHaveValue(''),
    );

    // Forward again: the search is back, box included.
    await router.navigate(1);
    await vi.waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Buscar arte' })).toHaveValue('Mel'),
    );
  });

  it('opens on the search and the page its address names (a reload, a shared link)', async () => {
    total = 120;
    renderPage(undefined, `${paths.clientArea}?busca=A%C3%A7a%C3%AD&pagina=2`);
    const table = await screen.findByRole('table', { name: 'Status da arte' });
    expect(await within(table).findByText('Arte 51')).toBeInTheDocument();
    expect(listCalls).toEqual([`?search=${encodeURIComponent('Açaí')}&page=2`]);
    expect(screen.getByRole('searchbox', { name: 'Buscar arte' })).toHaveValue('Açaí');
  });
});
