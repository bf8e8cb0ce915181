// The SPA's entry, loaded by the page's first script (src/page-start.ts) once the server-rendered
// first screen has painted, so neither the first paint nor the largest image waits for React. It
// hydrates that page (src/app/layout/boot.tsx), keeping its elements; links work before that.
// Only the Bootstrap partials the app uses. A server-rendered page carries the rules its markup
// can use inlined (server/critical-css.ts); this whole stylesheet loads after its first paint.
import type { PageStart } from './page-start';
import './styles/bootstrap.scss';
import './styles/site.css';
// The lists' and the panel's few rules too (about 2 KB): the server renders those pages, and their
// rules must be there at the first paint, not arrive with their chunks and move the page then.
import './components/data-table.css';
import './features/admin/components/admin.css';
// The same for the lists' thumbnails and the bell on every signed-in page: arriving later with a
// chunk, a stylesheet restyles and lays out the whole server-rendered list again (~250 ms of main
// thread on a phone for 50 arts).
import './domain/proof/file-thumbnail.css';
import './domain/notifications/notifications.css';
// And the file fields' drop zone (the change request's page is rendered by the server too).
import './components/form/file-field.css';

// zod 4 probes `new Function` to speed parsing up; the CSP forbids eval, and Chrome reports the
// probe as a CSP issue. Its global config (read from here by zod, without loading it) says not to.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

/**
 * The app's two large libraries, evaluated one at a time with a pause for the browser between
 * them. Evaluated with the app, all of it is one task of about 150 ms on a phone (Lighthouse's
 * model), and a tap waits that long. The app (boot.tsx) then reuses them, already evaluated.
 */
const LIBRARIES = [
  () => import('./app/layout/libraries/react-dom'),
  () => import('./app/layout/libraries/router'),
];

/** Lets the browser handle input and paint before the next piece of work. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `stylesheet`: the whole stylesheet loading; the app renders only once it has applied. */
const start = (stylesheet: Promise<void>, onLive?: () => void) =>
  void (async () => {
    for (const load of LIBRARIES) {
      await load();
      await pause();
    }
    const { boot } = await import('./app/layout/boot');
    // The app renders what the page's own rules may not cover (a dialog, the next page).
    await stylesheet;
    await boot(container, onLive);
  })();

/**
 * Real-user speed's beacon (src/lib/rum.ts, docs/product/real-user-speed.md): a chunk of its own,
 * fetched once the page is live and the browser idle, never before the first paint.
 */
const landingPath = location.pathname;
const reportSpeed = () => {
  const load = () => void import('./lib/rum').then(({ reportSpeed }) => reportSpeed(landingPath));
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
};

// What the page's first script started: the whole stylesheet loading, and the input it holds until
// the app is live. Without it (the entry loaded some other way) the page linked its stylesheet.
const linkedItself: PageStart = { stylesheet: Promise.resolve(), release: () => undefined };
const { stylesheet, release } = window.pageStart ?? linkedItself;
start(stylesheet, () => {
  release();
  reportSpeed();
});
