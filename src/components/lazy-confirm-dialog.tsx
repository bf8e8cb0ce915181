// The confirmation of an action on every page of an area (signing out): its code (react-bootstrap's
// Modal and its transitions) is fetched once the page is live and the browser idle, rather than
// with the page, so the first load and its hydration carry none of it. Asked for sooner, the
// dialog opens as soon as its code has arrived.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const loadConfirmDialog = () => import('./confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

/** In idle time where the browser can tell (not Safari), else after the current work. */
const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 0);
};

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from the first opening on, so closing plays the dialog's exit transition.
  const [opened, setOpened] = useState(props.show);
  if (props.show && !opened) setOpened(true);
  useEffect(() => {
    whenIdle(() => void loadConfirmDialog());
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
