// The app's router, so code that runs outside a render — a debounce timer — can ask whether a
// navigation is under way at this moment. Hooks such as useNavigation only know what the last
// committed render saw, and React commits a router update in a transition, some time later.
import type { DataRouter } from 'react-router';

let current: DataRouter | null = null;

/** Called once at start-up with the router the app renders. */
export function trackRouter(router: DataRouter): void {
  current = router;
}

/** Whether a navigation to another page than `pathname` has started and not finished yet. */
export function isLeaving(pathname: string): boolean {
  const navigation = current?.state.navigation;
  return !!navigation?.location && navigation.location.pathname !== pathname;
}
