// A size limit on every request body the API reads whole (JSON, forms, better-auth's routes),
// checked before anything parses it: a declared Content-Length over the limit is refused at once,
// and a chunked body is counted as it arrives and refused the moment it passes the limit
// (hono/body-limit), so a large body never reaches JSON.parse or sits in memory.
// Multipart uploads on the routes that stream them into storage are left to their own limit
// (MAX_UPLOAD_MB, server/files/uploads.ts).
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { tooLarge } from '../domain-errors';

/** Enough for the longest text our forms take (10,000 characters of briefing) several times over. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The routes that receive files (POST, multipart, streamed by receiveUploads). A new upload route
 * must be added here, or its bodies stop at DEFAULT_BODY_LIMIT_BYTES.
 */
export const UPLOAD_ROUTES: readonly RegExp[] = [
  /^\/api\/arts\/?$/,
  // A change request's attachments (multipart `files`).
  /^\/api\/arts\/[^/]+\/change-request\/?$/,
  // 'Enviar': the studio's file, a draft until 'Confirmar envio' (JSON, read whole: limited).
  /^\/api\/admin\/arts\/[^/]+\/delivery-drafts\/?$/,
];

export const bodyTooLargeMessage = (bytes: number) =>
  `O conteúdo enviado é grande demais (máximo de ${Math.floor(bytes / 1024)} KB).`;

const isStreamedUpload = (c: Context) =>
  c.req.method === 'POST' &&
  /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '') &&
  UPLOAD_ROUTES.some((route) => route.test(c.req.path));

export function limitBodies(maxBytes = DEFAULT_BODY_LIMIT_BYTES) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c: Context<AppEnv>) => {
      c.get('log').warn(
        { path: c.req.path, contentLength: c.req.header('content-length') },
        'request body too large',
      );
      throw tooLarge(bodyTooLargeMessage(maxBytes));
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isStreamedUpload(c)) return next();
    return limit(c, next);
  });
}
