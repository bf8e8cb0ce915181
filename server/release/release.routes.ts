// Release to the plate maker (docs/product/release.md). Signed in: the art's release (state, saved
// plate makers, every send) and 'Enviar para clicheria', for its client or the studio; the
// studio's 'Revogar'. Public, by the link's token, rate-limited per address: the package's page,
// each file, the ZIP and 'Confirmar recebimento'.
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiRoutes } from '../../common/api-routes';
import { sendReleaseSchema } from '../../common/release-schemas';
import type { AppDeps } from '../deps';
import { countInWindow } from '../db/rate-window';
import { notFound, rateLimited } from '../domain-errors';
import { attachmentDisposition } from '../files/files.service';
import { clientIp } from '../http/client-ip';
import {
  apiRouter,
  errorResponses,
  fileResponse,
  idParams,
  jsonBody,
  jsonResponse,
  routeGroup,
  signedInRoute,
} from '../http/contract';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import {
  artReleaseInfoSchema,
  publicReleaseSchema,
  receiptSchema,
  releaseViewSchema,
} from './release.schemas';
import {
  confirmReleaseReceipt,
  getArtRelease,
  logReleaseDownload,
  openRelease,
  publicRelease,
  RELEASE_LINK_NOT_FOUND_MESSAGE,
  RELEASE_NOT_FOUND_MESSAGE,
  releaseFilesOf,
  releaseZipNameOf,
  revokeRelease,
  sendRelease,
  streamReleaseZip,
  type LinkVisitor,
} from './release.service';
import { companyMay, viewerOf } from '../auth/company';

const TAGS = ['Liberação à clicheria'];

/** Requests per address per minute on the public link routes: a person needs a handful. */
export const RELEASE_LINK_CALLS_PER_MINUTE = 60;
export const TOO_MANY_LINK_CALLS_MESSAGE =
  'Acessos demais a este link a partir do seu endereço; aguarde um minuto e tente de novo.';

/** An art's release, for its company (403 without the role) and the studio; others get a 404. */
const artReleaseRoute = routeGroup('user', { tags: TAGS, errors: [403, 404] });

const artParams = idParams(ART_NOT_FOUND_MESSAGE);
const tokenParams = z.object({
  token: z
    .string()
    .max(100, { error: RELEASE_LINK_NOT_FOUND_MESSAGE })
    .openapi({ param: { name: 'token', in: 'path' }, example: 'x'.repeat(43) }),
});

const getRelease = artReleaseRoute({
  method: 'get',
  path: '/arts/{id}/release',
  middleware: [companyMay.viewArts],
  summary: 'A liberação de uma arte aprovada: situação, clicherias salvas e envios',
  request: { params: artParams },
  responses: { 200: jsonResponse(artReleaseInfoSchema, 'A liberação da arte.') },
});

const send = artReleaseRoute({
  method: 'post',
  path: '/arts/{id}/release',
  middleware: [companyMay.release],
  summary: "'Enviar para clicheria': o pacote da versão aprovada, por um link com validade",
  description:
    'JSON: uma clicheria salva (`plateMakerId`) ou uma nova (`plateMaker`: `name`, `email`, `whatsapp` opcional), que fica salva para o cliente. Só depois de aprovada e com a taxa paga ou isenta (409 `not_released`). A clicheria recebe um e-mail com o link (RELEASE_LINK_DAYS dias).',
  request: { params: artParams, body: jsonBody(sendReleaseSchema) },
  errors: [400, 409],
  responses: { 201: jsonResponse(releaseViewSchema, 'O envio.') },
});

const revoke = signedInRoute('admin', {
  method: 'post',
  path: '/releases/{id}/revoke',
  tags: TAGS,
  summary: 'Revoga o link de um envio à clicheria (o histórico fica)',
  request: { params: idParams(RELEASE_NOT_FOUND_MESSAGE) },
  errors: [404],
  responses: { 200: jsonResponse(releaseViewSchema, 'O envio, revogado.') },
});

const linkPage = createRoute({
  method: 'get',
  path: '/release-links/{token}',
  tags: TAGS,
  summary: 'O pacote de um link de clicheria (sem conta): arte, versão, arquivos e ZIP',
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(publicReleaseSchema, 'O pacote.'),
    ...errorResponses(403, 404, 429),
  },
});

const linkFile = createRoute({
  method: 'get',
  path: '/release-links/{token}/files/{key}',
  tags: TAGS,
  summary: 'Um arquivo do pacote (anexo); cada download fica registrado',
  request: {
    params: tokenParams.extend({
      key: z
        .string()
        .max(40)
        .openapi({ param: { name: 'key', in: 'path' }, example: 'impressao' }),
    }),
  },
  responses: {
    200: fileResponse('application/octet-stream', 'O arquivo, como anexo.'),
    ...errorResponses(403, 404, 429),
  },
});

