// better-auth's endpoints the SPA does not use answer 404 over HTTP: the company name cannot be
// changed past its rules, passwords cannot be guessed through verify-password, and an admin
// session cannot use the admin plugin's unaudited user management.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { contextForFile } from '../test/factories';
import {
  AUTH_NOT_FOUND_MESSAGE,
  DISABLED_AUTH_PATHS,
  ENABLED_AUTH_PATHS,
  isDisabledAuthPath,
} from './endpoints';

const t = contextForFile();

const post = (path: string, cookie: string, json: unknown) =>
  t.request(`/api/auth${path}`, { method: 'POST', cookie, json });

const nameOf = async (id: string) =>
  (await t.runtime.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;

describe('closed endpoints', () => {
  it.each([[''], ['   '], ['x'.repeat(5_000)]])(
    'update-user cannot set the company name to %#',
    async (name) => {
      const client = await t.signUp({ name: 'Rótulos Originais Ltda' });
      const response = await post('/update-user', client.cookie, { name });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: AUTH_NOT_FOUND_MESSAGE,
      });
      expect(await nameOf(client.id)).toBe('Rótulos Originais Ltda');
    },
  );

  it('verify-password answers 404, right or wrong password', async () => {
    const client = await t.signUp();
    for (const password of [client.password, 'senha-errada-longa']) {
      expect((await post('/verify-password', client.cookie, { password })).status).toBe(404);
    }
  });

  it.each([
    ['/change-email', { newEmail: 'outro@exemplo.com.br' }],
    ['/delete-user', {}],
    ['/revoke-sessions', {}],
    ['/update-user/', { name: 'Com barra' }],
  ])('%s answers 404 and changes nothing', async (path, body) => {
    const client = await t.signUp({ name: 'Caixas Intactas Ltda' });
    expect((await post(path, client.cookie, body)).status).toBe(404);
    expect((await t.request('/api/me', { cookie: client.cookie })).status).toBe(200);
    expect(await nameOf(client.id)).toBe('Caixas Intactas Ltda');
  });

  it("closes the admin plugin's user management, even to an admin", async () => {
    const admin = await t.createAdmin();
    const client = await t.signUp();
    const setPassword = await post('/admin/set-user-password', admin.cookie, {
      userId: client.id,
      newPassword: 'senha-trocada-pelo-admin',
    });
    expect(setPassword.status).toBe(404);
    const list = await t.request('/api/auth/admin/list-users', { cookie: admin.cookie });
    expect(list.status).toBe(404);
    expect(await t.signIn(client.email, client.password)).toBeTruthy();
  });

  it('closes the reset-link redirect, which our e-mails do not use', async () => {
    const response = await t.request('/api/auth/reset-password/abc?callbackURL=/');
    expect(response.status).toBe(404);
  });

  it('keeps what the SPA uses', async () => {
    const client = await t.signUp();
    const session = await t.request('/api/auth/get-session', { cookie: client.cookie });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { id: client.id } });
    expect((await post('/sign-out', client.cookie, {})).status).toBe(200);
  });
});

describe('the list of endpoints', () => {
  it("names every one of better-auth's endpoints as enabled or closed", () => {
    const enabled = new Set<string>(ENABLED_AUTH_PATHS);
    const unknown = Object.values(t.runtime.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path)
      .filter((path): path is string => typeof path === 'string')
      .filter((path) => !enabled.has(path) && !isDisabledAuthPath(path.replace(/:\w+$/, 'x')));
    expect(unknown).toEqual([]);
    expect(ENABLED_AUTH_PATHS.filter((path) => DISABLED_AUTH_PATHS.includes(path))).toEqual([]);
  });
});
