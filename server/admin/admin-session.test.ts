// Admin sessions last at most 12 hours, in the database as well as in the guard: better-auth's
// sliding refresh must not stretch them; client sessions keep their normal lifetime.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_MAX_AGE_MS } from '../auth/session-policy';
import { session } from '../db/schema';
import { contextForFile } from '../test/factories';

const t = contextForFile();

async function sessionsOf(userId: string) {
  return t.runtime.db.select().from(session).where(eq(session.userId, userId));
}

const lifetime = (row: { createdAt: Date; expiresAt: Date }) =>
  row.expiresAt.getTime() - row.createdAt.getTime();

describe('admin session lifetime', () => {
  it('ends an admin session at most 12 hours after sign-in', async () => {
    const admin = await t.createAdmin();
    const [row] = await sessionsOf(admin.id);
    expect(lifetime(row!)).toBeLessThanOrEqual(ADMIN_SESSION_MAX_AGE_MS);
    expect(lifetime(row!)).toBeGreaterThan(ADMIN_SESSION_MAX_AGE_MS - 60_000);
  });

  it('keeps the 12-hour end when better-auth refreshes the session', async () => {
    const admin = await t.createAdmin();
    // Three hours into the session, with the expiry due for a refresh.
    const [before] = await sessionsOf(admin.id);
    const createdAt = new Date(Date.now() - 3 * 3600_000);
    await t.runtime.db
      .update(session)
      .set({ createdAt, updatedAt: createdAt, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(session.id, before!.id));

    // Our own API never asks to refresh an admin session (server/auth/guards.ts), and better-auth's
    // GET of the session never writes (deferSessionRefresh); its POST still refreshes, and the
    // update hook caps it.
    const response = await t.request('/api/auth/get-session?disableCookieCache=true', {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const [after] = await sessionsOf(admin.id);
    expect(after!.expiresAt.getTime()).toBe(createdAt.getTime() + ADMIN_SESSION_MAX_AGE_MS);
  });

  it('leaves client sessions their normal (7-day) lifetime', async () => {
    const client = await t.signUp();
    const [row] = await sessionsOf(client.id);
    expect(lifetime(row!)).toBeGreaterThan(6 * 24 * 3600_000);
  });
});
