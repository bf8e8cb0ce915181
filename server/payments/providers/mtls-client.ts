// HTTPS with the client certificate the Pix API demands (mutual TLS, the BACEN standard), on
// node:https: Efí's SDK needs Node 22 and undici is no direct dependency here.
import { Agent, request } from 'node:https';
import type { RawAnswer } from './shared';

/** The certificate and key the PSP issued (PEM pair or PKCS#12), and its CA when it is private. */
export interface ClientIdentity {
  cert?: Buffer;
  key?: Buffer;
  pfx?: Buffer;
  passphrase?: string;
  /** Trust only this CA for the PSP's server (homologation servers often use their own). */
  ca?: Buffer;
}

export interface MtlsRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export type MtlsRequester = (req: MtlsRequest) => Promise<RawAnswer>;

/** Answers are small JSON documents; a larger one is cut off as out of contract. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export function createMtlsRequester(
  identity: ClientIdentity,
  options: { timeoutMs: number },
): MtlsRequester {
  // No keep-alive: calls are few and far between, and a socket the PSP closed while idle would
  // fail the next call; TLS sessions are still resumed from the agent's cache.
  const agent = new Agent({ ...identity, keepAlive: false, minVersion: 'TLSv1.2' });
  return ({ method, url, headers = {}, body }) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const req = request(
        url,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            ...headers,
            ...(payload ? { 'content-length': String(payload.length) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              req.destroy(new Error(`resposta maior que ${MAX_ANSWER_BYTES} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      const timer = setTimeout(
        () => req.destroy(new Error(`sem resposta em ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      req.on('close', () => clearTimeout(timer));
      req.on('error', reject);
      req.end(payload);
    });
}
