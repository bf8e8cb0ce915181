// The sign-in, client and panel pages rendered on the server for their visitor: the first page of
// data in the HTML (and embedded for the browser's cache), private caching, and the sign-in form
// posted before the JavaScript arrives (303 + cookie; refusals in the page; cross-site refused).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERROR_MESSAGE, NOT_AN_ADMIN_MESSAGE } from '../common/sign-in';
import { apiRoutes } from '../common/api-routes';
import { contextWithServerRendering, insertArt } from './test/factories';
import { ACCOUNT_DEACTIVATED_MESSAGE } from './auth/auth';
import { rateLimit } from './db/schema';
import { cookieFrom, type TestContext, type TestUser } from './test/harness';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  // Behind one proxy, as in production (docs/decisions/0013-nginx-in-front-and-the-session-cache.md): the visitor's address is forwarded.
  t = await contextWithServerRendering({ TRUST_PROXY: 'true' });
  alice = await t.signUp({ name: 'Alice Embalagens' });
  bob = await t.signUp({ name: 'Bob Rótulos' });
  for (let i = 0; i < 51; i++) await insertArt(t, alice.id, { name: `Rótulo Alice ${i}` });
  await insertArt(t, bob.id, { name: 'Segredo do Bob' });
}, 120_000);
afterAll(() => t.close());

/** The answers embedded for the browser's cache. */
function embeddedState(html: string): { queries: { queryKey: unknown[] }[] } {
  const match = /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { queries: { queryKey: unknown[] }[] };
}

const signInForm = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
  },
  body: new URLSearchParams(fields).toString(),
});

