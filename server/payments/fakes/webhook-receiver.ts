// A plain HTTP server standing in for our webhook route in the adapters' tests: it keeps each
// notification the fakes send as the route would hand it to readNotification.
import { createServer } from 'node:http';
import type { IncomingNotification } from '../provider';
import { listenOnLocalPort, readBody } from './fake-http';

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

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedNotification[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      received.push({ url: req.url ?? '/', headers, body });
      res.writeHead(200).end();
    });
  });
  const { port, close } = await listenOnLocalPort(server);
  return { url: `http://127.0.0.1:${port}/webhook`, received, close };
}
