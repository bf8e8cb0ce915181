// A stored file's previews, to its owner and admins only (others 404, signed out 401): the summary
// (GET /api/files/{id}/preview, polled by the viewer while pending), each page's image and the
// thumbnail — always WebP, inline, never sniffed, privately cached. The original stays the
// download-only attachment of files.routes.ts.
import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AuthedEnv } from '../http/context';
import { notFound } from '../domain-errors';
import { FILE_NOT_FOUND_MESSAGE } from '../files/files.service';
import { apiRouter, fileResponse, idParams, jsonResponse } from '../http/contract';
import { fileRoute } from '../files/files.routes';
import type { FileStorage } from '../files/storage';
import type { Logger } from '../logger';
import {
  getPreviewSummary,
  PREVIEW_NOT_FOUND_MESSAGE,
  previewSummarySchema,
  readyPreviewImage,
} from './previews.service';
import { viewerOf } from '../auth/company';

/** The images of a ready preview never change: a day in the viewer's own browser cache. */
export const PREVIEW_CACHE_CONTROL = 'private, max-age=86400';

/**
 * A stored WebP made by the server (a preview page, a thumbnail, a comparison): inline, never
 * sniffed, privately cached, sandboxed. A missing object is logged and answered as not found.
 */
export async function sendStoredImage(
  storage: FileStorage,
  log: Logger,
  key: string,
  notFoundMessage = PREVIEW_NOT_FOUND_MESSAGE,
): Promise<Response> {
  let object: Awaited<ReturnType<FileStorage['get']>>;
  try {
    object = await storage.get(key);
  } catch (error) {
    log.error({ err: error, key }, 'stored image missing');
    throw notFound(notFoundMessage);
  }
  const body = Readable.toWeb(object.body) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(object.size),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': PREVIEW_CACHE_CONTROL,
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

const fileParams = idParams(FILE_NOT_FOUND_MESSAGE);

const getPreview = fileRoute({
  method: 'get',
  path: '/files/{id}/preview',
  summary: 'A pré-visualização de um arquivo: situação, páginas e miniatura',
  request: { params: fileParams },
  responses: {
    200: jsonResponse(previewSummarySchema, 'A situação da pré-visualização e as suas páginas.'),
  },
});

const getPreviewPage = fileRoute({
  method: 'get',
  path: '/files/{id}/preview/pages/{page}',
  summary: 'A imagem de uma página da pré-visualização (WebP, inline)',
  request: {
    params: fileParams.extend({
      page: z.coerce
        .number({ error: PREVIEW_NOT_FOUND_MESSAGE })
        .int({ error: PREVIEW_NOT_FOUND_MESSAGE })
        .min(1, { error: PREVIEW_NOT_FOUND_MESSAGE })
        .openapi({ param: { name: 'page', in: 'path' }, example: 1 }),
    }),
  },
  responses: {
    200: fileResponse('image/webp', 'A página, no máximo 2400 px no lado maior.'),
  },
});

const getPreviewThumbnail = fileRoute({
  method: 'get',
  path: '/files/{id}/preview/thumbnail',
  summary: 'A miniatura da primeira página (WebP, inline)',
  request: { params: fileParams },
  responses: {
    200: fileResponse('image/webp', 'A miniatura, no máximo 320 px no lado maior.'),
  },
});

export const previewRoutes = (deps: Pick<AppDeps, 'db' | 'storage'>) => {
  const { db, storage } = deps;
  /** One image of a ready preview (a page or the thumbnail), for whoever may see the file. */
  const sendPreviewImage = async (
    c: { get: Context<AuthedEnv>['get'] },
    fileId: string,
    image: number | 'thumbnail',
  ) => {
    const key = await readyPreviewImage(db, { fileId, viewer: viewerOf(c), image });
    return sendStoredImage(storage, c.get('log'), key);
  };
  return apiRouter()
    .openapi(getPreview, async (c) => {
      const summary = await getPreviewSummary(db, {
        fileId: c.req.valid('param').id,
        viewer: viewerOf(c),
      });
      return c.json(summary, 200);
    })
    .openapi(getPreviewPage, async (c) => {
      const { id, page } = c.req.valid('param');
      return sendPreviewImage(c, id, page);
    })
    .openapi(getPreviewThumbnail, async (c) =>
      sendPreviewImage(c, c.req.valid('param').id, 'thumbnail'),
    );
};
