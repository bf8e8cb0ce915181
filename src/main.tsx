// The SPA's entry: global styles now; the app itself once the server-rendered page has loaded and
// painted, so neither the first paint nor the largest image waits for React.
// Only the Bootstrap partials the app uses: the stylesheet blocks the first paint.
import './styles/bootstrap.scss';
import './styles/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

const start = () => void import('./app/layout/boot').then(({ boot }) => boot(container));

/** Where an element sits under #root, as child indexes: the live page has the same structure. */
const pathOf = (element: Element): number[] => {
  const path: number[] = [];
  for (let node: Element = element; node !== container && node.parentElement;) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return path;
};
const elementAt = (path: number[]): Element | undefined =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], container);

/** Sets a form field's value so React sees the change (the native setter, then an input event). */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Until React is running, a button pressed on the server-rendered page would do nothing (links
 * work on their own) and text typed in a form would be lost when React puts the live page in
 * place. Presses are held and replayed, and typed text carried over, once the live page is in.
 */
function replayEarlyPresses(root: HTMLElement) {
  const pending: { path: number[]; focused: boolean }[] = [];
  const typed = new Map<string, { path: number[]; value: string }>();
  const keep = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const path = pathOf(field);
    typed.set(path.join('.'), { path, value: field.value });
  };
  document.addEventListener('input', keep, true);
  let focusedPath: number[] | null = null;
  const trackFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && root.contains(event.target)) {
      focusedPath = pathOf(event.target);
    }
  };
  document.addEventListener('focusin', trackFocus, true);
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pending.push({ path: pathOf(button), focused: document.activeElement === button });
  };
  document.addEventListener('click', hold, true);
  const prerendered = root.firstChild;
  const observer = new MutationObserver(() => {
    if (prerendered && root.contains(prerendered)) return;
    // React has committed the live page (its handlers are attached at the root already).
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', keep, true);
    document.removeEventListener('focusin', trackFocus, true);
    const refocus = focusedPath ? elementAt(focusedPath) : undefined;
    if (refocus instanceof HTMLElement && !pending.length) refocus.focus();
    for (const { path, value } of typed.values()) {
      const field = elementAt(path);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        setFieldValue(field, value);
      }
    }
    for (const { path, focused } of pending) {
      const element = elementAt(path);
      if (element instanceof HTMLElement) {
        if (focused) element.focus();
        element.click();
      }
    }
    // A marker for tests and tools that need the live page (not the server-rendered one).
    document.documentElement.dataset.app = 'live';
  });
  observer.observe(root, { childList: true });
}

if (container.childElementCount > 0) {
  replayEarlyPresses(container);
  // Prerendered: the page is readable as it is. Start the app once its images are in (the
  // app's code would otherwise take bandwidth from the largest image) and it has painted.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
} else {
  start();
  document.documentElement.dataset.app = 'live';
}
