// The approval's reads: the 'Termo de aprovação' of an art (its client or the studio; 404 to
// anyone else), and the public verification behind /verificar (by code, or by the SHA-256 of a
// PDF, which the page computes in the browser: the file never leaves it), limited per address.
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { APPROVAL_CODE_PATTERN } from '../../common/approval';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import { loginSourceFor } from '../auth/auth';
import { countInWindow } from '../db/rate-window';
import type { AppDeps } from '../deps';
import { invalidInput, rateLimited } from '../domain-errors';
import { attachmentDisposition } from '../files/files.service';
import { clientIp } from '../http/client-ip';
import {
  apiRouter,
  errorResponses,
  fileResponse,
  idParams,
  jsonResponse,
  signedInRoute,
} from '../http/contract';
import { termoFor, verifyApproval } from './approval.service';
import { approvalVerdictSchema } from './approval.schemas';
import { companyMay, viewerOf } from '../auth/company';

export const VERIFY_LIMIT = { perAddress: 30, windowSeconds: 60 } as const;
export const TOO_MANY_VERIFICATIONS_MESSAGE =
  'Muitas verificações deste endereço. Aguarde um minuto e tente novamente.';
export const VERIFY_INPUT_MESSAGE =
  'Informe o código do termo (AP-XXXX-XXXX-XXXX) ou escolha o arquivo PDF do termo.';

const termoRoute = signedInRoute('user', {
  method: 'get',
  path: '/arts/{id}/approval/termo',
  middleware: [companyMay.viewArts],
  tags: ['Artes do cliente'],
  summary: "Baixa o 'Termo de aprovação' da aprovação mais recente da arte",
  description:
    'Ao cliente dono da arte e ao estúdio; 404 a qualquer outro, e enquanto o termo não foi gerado.',
  request: { params: idParams(ART_NOT_FOUND_MESSAGE) },
  errors: [403, 404],
  responses: { 200: fileResponse('application/pdf', 'O termo em PDF, como anexo.') },
});

const verifyRoute = createRoute({
  method: 'get',
  path: '/verify',
  tags: ['Site'],
  summary: 'Verifica um termo de aprovação pelo código ou pelo SHA-256 do PDF',
  description: `Público. Responde se o termo é autêntico e vigente, ou substituído por uma versão mais nova, mostrando só o nome da arte, a versão, a empresa e a data. Até ${VERIFY_LIMIT.perAddress} verificações por endereço a cada ${VERIFY_LIMIT.windowSeconds} s.`,
  request: {
    query: z.object({
      codigo: z.string().max(40).optional(),
      sha256: z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'SHA-256 inválido.')
        .optional(),
    }),
  },
  responses: {
    200: jsonResponse(approvalVerdictSchema, 'O resultado (not_found quando nada corresponde).'),
    ...errorResponses(400, 429),
  },
});

export function approvalRoutes(deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'auth'>) {
  const { db, storage, config } = deps;
  return apiRouter()
    .openapi(termoRoute, async (c) => {
      const viewer = viewerOf(c);
      const artId = c.req.valid('param').id;
      const approval = await termoFor(db, { artId, viewer });
      const object = await storage.get(approval.storageKey);
      c.get('log').info({ artId, approvalId: approval.id, userId: viewer.id }, 'termo downloaded');
      return c.body(Readable.toWeb(object.body) as unknown as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(object.size),
        'Content-Disposition': attachmentDisposition(`termo-de-aprovacao-${approval.code}.pdf`),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    })
    .openapi(verifyRoute, async (c) => {
      const { codigo, sha256 } = c.req.valid('query');
      const code = codigo?.trim().toUpperCase();
      if (code ? !APPROVAL_CODE_PATTERN.test(code) : !sha256) {
        throw invalidInput(VERIFY_INPUT_MESSAGE);
      }
      const source = loginSourceFor(deps.auth, clientIp(c, config.trustProxy));
      const { count, endsAt } = await countInWindow(
        db,
        `approval-verify:${source}`,
        VERIFY_LIMIT.windowSeconds,
      );
      if (count > VERIFY_LIMIT.perAddress) {
        throw rateLimited(TOO_MANY_VERIFICATIONS_MESSAGE, (endsAt - Date.now()) / 1000);
      }
      return c.json(await verifyApproval(db, code ? { code } : { sha256 }), 200);
    });
}
