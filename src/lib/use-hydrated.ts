// False in the server's render and while the browser hydrates it, true from the render right after:
// what only the browser knows (the router's history state, an address's query on a prerendered
// page) is shown then, so the first render matches the server's markup and React keeps it.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
