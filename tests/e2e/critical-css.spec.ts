// A public page or a sign-in page carries only the rules its markup can use (server/critical-css.ts) and the
// whole stylesheet loads after its first paint (src/page-start.ts): the page must look exactly the same
// with its own rules as with the whole stylesheet, or it would move or change when that arrives.
import type { Page } from '@playwright/test';
import { expect, signInAsStudio, signInThroughApi, test } from './fixtures';

/**
 * Every element's computed style (and its ::before / ::after) and its box, keyed by its place in
 * the page. Custom properties aside: the page's rules leave out those nothing on it reads, which
 * show nothing. Margins are read as where the boxes land: Chromium reports an `auto` margin's used
 * value as 0 or as the space it takes depending on how that part was last laid out, so the same
 * centred container read '0px' once and '70px' once with identical rules.
 */
const snapshot = (page: Page) =>
  page.evaluate<Record<string, string>>(`(() => {
    const styles = {};
    const all = document.body.querySelectorAll('*');
    all.forEach((element, index) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const values = [];
        // A pseudo-element without content draws nothing: its other values do not matter.
        if (pseudo && style.content === 'none') {
          styles[index + ' ' + element.tagName + pseudo] = 'content:none';
          continue;
        }
        for (let i = 0; i < style.length; i++) {
          const name = style[i];
          if (name.startsWith('--') || name.startsWith('margin')) continue;
          values.push(name + ':' + style.getPropertyValue(name));
        }
        if (!pseudo) {
          const box = element.getBoundingClientRect();
          values.push('box:' + [box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(','));
        }
        styles[index + ' ' + element.tagName + '.' + element.className + (pseudo ?? '')] =
          values.join(';');
      }
    });
    return styles;
  })()`);

/**
 * The page as the server sent it, painted, with its own rules only: the page's first script
 * (src/page-start.ts) asks for the whole stylesheet and the app once it has painted, and both
 * are held back. Resolves to what lets the stylesheet through.
 */
async function openWithItsOwnRules(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Never answered: the app does not start (an aborted import would be an uncaught error).
  await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator('style[data-full-css]')).toHaveCount(1);
  // Asked for once the page painted (a stylesheet added by a script blocks no paint), and held.
  await expect(page.locator('html.site-painted')).toBeAttached();
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(await page.evaluate('document.styleSheets.length')).toBe(1);
  return release;
}

/** Lets the whole stylesheet the page asked for through, and waits for it to apply. */
async function applyTheWholeStylesheet(page: Page, release: () => void) {
  release();
  // Not waitForFunction: its polling evaluates a string, which the page's CSP refuses.
  await page.evaluate(`new Promise((resolve) => {
    const link = document.querySelector('link[rel="stylesheet"]');
    if (link.sheet) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
  })`);
}

async function expectTheSameWithTheWholeStylesheet(page: Page, path: string) {
  // Reading every value of every element twice takes a while on a busy machine.
  test.slow();
  const release = await openWithItsOwnRules(page, path);
  const own = await snapshot(page);
  await applyTheWholeStylesheet(page, release);
  const whole = await snapshot(page);
  expect(Object.keys(own).length).toBeGreaterThan(50);
  const differences = Object.keys(whole)
    .filter((key) => own[key] !== whole[key])
    .map((key) => {
      const before = new Map((own[key] ?? '').split(';').map((d) => [d.split(':')[0], d]));
      const changed = whole[key]!.split(';').filter((d) => before.get(d.split(':')[0]) !== d);
      return `${key}: ${changed.slice(0, 4).join('; ')}`;
    });
  expect(differences, `${path} changes once the whole stylesheet applies`).toEqual([]);
}

for (const viewport of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/', '/Cases', '/ServicesPage', '/About', '/flexo', '/Deamar', '/Login']) {
      test(`${path} looks the same with its own rules as with the whole stylesheet`, async ({
        page,
      }) => {
        await expectTheSameWithTheWholeStylesheet(page, path);
      });
    }

    test('the client area and the panel link the whole stylesheet, inlining nothing', async ({
      page,
      client,
      baseURL,
    }) => {
      // The whole stylesheet, as a public page names it for page-start.ts to load after its paint.
      await page.goto('/');
      const wholeStylesheet = await page
        .locator('style[data-full-css]')
        .getAttribute('data-full-css');
      expect(wholeStylesheet).toMatch(/^\/assets\/[\w-]+\.css$/);
      const expectTheWholeStylesheetLinked = async (path: string) => {
        await page.goto(path);
        await expect(page.locator('style[data-full-css]')).toHaveCount(0);
        await expect(page.locator(`link[rel="stylesheet"][href="${wholeStylesheet}"]`)).toHaveCount(
          1,
        );
      };
      await signInThroughApi(page.request, baseURL!, client);
      await expectTheWholeStylesheetLinked('/ClientArea');
      await signInAsStudio(page);
      await expectTheWholeStylesheetLinked('/Admin');
    });
  });
}

test('the page loads the whole stylesheet once it has painted, before it is live', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-app="live"]')).toBeAttached();
  const href = await page.locator('style[data-full-css]').getAttribute('data-full-css');
  expect(href).toMatch(/^\/assets\/[\w-]+\.css$/);
  await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
});
