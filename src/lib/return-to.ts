// Where a visitor sent to a sign-in page was going: the page guards hand it over in the router
// state, and the sign-in page goes there once the visitor is in.
import type { Location } from 'react-router';

/** The router state a page guard passes to a sign-in page. */
export const returnToState = (location: Location) => ({
  returnTo: `${location.pathname}${location.search}`,
});

/** The page to go back to, if the state holds one of this site's own addresses. */
export function returnToOf(state: unknown): string | null {
  const value = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : null;
}
