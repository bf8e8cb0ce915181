// @vitest-environment jsdom
// /UserArteFinalizada: rows with 'Baixar vN', 'Alterar' and (for Finalizado) 'Aprovar', which
// opens the art's page where the approval is made. The network is a
// scripted fetch; the page, its queries and its dialogs are the real code.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../../test/api-answers';
import { renderRoutes, clientMe, ON_DEMAND } from '../../../test/render-routes';
import { FinishedArtsPage } from './finished-arts-page';

type FinishedArt = ApiSchemas['ArtWithDelivery'];

const me = clientMe(4);

function finishedArt(id: string, name: string, status: FinishedArt['status']): FinishedArt {
  return {
    id,
    name,
    status,
    createdAt: '2026-03-05T14:07:00Z',
    updatedAt: '2026-03-06T14:07:00Z',
    latestDelivery: {
      id: `f-${id}`,
      originalName: `${name}.pdf`,
      size: 10,
      contentType: 'application/pdf',
      version: 1,
      createdAt: '2026-03-06T14:07:00Z',
      downloadUrl: `/api/files/f-${id}/download`,
    },
    latestPreview: null,
    releaseState: null,
  };
}

let arts: FinishedArt[];
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  arts = [
    finishedArt('a1', 'Caixa Pizza', 'Finalizado'),
    { ...finishedArt('a2', 'Rótulo Mel', 'Aprovado'), releaseState: 'released' },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const address = requestUrl(input);
      const url = address.pathname;
      const method = requestMethod(input, init);
      calls.push(`${method} ${url}${address.search}`);
      if (url === '/api/me') return answer('/api/me', 'get', me);
      if (url === '/api/arts/finished') {
        return answer('/api/arts/finished', 'get', {
          items: arts,
          page: 1,
          pageSize: 50,
          total: arts.length,
        });
      }
      return errorAnswer(404, 'not_found', 'Não encontrado.');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entry = '/UserArteFinalizada') {
  return renderRoutes(
    [
      { path: '/UserArteFinalizada', element: <FinishedArtsPage /> },
      { path: '/alterar-arte/:id', element: <h1>Alterar arte</h1> },
      { path: '/arte/:id', element: <h1>Arte</h1> },
    ],
    entry,
  );
}

describe('FinishedArtsPage', () => {
  it('lists finished arts with their download, change link and, for Finalizado only, approval', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Verificando a autenticação...');
    const table = await screen.findByRole('table', { name: 'Artes finalizadas' });
    const pizza = await within(table).findByRole('row', { name: /Caixa Pizza/ });
    // Not approved: the original is locked (docs/product/release.md), so no link that the server
    // would refuse.
    expect(within(pizza).queryByRole('link', { name: /^Baixar/ })).toBeNull();
    expect(within(pizza).getByText('Arquivos liberados após a aprovação')).toBeInTheDocument();
    // Released: a download says so, and which version ('Anexo' did not).
    const mel = within(table).getByRole('row', { name: /Rótulo Mel/ });
    const download = within(mel).getByRole('link', { name: 'Baixar v1' });
    expect(download).toHaveAttribute('href', '/api/files/f-a2/download');
    expect(download).toHaveAttribute('download', 'Rótulo Mel.pdf');
    expect(within(mel).getByText('Liberada')).toBeInTheDocument();
    // 'Alterar' in the primary colour, as an available action (the grey outline read as disabled).
    const change = within(pizza).getByRole('link', { name: 'Alterar' });
    expect(change).toHaveAttribute('href', '/alterar-arte/a1');
    expect(change).toHaveClass('btn-outline-primary');
    expect(change).not.toHaveClass('btn-outline-secondary');
    expect(within(pizza).getByRole('link', { name: 'Ver Caixa Pizza' })).toHaveAttribute(
      'href',
      '/arte/a1',
    );
    // 'Data' is the delivery date (docs/product/art-page.md), not the request's.
    expect(within(pizza).getByText('06/03/2026 11:07')).toBeInTheDocument();
    expect(within(mel).queryByRole('link', { name: 'Aprovar' })).toBeNull();
    expect(screen.getByText('4 créditos')).toBeInTheDocument();
    // What the page lists, in one line; the status as the client reads it.
    expect(
      screen.getByText(
        'As artes que o estúdio já entregou: as que aguardam sua aprovação e as que você já aprovou.',
      ),
    ).toBeVisible();
    expect(within(pizza).getByText('Aguardando sua aprovação')).toBeInTheDocument();
    expect(within(pizza).queryByText('Finalizado')).toBeNull();
    expect(within(mel).getByText('Aprovado')).toBeInTheDocument();
  });

  it("on an approved art, 'Alterar' first says the change costs 1 crédito", async () => {
    const router = renderPage();
    const table = await screen.findByRole('table', { name: 'Artes finalizadas' });
    const mel = await within(table).findByRole('row', { name: /Rótulo Mel/ });
    expect(within(mel).getByRole('button', { name: 'Alterar' })).toHaveClass('btn-outline-primary');
    await userEvent.click(within(mel).getByRole('button', { name: 'Alterar' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Alteração após a aprovação' },
      ON_DEMAND,
    );
    expect(dialog).toHaveTextContent('custa 1 crédito');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/UserArteFinalizada');

    await userEvent.click(within(mel).getByRole('button', { name: 'Alterar' }));
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Alteração após a aprovação' }, ON_DEMAND),
      ).getByRole('button', { name: 'Continuar (1 crédito)' }),
    );
    expect(router.state.location.pathname).toBe('/alterar-arte/a2');
  });

  it("'Aprovar' opens the art's page, where the approval is made beside the proof", async () => {
    const router = renderPage();
    const table = await screen.findByRole('table', { name: 'Artes finalizadas' });
    const pizza = await within(table).findByRole('row', { name: /Caixa Pizza/ });
    const mel = await within(table).findByRole('row', { name: /Rótulo Mel/ });
    // Only the art awaiting approval offers it.
    expect(within(mel).queryByRole('link', { name: 'Aprovar' })).toBeNull();
    await userEvent.click(within(pizza).getByRole('link', { name: 'Aprovar' }));
    expect(router.state.location.pathname).toBe('/arte/a1');
    expect(calls).not.toContain('POST /api/arts/a1/approve');
  });

  it('keeps the search in the address, a new search starting on its first page', async () => {
    const router = renderPage('/UserArteFinalizada?pagina=2');
    await screen.findByRole('row', { name: /Caixa Pizza/ });
    expect(calls).toContain('GET /api/arts/finished?page=2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar arte' }), 'Mel');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?busca=Mel'));
    await vi.waitFor(() => expect(calls).toContain('GET /api/arts/finished?search=Mel'));
  });

  it('opens on the search and the page its address names (a reload, a shared link)', async () => {
    renderPage('/UserArteFinalizada?busca=R%C3%B3tulo&pagina=2');
    await screen.findByRole('row', { name: /Rótulo Mel/ });
    expect(calls).toContain(`GET /api/arts/finished?search=${encodeURIComponent('Rótulo')}&page=2`);
    expect(screen.getByRole('searchbox', { name: 'Buscar arte' })).toHaveValue('Rótulo');
  });
});
