// A page under test as the app runs it: its routes in a memory router over a fresh query cache
// that does not retry, so a scripted failure shows at once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ApiSchemas } from '../lib/api';
import { meQueryKey, type Me } from '../lib/session';
import { ADMIN_ME } from './me';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders `routes` at `entry`; the router tells where a redirect or a link went. */
export function renderRoutes(routes: RouteObject[], entry: string, client = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * A panel page, routed at `path`, for the signed-in studio (`me`, by default ADMIN_ME), opened at
 * `entry` (by default `path`).
 */
export function renderAdminPage(
  path: string,
  page: ReactElement,
  { entry = path, me = ADMIN_ME }: { entry?: string; me?: Me } = {},
) {
  const client = testQueryClient();
  client.setQueryData(meQueryKey, me);
  return renderRoutes([{ path, element: page }], entry, client);
}

/** The signed-in client of the client-area tests, with the balance a test needs. */
export const clientMe = (credit: number): ApiSchemas['Me'] => ({
  id: 'u1',
  name: 'Embalagens Sul Ltda',
  email: 'sul@exemplo.com.br',
  role: 'client',
  credit,
  creditsExpireOn: credit > 0 ? '2026-11-30' : null,
  taxId: null,
  company: { id: 'u1', name: 'Embalagens Sul Ltda', roles: ['administrador'] },
  companies: [{ id: 'u1', name: 'Embalagens Sul Ltda', roles: ['administrador'] }],
});

/**
 * How long a test waits for what a page loads when it is first needed (a dialog's own chunk):
 * under test its first import is transformed then, which can take longer than findBy's second.
 */
export const ON_DEMAND = { timeout: 5_000 };
