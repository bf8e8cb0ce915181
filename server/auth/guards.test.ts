import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../domain-errors';
import type { AppEnv } from '../http/context';
import { httpStatusOf } from '../http/errors';
import { pastSessionCache } from '../test/factories';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';
import { loadSession, requireAdmin, requireUser } from './guards';
import { ADMIN_SESSION_MAX_AGE_MS } from './session-policy';
import { session } from '../db/schema';
import { eq } from 'drizzle-orm';

let t: TestContext;
/** A tiny app with one route behind each guard, using the real auth and database. */
let guarded: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestContext();
  guarded = new Hono<AppEnv>();
  guarded.use(async (c, next) => {
    c.set('log', t.runtime.logger);
    await next();
  });
  guarded.use(loadSession(t.runtime.auth));
  guarded.get('/user', requireUser, (c) => c.json({ id: c.get('user').id }));
  guarded.get('/admin', requireAdmin, (c) => c.json({ id: c.get('user').id }));
  guarded.onError((error, c) => {
    const status = error instanceof DomainError ? httpStatusOf(error) : 500;
    return c.json({ message: error.message }, status);
  });
});
afterAll(() => t.close());

const call = (path: string, cookie?: string) =>
  guarded.request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

describe('requireUser / requireAdmin', () => {
  it('answer 401 to a signed-out visitor', async () => {
    expect((await call('/user')).status).toBe(401);
    expect((await call('/admin')).status).toBe(401);
  });

  it('let a client through requireUser and answer 403 on requireAdmin, naming the role', async () => {
    const client = await t.signUp();
    const user = await call('/user', client.cookie);
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ id: client.id });
    const admin = await call('/admin', client.cookie);
    expect(admin.status).toBe(403);
    expect(await admin.json()).toEqual({ message: 'Acesso restrito ao administrador.' });
  });

  it('let an admin through both', async () => {
    const admin = await t.createAdmin();
    expect((await call('/user', admin.cookie)).status).toBe(200);
    expect((await call('/admin', admin.cookie)).status).toBe(200);
  });

  it('end an admin session 12 hours after sign-in, however active', async () => {
    const admin = await t.createAdmin();
    const old = new Date(Date.now() - ADMIN_SESSION_MAX_AGE_MS - 60_000);
    await t.runtime.db.update(session).set({ createdAt: old }).where(eq(session.userId, admin.id));
    // The row is read once the device's signed copy of the session has expired.
    await pastSessionCache(t, async () =>
      expect((await call('/admin', admin.cookie)).status).toBe(401),
    );
    const left = await t.runtime.db.select().from(session).where(eq(session.userId, admin.id));
    expect(left).toHaveLength(0);
  });

  it('slide a client session forward once a day, and never rewrite an admin session', async () => {
    const client = await t.signUp();
    const fiveDays = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await t.runtime.db
      .update(session)
      .set({ expiresAt: fiveDays })
      .where(eq(session.userId, client.id));
    await pastSessionCache(t, async () =>
      expect((await call('/user', client.cookie)).status).toBe(200),
    );
    const [slid] = await t.runtime.db.select().from(session).where(eq(session.userId, client.id));
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60 * 1000);

    const admin = await t.createAdmin();
    const [before] = await t.runtime.db.select().from(session).where(eq(session.userId, admin.id));
    await pastSessionCache(t, async () =>
      expect((await call('/admin', admin.cookie)).status).toBe(200),
    );
    const [after] = await t.runtime.db.select().from(session).where(eq(session.userId, admin.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });
});