const linkZip = createRoute({
  method: 'get',
  path: '/release-links/{token}/zip',
  tags: TAGS,
  summary: 'O pacote inteiro em um ZIP (transmitido); o download fica registrado',
  request: { params: tokenParams },
  responses: {
    200: fileResponse('application/zip', 'O ZIP, como anexo.'),
    ...errorResponses(403, 404, 429),
  },
});

const linkConfirm = createRoute({
  method: 'post',
  path: '/release-links/{token}/confirm',
  tags: TAGS,
  summary: "'Confirmar recebimento': registrado uma vez; o cliente é avisado",
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(receiptSchema, 'Quando o recebimento foi confirmado.'),
    ...errorResponses(403, 404, 429),
  },
});

const DOWNLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  // The link is a secret: no shared cache keeps what it opened.
  'Cache-Control': 'private, no-store',
};

export function releaseRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>) {
  const { db, storage, config } = deps;

  /** Counts the call against the caller's address, then opens the token's release. */
  const openLink = async (c: Context, token: string) => {
    const ip = clientIp(c, config.trustProxy);
    const now = Date.now();
    const { count, endsAt } = await countInWindow(db, `release-link:${ip}`, 60, now);
    if (count > RELEASE_LINK_CALLS_PER_MINUTE) {
      throw rateLimited(TOO_MANY_LINK_CALLS_MESSAGE, (endsAt - now) / 1000);
    }
    const release = await openRelease(db, token);
    const visitor: LinkVisitor = { ip, userAgent: c.req.header('user-agent') ?? null };
    return { release, visitor };
  };

  return apiRouter()
    .openapi(getRelease, async (c) => {
      return c.json(
        await getArtRelease(db, { artId: c.req.valid('param').id, viewer: viewerOf(c) }),
        200,
      );
    })
    .openapi(send, async (c) => {
      const viewer = viewerOf(c);
      const release = await sendRelease(
        { db, linkDays: config.releaseLinkDays },
        { artId: c.req.valid('param').id, viewer, body: c.req.valid('json') },
      );
      c.get('log').info(
        { userId: viewer.id, artId: c.req.valid('param').id, releaseId: release.id },
        'release sent',
      );
      return c.json(release, 201);
    })
    .route(
      '/admin',
      apiRouter().openapi(revoke, async (c) => {
        const release = await revokeRelease(db, {
          releaseId: c.req.valid('param').id,
          adminId: c.get('user').id,
        });
        c.get('log').info({ releaseId: release.id }, 'release revoked');
        return c.json(release, 200);
      }),
    )
    .openapi(linkPage, async (c) => {
      const { token } = c.req.valid('param');
      const { release } = await openLink(c, token);
      return c.json(
        await publicRelease({ db, storage }, release, {
          file: (key) => apiRoutes.releaseLinkFile(token, key),
          zip: apiRoutes.releaseLinkZip(token),
        }),
        200,
      );
    })
    .openapi(linkFile, async (c) => {
      const { token, key } = c.req.valid('param');
      const { release, visitor } = await openLink(c, token);
      const file = (await releaseFilesOf({ db, storage }, release)).find((f) => f.key === key);
      if (!file) throw notFound('Arquivo não encontrado.');
      let body: Readable | Buffer;
      try {
        body = await file.open();
      } catch (error) {
        c.get('log').error({ err: error, releaseId: release.id, key }, 'release file missing');
        throw notFound('Arquivo não encontrado.');
      }
      await logReleaseDownload(db, release, file.name, visitor);
      c.get('log').info({ releaseId: release.id, key }, 'release file downloaded');
      const headers = {
        ...DOWNLOAD_HEADERS,
        'Content-Type':
          file.contentType === 'image/svg+xml' ? 'application/octet-stream' : file.contentType,
        'Content-Disposition': attachmentDisposition(file.name),
      };
      if (Buffer.isBuffer(body)) {
        return c.body(new Uint8Array(body), 200, {
          ...headers,
          'Content-Length': String(body.length),
        });
      }
      return c.body(Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>, 200, {
        ...headers,
        ...(file.size !== null ? { 'Content-Length': String(file.size) } : {}),
      });
    })
    .openapi(linkZip, async (c) => {
      const { token } = c.req.valid('param');
      const { release, visitor } = await openLink(c, token);
      const files = await releaseFilesOf({ db, storage }, release);
      const name = await releaseZipNameOf(db, release);
      await logReleaseDownload(db, release, name, visitor);
      c.get('log').info({ releaseId: release.id }, 'release ZIP downloaded');
      const zip = streamReleaseZip(files, c.get('log'), release.createdAt);
      return c.body(Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>, 200, {
        ...DOWNLOAD_HEADERS,
        'Content-Type': 'application/zip',
        'Content-Disposition': attachmentDisposition(name),
      });
    })
    .openapi(linkConfirm, async (c) => {
      const { release, visitor } = await openLink(c, c.req.valid('param').token);
      const receipt = await confirmReleaseReceipt(db, release, visitor);
      c.get('log').info({ releaseId: release.id }, 'release receipt confirmed');
      return c.json(receipt, 200);
    });
}
