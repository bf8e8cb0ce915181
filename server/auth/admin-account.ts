// Creating studio admins: at start-up from ADMIN_EMAIL + ADMIN_PASSWORD, and by `npm run admin:create`.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import type { Auth } from './auth';
import { passwordWeakness } from './password-strength';

/** A new admin's password fails the strength rule (password-strength.ts); the message says why. */
export class WeakAdminPasswordError extends Error {}

export async function hasAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  return rows.length > 0;
}

/**
 * Creates an admin account, or promotes an existing account with that e-mail (keeping its
 * password) — so re-running the command is harmless. A new admin's password must pass the
 * strength rule (WeakAdminPasswordError otherwise).
 */
export async function createAdmin(
  deps: { db: Database; auth: Auth },
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  if (existing) {
    await deps.db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
    return { id: existing.id, created: false };
  }
  const name = input.name ?? 'Administrador';
  // The same rule as every client's password (the admin account matters most), with the name the
  // account will carry.
  const weakness = await passwordWeakness(input.password, { email, name });
  if (weakness) throw new WeakAdminPasswordError(`Senha do administrador recusada. ${weakness}`);
  const result = await deps.auth.api.createUser({
    body: { email, password: input.password, name, role: 'admin' },
  });
  return { id: result.user.id, created: true };
}
