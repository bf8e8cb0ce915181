// What search engines and the speed budget see: head tags and JSON-LD in the server's HTML, titles
// kept in step on client-side navigation, sitemap and robots, and public pages that never
// download client-area or admin code nor anything from another host before interaction, and
// fetch the app's own code only after their first screen has painted.
import { expect, test } from './fixtures';
import { gotoLive } from './live';

const PRIVATE_CHUNK =
  /\/assets\/(admin|client-area|auth-client|session|login-page|finished-arts|change-art|sign-in|schemas)[-.]/;

test('the HTML the server sends carries the page head and the Organization JSON-LD', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/ServicesPage')).text();
  expect(html).toContain('<title>Serviços | Estúdio Flexo</title>');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ServicesPage" />`);
  expect(html).toMatch(/<meta property="og:title" content="Serviços \| Estúdio Flexo" \/>/);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(jsonLd ?? '{}') as {
    '@type'?: string;
    contactPoint?: { contactType?: string; telephone?: string };
  };
  expect(data['@type']).toBe('Organization');
  expect(data.contactPoint?.contactType).toBe('customer service');
  expect(data.contactPoint?.telephone).toMatch(/^\+55/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The public pages, '/verificar' (a termo's verification) among them.
  expect(sitemap.match(/<loc>/g)).toHaveLength(18);
  expect(sitemap).toContain('/verificar</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /ClientArea');
  expect(robots).toContain('Disallow: /Admin');
  expect(robots).toContain('Disallow: /api/');
});

test('navigating in the SPA updates the title, description and canonical', async ({ page }) => {
  await gotoLive(page, '/About');
  await expect(page).toHaveTitle('Sobre Nós | Estúdio Flexo');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Portfólio' })
    .click();
  await expect(page).toHaveTitle('Portfólio | Estúdio Flexo');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/Cases$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /últimas artes/,
  );
  await page.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveTitle(/Agência de Marketing Digital/);
});

test('public pages load no client-area or admin code and nothing from other hosts', async ({
  page,
  baseURL,
}) => {
  const scripts: string[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) foreign.push(url);
    if (request.resourceType() === 'script') scripts.push(url);
  });
  for (const path of [
    '/',
    '/flexo',
    '/About',
    '/ServicesPage',
    '/Cases',
    '/Deamar',
    '/UserTerms',
    '/Privacidade',
  ]) {
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await page.mouse.wheel(0, 4000);
  }
  // Opening the contact dialog loads only the form.
  await gotoLive(page, '/About');
  await page.getByRole('button', { name: 'Fale com a gente' }).click();
  await expect(page.getByRole('dialog', { name: 'Seu futuro começa agora!' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => PRIVATE_CHUNK.test(url))).toEqual([]);
  expect(foreign).toEqual([]);
});

test('no script is fetched before the first screen has painted, images included', async ({
  page,
}) => {
  // /UserTerms' first screen is text only (the logo is drawn in the page, not an image): there the
  // app waits for the first paint alone.
  const textOnly = new Set(['/UserTerms']);
  for (const path of ['/', '/flexo', '/About', '/Cases', '/Deamar', '/UserTerms']) {
    await gotoLive(page, path);
    // A string expression: the test runner has no DOM types, the page has the globals.
    const timing = await page.evaluate<{
      /** Infinity when none was fetched. */
      firstScriptStart: number;
      firstPaint?: number;
      imageEnds: number[];
    }>(`(() => {
      const resources = performance.getEntriesByType('resource');
      const end = (url) => resources.find((entry) => entry.name === url)?.responseEnd ?? -1;
      const inFirstScreen = (image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      };
      return {
        // The page's own first script is written in it (src/page-start.ts): every script is the app's.
        firstScriptStart: Math.min(...resources.filter((entry) => /\\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        // The live page's images are the same files as the server-rendered page's.
        imageEnds: [...document.querySelectorAll('img')].filter(inFirstScreen).map((image) => end(image.currentSrc)),
      };
    })()`);
    const { firstScriptStart, firstPaint, imageEnds } = timing;
    if (!Number.isFinite(firstScriptStart) || firstPaint === undefined) {
      throw new Error(`${path}: no timing for the app's code or the first paint`);
    }
    expect(firstScriptStart, path).toBeGreaterThan(firstPaint);
    expect(imageEnds.length > 0, `${path}: images in the first screen`).toBe(!textOnly.has(path));
    for (const end of imageEnds) {
      expect(end, path).toBeGreaterThan(0);
      expect(end, path).toBeLessThan(firstScriptStart);
    }
  }
});
