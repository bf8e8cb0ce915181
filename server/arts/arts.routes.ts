// The client's art API: list, request (multipart, against a credit), finished list, detail,
// approve and ask for changes; plus the file downloads. The rules live in arts.service.ts.
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  approveArtSchema,
  artRequestSchema,
  changeRequestBodySchema,
  listQuerySchema,
} from '../../common/api-types';
import { artBriefSchema, type ArtBrief } from '../../common/brief';
import { MAX_FILES_PER_REQUEST } from '../../common/constants';
import type { AppDeps } from '../deps';
import { approveWithProof } from '../approval/approval.service';
import { loginSourceFor } from '../auth/auth';
import { clientIp } from '../http/client-ip';
import { companyOf, companyMay, viewerOf } from '../auth/company';
import { companyBalance } from '../credits/credits.service';
import { fileRoutes } from '../files/files.routes';
import { receiveUploads } from '../files/uploads';
import type { AuthedEnv } from '../http/context';
import {
  apiRouter,
  idParams,
  INVALID_INPUT_MESSAGE,
  jsonResponse,
  multipartBody,
  filesField,
  fileField,
  jsonBody,
  routeGroup,
} from '../http/contract';
import { forbidden, invalidInput } from '../domain-errors';
import { checkMoveBeforeUpload, requestArtChange } from './art-moves.service';
import { getArtDetail, listClientArts, listClientFinishedArts } from './art-reads.service';
import {
  checkRequestBeforeUpload,
  createArtRequest,
  getBriefDefaults,
} from './art-requests.service';
import {
  artDetailSchema,
  briefDefaultsSchema,
  artRequestResultSchema,
  artSummarySchema,
  artWithDeliveryPageSchema,
  type ArtRequestResult,
} from './art.schemas';
import { ART_NOT_FOUND_MESSAGE } from './arts.service';

/** Set on the answer to a repeated submission: the art was created earlier, nothing was charged. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const TAGS = ['Artes do cliente'];
/** Every route checks what the caller may do in the open company (403 when not allowed). */
const artRoute = routeGroup('user', { tags: TAGS, errors: [403] });
/** The reads: any member who may see the company's arts. */
const artReadRoute = routeGroup('user', {
  tags: TAGS,
  middleware: [companyMay.viewArts],
  errors: [403],
});

export const BRIEF_MISSING_MESSAGE =
  'Preencha o briefing técnico da peça (tipo, medidas, substrato e cores).';

/** The multipart `brief` field (JSON) checked by the brief's schema: the brief, or why not. */
function readBrief(value: string | undefined): { brief: ArtBrief } | { problem: string } {
  if (value === undefined || value.trim() === '') return { problem: BRIEF_MISSING_MESSAGE };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { problem: BRIEF_MISSING_MESSAGE };
  }
  const parsed = artBriefSchema.safeParse(json);
  return parsed.success
    ? { brief: parsed.data }
    : { problem: parsed.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE };
}

const artParams = idParams(ART_NOT_FOUND_MESSAGE);

/** Before the Idempotency-Key is read: an admin learns they may not request, whatever they sent. */
const clientsOnly = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.get('user').role !== 'client') throw forbidden('Apenas clientes podem solicitar artes.');
  await next();
});

// The per-submission key, so a double-click creates and charges one art. Lower case: Hono hands
// the validator the headers by their lower-case names (HTTP header names ignore case).
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, 'Chave de idempotência inválida.')
    .optional()
    .openapi({
      description:
        'Uma por envio do formulário: repetir a mesma chave devolve a arte já criada, sem nova cobrança.',
    }),
});

const listArts = artReadRoute({
  method: 'get',
  path: '/arts',
  summary: 'As artes do cliente, mais novas primeiro (50 por página, busca pelo nome)',
  request: { query: listQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(
      artWithDeliveryPageSchema,
      'Uma página das artes, cada uma com a última entrega.',
    ),
  },
});

const listFinishedArts = artReadRoute({
  method: 'get',
  path: '/arts/finished',
  summary: 'As artes entregues do cliente (Finalizado ou Aprovado)',
  request: { query: listQuerySchema },
  errors: [400],
  responses: {
    200: jsonResponse(
      artWithDeliveryPageSchema,
      'Uma página das artes entregues, com a última entrega.',
    ),
  },
});

