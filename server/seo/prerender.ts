// Server-side rendering of the public pages: their HTML goes inside <div id="root"> so the first
// paint (and the largest text) needs no JavaScript, and crawlers read the content directly; the
// browser then hydrates it. The SPA's own components render it (src/app/layout/render-page.tsx):
// built by Vite beside the built server (`vite build --ssr`), or, when the server runs from its
// TypeScript sources (`npm run dev`, tests), loaded through tsx with the SPA's tsconfig (JSX). Once
// per process; each page is rendered once and cached (content is static).
import { isAppRoute, publicPaths } from '../../common/paths';
import type { Logger } from '../logger';

type RenderPageHtml = (pathname: string) => Promise<string | null>;

const ENTRY = '../../src/app/layout/render-page.tsx';

/** Replaced by `true` in the server that Vite builds (vite.config.ts); undeclared elsewhere. */
declare const __BUILT_SERVER__: boolean | undefined;
const builtServer = typeof __BUILT_SERVER__ !== 'undefined' && __BUILT_SERVER__;

type RendererModule = { renderPageHtml: RenderPageHtml };

async function importRenderer(): Promise<RendererModule> {
  if (builtServer) {
    // dist-server/render-page.js, beside the built server's files.
    const built = new URL('./render-page.js', import.meta.url).href;
    // Known only at run time, so untyped: it is render-page.tsx, built.
    return (await import(/* @vite-ignore */ built)) as RendererModule;
  }
  const { tsImport } = await import('tsx/esm/api');
  // tsImport answers `any`: the module is render-page.tsx.
  return (await tsImport(ENTRY, {
    parentURL: import.meta.url,
    tsconfig: new URL('../../tsconfig.app.json', import.meta.url).pathname,
  })) as RendererModule;
}

const PUBLIC = new Set([...publicPaths, '/fabrica'].map((p) => p.toLowerCase()));

/** Public pages and unknown addresses (the 404 page); never the client area or the panel. */
export function isPrerenderable(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC.has(normalized.toLowerCase()) || !isAppRoute(normalized);
}

export function createPagePrerenderer(logger: Logger) {
  let render: Promise<RenderPageHtml | null> | undefined;
  const cache = new Map<string, Promise<string | null>>();

  const load = () =>
    (render ??= (async () => {
      try {
        return (await importRenderer()).renderPageHtml;
      } catch (error) {
        // Without it the site still works: the SPA renders in the browser as before.
        logger.error({ err: error }, 'page prerendering unavailable');
        return null;
      }
    })());

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
    /** Loads the renderer ahead of the first visitor. */
    warm(): Promise<unknown> {
      return load();
    },
  };
}
