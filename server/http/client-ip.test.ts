// Which X-Forwarded-For hop is believed for each TRUST_PROXY setting, and how TRUST_PROXY parses.
import { describe, expect, it } from 'vitest';
import { normaliseIp, parseTrustProxy, pickClientIp, type TrustProxy } from './client-ip';

const trust = (raw: string): TrustProxy => {
  const parsed = parseTrustProxy(raw);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('pickClientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    for (const raw of ['false', '0', '']) {
      expect(pickClientIp('198.51.100.1', '1.2.3.4', trust(raw))).toBe('198.51.100.1');
    }
  });

  it('with TRUST_PROXY=true takes the rightmost hop, the one our proxy added', () => {
    const one = trust('true');
    expect(pickClientIp('10.0.0.2', '203.0.113.7', one)).toBe('203.0.113.7');
    // The client wrote "6.6.6.6, 7.7.7.7" itself; the proxy appended the real address.
    expect(pickClientIp('10.0.0.2', '6.6.6.6, 7.7.7.7, 203.0.113.7', one)).toBe('203.0.113.7');
    expect(trust('1')).toEqual(one);
  });

  it('with TRUST_PROXY=N takes the N-th hop from the right', () => {
    expect(pickClientIp('10.0.0.2', 'spoof, 203.0.113.7, 10.0.0.9', trust('2'))).toBe(
      '203.0.113.7',
    );
    expect(pickClientIp('10.0.0.2', 'a, b, 203.0.113.7, 10.0.0.9, 10.0.0.8', trust('3'))).toBe(
      '203.0.113.7',
    );
    // Fewer hops than proxies: the leftmost is the furthest known address.
    expect(pickClientIp('10.0.0.2', '203.0.113.7', trust('2'))).toBe('203.0.113.7');
  });

  it('with a list of proxies walks from the right over trusted hops', () => {
    const list = trust('10.0.0.0/8, 192.168.1.5, fd00::/8');
    expect(pickClientIp('10.0.0.2', '6.6.6.6, 203.0.113.7, 192.168.1.5', list)).toBe('203.0.113.7');
    expect(pickClientIp('10.0.0.2', '203.0.113.7, 10.1.2.3, 10.9.9.9', list)).toBe('203.0.113.7');
    expect(pickClientIp('fd00::1', '2001:db8::5', list)).toBe('2001:db8::5');
    // IPv4 proxy reported by Node as an IPv4-mapped IPv6 socket address.
    expect(pickClientIp('::ffff:10.0.0.2', '203.0.113.7', list)).toBe('203.0.113.7');
  });

  it('ignores the header when the peer is not a listed proxy', () => {
    const list = trust('10.0.0.0/8');
    expect(pickClientIp('203.0.113.50', '1.2.3.4', list)).toBe('203.0.113.50');
  });

  it('returns the leftmost hop when every hop is a trusted proxy', () => {
    expect(pickClientIp('10.0.0.2', '10.0.0.3, 10.0.0.4', trust('10.0.0.0/8'))).toBe('10.0.0.3');
  });

  it('handles IPv6 hops, brackets and ports', () => {
    const one = trust('true');
    expect(pickClientIp('::1', 'spoof, 2001:DB8::1', one)).toBe('2001:db8::1');
    expect(pickClientIp('::1', '[2001:db8::2]:4711', one)).toBe('2001:db8::2');
    expect(pickClientIp('::1', '203.0.113.9:5000', one)).toBe('203.0.113.9');
    expect(pickClientIp('::ffff:127.0.0.1', undefined, one)).toBe('127.0.0.1');
  });

  it('never returns a malformed hop: falls back to the nearest trusted address', () => {
    expect(pickClientIp('10.0.0.2', 'not-an-ip', trust('true'))).toBe('10.0.0.2');
    expect(pickClientIp('10.0.0.2', '203.0.113.7, ', trust('true'))).toBe('10.0.0.2');
    expect(pickClientIp('10.0.0.2', '<script>', trust('true'))).toBe('10.0.0.2');
    expect(pickClientIp('10.0.0.2', 'garbage, 10.0.0.3', trust('10.0.0.0/8'))).toBe('10.0.0.3');
    expect(pickClientIp(undefined, 'garbage', trust('true'))).toBe('unknown');
  });
});

describe('parseTrustProxy', () => {
  it('refuses values that are neither a switch, a count nor addresses', () => {
    for (const raw of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', '999', '10.0.0.0/x']) {
      expect(parseTrustProxy(raw)).toHaveProperty('error');
    }
  });
});

describe('normaliseIp', () => {
  it('keeps one spelling per address', () => {
    expect(normaliseIp(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1');
    expect(normaliseIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseIp('example.com')).toBeNull();
  });
});
