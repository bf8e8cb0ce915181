// Server-side rendering of the public pages: their HTML goes inside <div id="root"> so the first
// paint (and the largest text) needs no JavaScript, and crawlers read the content directly; the
// browser then hydrates it. The SPA's own components render it (src/app/layout/render-page.tsx):
// built by Vite beside the built server (`vite build --ssr`), or, when the server runs from its
// TypeScript sources (`npm run dev`, tests), loaded through tsx with the SPA's tsconfig (JSX). Once
// per process; each page is rendered once and cached (content is static).
import { AsyncLocalStorage } from 'node:async_hooks';
import { isAppRoute, paths, publicPaths, routePatterns, signInPageFor } from '../../common/paths';
import type { Logger } from '../logger';

type RenderPageHtml = (pathname: string) => Promise<string | null>;

export type ApiFetch = (request: Request) => Promise<Response>;

/** A sign-in form the server refused: the page shows why, with the e-mail kept. */
export interface SignInFormState {
  email: string;
  error: string;
}

export interface AppPageRequest {
  /** The page's path and query string. */
  url: string;
  /** Answers the SPA's API calls for this visitor (the app in-process, with their cookie). */
  fetchApi: ApiFetch;
  signInForm?: SignInFormState;
  /** The server's guess: lists as tables (md and up) or cards. */
  wideLayout?: boolean | null;
}

export interface RenderedAppPage {
  html: string;
  /** The answers the page was rendered with (JSON, safe inside a <script> element). */
  state: string;
}

const ENTRY = '../../src/app/layout/render-page.tsx';

/** A module loader hook answering every .css import with an empty module. */
const IGNORE_CSS_LOADER =
  'data:text/javascript,' +
  encodeURIComponent(
    'export async function load(url, context, next) {' +
      " if (/\\.css(?:\\?|$)/.test(url)) return { format: 'module', source: '', shortCircuit: true };" +
      ' return next(url, context); }',
  );

/** Replaced by `true` in the server that Vite builds (vite.config.ts); undeclared elsewhere. */
declare const __BUILT_SERVER__: boolean | undefined;
const builtServer = typeof __BUILT_SERVER__ !== 'undefined' && __BUILT_SERVER__;

/** render-page.tsx's exports (typed here: the server's tsconfig does not compile the SPA). */
type RendererModule = {
  renderPageHtml: RenderPageHtml;
  renderAppPage: (request: Omit<AppPageRequest, 'fetchApi'>) => Promise<RenderedAppPage | null>;
  setServerFetch: (fetch: ApiFetch) => void;
};

async function importRenderer(): Promise<RendererModule> {
  if (builtServer) {
    // dist-server/render-page.js, beside the built server's files.
    const built = new URL('./render-page.js', import.meta.url).href;
    // Known only at run time, so untyped: it is render-page.tsx, built.
    return (await import(/* @vite-ignore */ built)) as RendererModule;
  }
  // The SPA's components import their stylesheets, which Vite bundles; here they are nothing.
  const { register } = await import('node:module');
  register(IGNORE_CSS_LOADER);
  const { tsImport } = await import('tsx/esm/api');
  // tsImport answers `any`: the module is render-page.tsx.
  return (await tsImport(ENTRY, {
    parentURL: import.meta.url,
    tsconfig: new URL('../../tsconfig.app.json', import.meta.url).pathname,
  })) as RendererModule;
}

const PUBLIC = new Set([...publicPaths, '/fabrica'].map((p) => p.toLowerCase()));

const SIGN_IN_PAGES = new Set(
  [paths.login, paths.adminLogin, paths.resetPassword].map((p) => p.toLowerCase()),
);

/** The plate maker's page: public, but its package is a secret link's, so rendered per visit. */
const PLATE_MAKER_PAGE = new RegExp(
  `^${routePatterns.plateMakerRelease.replace(':token', '[^/]+')}$`,
  'i',
);

/**
 * The sign-in pages, every client or panel page and the plate maker's: rendered for each visit,
 * with the visitor's own data, never cached nor shared.
 */
export function isRenderedPerVisitor(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    SIGN_IN_PAGES.has(normalized.toLowerCase()) ||
    signInPageFor(normalized) !== null ||
    PLATE_MAKER_PAGE.test(normalized)
  );
}

/** Public pages and unknown addresses (the 404 page); never the client area or the panel. */
export function isPrerenderable(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC.has(normalized.toLowerCase()) || !isAppRoute(normalized);
}

export function createPagePrerenderer(logger: Logger) {
  let renderer: Promise<RendererModule | null> | undefined;
  const cache = new Map<string, Promise<string | null>>();
  // Each render's API calls go to its own visitor's fetch, however many renders overlap.
  const visitorFetch = new AsyncLocalStorage<ApiFetch>();

  const loadRenderer = () =>
    (renderer ??= (async () => {
      try {
        const module = await importRenderer();
        module.setServerFetch((request) => {
          const fetchApi = visitorFetch.getStore();
          if (!fetchApi) return Promise.reject(new Error('API call outside a page render'));
          return fetchApi(request);
        });
        return module;
      } catch (error) {
        // Without it the site still works: the SPA renders in the browser as before.
        logger.error({ err: error }, 'page prerendering unavailable');
        return null;
      }
    })());
  const load = async () => (await loadRenderer())?.renderPageHtml ?? null;

  return {
    /** The page's HTML, or null (private page, or prerendering unavailable). */
    async renderBody(pathname: string): Promise<string | null> {
      if (!isPrerenderable(pathname)) return null;
      const key = PUBLIC.has(pathname.toLowerCase()) ? pathname : '<not-found>';
      let html = cache.get(key);
      if (!html) {
        html = load().then(async (renderPage) => {
          if (!renderPage) return null;
          try {
            return await renderPage(key === '<not-found>' ? '/pagina-nao-encontrada' : pathname);
          } catch (error) {
            logger.error({ err: error, pathname }, 'page prerender failed');
            return null;
          }
        });
        cache.set(key, html);
      }
      return html;
    },
    /** A sign-in, client or panel page for its visitor; null if it cannot be rendered here. */
    async renderAppPage({ fetchApi, ...request }: AppPageRequest): Promise<RenderedAppPage | null> {
      const module = await loadRenderer();
      if (!module) return null;
      try {
        return await visitorFetch.run(fetchApi, () => module.renderAppPage(request));
      } catch (error) {
        // The SPA then renders it in the browser, as before.
        logger.error({ err: error, url: request.url }, 'app page render failed');
        return null;
      }
    },
    /** Loads the renderer ahead of the first visitor. */
    warm(): Promise<unknown> {
      return loadRenderer();
    },
  };
}
