// Starts the SPA: the router, then React, hydrating the page the server already rendered.
import { StrictMode, startTransition } from 'react';
import { setHydrating } from '../../lib/early-input';
import { trackRouter } from '../../lib/pending-navigation';
import { Providers } from '../providers';
import { createQueryClient, readServerState } from '../query-client';
import { createRouter } from '../router';
import { createRoot, hydrateRoot } from './libraries/react-dom';
import { RouterProvider } from './libraries/router';
import { OnPageLive } from './page-live';

/** The server's guess for the lists' layout, which hydration must start from (spa.ts sets it). */
function wideLayoutHint(container: HTMLElement): boolean | null {
  const { wide } = container.dataset;
  return wide === undefined ? null : wide === '1';
}

/** `onLive` runs once the page is hydrated (or rendered) and React handles its events. */
export async function boot(container: HTMLElement, onLive?: () => void) {
  // The answers a signed-in page was rendered with (render-page.tsx), read before the router
  // starts so no page asks for them again.
  const queryClient = createQueryClient(readServerState());
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
      <OnPageLive
        run={() => {
          setHydrating(false);
          onLive?.();
        }}
      >
        <Providers client={queryClient} wideLayout={wideLayoutHint(container)}>
          <RouterProvider router={router} />
        </Providers>
      </OnPageLive>
    </StrictMode>
  );
  // Hydration keeps the server's elements: no repaint, no layout shift. Fields typed into before
  // then keep their text (early-input.ts). Started in a transition, React hydrates in slices of a
  // few milliseconds and lets the browser breathe between them (a plain hydrateRoot renders the
  // whole page in one task: ~80 ms for the panel's queue here, four times that on Lighthouse's
  // phone); the page is readable all along, and presses wait (main.tsx) until it is live.
  if (container.childElementCount > 0) {
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
