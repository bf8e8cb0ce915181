// The API contract's building blocks: every /api route is an `@hono/zod-openapi` route with its
// request and response schemas, so validation, the OpenAPI document (/api/openapi.json) and the
// SPA's typed client (src/lib/api-contract.gen.ts) all come from one definition.
import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import '../../common/zod-locale';
import type { Env, MiddlewareHandler } from 'hono';
import type { ZodError, ZodType } from 'zod';
import { requireAdmin, requireUser } from '../auth/guards';
import { invalidInput, notFound } from '../domain-errors';
import type { AppEnv, AuthedEnv } from './context';

/** A refusal that names no issue of its own (zod's pt-BR locale words the others). */
export const INVALID_INPUT_MESSAGE = 'Dados inválidos.';

/** The one error body every failure answers with (server/http/errors.ts, app.onError). */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid_input' }),
      message: z.string().openapi({ example: 'Dados inválidos.' }),
    }),
  })
  .openapi('ErrorBody');

/** What each error status means on this API (the body is always ErrorBody, in pt-BR). */
const ERROR_MEANINGS = {
  400: 'Dados inválidos (a mensagem diz qual).',
  401: 'Sem sessão, ou a sessão terminou.',
  403: 'O papel de quem chama não permite a ação.',
  404: 'Não existe, ou não pertence a quem chama.',
  409: 'O estado atual não permite a ação (status, saldo, conta).',
  413: 'Corpo ou arquivo acima do limite.',
  415: 'Tipo de conteúdo não aceito.',
  429: 'Tentativas demais; tente mais tarde.',
  500: 'Erro inesperado; a mensagem traz o código da requisição.',
  503: 'Um serviço externo (o provedor de pagamento) não respondeu; tente de novo.',
} as const;
type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** Each error answer's name among the document's shared responses (`components.responses`). */
const ERROR_RESPONSE_NAMES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
} as const satisfies Record<ErrorStatus, string>;

