// What crawlers read without running JavaScript: each page's <head> (title, description,
// canonical, Open Graph, the studio's JSON-LD), /sitemap.xml and /robots.txt. The per-page data
// lives in src/content/seo.ts, shared with the SPA.
import type { Hono } from 'hono';
import { paths } from '../../common/paths';
import { ogImage } from '../../src/content/images.generated';
import { organizationJsonLd, pageHeadFor, sitemapPaths } from '../../src/content/seo';
import { site } from '../../src/content/site';
import type { AppEnv } from '../http/context';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped so no value can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> tags of a page, for index.html's <!--app-head--> marker. */
export function renderHead(pathname: string, baseUrl: string): string {
  const head = pageHeadFor(pathname);
  const canonical = `${baseUrl}${head.canonicalPath === '/' ? '/' : head.canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex
      ? '<meta name="robots" content="noindex, nofollow" />'
      : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(baseUrl + ogImage.url)}" />`,
    `<meta property="og:image:width" content="${ogImage.width}" />`,
    `<meta property="og:image:height" content="${ogImage.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${jsonForScript(organizationJsonLd(baseUrl))}</script>`,
  ];
  return tags.join('\n    ');
}

export function renderSitemap(baseUrl: string): string {
  const urls = sitemapPaths
    .map((p) => `  <url><loc>${escapeHtml(baseUrl + p)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Private areas: the client area, the admin panel, their sign-in pages and the API. */
const DISALLOWED: readonly string[] = [
  '/api/',
  paths.login,
  paths.resetPassword,
  paths.clientArea,
  paths.clientFinished,
  paths.myData,
  paths.accountDeleted,
  '/alterar-arte/',
  paths.adminLogin,
  paths.admin,
  paths.adminClients,
  paths.adminFinished,
  paths.adminMessages,
  paths.adminPreflight,
  paths.adminTurnaround,
  paths.adminMails,
  '/cliente-detalhe/',
  '/pagina-detalhes/',
];

export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    // Routes match case-insensitively in the app but robots.txt rules don't: list both spellings.
    ...[...new Set(DISALLOWED.flatMap((p) => [p, p.toLowerCase()]))].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Serves /sitemap.xml and /robots.txt; mount before the SPA's catch-all. */
export function mountSeo(app: Hono<AppEnv>, baseUrl: string) {
  app.get('/sitemap.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(renderSitemap(baseUrl));
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(baseUrl));
  });
}
