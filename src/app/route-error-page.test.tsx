// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter(
    [{ path: '/', loader, element: <p>nunca</p>, errorElement: <RouteErrorPage /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it('shows the status and message of a failed route', async () => {
    renderFailingRoute(() => {
      // React Router's own idiom for an HTTP failure in a loader is a thrown Response.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw new Response(null, { status: 503, statusText: 'Serviço indisponível' });
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Serviço indisponível')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    renderFailingRoute(() => {
      throw new Error('Loading chunk 7 failed');
    });
    expect(await screen.findByText('Loading chunk 7 failed')).toBeInTheDocument();
  });

  it('explains in pt-BR a page whose code could not be fetched, and offers to reload', async () => {
    renderFailingRoute(() => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/admin-clients-page-x.js',
      );
    });
    expect(
      await screen.findByText(
        'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('offers no reload for an error a reload would not fix', async () => {
    renderFailingRoute(() => {
      throw new Error('x is undefined');
    });
    expect(await screen.findByText('x is undefined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