/** A reference to the shared answer for `status`: ErrorBody, with what the status means. */
export const errorResponse = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}`,
});

/** Registers the error answers once, for every route's references (the document's registry). */
export function registerErrorResponses(registry: OpenAPIHono['openAPIRegistry']) {
  registry.register('ErrorBody', errorBodySchema);
  for (const status of Object.keys(ERROR_MEANINGS).map(Number) as ErrorStatus[]) {
    registry.registerComponent('responses', ERROR_RESPONSE_NAMES[status], {
      description: ERROR_MEANINGS[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
  }
}

/**
 * The error answers a route declares, each the shared ErrorBody answer, and 500, which any route
 * may answer. (Refusals made before any route, a cross-origin write (403) or a body over the limit
 * (413), are described once in the document's introduction.)
 */
export function errorResponses(): { 500: ReturnType<typeof errorResponse> };
export function errorResponses<S extends Exclude<ErrorStatus, 500>>(
  ...statuses: S[]
): { [K in S | 500]: ReturnType<typeof errorResponse> };
export function errorResponses(...statuses: Exclude<ErrorStatus, 500>[]) {
  const declared: ErrorStatus[] = [...statuses, 500];
  return Object.fromEntries(declared.map((status) => [status, errorResponse(status)]));
}

/** A JSON answer of the given schema. */
export const jsonResponse = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body. */
export const jsonBody = <T extends ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** An OpenAPI binary string: a file part of a multipart body, or a downloaded file. */
const binarySchema = { type: 'string', format: 'binary' } as const;

/**
 * A required multipart body, declared with a plain OpenAPI schema (not zod) so no validator
 * consumes the stream receiveUploads reads.
 */
export const multipartBody = <const P extends Record<string, object>>(
  required: (keyof P & string)[],
  properties: P,
) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: { type: 'object' as const, required, properties } },
  },
});

/** One file part of a multipart body; `files` holds several. */
export const fileField = binarySchema;
export const filesField = { type: 'array', items: binarySchema } as const;

/** A streamed file answer: a plain schema, so neither a validator nor the response check reads it. */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: binarySchema } },
});

/** The session cookie better-auth sets at sign-in; named in each guarded route's `security`. */
export const SESSION_SECURITY_SCHEME = 'session';
/** Any signed-in user. */
export const signedIn = [{ [SESSION_SECURITY_SCHEME]: [] }];

/** Who may call a signed-in route: anyone signed in, or the admin only. */
export type Access = 'user' | 'admin';
const GUARDS = { user: requireUser, admin: requireAdmin } satisfies Record<
  Access,
  MiddlewareHandler<AuthedEnv>
>;
/** What each guard refuses: 401 signed out; 403 a client on an admin route. */
const GUARD_REFUSALS = { user: [401], admin: [401, 403] } as const satisfies Record<
  Access,
  ErrorStatus[]
>;
type GuardRefusal<A extends Access> = (typeof GUARD_REFUSALS)[A][number];

/**
 * A route for signed-in callers only (`access`: 'user' or 'admin'). The one place a route's
 * security is declared: the document names the session (`security`), the guard runs first
 * (requireUser or requireAdmin, then the route's own `middleware`), and the guard's refusals (401,
 * and 403 for 'admin') are declared with the route's own `errors` and 500.
 */
export function signedInRoute<
  A extends Access,
  P extends string,
  const R extends Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P },
  S extends Exclude<ErrorStatus, 500> = never,
  const M extends readonly MiddlewareHandler<AuthedEnv>[] = [],
>(access: A, config: R & { errors?: readonly S[]; middleware?: M }) {
  const { errors = [], middleware = [], responses, ...route } = config;
  return createRoute({
    ...route,
    security: signedIn,
    middleware: [GUARDS[access], ...middleware] as [MiddlewareHandler<AuthedEnv>, ...M],
    responses: {
      ...(responses as R['responses']),
      ...errorResponses<GuardRefusal<A> | S>(...GUARD_REFUSALS[access], ...errors),
    },
  });
}

/** A route made by signedInRoute, typed exactly as a direct call with the same arguments makes it. */
type SignedInRoute<
  A extends Access,
  P extends string,
  R extends Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P },
  S extends Exclude<ErrorStatus, 500>,
  M extends readonly MiddlewareHandler<AuthedEnv>[],
> = ReturnType<typeof signedInRoute<A, P, R, S, M>>;

/** A group's route: its tags are the group's and its own, whatever the declaration named. */
type GroupRoute<Route> = Omit<Route, 'tags'> & { tags?: string[] };

/** What the routes of a group share: see routeGroup. */
export interface RouteDefaults<
  S extends Exclude<ErrorStatus, 500>,
  M extends readonly MiddlewareHandler<AuthedEnv>[],
> {
  /** The document's sections the routes are listed under (before a route's own). */
  tags?: readonly string[];
  /** Checks after the guard and before each route's own (a company permission, say). */
  middleware?: M;
  /** Errors every route of the group may answer, beside each route's own. */
  errors?: readonly S[];
}

/**
 * Signed-in routes that share their access and some defaults, so a module declares once what its
 * routes have in common (docs/development.md, "The API contract"): `const fileRoute =
 * routeGroup('user', { tags, middleware: [companyMay.viewArts], errors: [403, 404] })`, then
 * `fileRoute({ method, path, summary, request, responses })`. Each route is signedInRoute's, with
 * the group's tags before its own, the group's middleware between the guard and its own, and the
 * union of the group's errors and its own. Its type is the one signedInRoute gives the merged
 * declaration: the handler's `c.req.valid(...)`, its answers and its env stay exact.
 */
export function routeGroup<
  A extends Access,
  const GS extends Exclude<ErrorStatus, 500> = never,
  const GM extends readonly MiddlewareHandler<AuthedEnv>[] = [],
>(access: A, defaults: RouteDefaults<GS, GM>) {
  const groupTags = defaults.tags ?? [];
  const groupMiddleware = defaults.middleware ?? [];
  const groupErrors = defaults.errors ?? [];
  return <
    P extends string,
    const R extends Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P },
    S extends Exclude<ErrorStatus, 500> = never,
    const M extends readonly MiddlewareHandler<AuthedEnv>[] = [],
  >(
    config: R & { errors?: readonly S[]; middleware?: M },
  ): GroupRoute<SignedInRoute<A, P, R, GS | S, readonly [...GM, ...M]>> => {
    const { tags: ownTags = [], errors = [], middleware = [], ...route } = config;
    const tags = [...groupTags, ...ownTags];
    // The merged declaration is the route's own with the group's tags, middleware and errors
    // added; the spread of a generic cannot say so, signedInRoute's type parameters do.
    return signedInRoute<A, P, R, GS | S, readonly [...GM, ...M]>(access, {
      ...(tags.length > 0 ? { tags } : {}),
      ...route,
      errors: [...groupErrors, ...errors],
      middleware: [...groupMiddleware, ...middleware] as const,
    } as unknown as R & { errors: readonly (GS | S)[]; middleware: readonly [...GM, ...M] });
  };
}

/**
 * An `{id}` path parameter. A malformed id names nothing: the route answers 404 with its own
 * message, as for an unknown id (never a 400 or a 500).
 */
export const idParams = (notFoundMessage: string) =>
  z.object({
    id: z.uuid({ error: notFoundMessage }).openapi({
      param: { name: 'id', in: 'path' },
      example: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
    }),
  });

/**
 * A request that fails its schema answers 400 with the first issue's pt-BR message (zod's English
 * defaults never reach a visitor); a malformed path parameter answers 404 with its message.
 */
function rejectInvalidInput(
  result: { target: string } & ({ success: true } | { success: false; error: ZodError }),
): void {
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE;
  if (result.target === 'param') throw notFound(message);
  throw invalidInput(message);
}

/** A group of API routes. Chain `.openapi(route, handler)` so the group's type carries each one. */
export const apiRouter = <E extends Env = AppEnv>() =>
  new OpenAPIHono<E>({ defaultHook: rejectInvalidInput });
