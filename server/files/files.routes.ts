// GET /api/files/{id}/download: streams a stored file to its owner or an admin, always as an
// attachment that the browser must not sniff or render. A client's delivery waits for its release
// (approved, fee settled: docs/product/release.md).
import { Readable } from 'node:stream';
import type { AppDeps } from '../deps';
import { apiRouter, fileResponse, idParams, routeGroup } from '../http/contract';
import { notFound } from '../domain-errors';
import {
  attachmentDisposition,
  FILE_NOT_FOUND_MESSAGE,
  findOriginalForDownload,
  servedContentType,
} from './files.service';
import { companyMay, viewerOf } from '../auth/company';

/**
 * A stored file's routes (its download here, its previews in server/previews/previews.routes.ts): to
 * whoever may see the company's arts; another company's file is a 404.
 */
export const fileRoute = routeGroup('user', {
  tags: ['Arquivos'],
  middleware: [companyMay.viewArts],
  errors: [403, 404],
});

const downloadFile = fileRoute({
  method: 'get',
  path: '/files/{id}/download',
  summary: 'Baixa um arquivo (anexo ou entrega) do próprio cliente, ou qualquer um para o admin',
  request: { params: idParams(FILE_NOT_FOUND_MESSAGE) },
  description:
    'Uma entrega (arquivo aberto) só é baixada pelo cliente depois de aprovada e com a taxa de aprovação paga ou isenta (403 `files_locked`); o estúdio sempre baixa.',
  responses: {
    200: fileResponse(
      'application/octet-stream',
      'O arquivo, como anexo (Content-Disposition com o nome original); SVG vai como application/octet-stream.',
    ),
  },
});

export const fileRoutes = (deps: Pick<AppDeps, 'db' | 'storage'>) =>
  apiRouter().openapi(downloadFile, async (c) => {
    const viewer = viewerOf(c);
    const file = await findOriginalForDownload(deps.db, {
      fileId: c.req.valid('param').id,
      viewer,
    });
    let object: Awaited<ReturnType<typeof deps.storage.get>>;
    try {
      object = await deps.storage.get(file.storageKey);
    } catch (error) {
      // The row exists but the bytes do not: worth an operator's attention, not the visitor's.
      c.get('log').error({ err: error, fileId: file.id }, 'stored file missing');
      throw notFound(FILE_NOT_FOUND_MESSAGE);
    }
    c.get('log').info({ fileId: file.id, userId: viewer.id }, 'file downloaded');
    const stream = Readable.toWeb(object.body);
    return c.body(stream as unknown as ReadableStream<Uint8Array>, 200, {
      'Content-Type': servedContentType(file),
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentDisposition(file.originalName),
      'X-Content-Type-Options': 'nosniff',
      // Even if opened directly, nothing in it may run or load.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
