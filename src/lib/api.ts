// The SPA's one way to call the API: openapi-fetch over the types generated from the server's
// contract (api-contract.gen.ts), and `unwrap`, which turns every failure into an ApiError
// carrying the server's pt-BR message. No response shape is written by hand in the SPA.
import createClient from 'openapi-fetch';
import { COMPANY_HEADER } from '../../common/company-address';
import type { components, paths } from './api-contract.gen';
import { openCompany } from './open-company';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** The schemas the API answers with, by their names in the OpenAPI document. */
export type ApiSchemas = components['schemas'];

type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessStatus = 200 | 201;

/** The JSON a route answers on success, e.g. `SuccessBody<'/api/arts', 'post'>`. */
export type SuccessBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends { responses: infer Responses }
  ? JsonContent<Responses[SuccessStatus & keyof Responses]>
  : never;

/**
 * The typed client: `api.GET('/api/arts/{id}', { params: { path: { id } } })`. Pass the call to
 * `unwrap` for its data. `fetch` is looked up at each call, so tests can stub the global one.
 */
export const api = createClient<paths>({
  // The page's own origin, spelled out: Node's Request (under the component tests' jsdom) cannot
  // resolve a relative address as a browser does. On the server (no location) any origin does:
  // its calls go to the app in-process (setServerFetch).
  baseUrl: typeof location === 'undefined' ? 'http://server.local' : location.origin,
  credentials: 'same-origin',
  fetch: (request) => (serverFetch ?? globalThis.fetch)(withOpenCompany(request)),
});

/** Every call names the open company (docs/product/companies.md), unless it names one itself. */
function withOpenCompany(request: Request): Request {
  const company = openCompany();
  if (company && !request.headers.has(COMPANY_HEADER)) request.headers.set(COMPANY_HEADER, company);
  return request;
}

let serverFetch: ((request: Request) => Promise<Response>) | undefined;

/**
 * The server's render of a signed-in page (src/app/layout/render-page.tsx) answers the SPA's own
 * calls from the API in-process, with the visitor's cookie: one source for every answer's shape.
 */
export function setServerFetch(fetch: (request: Request) => Promise<Response>) {
  serverFetch = fetch;
}

/** Reads an error body of any shape into an ApiError with a message fit to show. */
export function toApiError(status: number, body: unknown): ApiError {
  // A hand check rather than a zod schema keeps zod out of the first chunk every page loads.
  const error = isErrorBody(body) ? body.error : undefined;
  if (error) return new ApiError(status, error.code, error.message);
  return new ApiError(status, 'unknown', `Erro inesperado (${status}). Tente novamente.`);
}

function isErrorBody(body: unknown): body is ApiSchemas['ErrorBody'] {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

type CallResult<Data> =
  | { data: Data; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The answer's data, or an ApiError: the server's own, or a network one when it never answered. */
export async function unwrap<Data>(call: Promise<CallResult<Data>>): Promise<NonNullable<Data>> {
  let result: CallResult<Data>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const { data, error, response } = result;
  // Every route answers JSON on success, so a success without data is a broken answer too.
  if (error === undefined && response.ok && data !== undefined && data !== null) return data;
  throw toApiError(response.status, error);
}
