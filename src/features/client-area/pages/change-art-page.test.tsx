// @vitest-environment jsdom
// /alterar-arte/{id}: loading text, name and status, the text box, the 48-business-hour success
// dialog, and the server's 409 message. The network is a scripted fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtDetail } from '../../../../common/api-types';
import { paths, routePatterns } from '../../../../common/paths';
import { requestUrl } from '../../../test/api-answers';
import { ChangeArtPage } from './change-art-page';

const me = {
  id: 'u1',
  name: 'Embalagens Sul Ltda',
  email: 'sul@exemplo.com.br',
  role: 'client',
  credit: 1,
};
const art: ArtDetail = {
  id: 'a1',
  name: 'Caixa Pizza',
  status: 'Finalizado',
  createdAt: '2026-03-05T14:07:00Z',
  updatedAt: '2026-03-06T14:07:00Z',
  briefing: 'Duas cores, logo centralizado.',
  dueAt: '2026-03-09T14:07:00Z',
  client: { id: 'u1', name: 'Embalagens Sul Ltda', email: 'sul@exemplo.com.br' },
  attachments: [],
  deliveries: [],
  events: [],
};

let changeAnswer: { status: number; body: unknown };
const posted: unknown[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posted.length = 0;
  changeAnswer = { status: 200, body: { ...art, status: 'Alteração' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input).pathname;
      if (url === '/api/me') return json(200, me);
      if (url === '/api/arts/a1' && (init?.method ?? 'GET') === 'GET') return json(200, art);
      if (url === '/api/arts/a1/change-request' && init?.method === 'POST') {
        posted.push(JSON.parse(init.body as string));
        return json(changeAnswer.status, changeAnswer.body);
      }
      return json(404, { error: { code: 'not_found', message: 'Arte não encontrada.' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(id = 'a1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePatterns.changeArt, element: <ChangeArtPage /> },
      { path: paths.clientArea, element: <h1>Painel do cliente</h1> },
    ],
    { initialEntries: [paths.changeArt(id)] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ChangeArtPage', () => {
  it('shows the loading text, then the name, status and original briefing', async () => {
    renderPage();
    expect(await screen.findByText('Carregando detalhes da arte...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Caixa Pizza' })).toBeInTheDocument();
    expect(screen.getByText('Finalizado')).toBeInTheDocument();
    expect(screen.getByText('Duas cores, logo centralizado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', paths.clientArea);
  });

  it('needs a description, then confirms the 48 business hours and goes back to the dashboard', async () => {
    const router = renderPage();
    await screen.findByRole('heading', { name: 'Caixa Pizza' });
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    const description = screen.getByLabelText('Descreva as alterações');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Descreva as alterações que você deseja.');
    expect(description).toHaveFocus();
    expect(posted).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Descreva as alterações'), 'Trocar o azul.');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alteração solicitada com sucesso!' });
    expect(dialog).toHaveTextContent('48 horas úteis');
    expect(posted).toEqual([{ description: 'Trocar o azul.' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar ao Dashboard' }));
    expect(router.state.location.pathname).toBe(paths.clientArea);
  });

  it("shows the server's 409 message", async () => {
    changeAnswer = {
      status: 409,
      body: {
        error: {
          code: 'illegal_status',
          message: 'Não é possível pedir alteração de uma arte com status Alteração.',
        },
      },
    };
    renderPage();
    await screen.findByRole('heading', { name: 'Caixa Pizza' });
    await userEvent.type(screen.getByLabelText('Descreva as alterações'), 'Mais uma.');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não é possível pedir alteração de uma arte com status Alteração.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's 404 for someone else's art", async () => {
    renderPage('b2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Arte não encontrada.');
  });
});
