// Whether a CSS media query matches, kept current as the window changes. Without matchMedia
// (jsdom) it is `fallback`. In the server's render, and so while the browser hydrates it, it is
// the server's guess (`serverValue`), or unknown (null): a list then holds both layouts, CSS
// showing the right one, so nothing shifts either way.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(
  query: string,
  fallback: boolean,
  serverValue: boolean | null = null,
): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : fallback),
    () => serverValue,
  );
}

/** Bootstrap's md breakpoint and up: where the lists are tables rather than cards. */
export const MD_UP = '(min-width: 768px)';

/**
 * The server's guess of MD_UP for this visitor (from the browser's User-Agent: a phone's says
 * 'Mobile'), so a list renders, and hydrates, one layout rather than both; null: no guess.
 */
export const WideLayoutHint = createContext<boolean | null>(null);

/** Whether lists are tables (md and up) or cards. */
export const useWideLayout = () => useMediaQuery(MD_UP, true, useContext(WideLayoutHint));
