// The session cookie as the browser receives it: an admin's ends with the admin session (12 h),
// a client's after 7 days; behind an https PUBLIC_URL it is a `__Host-` cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness';
import { createAdmin } from './admin-account';
import { ADMIN_SESSION_MAX_AGE_MS, SESSION_LIFETIME_SECONDS } from './session-policy';
import { capSessionCookieMaxAge } from './session-cookie';

const ADMIN_SECONDS = ADMIN_SESSION_MAX_AGE_MS / 1000;

function sessionCookie(response: Response, name: RegExp) {
  const entry = response.headers.getSetCookie().find((cookie) => name.test(cookie));
  expect(entry, 'a session Set-Cookie').toBeDefined();
  const attributes = entry!.split(';').map((part) => part.trim());
  const maxAge = Number(attributes.find((a) => /^max-age=/i.test(a))?.split('=')[1]);
  return { entry: entry!, attributes, maxAge };
}

const email = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;

describe('on plain http (development, tests)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const signIn = (address: string) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: address, password: TEST_PASSWORD },
    });

  it("gives an admin's cookie the admin session's 12 hours, a client's 7 days", async () => {
    const admin = email('admin');
    await createAdmin(t.runtime, { email: admin, password: TEST_PASSWORD });
    const adminCookie = sessionCookie(await signIn(admin), /^better-auth\.session_token=/);
    expect(adminCookie.maxAge).toBeLessThanOrEqual(ADMIN_SECONDS);
    expect(adminCookie.maxAge).toBeGreaterThan(ADMIN_SECONDS - 60);

    const client = await t.signUp();
    const clientCookie = sessionCookie(await signIn(client.email), /^better-auth\.session_token=/);
    expect(clientCookie.maxAge).toBe(SESSION_LIFETIME_SECONDS);
  });

  it("keeps the admin's cookie within 12 hours when better-auth refreshes it", async () => {
    const admin = await t.createAdmin();
    // An admin session's expiry is capped, so better-auth sees a refresh due and re-sends it.
    const refreshed = await t.request('/api/auth/get-session', { cookie: admin.cookie });
    expect(refreshed.status).toBe(200);
    for (const cookie of refreshed.headers.getSetCookie()) {
      const maxAge = Number(/max-age=(\d+)/i.exec(cookie)?.[1] ?? 0);
      expect(maxAge).toBeLessThanOrEqual(ADMIN_SECONDS);
    }
  });
});

describe('behind an https PUBLIC_URL', () => {
  const site = 'https://estudio.exemplo.com.br';
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ PUBLIC_URL: site });
  });
  afterAll(() => t.close());
  const post = (path: string, json: unknown) =>
    t.request(path, { method: 'POST', json, headers: { origin: site } });

  it('uses a __Host- cookie: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax', async () => {
    const address = email('cliente');
    const signUp = await post('/api/auth/sign-up/email', {
      name: 'Caixas Seguras Ltda',
      email: address,
      password: TEST_PASSWORD,
      acceptTerms: true,
    });
    expect(signUp.status).toBe(200);
    const cookie = sessionCookie(signUp, /^__Host-estudio\.session_token=/);
    expect(cookie.attributes).toContain('Secure');
    expect(cookie.attributes).toContain('Path=/');
    expect(cookie.attributes).toContain('HttpOnly');
    expect(cookie.attributes).toContain('SameSite=Lax');
    expect(cookie.attributes.some((a) => /^domain=/i.test(a))).toBe(false);
    expect(cookie.maxAge).toBe(SESSION_LIFETIME_SECONDS);
    // The cookie is the one the server reads back.
    const me = await t.request('/api/me', { cookie: cookie.entry.split(';')[0] });
    expect(me.status).toBe(200);
  });

  it("an admin's __Host- cookie lasts 12 hours", async () => {
    const admin = email('admin');
    await createAdmin(t.runtime, { email: admin, password: TEST_PASSWORD });
    const response = await post('/api/auth/sign-in/email', {
      email: admin,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response, /^__Host-estudio\.session_token=/);
    expect(cookie.maxAge).toBeLessThanOrEqual(ADMIN_SECONDS);
    expect(cookie.maxAge).toBeGreaterThan(ADMIN_SECONDS - 60);
  });
});

describe('capSessionCookieMaxAge', () => {
  it('lowers only the named cookie, never raises it, and leaves a clearing cookie alone', () => {
    const headers = new Headers();
    headers.append('set-cookie', 's=1; Max-Age=604800; Path=/; HttpOnly');
    headers.append('set-cookie', 'other=2; Max-Age=604800; Path=/');
    const now = Date.parse('2026-01-01T00:00:00Z');
    capSessionCookieMaxAge(headers, 's', new Date(now + 3_600_000), now);
    expect(headers.getSetCookie()).toEqual([
      's=1; Max-Age=3600; Path=/; HttpOnly',
      'other=2; Max-Age=604800; Path=/',
    ]);
    const clearing = new Headers([['set-cookie', 's=; Max-Age=0; Path=/']]);
    capSessionCookieMaxAge(clearing, 's', new Date(now + 3_600_000), now);
    expect(clearing.getSetCookie()).toEqual(['s=; Max-Age=0; Path=/']);
  });
});
