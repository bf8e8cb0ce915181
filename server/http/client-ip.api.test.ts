// With TRUST_PROXY=true a forged X-Forwarded-For must not buy a fresh per-IP allowance: the
// address is the hop our proxy appended, so a leftmost value that changes on every request is
// limited exactly like a constant one.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/harness';
import { contextForFile } from '../test/factories';

const t = contextForFile({ TRUST_PROXY: 'true' }, { rateLimit: true });

let n = 0;
const spoofed = () => `${10 + (++n % 200)}.${n % 250}.7.${n % 251}`;
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;

/** Sends `count` requests from `realIp` (the proxy's hop), each with a new forged leftmost value. */
async function statuses(
  count: number,
  realIp: string,
  rotate: boolean,
  send: (headers: Record<string, string>) => Promise<Response>,
) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) {
    const forged = rotate ? `${spoofed()}, ` : '';
    result.push((await send({ 'x-forwarded-for': `${forged}${realIp}` })).status);
  }
  return result;
}

const cases = [
  {
    name: 'sign-in',
    allowed: 10,
    send: (headers: Record<string, string>) =>
      t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: unique('ninguem'), password: 'x'.repeat(12) },
        headers,
      }),
  },
  {
    name: 'sign-up',
    allowed: 5,
    send: (headers: Record<string, string>) =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Rótulos Proxy Ltda', email: unique('proxy'), password: TEST_PASSWORD },
        headers,
      }),
  },
  {
    name: 'request-password-reset',
    allowed: 3,
    send: (headers: Record<string, string>) =>
      t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: unique('reset'), redirectTo: '/redefinir-senha' },
        headers,
      }),
  },
];

describe.each(cases)('$name behind one proxy', ({ allowed, send }) => {
  it('limits a rotating forged leftmost hop like a constant one', async () => {
    const constant = await statuses(allowed + 1, `198.51.100.${++n % 250}`, false, send);
    const rotating = await statuses(allowed + 1, `198.51.100.${++n % 250}`, true, send);
    expect(constant.at(-1)).toBe(429);
    expect(rotating.at(-1)).toBe(429);
    expect(rotating.slice(0, allowed)).not.toContain(429);
  });
});
