// The caller's address, which every per-IP limit keys on. Behind a reverse proxy it comes from
// X-Forwarded-For, read from the RIGHT: each proxy appends the address it saw, so only the hops
// our own proxies added can be believed; anything to their left was written by the client.
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * How far X-Forwarded-For is trusted (TRUST_PROXY):
 * - `off`: not at all, the socket's address is the client's;
 * - `hops`: this many proxies stand in front of the server, each appending one hop;
 * - `list`: proxies are recognised by address (CIDR ranges or single addresses).
 */
export type TrustProxy =
  | { mode: 'off' }
  | { mode: 'hops'; hops: number }
  | { mode: 'list'; list: BlockList; entries: readonly string[] };

export const NO_PROXY: TrustProxy = { mode: 'off' };

/** An address as one key: no brackets, no port, IPv4-mapped IPv6 as plain IPv4; null if not an IP. */
export function normaliseIp(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.indexOf(':'));
  // A zone index (fe80::1%eth0) names an interface, not a different client.
  const zone = value.indexOf('%');
  if (zone > 0) value = value.slice(0, zone);
  const family = isIP(value);
  if (family === 0) return null;
  if (family === 6) {
    value = value.toLowerCase();
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
    if (mapped?.[1]) return mapped[1];
  }
  return value;
}

/** Parses TRUST_PROXY; returns an error text (for config.ts) when the value makes no sense. */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return NO_PROXY;
  if (value === 'true') return { mode: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) return { error: 'número de proxies grande demais (máximo 32)' };
    return hops === 0 ? NO_PROXY : { mode: 'hops', hops };
  }
  const list = new BlockList();
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const ip = normaliseIp(address);
    const family = ip ? isIP(ip) : 0;
    if (!ip || extra !== undefined || family === 0) {
      return {
        error: `"${entry}" não é true, false, um número de proxies nem um endereço IP ou faixa CIDR`,
      };
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(ip, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) {
      return { error: `faixa CIDR inválida: "${entry}"` };
    }
    list.addSubnet(ip, bits, type);
  }
  return { mode: 'list', list, entries };
}

const isTrusted = (list: BlockList, ip: string) => list.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');

/**
 * Picks the client's address from the socket's and the X-Forwarded-For header. Pure, so each rule
 * is unit-tested. A hop that is not an address (a malformed header) is never returned: the socket
 * address is used instead, which at worst groups that caller with its proxy.
 */
export function pickClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = normaliseIp(socketAddress) ?? 'unknown';
  if (trust.mode === 'off' || !forwardedFor) return socket;
  // Several X-Forwarded-For headers arrive joined with commas, in order: one list.
  const hops = forwardedFor.split(',').map((hop) => hop.trim());

  if (trust.mode === 'hops') {
    // The last proxy's hop is the rightmost; with N proxies the client is N-th from the right.
    // A shorter list means fewer proxies were passed than configured: take its leftmost.
    const index = Math.max(0, hops.length - trust.hops);
    return normaliseIp(hops[index]) ?? socket;
  }

  // Listed proxies: only a trusted peer's header counts, then walk leftwards over trusted hops.
  if (socket === 'unknown' || !isTrusted(trust.list, socket)) return socket;
  let candidate = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseIp(hops[i]);
    if (!hop) return candidate;
    candidate = hop;
    if (!isTrusted(trust.list, hop)) return hop;
  }
  return candidate;
}

/** The caller's address for a request served by @hono/node-server. */
export function clientIp(c: Context, trust: TrustProxy): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined; // app.request() in tests has no socket
  }
  return pickClientIp(socket, c.req.header('x-forwarded-for'), trust);
}
