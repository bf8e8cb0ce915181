import { describe, expect, it } from 'vitest';
import { copyExpiry, createCopyMemo } from './copy-memo';

const COPY = 'studio.session_data';
const copyCookie = (expiresAt: unknown) =>
  `${COPY}=${Buffer.from(JSON.stringify({ session: {}, expiresAt, signature: 'x' })).toString('base64url')}`;

describe('copyExpiry', () => {
  it("reads the expiry written inside the copy, among the request's other cookies", () => {
    expect(copyExpiry(`a=1; ${copyCookie(1_000)}; b=2`, COPY)).toBe(1_000);
  });

  it('gives nothing for a missing, split, garbled or expiry-less copy', () => {
    expect(copyExpiry('a=1', COPY)).toBeNull();
    expect(copyExpiry(`${COPY}.0=abc; ${COPY}.1=def`, COPY)).toBeNull();
    expect(copyExpiry(`${COPY}=not-json`, COPY)).toBeNull();
    expect(copyExpiry(copyCookie('tomorrow'), COPY)).toBeNull();
  });
});

describe('createCopyMemo', () => {
  it('answers the same cookies until the copy expires, then forgets them', () => {
    let clock = 0;
    const memo = createCopyMemo<string>(() => clock);
    const header = `${copyCookie(1_000)}; other=1`;
    memo.remember(header, COPY, 'ana');
    expect(memo.get(header)).toBe('ana');
    expect(memo.get(`${copyCookie(1_000)}; other=2`)).toBeUndefined();
    clock = 999;
    expect(memo.get(header)).toBe('ana');
    clock = 1_000;
    expect(memo.get(header)).toBeUndefined();
  });

  it('keeps nothing for a copy already expired or unreadable', () => {
    const memo = createCopyMemo<string>(() => 5_000);
    memo.remember(copyCookie(5_000), COPY, 'ana');
    memo.remember('no-copy=1', COPY, 'bia');
    expect(memo.get(copyCookie(5_000))).toBeUndefined();
    expect(memo.get('no-copy=1')).toBeUndefined();
  });

  it('forgets the oldest first past its limit', () => {
    const memo = createCopyMemo<number>(() => 0);
    const header = (n: number) => `${copyCookie(1_000)}; n=${n}`;
    for (let n = 0; n <= 5_000; n++) memo.remember(header(n), COPY, n);
    expect(memo.get(header(0))).toBeUndefined();
    expect(memo.get(header(1))).toBe(1);
    expect(memo.get(header(5_000))).toBe(5_000);
  });
});