const requestArt = artRoute({
  method: 'post',
  path: '/arts',
  summary: 'Solicita uma arte, debitando um crédito',
  description: `Formulário multipart: os campos de texto antes dos arquivos (até ${MAX_FILES_PER_REQUEST}, no campo repetido \`files\`, e a faca no campo \`dieLine\`). O campo \`brief\` leva o briefing técnico do serviço como JSON, com \`service\` (flexo, grafica, identidade, fechamento, mockup; sem ele, flexo), validado pelo mesmo esquema do formulário (common/brief.ts); uma caixa sem faca, um mockup sem a arte anexada ou uma vetorização sem o logotipo anexado são recusados antes de qualquer cobrança.`,
  middleware: [clientsOnly, companyMay.requestArts],
  request: {
    headers: idempotencyHeaders,
    body: multipartBody(['name', 'briefing', 'brief'], {
      name: { type: 'string', maxLength: 120 },
      briefing: { type: 'string', maxLength: 10_000 },
      brief: {
        type: 'string',
        description:
          'JSON do briefing técnico do serviço (esquema ArtBrief): flexo {"service":"flexo","pieceType","widthMm","heightMm","depthMm"?,"substrate","colorCount","spotColors"?,"ean"?,"plateMaker"?}; grafica {"product","widthMm","heightMm","paper","paperWeightGsm"?,"sides","quantity"?}; identidade {"starting","vectorize","formats"}; fechamento {"printer","process","widthMm","heightMm","bleedMm","colorMode","minDpi"?}; mockup {"shape","widthMm","heightMm","depthMm"?}.',
        example:
          '{"service":"flexo","pieceType":"caixa","widthMm":120,"heightMm":80,"depthMm":40,"substrate":"papelao","colorCount":4,"spotColors":["PANTONE 485 C"]}',
      },
      files: filesField,
      dieLine: fileField,
    }),
  },
  errors: [400, 409, 413, 415],
  responses: {
    201: {
      ...jsonResponse(
        artRequestResultSchema,
        'A arte criada (ou a já criada com a mesma chave) e o novo saldo.',
      ),
      headers: {
        [IDEMPOTENT_REPLAY_HEADER]: {
          description: '`true` quando a chave repetiu um envio anterior: nada foi cobrado de novo.',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    },
  },
});

const briefDefaults = artReadRoute({
  method: 'get',
  path: '/arts/brief-defaults',
  summary: 'Os valores do último briefing técnico do cliente, para preencher o próximo',
  responses: {
    200: jsonResponse(briefDefaultsSchema, 'Substrato, cores e clicherista do último pedido.'),
  },
});

const getArt = artReadRoute({
  method: 'get',
  path: '/arts/{id}',
  summary: 'A página de uma arte: prazo, briefing, referências, versões, alterações e histórico',
  request: { params: artParams },
  errors: [404],
  responses: {
    200: jsonResponse(artDetailSchema, 'A arte.'),
  },
});

const approve = artRoute({
  method: 'post',
  path: '/arts/{id}/approve',
  summary: 'Aprova a versão que aguarda aprovação (Finalizado → Aprovado)',
  description:
    'JSON: a versão aprovada (`version`), a que o cliente viu, a senha do cliente de novo (`password`: 400 `wrong_password`, 429 após tentativas demais, contadas com as do login), os itens conferidos da lista do briefing (`checklist`: 400 `checklist_incomplete`), a declaração (`meaningAccepted`) e, com pontos ainda abertos na versão, `acknowledgeOpenPins` (409 `open_pins` sem ele); `mockupShown` quando a aprovação partiu do mockup 3D (fica no registro e no termo). Grava o registro da aprovação; o termo é feito em seguida, em segundo plano. Uma versão que uma versão corrigida substituiu (ou que o estúdio retirou) é recusada com 409 `version_replaced`.',
  middleware: [companyMay.approve],
  request: { params: artParams, body: jsonBody(approveArtSchema) },
  errors: [400, 404, 409, 429],
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte aprovada.'),
  },
});

const changeRequest = artRoute({
  method: 'post',
  path: '/arts/{id}/change-request',
  summary: 'Pede alterações numa arte entregue (Finalizado ou Aprovado → Alteração)',
  description: `Leva os pinos abertos da versão atual (revisão da prova); exige ao menos um pino aberto ou a \`description\`. Formulário multipart: \`description\` antes dos arquivos (até ${MAX_FILES_PER_REQUEST}, opcionais, no campo repetido \`files\`). Numa arte já aprovada a alteração é um novo pedido e debita 1 crédito (409 \`no_credits\` sem saldo).`,
  middleware: [companyMay.askChanges],
  request: {
    params: artParams,
    body: multipartBody([], {
      description: { type: 'string', maxLength: 10_000 },
      files: filesField,
    }),
  },
  errors: [400, 404, 409, 413, 415],
  responses: {
    200: jsonResponse(artSummarySchema, 'A arte, de volta ao estúdio.'),
  },
});

/** What POST /arts answers, new or replayed: the art, the balance and the deadline it was given. */
const requestAnswer = (result: ArtRequestResult): ArtRequestResult => ({
  art: result.art,
  credit: result.credit,
  dueAt: result.dueAt,
  turnaroundDays: result.turnaroundDays,
});

export function artRoutes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'logger' | 'jobs' | 'auth'>,
) {
  const { db } = deps;
  return apiRouter()
    .openapi(listArts, async (c) => {
      const { search, page } = c.req.valid('query');
      return c.json(await listClientArts(db, { ownerId: companyOf(c).id, search, page }), 200);
    })
    .openapi(listFinishedArts, async (c) => {
      const { search, page } = c.req.valid('query');
      const list = await listClientFinishedArts(db, { ownerId: companyOf(c).id, search, page });
      return c.json(list, 200);
    })
    .openapi(requestArt, async (c) => {
      const user = c.get('user');
      const company = companyOf(c);
      const idempotencyKey = c.req.valid('header')['idempotency-key'] ?? null;

      // A repeated submission is answered before its body is read, whatever the balance now.
      const replay = await checkRequestBeforeUpload(db, {
        ownerId: company.id,
        credit: await companyBalance(db, company.id),
        idempotencyKey,
      });
      if (replay) {
        c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return c.json(requestAnswer(replay), 201);
      }

      const upload = await receiveUploads(c, deps, {
        ownerId: company.id,
        maxFiles: MAX_FILES_PER_REQUEST,
        fileField: 'files',
        extraFileFields: { dieLine: 1 },
      });
      const input = artRequestSchema.safeParse(upload.fields);
      if (!input.success) {
        await upload.discard();
        throw invalidInput(input.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE);
      }
      const brief = readBrief(upload.fields.brief);
      if ('problem' in brief) {
        await upload.discard();
        throw invalidInput(brief.problem, 'invalid_brief');
      }
      const result = await createArtRequest(deps, {
        ownerId: company.id,
        actorId: user.id,
        name: input.data.name,
        briefing: input.data.briefing,
        brief: brief.brief,
        files: upload.files,
        dieLine: upload.extraFiles.dieLine?.[0] ?? null,
        idempotencyKey,
      });
      if (result.created) {
        c.get('log').info(
          {
            userId: user.id,
            companyId: company.id,
            artId: result.art.id,
            files: upload.files.length,
          },
          'art requested',
        );
      } else {
        c.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      }
      return c.json(requestAnswer(result), 201);
    })
    .openapi(briefDefaults, async (c) => {
      return c.json(await getBriefDefaults(db, companyOf(c).id), 200);
    })
    .openapi(getArt, async (c) => {
      const detail = await getArtDetail(db, {
        artId: c.req.valid('param').id,
        viewer: viewerOf(c),
      });
      return c.json(detail, 200);
    })
    .openapi(approve, async (c) => {
      const body = c.req.valid('json');
      const { version } = body;
      const user = c.get('user');
      const ip = clientIp(c, deps.config.trustProxy);
      const art = await approveWithProof(deps, {
        artId: c.req.valid('param').id,
        client: { id: user.id, name: user.name, email: user.email },
        company: companyOf(c),
        version,
        password: body.password,
        checklist: body.checklist,
        acknowledgeOpenPins: body.acknowledgeOpenPins,
        mockupShown: body.mockupShown,
        ip,
        userAgent: c.req.header('user-agent') ?? '',
        source: loginSourceFor(deps.auth, ip),
      });
      c.get('log').info({ userId: c.get('user').id, artId: art.id, version }, 'art approved');
      return c.json(art, 200);
    })
    .openapi(changeRequest, async (c) => {
      const user = c.get('user');
      const company = companyOf(c);
      const artId = c.req.valid('param').id;
      // Refused before the upload when already impossible (someone else's art, a status that
      // allows no change, no credit for a change after approval).
      await checkMoveBeforeUpload(db, {
        artId,
        action: 'requestChange',
        ownerId: company.id,
        credit: await companyBalance(db, company.id),
      });

      const upload = await receiveUploads(c, deps, {
        ownerId: company.id,
        maxFiles: MAX_FILES_PER_REQUEST,
        fileField: 'files',
      });
      const input = changeRequestBodySchema.safeParse(upload.fields);
      if (!input.success) {
        await upload.discard();
        throw invalidInput(input.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE);
      }
      const changed = await requestArtChange(deps, {
        artId,
        clientId: company.id,
        actorId: user.id,
        description: input.data.description,
        files: upload.files,
      });
      c.get('log').info(
        { userId: user.id, artId: changed.art.id, files: changed.fileIds.length },
        'art change requested',
      );
      return c.json(changed.art, 200);
    })
    .route('/', fileRoutes(deps));
}
