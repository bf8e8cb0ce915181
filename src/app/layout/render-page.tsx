// Renders a public page to HTML on the server, so the first paint needs no JavaScript (fast LCP,
// content for crawlers). The browser then hydrates it (boot.tsx). The pages have no loaders, so
// no inline hydration-data script is needed (the strict CSP would refuse it).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../providers';
import { routes } from '../router';

const handler = createStaticHandler(routes);

/** The markup of the page at `pathname`, or null when it can't be rendered ahead (redirects). */
export async function renderPageHtml(pathname: string): Promise<string | null> {
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  // React puts its resource hints (<link rel="preload">) first; in the browser they'd go to
  // <head>. Dropped, so #root holds exactly the elements hydration expects; the images are in the
  // HTML for the browser to find.
  return html.replace(/^(?:<link [^>]*>)+/, '');
}
