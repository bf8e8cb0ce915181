// Failed-login throttling with the limits switched on: per account (whatever the IP) and per IP
// (whatever the account), both answered 429 with the same pt-BR message.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimit } from '../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness';
import {
  ACCOUNT_MAX_FAILURES,
  TOO_MANY_ATTEMPTS_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from './login-throttle';

let t: TestContext;
beforeAll(async () => {
  // TRUST_PROXY lets each test pick its caller's address with X-Forwarded-For.
  t = await createTestContext({ TRUST_PROXY: 'true' }, { rateLimit: true });
});
afterAll(() => t.close());

let ipCounter = 1;
/** A fresh address per call, so the per-IP limit stays out of the per-account tests. */
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

const signIn = (body: { email: string; password: string }, ip = freshIp()) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': ip },
  });

async function newClient() {
  const account = {
    name: 'Rótulos Throttle Ltda',
    email: `throttle-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`,
    password: TEST_PASSWORD,
  };
  const response = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: account,
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.status).toBe(200);
  return account;
}

describe('per-account throttling', () => {
  it(`locks an account after ${ACCOUNT_MAX_FAILURES} failures from any addresses, even for the right password`, async () => {
    const client = await newClient();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn({ email: client.email, password: 'senha-errada-longa' })).status).toBe(
        401,
      );
    }
    const locked = await signIn({ email: client.email.toUpperCase(), password: client.password });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('answers an unknown e-mail exactly like a known one once locked', async () => {
    const unknown = `ninguem-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn({ email: unknown, password: 'senha-errada-longa' })).status).toBe(401);
    }
    const locked = await signIn({ email: unknown, password: 'senha-errada-longa' });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: TOO_MANY_ATTEMPTS_MESSAGE,
    });
  });

  it('clears the count on a successful sign-in', async () => {
    const client = await newClient();
    const fail = () => signIn({ email: client.email, password: 'senha-errada-longa' });
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await fail()).status).toBe(401);
    expect((await signIn(client)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await fail()).status).toBe(401);
    expect((await signIn(client)).status).toBe(200);
  });

  it('lifts the lock when the owner resets the password by e-mail', async () => {
    const client = await newClient();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      await signIn({ email: client.email, password: 'senha-errada-longa' });
    }
    expect((await signIn(client)).status).toBe(429);

    const requested = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: client.email, redirectTo: '/redefinir-senha' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(requested.status).toBe(200);
    const [mail] = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, client.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/').searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'uma-nova-senha-segura' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(reset.status).toBe(200);

    expect((await signIn({ email: client.email, password: 'uma-nova-senha-segura' })).status).toBe(
      200,
    );
  });

  it('counts concurrent failures one by one (atomic upsert)', async () => {
    const client = await newClient();
    const results = await Promise.all(
      Array.from({ length: ACCOUNT_MAX_FAILURES }, () =>
        signIn({ email: client.email, password: 'senha-errada-longa' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(ACCOUNT_MAX_FAILURES).fill(401));
    expect((await signIn(client)).status).toBe(429);
  });

  it('keeps its counters in the rate_limit table under its own prefix', async () => {
    const client = await newClient();
    await signIn({ email: client.email, password: 'senha-errada-longa' });
    const rows = await t.runtime.db.select().from(rateLimit);
    const ours = rows.filter((row) => row.key === `login-failures:${client.email}`);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.count).toBe(1);
  });
});

describe('per-IP throttling', () => {
  it('limits sign-in attempts from one address across accounts, in pt-BR', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await signIn(
        {
          email: `ip-${i}-${crypto.randomUUID().slice(0, 6)}@exemplo.com.br`,
          password: 'x'.repeat(12),
        },
        ip,
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect(
      (await signIn({ email: 'outro@exemplo.com.br', password: 'x'.repeat(12) }, '10.9.9.10'))
        .status,
    ).toBe(401);
  });

  it('limits sign-ups from one address with its own pt-BR message', async () => {
    const ip = '10.8.8.8';
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: {
          name: 'Caixas Ltda',
          email: `su-${i}-${crypto.randomUUID().slice(0, 6)}@exemplo.com.br`,
          password: TEST_PASSWORD,
        },
        headers: { 'x-forwarded-for': ip },
      });
    }
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({ message: TOO_MANY_REQUESTS_MESSAGE });
  });
});
