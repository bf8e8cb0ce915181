// Renders a page to HTML on the server, so the first paint needs no JavaScript (fast LCP, content
// for crawlers, a sign-in form that works before the scripts arrive). The browser then hydrates it
// (boot.tsx). Public pages have no data. A client or panel page is rendered for its visitor with
// the data its route declares (route-data.ts), fetched from the API in-process with the visitor's
// cookie; those answers are embedded as JSON (a data block, not a script: the strict CSP allows
// it) for the browser's cache to start from. The server routes the SPA's API calls (setServerFetch,
// re-exported here) to the visitor's own in-process fetch of each render (server/seo/prerender.ts).
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { jsonForScript } from '../../../common/html';
import { signInFormKey, type SignInFormState } from '../../features/auth/sign-in-form-state';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { routeDataFor } from '../route-data';
import { routes } from '../router';

const handler = createStaticHandler(routes);

export { setServerFetch } from '../../lib/api';

async function renderHtml(
  url: URL,
  client?: QueryClient,
  wideLayout?: boolean | null,
): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers client={client} wideLayout={wideLayout}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  // React puts its resource hints (<link rel="preload">) first; in the browser they'd go to
  // <head>. Dropped, so #root holds exactly the elements hydration expects; the images are in the
  // HTML for the browser to find.
  return html.replace(/^(?:<link [^>]*>)+/, '');
}

/** The markup of the public page at `pathname`, or null when it can't be rendered ahead. */
export function renderPageHtml(pathname: string): Promise<string | null> {
  return renderHtml(new URL(pathname, 'http://prerender.local'));
}

export interface AppPageRequest {
  /** The page's path and query string. */
  url: string;
  /** A sign-in form the server refused (the page shows why, with the e-mail kept). */
  signInForm?: SignInFormState;
  /** The server's guess: lists as tables (md and up) or cards; null renders both. */
  wideLayout?: boolean | null;
}

export interface RenderedAppPage {
  html: string;
  /** The answers the page was rendered with, JSON safe to put inside a <script> element. */
  state: string;
}

/**
 * A client or panel page (or a sign-in page) rendered for its visitor, with its first data. Run
 * it where the server's fetch (setServerFetch) answers for this visitor.
 */
export async function renderAppPage(request: AppPageRequest): Promise<RenderedAppPage | null> {
  const url = new URL(request.url, 'http://server.local');
  const client = createQueryClient();
  // A failed call is the browser's to retry, as it would have been without the server's help.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  await Promise.all(routeDataFor(url).map((prefetch) => prefetch(client)));
  // Only answers go in: a failure is rendered as loading, which the browser then fetches.
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  if (request.signInForm) client.setQueryData(signInFormKey, request.signInForm);
  const html = await renderHtml(url, client, request.wideLayout);
  if (html === null) return null;
  const state = jsonForScript(dehydrate(client));
  return { html, state };
}