describe('client pages rendered with their data', () => {
  it("puts the client's first page of arts in the HTML, and nobody else's", async () => {
    const response = await t.request('/ClientArea', { cookie: alice.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Alice Embalagens');
    expect(html).toContain('Rótulo Alice 50'); // newest first: the first page of 50
    expect(html).not.toContain('Rótulo Alice 0<');
    expect(html).not.toContain('Segredo do Bob');
    const keys = embeddedState(html).queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['me']);
    expect(keys).toContainEqual(['client', 'arts', 'list', { search: '', page: 1 }]);

    const second = await (await t.request('/ClientArea?pagina=2', { cookie: alice.cookie })).text();
    expect(second).toContain('Rótulo Alice 0<');

    // A phone's browser gets the cards only (and the browser hydrates from that guess).
    const phone = await (
      await t.request('/ClientArea', {
        cookie: alice.cookie,
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' },
      })
    ).text();
    expect(phone).toContain('<div id="root" data-wide="0">');
    expect(phone).toContain('Rótulo Alice 50');
    expect(phone).not.toContain('<table');

    const bobs = await (await t.request('/ClientArea', { cookie: bob.cookie })).text();
    expect(bobs).toContain('Segredo do Bob');
    expect(bobs).not.toContain('Rótulo Alice');
  });

  it('renders the panel for an admin with its queue', async () => {
    const admin = await t.createAdmin();
    const html = await (await t.request('/Admin', { cookie: admin.cookie })).text();
    // The queue: every client's arts waiting (50 of 52 on its first page, nearest deadline first).
    expect(html).toContain('Rótulo Alice 3');
    const keys = embeddedState(html).queries.map((query) => query.queryKey);
    // The very key the queue's hook uses (its filters included), so it is not asked again.
    expect(keys).toContainEqual([
      'admin',
      'arts',
      'requested',
      { search: '', page: 1, pieceType: null, service: null },
    ]);
    const clients = await (await t.request('/Clientes', { cookie: admin.cookie })).text();
    expect(clients).toContain('Bob Rótulos');
  });

  it('redirects a signed-out visit to a guarded page', async () => {
    const response = await t.request('/UserArteFinalizada');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/Login?returnTo=%2FUserArteFinalizada');
  });

  it("renders the plate maker's page signed out, per visit (release.spec.ts checks noindex)", async () => {
    // An unknown link: the API's 404 is the browser's to show, so the page renders as loading.
    const response = await t.request(`/clicheria/${'a'.repeat(43)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Carregando os arquivos…');
    expect(html).toContain('id="conteudo"');
    expect(embeddedState(html).queries).toEqual([]);

    // The rendering's call to the link's API counts against the visitor's address, not the proxy's.
    await t.request(`/clicheria/${'b'.repeat(43)}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const [counted] = await t.runtime.db
      .select({ count: rateLimit.count })
      .from(rateLimit)
      .where(eq(rateLimit.key, 'release-link:203.0.113.7'));
    expect(counted?.count).toBe(1);
  });

  it('renders the sign-in form as a plain form posted to the page, privately', async () => {
    const response = await t.request('/Login?returnTo=%2FUserArteFinalizada');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/Login"');
    expect(html).toContain('name="returnTo" value="/UserArteFinalizada"');
    expect(html).toContain('name="email"');
  });
});

describe('sign-in form posted without JavaScript', () => {
  /** Alice's right credentials posted to /Login, asking to go back to `returnTo`. */
  const aliceSignsIn = (returnTo: string) =>
    t.request('/Login', signInForm({ email: alice.email, password: alice.password, returnTo }));

  it('answers 303 to the return address with the session cookie', async () => {
    const response = await aliceSignsIn('/UserArteFinalizada');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/UserArteFinalizada');
    const cookie = cookieFrom(response);
    expect(cookie).toMatch(/session_token=/);
    const page = await t.request('/UserArteFinalizada', { cookie });
    expect(page.status).toBe(200);
  });

  it('goes to the client area by default, and never to another host', async () => {
    const response = await aliceSignsIn('//evil.example');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ClientArea');
  });

  it('goes to the default page for a return address that would leave the site, never a 500', async () => {
    const hostile = [
      '/\t/evil.example',
      '/\\evil.example',
      '//evil.example',
      '/..//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/ClientArea\n',
      '/Client\rArea',
      '/\r\nSet-Cookie: x=1',
      '/ClientArea\u0000',
      '/Client\u0085Area',
    ];
    for (const returnTo of hostile) {
      const response = await aliceSignsIn(returnTo);
      expect(response.status, JSON.stringify(returnTo)).toBe(303);
      expect(response.headers.get('location'), JSON.stringify(returnTo)).toBe('/ClientArea');
    }
    // A path with what a browser would encode anyway goes out encoded, as one header line.
    const encoded = await aliceSignsIn('/arte/ação?x=1#y');
    expect(encoded.status).toBe(303);
    expect(encoded.headers.get('location')).toBe('/arte/a%C3%A7%C3%A3o?x=1#y');
  });

  it("keeps such a return address out of the sign-in page's form", async () => {
    for (const returnTo of ['/\t/evil.example', '/..//evil.example', '/ClientArea\n']) {
      const response = await t.request(`/Login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('name="returnTo"');
    }
  });

  it('shows the SPA’s error in the page with the e-mail kept, and no cookie', async () => {
    const response = await t.request(
      '/Login',
      signInForm({ email: alice.email, password: 'senha-errada-123' }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain(LOGIN_ERROR_MESSAGE);
    expect(html).toContain(`value="${alice.email}"`);
    // In the 'Erro ao entrar' dialog the site shows for a failed sign-in, open, whose 'Fechar'
    // closes it without JavaScript (a form of method "dialog").
    const dialog = /<dialog open="" class="login-error-dialog"[^>]*>([\s\S]*?)<\/dialog>/.exec(
      html,
    );
    expect(dialog?.[1]).toContain('Erro ao entrar');
    expect(dialog?.[1]).toContain(LOGIN_ERROR_MESSAGE);
    expect(dialog?.[1]).toMatch(/<form [^>]*method="dialog"/);
    expect(dialog?.[1]).toMatch(
      /<button type="submit" class="btn btn-primary" autofocus="">Fechar<\/button>/,
    );
    expect(html).not.toContain('role="alert"');
  });

  it("refuses a client's valid credentials on the studio's page, leaving no session", async () => {
    const response = await t.request(
      '/AdmLogin',
      signInForm({ email: bob.email, password: bob.password }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain(NOT_AN_ADMIN_MESSAGE);
  });

  it('tells a deactivated client so, as the SPA does', async () => {
    const carol = await t.signUp({ email: `carol-${Date.now()}@exemplo.com.br` });
    const admin = await t.createAdmin();
    const deactivated = await t.request(apiRoutes.admin.deactivateClient(carol.id), {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(deactivated.status).toBe(200);
    const response = await t.request(
      '/Login',
      signInForm({ email: carol.email, password: carol.password }),
    );
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain(ACCOUNT_DEACTIVATED_MESSAGE);
  });

  it('refuses a cross-site post', async () => {
    const response = await t.request('/Login', {
      ...signInForm({ email: alice.email, password: alice.password }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    // The sign-in page again, saying why (as the SPA would).
    expect(await response.text()).toContain('Este site foi aberto por https://evil.example');
  });
});
