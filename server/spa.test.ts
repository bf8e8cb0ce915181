// The page routes' server side: a signed-out visit to a guarded page is redirected to its sign-in
// page before anything paints, with the return address; anyone signed in gets the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSpa } from './spa';
import { contextWithSpa } from './test/factories';
import type { TestContext } from './test/harness';

let t: TestContext;
const STYLESHEET = 'index-abc123.css';
const CSS = Buffer.from('.site-hero { color: navy; }\n'.repeat(200));

beforeAll(async () => {
  t = await contextWithSpa((t, distDir) => {
    // A stylesheet as the build leaves it: with its Brotli and gzip copies (vite.config.ts).
    mkdirSync(path.join(distDir, 'assets'));
    const file = path.join(distDir, 'assets', STYLESHEET);
    writeFileSync(file, CSS);
    writeFileSync(`${file}.br`, brotliCompressSync(CSS));
    writeFileSync(`${file}.gz`, gzipSync(CSS));
    mkdirSync(path.join(distDir, 'images', 'out'), { recursive: true });
    writeFileSync(path.join(distDir, 'images', 'out', 'capa-360.avif'), 'avif');
    writeFileSync(path.join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mountSpa(t.app, { distDir, auth: t.runtime.auth });
  });
});
afterAll(() => t.close());

describe('guarded pages', () => {
  it('redirects a signed-out visitor to the sign-in page, naming where they were going', async () => {
    const client = await t.request('/ClientArea');
    expect(client.status).toBe(302);
    expect(client.headers.get('location')).toBe('/Login?returnTo=%2FClientArea');
    expect(client.headers.get('cache-control')).toBe('no-store');

    const change = await t.request('/alterar-arte/abc?aba=1');
    expect(change.headers.get('location')).toBe('/Login?returnTo=%2Falterar-arte%2Fabc%3Faba%3D1');

    const panel = await t.request('/pagina-detalhes/abc');
    expect(panel.status).toBe(302);
    expect(panel.headers.get('location')).toBe('/AdmLogin?returnTo=%2Fpagina-detalhes%2Fabc');
  });

  it('serves the page to anyone signed in (the SPA decides what a client sees of the panel)', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request('/ClientArea', { cookie })).status).toBe(200);
    expect((await t.request('/Admin', { cookie })).status).toBe(200);
  });

  it('leaves public pages and the sign-in pages open', async () => {
    for (const open of ['/', '/Login', '/AdmLogin', '/conta-excluida']) {
      expect((await t.request(open)).status, open).toBe(200);
    }
  });
});

describe('built assets', () => {
  it("go out as the build's Brotli copy where the browser takes it, else gzip, else as they are", async () => {
    const as = (encodings: string) =>
      t.request(`/assets/${STYLESHEET}`, { headers: { 'accept-encoding': encodings } });

    const brotli = await as('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/css/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).equals(CSS)).toBe(true);

    const gzip = await as('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(CSS)).toBe(true);

    const plain = await as('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(CSS)).toBe(true);
  });
});

describe("a built file's headers", () => {
  const PAGE_ONLY = ['content-security-policy', 'permissions-policy', 'x-frame-options'];

  it('leave out what only governs a page, keeping what guards a file as a page loads it', async () => {
    for (const file of [`/assets/${STYLESHEET}`, '/images/out/capa-360.avif']) {
      const response = await t.request(file);
      expect(response.status, file).toBe(200);
      for (const name of PAGE_ONLY)
        expect(response.headers.get(name), `${file} ${name}`).toBeNull();
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), file).toBe('same-origin');
      expect(response.headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin');
    }
  });

  it('stay whole on an SVG (opened alone, it can run script) and on the page a missing file gets', async () => {
    for (const file of ['/logo.svg', '/assets/nao-existe.js']) {
      const response = await t.request(file);
      for (const name of PAGE_ONLY)
        expect(response.headers.get(name), `${file} ${name}`).not.toBeNull();
    }
  });
});
