// The SPA's entry: global styles now; the app itself once the server-rendered page's first screen
// has loaded and painted, so neither the first paint nor the largest image waits for React.
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

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once the browser reports the first contentful paint (at once where it cannot tell). */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/**
 * Resolves once the images of the first screen have loaded or failed. Lazy ones in view start only
 * after layout and do not hold the load event, yet one of them may be the largest paint.
 */
const firstScreenImages = () => {
  const inView = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  };
  const pending = [...container.querySelectorAll('img')].filter((i) => !i.complete && inView(i));
  return Promise.all(
    pending.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const atMost = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

if (container.childElementCount > 0) {
  replayEarlyPresses(container);
  // Prerendered: the page is readable as it is. The app's code (about 110 KB) waits until the
  // first screen has painted, images included: it would otherwise take bandwidth from the largest
  // image, and a download finished before the first paint counts against it in Lighthouse's model.
  void (async () => {
    try {
      await loaded();
      await atMost(3000, Promise.all([firstContentfulPaint(), firstScreenImages()]));
      // Two frames: the first one's paint holds whatever the images brought.
      await nextFrame();
      await nextFrame();
    } finally {
      // Whatever went wrong while waiting, the page still needs its app.
      setTimeout(start, 0);
    }
  })();
} else {
  start();
  document.documentElement.dataset.app = 'live';
}
