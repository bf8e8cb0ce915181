// Accounts over HTTP, through the real app and database: sign-up rules, the one login failure,
// deactivated accounts, sign-out, and the password reset by e-mailed link.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, session, user } from '../db/schema';
import { cookieFrom, TEST_ORIGIN, type TestUser } from '../test/harness';
import {
  contextForFile,
  expectSessionEnded,
  latestMailTo,
  pastSessionCache,
} from '../test/factories';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../common/auth-schemas';
import { TERMS_VERSION } from '../../common/constants';
import { ACCOUNT_DEACTIVATED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE } from './auth';
import { WEAK_PASSWORD_CODE } from './password-strength';

const t = contextForFile();

const email = (prefix: string) =>
  `${prefix}-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`.toLowerCase();

const signUp = (body: Record<string, unknown>) =>
  t.request('/api/auth/sign-up/email', { method: 'POST', json: body });
const signIn = (body: { email: string; password: string }) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: body });
const me = (cookie: string) => t.request('/api/me', { cookie });

describe('sign-up', () => {
  const valid = () => ({
    name: 'Embalagens Bahia Ltda',
    email: email('novo'),
    password: 'uma-senha-bem-longa',
    acceptTerms: true,
  });

  it.each([
    [{ name: '  ' }, 'Informe o nome da empresa.'],
    [{ name: undefined }, 'Informe o nome da empresa.'],
    [{ email: 'não-é-email' }, 'Informe um e-mail válido.'],
    [{ password: 'curta-11chr' }, 'A senha deve ter pelo menos 12 caracteres.'],
    [{ password: 'x'.repeat(129) }, 'A senha deve ter no máximo 128 caracteres.'],
  ])('refuses %j with a pt-BR message', async (change, message) => {
    const response = await signUp({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('accepts 12 and 128 characters, and a new client has 0 credits and the client role', async () => {
    const long = 'cavalo-correto-bateria-grampo-janela-violeta-trombone-marisco-'.padEnd(
      128,
      'quasar-',
    );
    for (const password of ['trompa-gruta', long]) {
      const response = await signUp({ ...valid(), password });
      expect(response.status).toBe(200);
      const profile = await me(cookieFrom(response));
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({
        name: 'Embalagens Bahia Ltda',
        role: 'client',
        credit: 0,
      });
    }
  });

  it.each([['aaaaaaaaaaaa'], ['123456789012'], [' '.repeat(12)], ['embalagensbahia']])(
    'refuses the weak password %j with the reason, creating nothing',
    async (password) => {
      const body = { ...valid(), password };
      const response = await signUp(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe(WEAK_PASSWORD_CODE);
      expect(answer.message).toMatch(/^Senha fraca: /);
      expect(response.headers.getSetCookie()).toEqual([]);
      const rows = await t.runtime.db.select().from(user).where(eq(user.email, body.email));
      expect(rows).toEqual([]);
    },
  );

  it('answers an e-mail already registered like a new one, mailing its owner instead', async () => {
    const owner = valid();
    const first = await signUp(owner);
    expect(first.status).toBe(200);
    const ownerId = ((await first.clone().json()) as { user: { id: string } }).user.id;
    const sessionsBefore = await t.runtime.db
      .select()
      .from(session)
      .where(eq(session.userId, ownerId));

    const fresh = await signUp(valid());
    const again = await signUp({
      ...valid(),
      name: 'Outra Empresa Ltda',
      email: owner.email.toUpperCase(),
    });
    // Same status, same body shape (better-auth's made-up user for the existing e-mail)…
    expect(again.status).toBe(fresh.status);
    const [freshBody, againBody] = (await Promise.all([fresh.json(), again.json()])) as [
      { token: unknown; user: Record<string, unknown> },
      { token: unknown; user: Record<string, unknown> },
    ];
    expect(Object.keys(againBody)).toEqual(Object.keys(freshBody));
    expect(Object.keys(againBody.user)).toEqual(Object.keys(freshBody.user));
    // Apart from what the caller sent and the moment, the two answers carry the same values.
    const neutral = (body: { user: Record<string, unknown> }) => ({
      ...body.user,
      id: '…',
      name: '…',
      email: '…',
      createdAt: '…',
      updatedAt: '…',
    });
    expect(neutral(againBody)).toEqual(neutral(freshBody));
    expect(againBody.user).toMatchObject({ name: 'Outra Empresa Ltda', email: owner.email });
    expect(againBody.token).toBeNull();
    expect(freshBody.token).toBeNull();
    expect(againBody.user.id).not.toBe(ownerId);
    expect(JSON.stringify(againBody)).not.toMatch(/exist/i);

    // …but no session for the existing account: only the new one is signed in.
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await me(cookieFrom(fresh))).status).toBe(200);
    const sessionsAfter = await t.runtime.db
      .select()
      .from(session)
      .where(eq(session.userId, ownerId));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    // The owner is told, with the way in, and the account is untouched.
    const [mail] = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, owner.email),
          eq(mailOutbox.subject, 'Tentativa de cadastro com o seu e-mail'),
        ),
      );
    expect(mail?.text).toContain('Alguém tentou criar uma conta com este e-mail');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/Login`);
    expect(mail?.text).toContain('Esqueci minha senha');
    const [row] = await t.runtime.db.select().from(user).where(eq(user.id, ownerId));
    expect(row?.name).toBe('Embalagens Bahia Ltda');
    expect((await signIn({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it.each([[{ acceptTerms: undefined }], [{ acceptTerms: false }], [{ acceptTerms: 'sim' }]])(
    'refuses %j: the terms must be accepted, said beside the box',
    async (change) => {
      const body = { ...valid(), ...change };
      const response = await signUp(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'TERMS_NOT_ACCEPTED',
        message: TERMS_NOT_ACCEPTED_MESSAGE,
      });
      expect(await t.runtime.db.select().from(user).where(eq(user.email, body.email))).toEqual([]);
    },
  );

  it('stores when the terms were accepted, and which version; the caller cannot set them', async () => {
    const before = Date.now();
    const body = valid();
    const response = await signUp(body);
    expect(response.status).toBe(200);
    const [row] = await t.runtime.db.select().from(user).where(eq(user.email, body.email));
    expect(row?.termsVersion).toBe(TERMS_VERSION);
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const forged = await signUp({ ...valid(), termsVersion: '1999-01-01' });
    expect(forged.status).toBe(400);
    // An admin created by the studio has accepted nothing.
    const admin = await t.createAdmin();
    const [adminRow] = await t.runtime.db.select().from(user).where(eq(user.id, admin.id));
    expect(adminRow?.termsAcceptedAt).toBeNull();
  });

  it('cannot be used to set a role or credits', async () => {
    const response = await signUp({ ...valid(), role: 'admin', credit: 50 });
    // better-auth refuses fields that are not input fields, or ignores them: never grants them.
    if (response.ok) {
      expect(await (await me(cookieFrom(response))).json()).toMatchObject({
        role: 'client',
        credit: 0,
      });
    } else {
      expect(response.status).toBe(400);
    }
  });
});

describe('sign-in failures', () => {
  it('answer an unknown e-mail and a wrong password alike', async () => {
    const client = await t.signUp();
    const unknown = await signIn({ email: email('ninguem'), password: 'qualquer-senha-longa' });
    const wrong = await signIn({ email: client.email, password: 'senha-errada-longa' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('take similar time for an unknown e-mail and a wrong password (both run Argon2)', async () => {
    const client = await t.signUp();
    const time = async (body: { email: string; password: string }) => {
      const started = performance.now();
      await signIn(body);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time({ email: email('ninguem'), password: 'qualquer-senha-longa' }));
      wrong.push(await time({ email: client.email, password: 'senha-errada-longa' }));
    }
    const ratio = median(unknown) / median(wrong);
    // Loose bounds: the point is that neither path skips the hash (that would be ~10× faster).
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});

describe('deactivated accounts', () => {
  it('are told so after the right password, get the generic failure otherwise, and lose their sessions', async () => {
    const client = await t.signUp();
    await t.runtime.db
      .update(user)
      .set({ deletedAt: new Date(), banned: true })
      .where(eq(user.id, client.id));
    // Read from the row once the device's signed copy of the session has expired.
    await pastSessionCache(t, async () => expect((await me(client.cookie)).status).toBe(401));

    const right = await signIn({ email: client.email, password: client.password });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ message: ACCOUNT_DEACTIVATED_MESSAGE });
    expect(right.headers.getSetCookie()).toEqual([]);

    const wrong = await signIn({ email: client.email, password: 'senha-errada-longa' });
    expect(wrong.status).toBe(401);
  });

  it('are refused on deleted_at alone, even if not banned', async () => {
    const client = await t.signUp();
    await t.runtime.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, client.id));
    const right = await signIn({ email: client.email, password: client.password });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: ACCOUNT_DEACTIVATED_MESSAGE,
    });
  });
});

describe('sign-out', () => {
  it('revokes the session on the server, not just the cookie', async () => {
    const client = await t.signUp();
    expect((await me(client.cookie)).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: client.cookie,
      json: {},
    });
    expect(out.status).toBe(200);
    // The browser drops both cookies at once.
    expect(cookieFrom(out)).toBe('');
    // The old cookies, replayed: no write at once, no read past the copy's lifetime.
    await expectSessionEnded(t, client.cookie);
  });
});

describe('password reset', () => {
  const requestReset = (to: string) =>
    t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: to, redirectTo: '/redefinir-senha' },
    });
  const resetPassword = (token: string, newPassword: string) =>
    t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

  it('mails a link to /redefinir-senha; the new password works and every session is revoked', async () => {
    const client = await t.signUp();
    const otherDevice = await t.signIn(client.email, client.password);

    const requested = await requestReset(client.email.toUpperCase());
    expect(requested.status).toBe(200);
    const mail = await latestMailTo(t, client.email);
    expect(mail?.subject).toBe('Redefinição de senha');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toBe('/redefinir-senha');
    const token = url.searchParams.get('token');
    expect(token).toBeTruthy();

    expect((await resetPassword(token!, 'curta')).status).toBe(400);
    const weak = await resetPassword(token!, 'qwertyuiop12');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: WEAK_PASSWORD_CODE });
    const done = await resetPassword(token!, 'uma-nova-senha-segura');
    expect(done.status).toBe(200);

    await expectSessionEnded(t, client.cookie);
    await expectSessionEnded(t, otherDevice);
    expect((await signIn({ email: client.email, password: client.password })).status).toBe(401);
    expect((await signIn({ email: client.email, password: 'uma-nova-senha-segura' })).status).toBe(
      200,
    );

    // The link works once.
    const reused = await resetPassword(token!, 'outra-senha-segura-123');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers an unknown e-mail like a known one, without sending anything', async () => {
    const nobody = email('ninguem');
    const response = await requestReset(nobody);
    expect(response.status).toBe(200);
    expect(await latestMailTo(t, nobody)).toBeUndefined();
  });

  it('refuses a made-up token', async () => {
    const response = await resetPassword('token-inventado', 'uma-nova-senha-segura');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('password change', () => {
  const NEW_PASSWORD = 'uma-nova-senha-segura';
  /** `who` changes their password: from their own to NEW_PASSWORD unless `change` says. */
  const changePassword = (who: TestUser, change: Record<string, unknown> = {}) =>
    t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: who.cookie,
      json: { currentPassword: who.password, newPassword: NEW_PASSWORD, ...change },
    });

  it('refuses a weak new password with the reason, keeping the old one and the sessions', async () => {
    const client = await t.signUp();
    const otherDevice = await t.signIn(client.email, client.password);
    const refused = await changePassword(client, { newPassword: '111111111111' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: WEAK_PASSWORD_CODE,
      message: expect.stringMatching(/^Senha fraca: /) as unknown,
    });
    expect((await me(otherDevice)).status).toBe(200);
    expect((await signIn({ email: client.email, password: client.password })).status).toBe(200);
  });

  it('refuses a wrong current password in pt-BR, changing nothing and mailing nothing', async () => {
    const client = await t.signUp();
    const refused = await changePassword(client, { currentPassword: 'senha-errada-de-proposito' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: CURRENT_PASSWORD_WRONG_MESSAGE,
    });
    expect((await me(client.cookie)).status).toBe(200);
    expect((await signIn({ email: client.email, password: client.password })).status).toBe(200);
    expect(await latestMailTo(t, client.email)).toBeUndefined();
  });

  it.each([
    [{ currentPassword: '' }, 'Informe a senha atual.'],
    [{ newPassword: 'curta-11chr' }, 'A senha deve ter pelo menos 12 caracteres.'],
    [{ newPassword: 'x'.repeat(129) }, 'A senha deve ter no máximo 128 caracteres.'],
  ])('refuses %j with the pt-BR rule', async (change, message) => {
    const client = await t.signUp();
    const refused = await changePassword(client, change);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message });
    expect((await signIn({ email: client.email, password: client.password })).status).toBe(200);
  });

  it('mails the owner that the password changed, with the way back in if it was not them', async () => {
    const client = await t.signUp({ name: 'Caixas do Recôncavo' });
    const changed = await changePassword(client);
    expect(changed.status).toBe(200);
    const mail = await latestMailTo(t, client.email);
    expect(mail).toMatchObject({ subject: 'Sua senha foi alterada', kind: 'password_changed' });
    expect(mail?.text).toContain('Olá, Caixas do Recôncavo.');
    expect(mail?.text).toContain('as outras sessões foram encerradas');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/Login`);
    expect(mail?.html).toContain('Sua senha foi alterada');
    // Never the password itself.
    expect(`${mail?.text}${mail?.html}`).not.toContain(NEW_PASSWORD);
  });

  it('works for an admin too, ending the admin’s other sessions', async () => {
    const admin = await t.createAdmin();
    const otherDevice = await t.signIn(admin.email, admin.password);
    const changed = await changePassword(admin);
    expect(changed.status).toBe(200);
    await expectSessionEnded(t, otherDevice);
    expect((await me(cookieFrom(changed))).status).toBe(200);
    expect((await latestMailTo(t, admin.email))?.subject).toBe('Sua senha foi alterada');
  });

  it.each([[{}], [{ revokeOtherSessions: false }]])(
    'revokes every other session, renewing the caller’s own (%j)',
    async (extra) => {
      const client = await t.signUp();
      const otherDevice = await t.signIn(client.email, client.password);
      const changed = await changePassword(client, extra);
      expect(changed.status).toBe(200);
      await expectSessionEnded(t, otherDevice);
      // The caller's own session is renewed: the new cookie works, the old token is gone.
      expect((await me(cookieFrom(changed))).status).toBe(200);
      await expectSessionEnded(t, client.cookie);
      expect((await signIn({ email: client.email, password: NEW_PASSWORD })).status).toBe(200);
    },
  );
});

