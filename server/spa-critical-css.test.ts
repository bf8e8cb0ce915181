// A page arrives with the rules its markup can use inlined, instead of the build's blocking
// stylesheet, which the browser loads after the first paint (src/main.tsx) or, without
// JavaScript, through the <noscript> link (docs/performance.md, "What keeps pages light").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_MARKER, mountSpa } from './spa';
import { contextWithSpa } from './test/factories';
import type { TestContext } from './test/harness';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">';

let t: TestContext;

beforeAll(async () => {
  t = await contextWithSpa((t, distDir) => {
    // index.html as `vite build` leaves it: the entry script and the blocking stylesheet.
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head>${HEAD_MARKER}${LINK}</head><body><div id="root"></div></body></html>`,
    );
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'assets', 'index-abc123.css'),
      ':root{--bs-body-color:#212529;--bs-unused:red}body{color:var(--bs-body-color)}' +
        '.site-hero{color:navy}.modal{display:none}@media (min-width:768px){.modal{display:block}}',
    );
    mountSpa(t.app, {
      distDir,
      auth: t.runtime.auth,
      renderBody: () => Promise.resolve('<main class="site-hero"><h1>Estúdio</h1></main>'),
    });
  });
});
afterAll(() => t.close());

describe("a page's stylesheet", () => {
  it('is inlined as the rules its markup can use; the whole one is named for later', async () => {
    const response = await t.request('/');
    const html = await response.text();
    expect(html).toContain(
      '<style data-full-css="/assets/index-abc123.css">' +
        ':root{--bs-body-color:#212529}body{color:var(--bs-body-color)}.site-hero{color:navy}' +
        `</style><noscript>${LINK}</noscript>`,
    );
    // No stylesheet holds the first paint back.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
  });

  it('is the same for every visit of the page', async () => {
    const [first, second] = await Promise.all([t.request('/'), t.request('/')]);
    expect(await first.text()).toBe(await second.text());
  });
});
