// The page's first script is written into index.html (vite.config.ts, src/page-start.ts): the
// pages' Content-Security-Policy lets exactly that script run, by its hash, and no other inline one.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app';
import { HEAD_MARKER, inlineScriptSources, mountSpa } from './spa';
import { contextWithSpa } from './test/factories';
import type { TestContext } from './test/harness';

const PAGE_START = 'startPage("/assets/index-abc123.js");';
const INDEX_HTML =
  `<!doctype html><html><head>${HEAD_MARKER}</head><body><div id="root"></div>` +
  `<script type="module">${PAGE_START}</script>` +
  '<script type="application/json" id="fixture">{"not":"run"}</script>' +
  '<script type="module" src="/assets/other.js"></script></body></html>';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

let t: TestContext;
let app: App;

beforeAll(async () => {
  t = await contextWithSpa((t, distDir) => {
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    // As server/index.ts builds it: the sources from the very index.html the pages are made of.
    app = createApp(t.runtime, { pageScriptSources: inlineScriptSources(INDEX_HTML) });
    mountSpa(app, { distDir, auth: t.runtime.auth });
  });
});
afterAll(() => t.close());

describe("the page's first script", () => {
  it('is listed by its hash alone: not the data block, not a script with an address', () => {
    expect(inlineScriptSources(INDEX_HTML)).toEqual([`'sha256-${sha256(PAGE_START)}'`]);
  });

  it("is allowed by the page's policy, beside the site's own files and nothing else inline", async () => {
    const response = await app.request('http://localhost:3000/About');
    const html = await response.text();
    expect(html).toContain(`<script type="module">${PAGE_START}</script>`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${sha256(PAGE_START)}'`);
  });

  it('lets no inline script run on an app built without one', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
  });
});
