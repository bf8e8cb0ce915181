// Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
// index.html for every page route (history fallback) — with a 404 status for unknown paths. A
// signed-out visit to a client or panel page is sent to its sign-in page before anything paints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { isAppRoute, RETURN_TO_PARAM, signInPageFor } from '../common/paths';
import type { Auth } from './auth/auth';
import { loadSession } from './auth/guards';
import type { AppEnv } from './http/context';

/** Replaced in index.html by each page's own head (title, description, canonical…). */
export const HEAD_MARKER = '<!--app-head-->';

const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

export interface SpaOptions {
  distDir: string;
  /** Reads the session of a visit to a guarded page (the same check as the API's). */
  auth: Auth;
  /** Head tags for a path, rendered on the server so crawlers see them without JavaScript. */
  renderHead?: (pathname: string) => string;
  /** The page's markup for inside <div id="root">, rendered ahead so it paints without JS. */
  renderBody?: (pathname: string) => Promise<string | null>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

export function mountSpa(app: Hono<AppEnv>, options: SpaOptions) {
  const indexHtml = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const root = path.relative(process.cwd(), options.distDir) || '.';
  const readSession = loadSession(options.auth);

  const compressor = compress();
  const compressPages: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.path.startsWith('/api/') ? next() : compressor(c, next);
  app.use('*', compressPages);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const publicFiles = serveStatic<AppEnv>({
    root,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=86400');
    },
  });
  // Only paths that name a file (robots.txt, /images/…): page routes have no extension.
  const filesOnly: MiddlewareHandler<AppEnv> = (c, next) =>
    FILE_PATH.test(c.req.path) ? publicFiles(c, next) : next();
  app.use('*', filesOnly);
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
    const head = options.renderHead?.(c.req.path) ?? '';
    const body = (await options.renderBody?.(c.req.path)) ?? '';
    c.header('Cache-Control', 'no-cache');
    return c.html(
      indexHtml.replace(HEAD_MARKER, head).replace(ROOT_ELEMENT, `<div id="root">${body}</div>`),
      isAppRoute(c.req.path) ? 200 : 404,
    );
  });
}
