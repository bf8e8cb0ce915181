// Outside production, every JSON answer of an /api route is checked against its contract: a
// success against the schema the route declares for that status, an error against the one error
// body (ErrorBody) every failure shares. A mismatch is a server bug: the answer becomes a 500
// `contract_violation` naming the route and the first difference, so any API test that reaches
// the route fails. Production skips the check (it costs a parse of every body).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ZodType } from 'zod';
import type { AppEnv } from './context';
import { errorBodySchema } from './contract';
import { readJsonBody } from './read-json-body';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;

/** `GET /api/arts/{id}` in the document is `GET /api/arts/:id` in Hono's router. */
const routerPath = (openApiPath: string) => openApiPath.replaceAll(/\{([^}]+)\}/g, ':$1');

const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

export function checkResponses(
  api: OpenAPIHono<AppEnv>,
  prefix: string,
): MiddlewareHandler<AppEnv> {
  // Read when the first answer goes out: by then every route group has been mounted.
  let declared: Map<string, Responses> | undefined;
  const responsesOf = (method: string, path: string) => {
    declared ??= new Map(
      api.openAPIRegistry.definitions.flatMap((definition) =>
        definition.type === 'route'
          ? [
              [
                `${definition.route.method.toUpperCase()} ${prefix}${routerPath(definition.route.path)}`,
                definition.route.responses as Responses,
              ] as const,
            ]
          : [],
      ),
    );
    return declared.get(`${method} ${path}`);
  };

  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    // The route that answered, not merely the last one matched: GET /arts/finished also
    // matches /arts/:id, registered after it. Only middleware matched an unknown address.
    const endpoint = matchedRoutes(c)[c.req.routeIndex];
    const responses = endpoint && responsesOf(c.req.method, endpoint.path);
    if (!responses) return;
    const schema =
      c.res.status >= 400
        ? errorBodySchema
        : responses[String(c.res.status)]?.content?.['application/json']?.schema;
    const route = `${c.req.method} ${endpoint.path}`;
    const { body, response } = await readJsonBody(c.res);
    c.res = response;
    const problem = !isZod(schema)
      ? `status ${c.res.status} is not declared`
      : describeMismatch(schema, body);
    if (!problem) return;
    c.get('log').error({ route, status: c.res.status, problem }, 'response breaks the contract');
    c.res = Response.json(
      { error: { code: 'contract_violation', message: `${route}: ${problem}` } },
      { status: 500 },
    );
  };
}

function describeMismatch(schema: ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.') || '(body)'}: ${issue?.code ?? 'invalid'}`;
}
