// How long the server keeps an idle keep-alive connection. Node's default closes it after 5 s (about
// 6 s in practice), and a client reusing it at that very moment gets ECONNRESET. Outlasting the idle
// timeouts of what sits in front of us (load balancers commonly keep 60 s) leaves the closing to
// the client, which never races with its own reuse.
import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return; // an HTTP/2 server manages its own sessions
  const http: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'> = server;
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers timeout to outlast the keep-alive timeout.
  http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 5_000;
}
