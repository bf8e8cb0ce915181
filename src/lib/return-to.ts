// Where a visitor sent to a sign-in page was going: the page guards hand it over in the router
// state, the server's redirect of a signed-out visit (server/spa.ts) in the address, and the
// sign-in page goes there once the visitor is in.
import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { ownAddress, RETURN_TO_PARAM } from '../../common/paths';
import { useHistoryState } from './history-state';

/** The router state a page guard passes to a sign-in page. */
export const returnToState = (location: Location) => ({
  returnTo: `${location.pathname}${location.search}`,
});

/** The page to go back to, if the state holds one of this site's own addresses. */
export function returnToOf(state: unknown): string | null {
  return ownAddress((state as { returnTo?: unknown } | null)?.returnTo);
}

/** The page to go back to: from the router state, else from the address's `returnTo`. */
export function returnToAt(location: Pick<Location, 'state' | 'search'>): string | null {
  return (
    returnToOf(location.state) ??
    ownAddress(new URLSearchParams(location.search).get(RETURN_TO_PARAM))
  );
}

/**
 * The sign-in page's way back. A server redirect's `?returnTo=` moves into the router state, so
 * the address reads as when a page guard sent the visitor (/Login, nothing after it).
 */
export function useReturnTo(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnToAt({ state: useHistoryState(), search: location.search });
  const inQuery = new URLSearchParams(location.search).has(RETURN_TO_PARAM);
  useEffect(() => {
    if (!inQuery) return;
    const rest = new URLSearchParams(location.search);
    rest.delete(RETURN_TO_PARAM);
    const search = rest.size ? `?${rest.toString()}` : '';
    const state: unknown = location.state;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: { ...(state && typeof state === 'object' ? state : {}), returnTo } },
    );
  }, [inQuery, location, navigate, returnTo]);
  return returnTo;
}
