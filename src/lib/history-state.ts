// What another page handed over in the router's history state (a sign-in page's way back, a
// notice). The server never sees it, so a page it rendered hydrates without it: a reload keeps the
// state (say, /Login after a redirect), and rendering it then would differ from the server's
// markup, making React throw that markup away with whatever the visitor had typed into it. React
// renders once more with the state right after hydrating (as useMediaQuery does).
import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

/** The router's history state; null while a server-rendered page hydrates (and on the server). */
export function useHistoryState(): unknown {
  const state: unknown = useLocation().state;
  return useHydrated() ? state : null;
}
