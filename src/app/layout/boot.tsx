// Starts the SPA: the router, then React, hydrating the page the server already rendered.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { trackRouter } from '../../lib/pending-navigation';
import { Providers } from '../providers';
import { createRouter } from '../router';
import { MarkLive } from './boot-mark-live';

export async function boot(container: HTMLElement) {
  const router = createRouter();
  trackRouter(router);
  // Public pages arrive already rendered by the server (server/seo/prerender.ts). Hydration needs
  // the page's lazy chunk in: without it React would see a different tree and render anew.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  const app = (
    <StrictMode>
      <MarkLive>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </MarkLive>
    </StrictMode>
  );
  // Hydration keeps the server's elements (no repaint) and replays a press made while it runs.
  if (container.childElementCount > 0) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
