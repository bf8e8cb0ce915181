// Route inputs of the wrong shape are refused in pt-BR (zod's own pt-BR locale), while each
// schema's own messages stay; a signed-in route's security is declared once (signedInRoute).
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { requireAdmin, requireUser } from '../auth/guards';
import { adminContextForFile, clientForFile } from '../test/factories';
import { apiRoutes } from '../../common/api-routes';
import type { AuthedEnv } from './context';
import {
  apiRouter,
  jsonBody,
  jsonResponse,
  routeGroup,
  signedInRoute,
  type Access,
} from './contract';

const { t, admin } = adminContextForFile();
const client = clientForFile(t);

const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { code: string; message: string } }).error;
};

describe('the contract’s request validation', () => {
  it('answers a value of the wrong type with a pt-BR message, not zod’s English', async () => {
    const grant = (json: unknown) =>
      t.request(apiRoutes.admin.grantCredits(client.id), {
        method: 'POST',
        cookie: admin.cookie,
        json,
      });
    expect(await refusal(await grant({ amount: 5, note: 5 }))).toEqual({
      code: 'invalid_input',
      message: 'Entrada inválida: esperava um texto, recebeu um número',
    });
    expect(await refusal(await grant([]))).toEqual({
      code: 'invalid_input',
      message: 'Entrada inválida: esperava um objeto, recebeu um vetor',
    });
    // A schema's own message still wins.
    expect((await refusal(await grant({ amount: '5' }))).message).toBe(
      'Informe a quantidade de créditos.',
    );
  });

  it('does the same on the public contact form', async () => {
    const response = await t.request(apiRoutes.contact, { method: 'POST', json: 'texto' });
    expect(await refusal(response)).toEqual({
      code: 'invalid_input',
      message: 'Entrada inválida: esperava um objeto, recebeu um texto',
    });
  });
});

describe('the response check', () => {
  it('leaves every answer readable after a garbage collection (no clone tied to the answer)', async () => {
    // Answers read late, as a client that awaits several at once reads them: a collection in
    // between must not empty them.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request(apiRoutes.admin.grantCredits(client.id), {
          method: 'POST',
          cookie: admin.cookie,
          json: { amount: 5, note: 5 },
        }),
      ),
    );
    for (let round = 0; round < 3; round++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const answer of answers) expect((await refusal(answer)).code).toBe('invalid_input');
  });
});

/** A full collection, here where the test runner did not start node with --expose-gc. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

describe('signedInRoute', () => {
  const ownCheck = createMiddleware<AuthedEnv>(async (_c, next) => next());
  const route = <A extends Access>(access: A) =>
    signedInRoute(access, {
      method: 'get',
      path: '/x/{id}',
      tags: ['Teste'],
      summary: 'Uma rota de teste',
      middleware: [ownCheck],
      errors: [404],
      responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'Certo.') },
    });

  it('declares the session, runs the guard before the route’s own checks, and adds its refusals', () => {
    const user = route('user');
    expect(user.security).toEqual([{ session: [] }]);
    expect(user.middleware).toEqual([requireUser, ownCheck]);
    expect(Object.keys(user.responses)).toEqual(['200', '401', '404', '500']);
    expect(user.responses[401]).toEqual({ $ref: '#/components/responses/Unauthorized' });

    const admin = route('admin');
    expect(admin.middleware).toEqual([requireAdmin, ownCheck]);
    expect(Object.keys(admin.responses)).toEqual(['200', '401', '403', '404', '500']);
    expect(admin.responses[403]).toEqual({ $ref: '#/components/responses/Forbidden' });
    // What the document shows of it: the rest of the route as written.
    expect(admin).toMatchObject({ method: 'get', path: '/x/{id}', summary: 'Uma rota de teste' });
    expect(admin).not.toHaveProperty('errors');
  });

  it('guards every route that names the session in the document', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: object }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security || path.startsWith('/api/auth/')) continue;
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
        const signedOut = await t.request(path.replaceAll(/\{\w+\}/g, randomUUID()), {
          method: method.toUpperCase(),
        });
        expect(signedOut.status, `${method} ${path}`).toBe(401);
      }
    }
  });
});

describe('routeGroup', () => {
  const groupCheck = createMiddleware<AuthedEnv>(async (_c, next) => next());
  const ownCheck = createMiddleware<AuthedEnv>(async (_c, next) => next());
  const params = z.object({ id: z.uuid() });
  const body = z.object({ text: z.string() });
  const answer = jsonResponse(z.object({ ok: z.boolean() }), 'Certo.');
  const testRoute = routeGroup('user', {
    tags: ['Teste'],
    middleware: [groupCheck],
    errors: [403, 404],
  });

  const grouped = testRoute({
    method: 'post',
    path: '/x/{id}',
    summary: 'Uma rota de teste',
    middleware: [ownCheck],
    request: { params, body: jsonBody(body) },
    errors: [400, 404],
    responses: { 201: answer },
  });
  // The same route declared in full: what the group must give, to the letter.
  const direct = signedInRoute('user', {
    tags: ['Teste'],
    method: 'post',
    path: '/x/{id}',
    summary: 'Uma rota de teste',
    middleware: [groupCheck, ownCheck],
    request: { params, body: jsonBody(body) },
    errors: [403, 404, 400],
    responses: { 201: answer },
  });

  it('makes the route signedInRoute makes of the merged declaration', () => {
    expect(grouped).toEqual(direct);
    expect(grouped.middleware).toEqual([requireUser, groupCheck, ownCheck]);
    expect(Object.keys(grouped.responses)).toEqual(['201', '400', '401', '403', '404', '500']);
    expect(grouped.tags).toEqual(['Teste']);
    expect(grouped.security).toEqual([{ session: [] }]);
    expect(grouped).not.toHaveProperty('errors');
  });

  it('puts a route’s own tags after the group’s, and names no tag when neither has one', () => {
    const route = testRoute({
      method: 'get',
      path: '/y',
      tags: ['Outra'],
      summary: 'Outra rota',
      responses: { 200: answer },
    });
    expect(route.tags).toEqual(['Teste', 'Outra']);
    expect(route.middleware).toEqual([requireUser, groupCheck]);
    expect(Object.keys(route.responses)).toEqual(['200', '401', '403', '404', '500']);

    const bare = routeGroup(
      'admin',
      {},
    )({
      method: 'get',
      path: '/z',
      summary: 'Sem seção',
      responses: { 200: answer },
    });
    expect(bare).not.toHaveProperty('tags');
    expect(bare.middleware).toEqual([requireAdmin]);
    expect(Object.keys(bare.responses)).toEqual(['200', '401', '403', '500']);
  });

  it('keeps the types a direct signedInRoute gives: the request, the answers and the middleware', () => {
    expectTypeOf(grouped.request).toEqualTypeOf(direct.request);
    expectTypeOf(grouped.responses).toEqualTypeOf(direct.responses);
    expectTypeOf(grouped.middleware).toEqualTypeOf(direct.middleware);
    expectTypeOf(grouped.method).toEqualTypeOf<'post'>();
    expectTypeOf(grouped.path).toEqualTypeOf<'/x/{id}'>();
    // And so the handler's: what it validated, and the answers it may give.
    apiRouter().openapi(grouped, (c) => {
      expectTypeOf(c.req.valid('param')).toEqualTypeOf<{ id: string }>();
      expectTypeOf(c.req.valid('json')).toEqualTypeOf<{ text: string }>();
      expectTypeOf(c.get('user')).toEqualTypeOf<AuthedEnv['Variables']['user']>();
      return c.json({ ok: true }, 201);
    });
  });
});
