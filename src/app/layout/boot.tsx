// Starts the SPA: the router, then React, hydrating the page the server already rendered.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { trackRouter } from '../../lib/pending-navigation';
import { Providers } from '../providers';
import { createRouter } from '../router';
import { OnPageLive } from './page-live';

/** `onLive` runs once the page is hydrated (or rendered) and React handles its events. */
export async function boot(container: HTMLElement, onLive?: () => void) {
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
      <OnPageLive run={onLive}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </OnPageLive>
    </StrictMode>
  );
  // Hydration keeps the server's elements: no repaint, no layout shift.
  if (container.childElementCount > 0) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
