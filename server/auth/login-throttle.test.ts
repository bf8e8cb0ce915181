// Failed-login throttling with the limits switched on: per account and source, per account across
// sources, and per IP (whatever the account), all answered 429 with the same pt-BR message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from '../db/schema';
import { resetPasswordByMail } from '../test/factories';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness';
import {
  ACCOUNT_FAILURE_WINDOW_SECONDS,
  ACCOUNT_MAX_FAILURES,
  ACCOUNT_WIDE_MAX_FAILURES,
  createLoginThrottle,
  KNOWN_SOURCE_SECONDS,
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
    json: { ...account, acceptTerms: true },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.status).toBe(200);
  return account;
}

const WRONG = 'senha-errada-longa';

describe('per-account throttling', () => {
  it(`locks a source out of an account after ${ACCOUNT_MAX_FAILURES} failures, even for the right password`, async () => {
    const client = await newClient();
    const attacker = freshIp();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn({ email: client.email, password: WRONG }, attacker)).status).toBe(401);
    }
    const locked = await signIn(
      { email: client.email.toUpperCase(), password: client.password },
      attacker,
    );
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('an attacker failing at one address does not lock the owner out at another', async () => {
    const client = await newClient();
    const attacker = freshIp();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES + 2; i++) {
      await signIn({ email: client.email, password: WRONG }, attacker);
    }
    expect((await signIn(client, attacker)).status).toBe(429);
    // The owner, at their own address, signs in as usual (never having signed in from it before).
    expect((await signIn(client, freshIp())).status).toBe(200);
    expect((await signIn(client, attacker)).status).toBe(429);
  });

  it(`many sources together meet the account-wide limit of ${ACCOUNT_WIDE_MAX_FAILURES}; the owner's usual address stays open`, async () => {
    const client = await newClient();
    const usual = freshIp();
    expect((await signIn(client, usual)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_WIDE_MAX_FAILURES; i++) {
      expect((await signIn({ email: client.email, password: WRONG })).status).toBe(401);
    }
    // A new address is refused, even with the right password…
    const fresh = await signIn(client, freshIp());
    expect(fresh.status).toBe(429);
    expect(await fresh.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // …while the address the owner signed in from keeps working.
    expect((await signIn(client, usual)).status).toBe(200);
    // A password reset lifts the account-wide lock too.
    await resetPasswordByMail(t, client.email, 'uma-nova-senha-segura', freshIp);
    expect(
      (await signIn({ email: client.email, password: 'uma-nova-senha-segura' }, freshIp())).status,
    ).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one once locked', async () => {
    const unknown = `ninguem-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn({ email: unknown, password: WRONG }, ip)).status).toBe(401);
    }
    const locked = await signIn({ email: unknown, password: WRONG }, ip);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: TOO_MANY_ATTEMPTS_MESSAGE,
    });
  });

  it("clears the source's count on a successful sign-in", async () => {
    const client = await newClient();
    const ip = freshIp();
    const fail = () => signIn({ email: client.email, password: WRONG }, ip);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await fail()).status).toBe(401);
    expect((await signIn(client, ip)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await fail()).status).toBe(401);
    expect((await signIn(client, ip)).status).toBe(200);
  });

  it('lifts the lock when the owner resets the password by e-mail', async () => {
    const client = await newClient();
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      await signIn({ email: client.email, password: WRONG }, ip);
    }
    expect((await signIn(client, ip)).status).toBe(429);
    await resetPasswordByMail(t, client.email, 'uma-nova-senha-segura', freshIp);
    expect(
      (await signIn({ email: client.email, password: 'uma-nova-senha-segura' }, ip)).status,
    ).toBe(200);
  });

  it('counts concurrent failures one by one (atomic upsert)', async () => {
    const client = await newClient();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: ACCOUNT_MAX_FAILURES }, () =>
        signIn({ email: client.email, password: WRONG }, ip),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(ACCOUNT_MAX_FAILURES).fill(401));
    expect((await signIn(client, ip)).status).toBe(429);
  });

  it('keeps its counters in the rate_limit table under its own prefix', async () => {
    const client = await newClient();
    const ip = freshIp();
    await signIn({ email: client.email, password: WRONG }, ip);
    const rows = await t.runtime.db.select().from(rateLimit);
    const ours = rows.filter((row) => row.key.startsWith(`login-failures:${client.email}`));
    expect(ours.map((row) => [row.key, row.count]).sort()).toEqual([
      [`login-failures:${client.email}`, 1],
      [`login-failures:${client.email}|${ip}`, 1],
    ]);
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
          acceptTerms: true,
        },
        headers: { 'x-forwarded-for': ip },
      });
    }
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({ message: TOO_MANY_REQUESTS_MESSAGE });
  });
});

describe('the counters over time', () => {
  it('a lock ends 15 minutes after the last failure; a known source expires after 30 days', async () => {
    let clock = Date.parse('2026-05-04T10:00:00Z');
    const throttle = createLoginThrottle(t.runtime.db, () => clock);
    const account = `relogio-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await throttle.recordFailure(account, 'A');
    expect(await throttle.isLocked(account, 'A')).toBe(true);
    clock += ACCOUNT_FAILURE_WINDOW_SECONDS * 1000 - 1;
    expect(await throttle.isLocked(account, 'A')).toBe(true);
    clock += 2;
    expect(await throttle.isLocked(account, 'A')).toBe(false);

    await throttle.recordSuccess(account, 'K');
    for (let i = 0; i < ACCOUNT_WIDE_MAX_FAILURES; i++) {
      await throttle.recordFailure(account, `S${i}`);
    }
    expect(await throttle.isLocked(account, 'novo')).toBe(true);
    expect(await throttle.isLocked(account, 'K')).toBe(false);
    // Thirty days on, K is a stranger again: a new wave of failures locks it out too.
    clock += KNOWN_SOURCE_SECONDS * 1000 + 1;
    for (let i = 0; i < ACCOUNT_WIDE_MAX_FAILURES; i++) {
      await throttle.recordFailure(account, `T${i}`);
    }
    expect(await throttle.isLocked(account, 'K')).toBe(true);
    await throttle.reset(account);
    expect(await throttle.isLocked(account, 'K')).toBe(false);
    expect(await throttle.isLocked(account, 'T0')).toBe(false);
  });
});

describe('password change', () => {
  it('counts a wrong current password like a failed sign-in, and refuses once locked', async () => {
    const client = await newClient();
    const ip = freshIp();
    const signedIn = await signIn(client, ip);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const change = (currentPassword: string) =>
      t.request('/api/auth/change-password', {
        method: 'POST',
        cookie,
        json: { currentPassword, newPassword: 'uma-nova-senha-segura' },
        headers: { 'x-forwarded-for': ip },
      });
    // better-auth's own per-address limit allows 3 password changes per 10 s: pace the guesses.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      if (i === 3) await new Promise((resolve) => setTimeout(resolve, 10_500));
      expect((await change(WRONG)).status).toBe(400);
    }
    const locked = await change(client.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    // The same lock as sign-in's: this address cannot sign in either; the password is unchanged.
    expect((await signIn(client, ip)).status).toBe(429);
    expect((await signIn(client, freshIp())).status).toBe(200);
  }, 30_000);
});
