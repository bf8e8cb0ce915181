// The API tests' typed client: openapi-fetch over the test app's `request`, typed by the same
// generated contract as the SPA's (src/lib/api-contract.gen.ts, decisions/0004), so a test reads
// an answer as the route declares it, with no cast. `npm run typecheck` regenerates the types
// first; the response check still validates every answer at run time.
import createClient, { type Client } from 'openapi-fetch';
import { expect } from 'vitest';
import { formDataOf } from '../../common/multipart';
import type { components, paths } from '../../src/lib/api-contract.gen';
import { TEST_ORIGIN, type TestContext } from './harness';

export type TestApi = Client<paths>;
export type ApiSchemas = components['schemas'];
/** The JSON body a route takes, e.g. `JsonBody<'/api/notifications/preferences', 'put'>`. */
export type JsonBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
/** The query a GET route takes, e.g. `QueryOf<'/api/admin/clients'>`. */
export type QueryOf<Path extends keyof paths> = paths[Path] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/** The API of `t` as the holder of `user`'s cookie (none: signed out), from our own origin. */
export function apiOf(t: TestContext, user?: { cookie: string }): TestApi {
  return createClient<paths>({
    baseUrl: TEST_ORIGIN,
    fetch: async (request) =>
      t.request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body === null ? undefined : await request.arrayBuffer(),
        cookie: user?.cookie,
      }),
  });
}

type Answer<Data, Error> = { data?: Data; error?: Error; response: Response };

/** A call's data once it answered `status` (200 unless said). */
export async function dataOf<Data, Error>(
  call: Promise<Answer<Data, Error>>,
  status = 200,
): Promise<Data> {
  const { data, error, response } = await call;
  expect(response.status, JSON.stringify(error)).toBe(status);
  if (data === undefined) throw new Error(`${response.url}: ${response.status} without a body`);
  return data;
}

/** A refused call's `error` ({ code, message }) once it answered `status`. */
export async function refusalOf<Data>(
  call: Promise<Answer<Data, ApiSchemas['ErrorBody'] | undefined>>,
  status: number,
): Promise<ApiSchemas['ErrorBody']['error']> {
  const { error, response } = await call;
  expect(response.status).toBe(status);
  if (!error) throw new Error(`${response.url}: ${response.status} without an error body`);
  return error.error;
}

/**
 * A typed multipart body, sent as the SPA sends it (common/multipart.ts). Spread into the call:
 * `{ ...multipart({ name, files }) }`.
 */
export function multipart<Body extends Record<string, string | Blob | Blob[] | undefined>>(
  body: Body,
) {
  const form = formDataOf(body);
  return { body, bodySerializer: () => form };
}
