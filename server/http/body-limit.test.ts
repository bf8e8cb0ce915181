// Bodies over the limit are refused with 413 and our pt-BR error before anything parses them,
// on our routes and better-auth's, with or without Content-Length; uploads keep their own limit.
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { grantCredits } from '../credits/credits.service';
import { dataOf } from '../test/api-client';
import { contextForFile, fileOf, postArt } from '../test/factories';
import { bodyTooLargeMessage, DEFAULT_BODY_LIMIT_BYTES } from './body-limit';

const t = contextForFile();

const tooLarge = {
  error: { code: 'too_large', message: bodyTooLargeMessage(DEFAULT_BODY_LIMIT_BYTES) },
};

/** A JSON text of about `bytes` bytes with every field the route expects. */
const bigJson = (base: Record<string, string>, bytes: number) =>
  JSON.stringify({ ...base, padding: 'x'.repeat(bytes) });

/** The same text as a stream: no Content-Length, as a chunked upload arrives. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 8192));
      offset += 8192;
    },
  });
}

const contact = {
  user_name: 'Maria',
  user_email: 'maria@exemplo.com.br',
  message: 'Quero um orçamento de rótulos.',
};
const signIn = { email: 'ninguem@exemplo.com.br', password: 'x'.repeat(12) };

const targets = [
  { name: '/api/contact', path: apiRoutes.contact, base: contact },
  { name: '/api/auth/sign-in/email', path: '/api/auth/sign-in/email', base: signIn },
];

describe.each(targets)('$name', ({ path, base }) => {
  it('refuses an oversized JSON body with Content-Length: 413 in pt-BR', async () => {
    const body = bigJson(base, 300 * 1024);
    const response = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('refuses an oversized chunked body without Content-Length', async () => {
    const response = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(bigJson(base, 300 * 1024)),
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('lets a normal body through, streamed or not', async () => {
    const expected = path === apiRoutes.contact ? 201 : 401;
    expect((await t.request(path, { method: 'POST', json: base })).status).toBe(expected);
    const response = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(JSON.stringify(base)),
      duplex: 'half',
    });
    expect(response.status).toBe(expected);
  });
});

it('leaves multipart uploads to their own streaming limit', async () => {
  const admin = await t.createAdmin();
  const client = await t.signUp();
  await grantCredits(t.runtime.db, { userId: client.id, adminId: admin.id, amount: 1 });
  // A real PNG header followed by 2 MB: far past the JSON limit, far under MAX_UPLOAD_MB.
  const png = Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.alloc(2 * 1024 * 1024),
  ]);
  const requested = postArt(t, client, {
    name: 'Rótulo grande',
    briefing: 'Arquivo de referência grande.',
    files: [fileOf(png, 'grande.png', 'image/png')],
  });
  await dataOf(requested, 201);
});
