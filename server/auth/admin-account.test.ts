// Creating admins (admin:create, ADMIN_EMAIL + ADMIN_PASSWORD): a weak password is refused with
// the reason; a strong one creates the admin; promoting an existing account keeps its password.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { contextForFile } from '../test/factories';
import { createAdmin, WeakAdminPasswordError } from './admin-account';

const t = contextForFile();

const email = () => `adm-${crypto.randomUUID().slice(0, 8)}@estudio.com.br`;

describe('createAdmin', () => {
  it.each(['aaaaaaaaaaaa', '123456789012', 'administrador123'])(
    'refuses the weak password %j and creates nothing',
    async (password) => {
      const address = email();
      const attempt = createAdmin(t.runtime, { email: address, password });
      await expect(attempt).rejects.toBeInstanceOf(WeakAdminPasswordError);
      await expect(attempt).rejects.toThrow(/^Senha do administrador recusada\. Senha fraca: /);
      const rows = await t.runtime.db.select().from(user).where(eq(user.email, address));
      expect(rows).toEqual([]);
    },
  );

  it.each(['estudiosaojoao', 'Estúdio São João', 'estudio-sao-joao'])(
    'refuses the name given as the password (%j), however it is typed',
    async (password) => {
      const address = email();
      const attempt = createAdmin(t.runtime, {
        email: address,
        password: `${password}!`,
        name: 'Estúdio São João',
      });
      await expect(attempt).rejects.toThrow(/nome da empresa/);
      expect(await t.runtime.db.select().from(user).where(eq(user.email, address))).toEqual([]);
    },
  );

  it("refuses the default name 'Administrador' when no name is given", async () => {
    const attempt = createAdmin(t.runtime, { email: email(), password: 'administrador!!!' });
    await expect(attempt).rejects.toThrow(/nome da empresa/);
  });

  it('creates an admin with a strong password, who can sign in', async () => {
    const address = email();
    const result = await createAdmin(t.runtime, {
      email: address,
      password: 'trombone-azul-da-grafica',
    });
    expect(result.created).toBe(true);
    expect(await t.signIn(address, 'trombone-azul-da-grafica')).toBeTruthy();
  });

  it('promotes an existing account without looking at the password given', async () => {
    const client = await t.signUp();
    const result = await createAdmin(t.runtime, { email: client.email, password: 'x' });
    expect(result).toEqual({ id: client.id, created: false });
  });
});
