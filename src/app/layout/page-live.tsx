// Tells when the page is live: hydrated (or rendered) and handling its own events. The page sits in
// a Suspense boundary, which React hydrates after the frame around it, so the signal comes from
// inside that boundary (root-layout.tsx), not from the root.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

const OnLiveContext = createContext<(() => void) | undefined>(undefined);

/** Gives the page's live signal a listener (boot.tsx). */
export function OnPageLive({ run, children }: { run?: () => void; children: ReactNode }) {
  return <OnLiveContext.Provider value={run}>{children}</OnLiveContext.Provider>;
}

/**
 * Marks <html data-app="live"> (tests and tools wait for it), records the moment on the page's own
 * clock (the User Timing mark `app-live`, which npm run bench:boot reads) and tells the listener.
 */
export function PageLive() {
  const onLive = useContext(OnLiveContext);
  useEffect(() => {
    if (document.documentElement.dataset.app !== 'live') performance.mark('app-live');
    document.documentElement.dataset.app = 'live';
    onLive?.();
  }, [onLive]);
  return null;
}
