import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { keepIdleConnectionsOpen } from './keep-alive';

describe('idle keep-alive connections', () => {
  const app = new Hono().get('/', (c) => c.text('ok'));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  keepIdleConnectionsOpen(server);
  let connections = 0;
  server.on('connection', () => connections++);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => {
    agent.destroy();
    server.close();
  });

  const get = async () => {
    if (!server.listening) await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });
  };

  // Node closes an idle connection about 6 s after its last response by default, and a client
  // reusing it at that moment gets ECONNRESET: the second request must travel on the same one.
  it('stay open past the default, so the client reuses the same connection', async () => {
    expect(await get()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await get()).toBe(200);
    expect(connections).toBe(1);
  }, 15_000);
});
