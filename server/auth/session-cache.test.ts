// The session cookie cache (docs/decisions/0013-nginx-in-front-and-the-session-cache.md): a page
// read reads no session row and no membership it does not need; a write always reads the row; a
// session ended elsewhere stops within SESSION_CACHE_SECONDS, and at once with 0.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import {
  adminForFile,
  contextForFile,
  expectSessionEnded,
  pastSessionCache,
} from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';

const t = contextForFile();
const admin = adminForFile(t);

/** The SQL the app sent while `run` ran (the job queue's own polling left out). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const client = (t.runtime.db as unknown as { $client: { query: (...args: never[]) => unknown } })
    .$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: never[]) {
    const first = args[0] as unknown;
    const text = typeof first === 'string' ? first : (first as { text?: string }).text;
    if (text && !text.includes('pgboss')) seen.push(text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}

const readsTable = (statements: string[], table: string) =>
  statements.filter((text) => new RegExp(`from "${table}"`, 'i').test(text));

/**
 * The round trips for the session: the memberships' read also reads the session's open company
 * in a subquery (company.ts), which is no round trip of its own.
 */
const sessionReads = (statements: string[]) =>
  readsTable(statements, 'session').filter((text) => !/from "member"/i.test(text));

/** The browser's cookie jar after `response`: what it set replaces, Max-Age=0 removes. */
function jarAfter(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/;\s*Max-Age=0(;|$)/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

const sessionDataName = async () => (await t.runtime.auth.$context).authCookies.sessionData.name;

describe('the session cookie cache', () => {
  it('answers a page read with no session row, and the panel with no membership either', async () => {
    const client = await t.signUp();
    const dashboard = await statementsDuring(async () => {
      expect((await t.request(apiRoutes.arts, { cookie: client.cookie })).status).toBe(200);
    });
    expect(sessionReads(dashboard)).toEqual([]);
    // A client route needs the open company: one read of the memberships.
    expect(readsTable(dashboard, 'member')).toHaveLength(1);

    const panel = await statementsDuring(async () => {
      expect((await t.request(apiRoutes.admin.arts, { cookie: admin.cookie })).status).toBe(200);
    });
    expect(sessionReads(panel)).toEqual([]);
    expect(readsTable(panel, 'member')).toEqual([]);
  });

  it('checks a copy once per process: the same cookies read again skip better-auth until the copy expires', async () => {
    const client = await t.signUp();
    const getSession = vi.spyOn(t.runtime.auth.api, 'getSession');
    try {
      expect((await t.request(apiRoutes.arts, { cookie: client.cookie })).status).toBe(200);
      const first = getSession.mock.calls.length;
      expect((await t.request(apiRoutes.arts, { cookie: client.cookie })).status).toBe(200);
      expect((await t.request(apiRoutes.me, { cookie: client.cookie })).status).toBe(200);
      expect(getSession.mock.calls.length).toBe(first);
      // A write always asks better-auth, which reads the row.
      const write = await t.request('/api/notifications/read-all', {
        method: 'POST',
        cookie: client.cookie,
      });
      expect(write.status).toBe(200);
      expect(getSession.mock.calls.length).toBeGreaterThan(first);
      // Past the copy's lifetime the same cookies are checked again, and the copy renewed.
      await pastSessionCache(t, async () => {
        const before = getSession.mock.calls.length;
        const expired = await t.request(apiRoutes.arts, { cookie: client.cookie });
        expect(expired.status).toBe(200);
        expect(getSession.mock.calls.length).toBeGreaterThan(before);
        expect(expired.headers.getSetCookie().join()).toContain(`${await sessionDataName()}=`);
      });
    } finally {
      getSession.mockRestore();
    }
  });

  it('reads the row for a write, and drops the copy so the next read copies the row afresh', async () => {
    const client = await t.signUp();
    let response: Response | undefined;
    const write = await statementsDuring(async () => {
      response = await t.request('/api/notifications/read-all', {
        method: 'POST',
        cookie: client.cookie,
      });
    });
    expect(response!.status).toBe(200);
    expect(sessionReads(write)).toHaveLength(1);
    const name = await sessionDataName();
    expect(client.cookie).toContain(`${name}=`);
    const after = jarAfter(client.cookie, response!);
    expect(after).not.toContain(`${name}=`);

    // The next read finds no copy: it reads the row and hands the browser a new copy…
    const reread = await t.request(apiRoutes.me, { cookie: after });
    expect(reread.status).toBe(200);
    const renewed = jarAfter(after, reread);
    expect(renewed).toContain(`${name}=`);
    // …which answers the read after it.
    const cached = await statementsDuring(async () => {
      expect((await t.request(apiRoutes.me, { cookie: renewed })).status).toBe(200);
    });
    expect(sessionReads(cached)).toEqual([]);
  });

  it('renews an expired copy from the row, so reads keep skipping the session table', async () => {
    const client = await t.signUp();
    await pastSessionCache(t, async () => {
      let response: Response | undefined;
      const expired = await statementsDuring(async () => {
        response = await t.request(apiRoutes.arts, { cookie: client.cookie });
      });
      expect(response!.status).toBe(200);
      expect(sessionReads(expired)).toHaveLength(1);
      const renewed = jarAfter(client.cookie, response!);
      const next = await statementsDuring(async () => {
        expect((await t.request(apiRoutes.arts, { cookie: renewed })).status).toBe(200);
      });
      expect(sessionReads(next)).toEqual([]);
    });
  });

  it('lets a signed-out session, its cookies replayed, read only until its copy expires, and write never', async () => {
    const client = await t.signUp();
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: client.cookie,
      json: {},
    });
    expect(out.status).toBe(200);
    // The device that signed out drops both cookies at once. Replayed (another copy of them),
    // the signed copy still answers a read within its lifetime (the promise is "within
    // SESSION_CACHE_SECONDS", docs/operations.md)…
    expect(jarAfter(client.cookie, out)).toBe('');
    expect((await t.request(apiRoutes.me, { cookie: client.cookie })).status).toBe(200);
    // …while a write is refused at once, and a read past the lifetime too.
    await expectSessionEnded(t, client.cookie);
  });

  it('signs out a device whose session ended elsewhere at its first write', async () => {
    const client = await t.signUp();
    const otherDevice = await t.signIn(client.email, client.password);
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: client.cookie,
      json: { currentPassword: client.password, newPassword: 'uma-nova-senha-segura' },
    });
    expect(changed.status).toBe(200);
    const write = await t.request('/api/notifications/read-all', {
      method: 'POST',
      cookie: otherDevice,
    });
    expect(write.status).toBe(401);
    // Both cookies cleared: the next read is refused though the copy had not expired.
    expect(jarAfter(otherDevice, write)).toBe('');
  });
});

describe('SESSION_CACHE_SECONDS=0', () => {
  let uncached: TestContext;
  beforeAll(async () => {
    uncached = await createTestContext({ SESSION_CACHE_SECONDS: '0' });
  });
  afterAll(() => uncached.close());

  it('turns the copy off: a signed-out session stops reading at once', async () => {
    const client = await uncached.signUp();
    const name = (await uncached.runtime.auth.$context).authCookies.sessionData.name;
    expect(client.cookie).not.toContain(`${name}=`);
    const out = await uncached.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: client.cookie,
      json: {},
    });
    expect(out.status).toBe(200);
    expect((await uncached.request(apiRoutes.me, { cookie: client.cookie })).status).toBe(401);
  });
});
