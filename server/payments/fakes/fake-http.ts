// The HTTP plumbing the payment fakes share (asaas-fake.ts, bacen-pix-fake.ts, webhook-receiver.ts):
// reading a request's body, recording an API call, listening on a free local port, and posting a
// webhook the way a provider does.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** One API call a fake received, as a test reads it back. */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A scripted answer that replaces the fake's real one (`failNext`). */
export interface ScriptedAnswer {
  status: number;
  body: string;
}

/** The request's body as UTF-8 text ('' when it has none). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The call as recorded: its path below the API's version prefix (`/v3`, `/v2`) and its query. */
export function callOf(
  req: IncomingMessage,
  url: URL,
  versionPrefix: string,
  body: unknown,
): FakeCall {
  return {
    method: req.method ?? '',
    path: url.pathname.slice(versionPrefix.length),
    query: Object.fromEntries(url.searchParams),
    body,
  };
}

/** A server started on a free port of 127.0.0.1, and how to stop it (open connections too). */
export interface ListeningServer {
  port: number;
  close: () => Promise<void>;
}

export function listenOnLocalPort(server: HttpServer | HttpsServer): Promise<ListeningServer> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** POSTs a JSON webhook as a provider does and answers the receiver's status (its body drained). */
export async function postWebhook(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}
