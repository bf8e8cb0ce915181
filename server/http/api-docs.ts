// The API's own description: GET /api/openapi.json (OpenAPI 3.1, built from the routes' contracts)
// and a readable reference at /api/docs (Swagger UI, its files served from our origin so the
// page keeps our CSP). The reference is public in development and admin-only in production.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards';
import { ENABLED_AUTH_PATHS } from '../auth/endpoints';
import type { Config } from '../config';
import type { AppEnv } from './context';
import { errorResponse, registerErrorResponses, SESSION_SECURITY_SCHEME } from './contract';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

/** The reference's page, stylesheet and scripts; the page starts Swagger UI from docs-init.js. */
const SWAGGER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const DOCS_PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API — referência</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>
</body>
</html>`;

// A file, not an inline script: the CSP allows scripts from our origin only.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });\n`;

/**
 * better-auth answers /api/auth/* itself (server/app.ts), outside the route contracts; the
 * endpoints the product leaves open are listed here so the document names every route.
 */
function describeAuthEndpoints(api: OpenAPIHono<AppEnv>) {
  // Their answers, described once (better-auth's own bodies are not part of the contract).
  for (const [name, description] of Object.entries({
    AuthSuccess: 'Sucesso; a sessão vai no cookie.',
    AuthInvalid: 'Dados inválidos.',
    AuthRefused: 'Credenciais inválidas ou sessão ausente.',
  })) {
    api.openAPIRegistry.registerComponent('responses', name, { description });
  }
  for (const endpoint of ENABLED_AUTH_PATHS) {
    const method = endpoint === '/get-session' ? 'get' : 'post';
    api.openAPIRegistry.registerPath({
      method,
      path: `/auth${endpoint}`,
      tags: ['Autenticação'],
      summary: `better-auth ${endpoint}`,
      description:
        'Servido pelo better-auth (https://www.better-auth.com/docs/concepts/api). Os erros vêm no formato do better-auth (`{ code, message }`), traduzidos no cliente.',
      responses: {
        200: { $ref: '#/components/responses/AuthSuccess' },
        400: { $ref: '#/components/responses/AuthInvalid' },
        401: { $ref: '#/components/responses/AuthRefused' },
        429: errorResponse(429),
      },
    });
  }
}

/**
 * Serves the document and the reference from `api` (mounted at /api, behind the session loader).
 * `documented` is the app the document describes: it holds every route under its full address.
 */
export type ApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

/** The OpenAPI 3.1 document of every route `app` holds. */
export const apiDocumentOf = (app: OpenAPIHono<AppEnv>): ApiDocument =>
  app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Estúdio — API',
      version: '1',
      description: [
        'A API do site, da área do cliente e do painel.',
        'Todo erro responde `{ error: { code, message } }`, com a mensagem em português.',
        'Antes de qualquer rota: uma escrita vinda de outra origem recebe 403 (`origin_not_allowed`) e um corpo JSON acima de 64 KB recebe 413.',
      ].join('\n\n'),
    },
  });

export function registerApiDocs(
  api: OpenAPIHono<AppEnv>,
  documented: OpenAPIHono<AppEnv>,
  config: Pick<Config, 'env'>,
) {
  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'O cookie de sessão que o login define (com o prefixo `__Host-` quando o site é servido em https).',
  });
  registerErrorResponses(api.openAPIRegistry);
  describeAuthEndpoints(api);

  let document: ApiDocument | undefined;
  api.get(OPENAPI_PATH, (c) => {
    // Built once, on first request: every route group is registered by then.
    document ??= apiDocumentOf(documented);
    return c.json(document);
  });

  // In production the reference is for the studio's admins; the document itself stays public
  // (it says nothing the SPA's own bundle doesn't).
  if (config.env === 'production') {
    api.use(DOCS_PATH, requireAdmin);
    api.use(`${DOCS_PATH}/*`, requireAdmin);
  }
  const swaggerDir = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  api.get(DOCS_PATH, (c) => c.html(DOCS_PAGE));
  api.get(`${DOCS_PATH}/docs-init.js`, (c) =>
    c.body(DOCS_INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  for (const [file, contentType] of Object.entries(SWAGGER_FILES)) {
    api.get(`${DOCS_PATH}/${file}`, async (c) =>
      c.body(await readFile(path.join(swaggerDir, file)), 200, { 'Content-Type': contentType }),
    );
  }
}