// The company name (and the e-mail) count as words to avoid on every path that sets a password,
// however it is typed: accents off, in lower or upper case, run together or with separators.
describe('the company name as a password, on every path', () => {
  const company = 'Embalagens São João Ltda';
  const variants = [
    'embalagenssaojoao',
    'Embalagens São João',
    'EmbalagensSaoJoao',
    'embalagens-sao-joao',
    'embalagens são joão ltda',
  ];
  const refusedAsPersonal = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: WEAK_PASSWORD_CODE,
      message: expect.stringContaining('nome da empresa') as unknown,
    });
  };

  it.each(variants)('sign-up refuses %j', async (password) => {
    const address = email('compras');
    await refusedAsPersonal(
      await signUp({ name: company, email: address, password, acceptTerms: true }),
    );
    expect(await t.runtime.db.select().from(user).where(eq(user.email, address))).toEqual([]);
  });

  it.each(variants)('the reset by e-mail refuses %j', async (password) => {
    const client = await t.signUp({ name: company, email: email('compras') });
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: client.email, redirectTo: '/redefinir-senha' },
    });
    const link = (await latestMailTo(t, client.email))?.text.match(/https?:\/\/\S+/)?.[0];
    const token = new URL(link!).searchParams.get('token');
    await refusedAsPersonal(
      await t.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword: password },
      }),
    );
    expect((await signIn({ email: client.email, password: client.password })).status).toBe(200);
  });

  it.each(variants)('the password change refuses %j', async (password) => {
    const client = await t.signUp({ name: company, email: email('compras') });
    await refusedAsPersonal(
      await t.request('/api/auth/change-password', {
        method: 'POST',
        cookie: client.cookie,
        json: { currentPassword: client.password, newPassword: password },
      }),
    );
    expect((await signIn({ email: client.email, password: client.password })).status).toBe(200);
  });
});
