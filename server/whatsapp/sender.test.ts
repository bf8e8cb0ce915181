// The Cloud API sender's answer to each kind of failure: which are retried, which are final.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudApiSender, WhatsAppSendError } from './sender';

let server: Server;
let base = '';
/** The next answer: a status, or 'hang' (never answers). */
let next: number | 'hang' = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (next === 'hang') return;
      res.writeHead(next, { 'content-type': 'application/json' });
      res.end(
        next === 200
          ? JSON.stringify({ messages: [{ id: 'wamid.X' }] })
          : JSON.stringify({ error: { message: 'Rate limit hit', code: 130429 } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sender = (apiUrl = base, timeoutMs = 500) =>
  createCloudApiSender(
    { apiUrl, phoneNumberId: '1', accessToken: 't', templateLanguage: 'pt_BR' },
    { timeoutMs },
  );
const message = { to: '+5571999998888', template: 'arte_entregue', parameters: ['A', '1', 'x'] };

async function failure(send: () => Promise<unknown>): Promise<WhatsAppSendError> {
  const error = await send().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WhatsAppSendError);
  return error as WhatsAppSendError;
}

describe('createCloudApiSender', () => {
  it("returns the API's message id", async () => {
    next = 200;
    expect(await sender().send(message)).toEqual({ id: 'wamid.X' });
  });

  it('retries 429 and 5xx, not other 4xx', async () => {
    next = 429;
    const limited = await failure(() => sender().send(message));
    expect(limited.retryable).toBe(true);
    expect(limited.message).toBe('HTTP 429: Rate limit hit (código 130429)');
    next = 503;
    expect((await failure(() => sender().send(message))).retryable).toBe(true);
    next = 401;
    expect((await failure(() => sender().send(message))).retryable).toBe(false);
    next = 404;
    expect((await failure(() => sender().send(message))).retryable).toBe(false);
  });

  it('retries a timeout and a refused connection', async () => {
    next = 'hang';
    const slow = await failure(() => sender(base, 200).send(message));
    expect(slow.retryable).toBe(true);
    expect(slow.message).toMatch(/^falha de rede/);
    const refused = await failure(() => sender('http://127.0.0.1:9').send(message));
    expect(refused.retryable).toBe(true);
  });
});
