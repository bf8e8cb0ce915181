// Route inputs of the wrong shape are refused in pt-BR (zod's own pt-BR locale), while each
// schema's own messages stay; a signed-in route's security is declared once (signedInRoute).
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { describe, expect, it } from 'vitest';
import { requireAdmin, requireUser } from '../auth/guards';
import { adminContextForFile, clientForFile } from '../test/factories';
import { apiRoutes } from '../../common/api-routes';
import type { AuthedEnv } from './context';
import { jsonResponse, signedInRoute, type Access } from './contract';

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
