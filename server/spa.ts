// Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
// index.html for every page route (history fallback) — with a 404 status for unknown paths. A
// signed-out visit to a client or panel page is sent to its sign-in page before anything paints.
// Public pages come with their prerendered markup (shared, cached); the sign-in pages and the
// client and panel pages are rendered for each visitor with their first data (private, never
// stored), and the sign-in form also works as a plain post (spa-sign-in.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { COMPANY_HEADER, COMPANY_QUERY } from '../common/company-address';
import { isAppRoute, RETURN_TO_PARAM, signInPageFor } from '../common/paths';
import type { Auth } from './auth/auth';
import { loadSession } from './auth/guards';
import { criticalCss, parseStylesheet, vocabularyOf } from './critical-css';
import type { AppEnv } from './http/context';
import {
  isRenderedPerVisitor,
  type AppPageRequest,
  type RenderedAppPage,
  type SignInFormState,
} from './seo/prerender';
import { mountFormSignIn } from './spa-sign-in';

/** Replaced in index.html by each page's own head (title, description, canonical…). */
export const HEAD_MARKER = '<!--app-head-->';

const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

export interface SpaOptions {
  distDir: string;
  /** Reads the session of a visit to a guarded page (the same check as the API's). */
  auth: Auth;
  /** PUBLIC_URL: the sign-in form's posts must come from this origin (else the request's own). */
  publicUrl?: string;
  /** Head tags for a path, rendered on the server so crawlers see them without JavaScript. */
  renderHead?: (pathname: string) => string;
  /** The page's markup for inside <div id="root">, rendered ahead so it paints without JS. */
  renderBody?: (pathname: string) => Promise<string | null>;
  /** A sign-in, client or panel page rendered for its visitor, with the data it shows first. */
  renderAppPage?: (request: AppPageRequest) => Promise<RenderedAppPage | null>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The site's stylesheet as Vite links it in index.html (one, blocking the first paint). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/;

/** Critical stylesheets kept, by what their page's markup holds (most pages share a few shapes). */
const CRITICAL_CACHE_SIZE = 200;

/**
 * Replaces index.html's blocking stylesheet with the rules each page's markup can use, inlined
 * (critical-css.ts); src/main.tsx loads the whole stylesheet once the page has painted (its
 * address in `data-full-css`), and a browser without JavaScript through the `<noscript>` link.
 * Null when index.html links no stylesheet of the build (the tests' bare index.html).
 */
function inlineCriticalCss(indexHtml: string, distDir: string) {
  const link = STYLESHEET_LINK.exec(indexHtml);
  if (!link) return null;
  const href = link[1]!;
  let rules: ReturnType<typeof parseStylesheet> | undefined;
  const cache = new Map<string, string>();
  return (html: string): string => {
    rules ??= parseStylesheet(readFileSync(path.join(distDir, href), 'utf8'));
    const vocabulary = vocabularyOf(html);
    const key = [vocabulary.classes, vocabulary.tags, vocabulary.attributes, vocabulary.variables]
      .map((set) => [...set].sort().join(' '))
      .join('|');
    let css = cache.get(key);
    if (css === undefined) {
      css = criticalCss(rules, vocabulary);
      if (cache.size >= CRITICAL_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    } else {
      cache.delete(key);
    }
    // The most recently used last: the first one is the next to go.
    cache.set(key, css);
    return insertAt(
      html,
      link[0],
      `<style data-full-css="${href}">${css}</style><noscript>${link[0]}</noscript>`,
    );
  };
}

/** A script written in the page itself: no `src`, and run (not a JSON data block). */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that let index.html's own scripts run and no other inline
 * script: the page's first script (src/page-start.ts, written in by vite.config.ts) by its hash.
 */
export function inlineScriptSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

const ROOT_OPEN = '<div id="root">';

/** The id render-page.tsx's state goes under (src/app/query-client.ts reads it). */
const SERVER_STATE_ID = 'app-state';

/**
 * `html` with its first `marker` swapped for `value`, taken literally: String.replace would read
 * `$'`, `` $` `` or `$&` in a stored name as its patterns and copy the page into itself.
 */
function insertAt(html: string, marker: string, value: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : `${html.slice(0, at)}${value}${html.slice(at + marker.length)}`;
}

export function mountSpa(app: Hono<AppEnv>, options: SpaOptions) {
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const root = path.relative(process.cwd(), options.distDir) || '.';
  const readSession = loadSession(options.auth);
  const withCriticalCss = inlineCriticalCss(indexHtml, options.distDir);

  const compressor = compress();
  const compressPages: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.path.startsWith('/api/') ? next() : compressor(c, next);
  app.use('*', compressPages);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      // The build's Brotli or gzip copy (vite.config.ts), where the browser takes it.
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const publicFiles = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=86400');
    },
  });
  // Only paths that name a file (robots.txt, /images/…): page routes have no extension.
  const filesOnly: MiddlewareHandler<AppEnv> = (c, next) =>
    FILE_PATH.test(c.req.path) ? publicFiles(c, next) : next();
  app.use('*', filesOnly);
  /** The page for this visitor: prerendered if public, else rendered with their data. */
  const sendPage = async (
    c: Context<AppEnv>,
    signInForm?: SignInFormState,
    status?: ContentfulStatusCode,
  ) => {
    const head = options.renderHead?.(c.req.path) ?? '';
    let body = '';
    let after = '';
    let root = ROOT_OPEN;
    if (isRenderedPerVisitor(c.req.path)) {
      const url = new URL(c.req.url);
      const cookie = c.req.header('cookie');
      // A phone's browser says 'Mobile': its lists are rendered (and hydrated) as cards only.
      const wideLayout = !/Mobi/i.test(c.req.header('user-agent') ?? '');
      const page = await options.renderAppPage?.({
        url: `${url.pathname}${url.search}`,
        // The API in-process, as this visitor: the SPA's own calls, answered by the same routes.
        fetchApi: async (request) => {
          const headers = new Headers(request.headers);
          if (cookie) headers.set('cookie', cookie);
          // The company the address names, as the SPA's calls will name it (src/lib/open-company.ts).
          const company = url.searchParams.get(COMPANY_QUERY)?.trim();
          if (company && !headers.has(COMPANY_HEADER)) headers.set(COMPANY_HEADER, company);
          // The same socket (c.env) and the same forwarded address: a per-address limit (the
          // plate maker's link, docs/product/release.md) counts the visitor, not the proxy.
          for (const name of ['x-forwarded-for', 'user-agent']) {
            const value = c.req.header(name);
            if (value) headers.set(name, value);
          }
          return app.fetch(new Request(request, { headers }), c.env);
        },
        signInForm,
        wideLayout,
      });
      if (page) {
        body = page.html;
        // The guess, for the browser's hydration to start from (boot.tsx).
        root = `<div id="root" data-wide="${wideLayout ? 1 : 0}">`;
        after = `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`;
      }
      // The visitor's own data (or a form they posted): never stored, never shared.
      c.header('Cache-Control', 'private, no-store');
    } else {
      body = (await options.renderBody?.(c.req.path)) ?? '';
      c.header('Cache-Control', 'no-cache');
    }
    const html = insertAt(
      insertAt(indexHtml, HEAD_MARKER, head),
      ROOT_ELEMENT,
      `${root}${body}</div>${after}`,
    );
    // The client area's and the panel's pages keep the blocking stylesheet: their app hydrates
    // as soon as it can and needs all of it, and waiting for it after the paint cost them 0.4–0.8 s
    // to live at 4× CPU (docs/performance.md); what they show first is no image to wait for.
    const inlined = signInPageFor(c.req.path) === null ? withCriticalCss?.(html) : undefined;
    return c.html(inlined ?? html, status ?? (isAppRoute(c.req.path) ? 200 : 404));
  };

  mountFormSignIn(app, {
    auth: options.auth,
    publicUrl: options.publicUrl,
    renderRefusal: (c, form, status) => sendPage(c, form, status),
  });

  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const signIn = signInPageFor(c.req.path);
    if (signIn) {
      await readSession(c, () => Promise.resolve());
      if (!c.get('user')) {
        // The page guards' return address, in the query: a redirect cannot carry router state.
        const returnTo = `${c.req.path}${new URL(c.req.url).search}`;
        c.header('Cache-Control', 'no-store');
        return c.redirect(`${signIn}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`, 302);
      }
    }
    return sendPage(c);
  });
}
