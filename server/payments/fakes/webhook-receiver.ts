// A plain HTTP server standing in for our webhook route in the adapters' tests: it keeps each
// notification the fakes send as the route would hand it to readNotification.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingNotification } from '../provider';

export interface ReceivedNotification extends IncomingNotification {
  /** The path and query it was posted to. */
  url: string;
}

export interface WebhookReceiver {
  /** Where to post, e.g. http://127.0.0.1:1234/webhook. */
  url: string;
  received: ReceivedNotification[];
  close(): Promise<void>;
}

export function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedNotification[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      received.push({ url: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/webhook`,
        received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
