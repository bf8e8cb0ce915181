// Whether a CSS media query matches, kept current as the window changes. Without a window (the
// server's render, jsdom) it is `fallback`, which the first render in the browser also uses so
// hydration matches.
import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string, fallback: boolean): boolean {
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
    () => fallback,
  );
}

/** Bootstrap's md breakpoint and up: where the lists are tables rather than cards. */
export const MD_UP = '(min-width: 768px)';
