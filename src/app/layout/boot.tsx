// Starts the SPA: the router, then React over the page the server already rendered.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { trackRouter } from '../../lib/pending-navigation';
import { Providers } from '../providers';
import { createRouter } from '../router';

export async function boot(container: HTMLElement) {
  const router = createRouter();
  trackRouter(router);
  // Public pages arrive already rendered by the server (server/seo/prerender.ts). Rendering only
  // once the page's lazy chunk is in means React swaps that markup for the identical live page in
  // one commit — no blank frame, no layout shift — instead of first clearing it to nothing.
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
  const root = createRoot(container);
  // A transition lets React render in small slices, keeping the page responsive while it starts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
