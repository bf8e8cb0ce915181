// The HTML crawlers receive: per-page head tags and JSON-LD in the server's answer, the sitemap
// and robots.txt — checked through the real app and SPA middleware.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_SLUGS, publicPaths } from '../../common/paths';
import { mountSpa } from '../spa';
import { contextWithSpa } from '../test/factories';
import { TEST_ORIGIN, type TestContext } from '../test/harness';
import { mountSeo, renderHead } from './seo';

let t: TestContext;

beforeAll(async () => {
  t = await contextWithSpa((t, distDir) => {
    mountSeo(t.app, TEST_ORIGIN);
    mountSpa(t.app, {
      distDir,
      auth: t.runtime.auth,
      renderHead: (p) => renderHead(p, TEST_ORIGIN),
    });
  }, '<html lang="pt-BR">');
});
afterAll(() => t.close());

const jsonLdOf = (html: string): unknown => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]);
};

describe('server-rendered head', () => {
  it('gives each public page its own title, description, canonical and Open Graph tags', async () => {
    const titles = new Set<string>();
    for (const p of publicPaths) {
      const response = await t.request(p);
      expect(response.status).toBe(200);
      const html = await response.text();
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
      expect(title, p).toBeTruthy();
      titles.add(title ?? '');
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${p}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
      expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}${p}" />`);
      expect(html).toContain('<meta property="og:image" content="http://localhost:3000/images/');
      expect(html).not.toContain('noindex');
    }
    expect(titles.size).toBe(publicPaths.length);
  });

  it('embeds the Organization JSON-LD with a customer-service contact point', async () => {
    const html = await (await t.request('/')).text();
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: expect.any(String) as unknown,
      description: expect.any(String) as unknown,
      url: `${TEST_ORIGIN}/`,
      logo: `${TEST_ORIGIN}/logo.svg`,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: expect.stringMatching(/^\+55\d{10,11}$/) as unknown,
      },
    });
  });

  it('points the lower-case /fabrica at the canonical /Fabrica', async () => {
    const html = await (await t.request('/fabrica')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/Fabrica" />`);
    expect(html).toContain('Fabrica');
  });

  it('marks unknown and private pages noindex, with a 404 for unknown ones', async () => {
    const missing = await t.request('/nao-existe');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Página não encontrada');
    expect(html).toContain('noindex');
    const login = await (await t.request('/Login')).text();
    expect(login).toContain('noindex');
    expect(login).not.toContain('rel="canonical"');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page, case pages included', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(publicPaths.map((p) => `${TEST_ORIGIN}${p}`));
    for (const slug of CASE_SLUGS) expect(xml).toContain(`${TEST_ORIGIN}/${slug}<`);
    expect(xml).not.toContain('ClientArea');
  });

  it('keeps the client area, the panel and the API out and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const p of ['/api/', '/ClientArea', '/clientarea', '/Admin', '/Clientes', '/Login']) {
      expect(text).toContain(`Disallow: ${p}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/\n/);
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});
