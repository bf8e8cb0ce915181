// The API's contract as a document: every route the app registers is in /api/openapi.json with
// its responses, the SPA's generated types match it, and /api/docs serves the reference.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ENABLED_AUTH_PATHS } from '../auth/endpoints';
import { createTestContext } from '../test/harness';
import { contextForFile } from '../test/factories';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs';
import { API_TYPES_FILE, renderApiTypes } from './api-types';

const t = contextForFile();

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const readDocument = async () => {
  const response = await t.request(`/api${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
};

/** Routes that answer without a session, by design. */
const PUBLIC_OPERATIONS = new Set([
  'post /api/contact',
  // Real-user speed: every visitor's browser reports, signed in or not.
  'post /api/rum',
  // The e-mail's unsubscribe link: its signed token, not a session, names the account.
  'get /api/notifications/unsubscribe',
  'post /api/notifications/unsubscribe',
  // A payment provider's notification: the provider authenticates it (readNotification), and
  // nothing counts until the charge is read back (docs/decisions/0010-payment-providers.md).
  'post /api/payments/webhook/{provider}',
  // '/verificar': anyone holding a termo checks it; the answer names no more than the art's name,
  // version, company and date (docs/product/approval.md).
  'get /api/verify',
  // The plate maker's link: its unguessable token (hashed at rest, expiring, revocable), not a
  // session, opens one release's package (docs/product/release.md).
  'get /api/release-links/{token}',
  'get /api/release-links/{token}/files/{key}',
  'get /api/release-links/{token}/zip',
  'post /api/release-links/{token}/confirm',
  // An invitation's page: its link's random id (122 bits), not a session, reads it; accepting it
  // needs the invited person signed in (docs/product/companies.md).
  'get /api/invitations/{id}',
  'get /api/health',
  'get /healthz',
  'get /readyz',
  ...ENABLED_AUTH_PATHS.map(
    (path) => `${path === '/get-session' ? 'get' : 'post'} /api/auth${path}`,
  ),
]);

describe('/api/openapi.json', () => {
  it('lists every route the app registers, each with a JSON or file answer on success', async () => {
    const document = await readDocument();
    expect(document.openapi).toBe('3.1.0');
    const registered = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
        .map((route) => `${route.method.toLowerCase()} ${route.path}`),
    );
    const documentation = [`get /api${OPENAPI_PATH}`, `get /api${DOCS_PATH}`];
    const undocumented = [...registered].filter((route) => {
      if (documentation.some((doc) => route.startsWith(doc))) return false;
      const [method = '', path = ''] = route.split(' ');
      return !document.paths[path.replaceAll(/:(\w+)/g, '{$1}')]?.[method];
    });
    expect(undocumented).toEqual([]);
    // better-auth's wildcard is described endpoint by endpoint.
    for (const path of ENABLED_AUTH_PATHS) expect(document.paths[`/api/auth${path}`]).toBeDefined();
    expect(registered.size).toBeGreaterThan(20);

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        const success = Object.entries(operation.responses).filter(([status]) =>
          status.startsWith('2'),
        );
        expect(success.length, name).toBeGreaterThan(0);
        if (path.startsWith('/api/auth/')) continue;
        for (const [, response] of success) {
          const [content] = Object.values(response.content ?? {});
          expect(content?.schema, `${name} declares its answer`).toBeDefined();
        }
        expect(operation.responses['500'], `${name} declares its error body`).toBeDefined();
        if (!PUBLIC_OPERATIONS.has(name)) expect(operation.security, name).toBeDefined();
      }
    }
  });

  it('is what the SPA’s generated types were made from (run `npm run api:types` if not)', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await renderApiTypes());
  });
});

describe('/api/docs', () => {
  it('serves the reference page and its files from our origin', async () => {
    const page = await t.request(`/api${DOCS_PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'text/javascript'],
      ['swagger-ui.css', 'text/css'],
      ['docs-init.js', 'text/javascript'],
    ]) {
      const response = await t.request(`/api${DOCS_PATH}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toContain(type);
    }
  });

  it('is for admins only in production', async () => {
    const production = await createTestContext({ NODE_ENV: 'production' });
    try {
      expect((await production.request(`/api${DOCS_PATH}`)).status).toBe(401);
      const client = await production.signUp();
      expect(
        (
          await production.request(`/api${DOCS_PATH}/swagger-ui-bundle.js`, {
            cookie: client.cookie,
          })
        ).status,
      ).toBe(403);
      const admin = await production.createAdmin();
      expect((await production.request(`/api${DOCS_PATH}`, { cookie: admin.cookie })).status).toBe(
        200,
      );
    } finally {
      await production.close();
    }
  });
});
