// The page's first script, written into its HTML (vite.config.ts, `inlinePageStart`) instead of a
// request: it holds what the visitor presses or types, waits until the server-rendered first screen
// has painted (its images included), then loads the whole stylesheet and the app's entry
// (src/main.tsx). No script is fetched, parsed or run before the largest paint, and the app's code
// takes no bandwidth from the first screen's images (docs/performance.md, "Little before the
// largest paint"). Inlined, it must stand alone: no import here but of types.

/** What the app takes over from this script (src/main.tsx reads it from `window.pageStart`). */
export interface PageStart {
  /** The whole stylesheet loading; resolves once it has applied or failed. */
  stylesheet: Promise<void>;
  /** Ends the holding of early input and replays it; for the app to call once it is live. */
  release: () => void;
}

declare global {
  interface Window {
    pageStart?: PageStart;
  }
}

/** Inputs that take no typing: their changes are choices (`change`) or presses. */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * Tells React the field's text as if typed now. React notices an input only when the value
 * differs from the one it last saw: the field's own setter (which React watches) records it as
 * empty, the prototype's puts the text back unseen, and the input event carries the difference.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement) {
  const text = field.value;
  if (!text) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  field.value = '';
  // The prototype's own setter, which React does not watch.
  Reflect.set(prototype.prototype, 'value', text, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * React's code waits for the first paint, and its own replay drops a press on a page still waiting
 * in its Suspense boundary: a button pressed before the page is live is held, then pressed again,
 * a choice made in a list box before then is made again, and text typed is told to React again.
 * Hydration keeps the very elements (and what was typed in them), so no mapping is needed. A form
 * that works without JavaScript (one with an `action`, the sign-in) is left to post itself:
 * holding it would only make it wait.
 */
function holdEarlyInput(root: HTMLElement): () => void {
  const held: Array<() => void> = [];
  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => {
      if (button.isConnected) button.click();
    });
  };
  const holdChoice = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !root.contains(select)) return;
    const { value } = select;
    held.push(() => {
      if (!select.isConnected) return;
      // Hydration may have set the list back to the state's value: choose again, as the visitor did.
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  // Text typed before then stays in the field, but the form's state never saw it (no input event
  // reached React): told again once live, or a meter or a check reads an empty field.
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const holdTyping = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (field instanceof HTMLInputElement && UNTYPED_INPUTS.has(field.type)) return;
    if (root.contains(field)) typed.add(field);
  };
  document.addEventListener('click', holdPress, true);
  document.addEventListener('change', holdChoice, true);
  document.addEventListener('input', holdTyping, true);
  return () => {
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('change', holdChoice, true);
    document.removeEventListener('input', holdTyping, true);
    // In a task of their own: the live signal comes from inside React's effects, and a press
    // dispatched from there re-enters React in the middle of its own work.
    setTimeout(() => {
      for (const field of typed) if (field.isConnected) retype(field);
      typed.clear();
      for (const replay of held.splice(0)) replay();
    }, 0);
  };
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

/** Resolves once the image has loaded or failed. */
const settled = (image: HTMLImageElement) =>
  new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });

/**
 * Resolves once the images of the first screen have loaded or failed. Lazy ones in view start only
 * after layout and do not hold the load event, yet one of them may be the largest paint. Which
 * ones are in view comes from an IntersectionObserver, which reads the layout the browser makes
 * anyway: asking each image for its box would force a layout per image in the gallery's skipped
 * rows (content-visibility), a long task before the first paint.
 */
const firstScreenImages = (root: HTMLElement) =>
  new Promise<void>((resolve) => {
    const pending = [...root.querySelectorAll('img')].filter((image) => !image.complete);
    if (!pending.length) return resolve();
    // Every image is observed at once, so the first report holds them all.
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      const waiting = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => entry.target as HTMLImageElement)
        // One may have finished since: its load event is gone.
        .filter((image) => !image.complete);
      void Promise.all(waiting.map(settled)).then(() => resolve());
    });
    for (const image of pending) observer.observe(image);
  });

/** The first screen has painted: the portfolio's later images may load now (site.css). */
const markPainted = () => document.documentElement.classList.add('site-painted');

/** A `<link>` of `rel` to `href`, fetched in CORS mode as the build's modules and styles are. */
function appendLink(rel: string, href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  return link;
}

/**
 * The whole stylesheet. A server-rendered page arrives with only the rules its markup can use,
 * inlined (server/critical-css.ts), so that its first paint waits for no request; the rest
 * (what the app renders later: dialogs, menus, other pages) loads once the page has painted.
 * Resolves once it has applied (or failed); at once where the page linked it itself (no `href`).
 */
function loadFullStylesheet(href: string | undefined): Promise<void> {
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = appendLink('stylesheet', href);
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const atMost = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Holds early input, waits for the first screen's paint, then starts the app from `entry`; the
 * modules it imports statically (`preloads`) are fetched beside it.
 */
export function startPage(entry: string, preloads: readonly string[] = []) {
  const root = document.getElementById('root');
  const prerendered = !!root && root.childElementCount > 0;
  const release = prerendered ? holdEarlyInput(root) : () => undefined;
  // Fetched beside the entry instead of a round trip after it.
  const fetchApp = () => [entry, ...preloads].forEach((href) => appendLink('modulepreload', href));
  const fullCss = document.querySelector<HTMLStyleElement>('style[data-full-css]')?.dataset.fullCss;
  // A page that links its whole stylesheet (the client area's and the panel's, server/spa.ts)
  // hydrates as soon as it can: its modules are fetched now and run after the paint. A public
  // page's wait until then, off its largest paint's network.
  const fetchNow = !fullCss;
  if (fetchNow) fetchApp();
  void (async () => {
    try {
      // Prerendered: the page is readable as it is, and the app's code (about 110 KB) waits until
      // the first screen has painted, images included: it would otherwise take bandwidth from the
      // largest image, and a script run before the largest paint counts against it in
      // Lighthouse's model.
      if (prerendered) {
        await loaded();
        await atMost(3000, Promise.all([firstContentfulPaint(), firstScreenImages(root)]));
        // Two frames: the first one's paint holds whatever the images brought.
        await nextFrame();
        await nextFrame();
      }
    } finally {
      // Whatever went wrong while waiting, the page still needs its images, its styles and its app.
      markPainted();
      window.pageStart = { stylesheet: loadFullStylesheet(fullCss), release };
      if (!fetchNow) fetchApp();
      await import(/* @vite-ignore */ entry);
    }
  })();
}
