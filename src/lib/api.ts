// The SPA's one way to call the API: openapi-fetch over the types generated from the server's
// contract (api-contract.gen.ts), and `unwrap`, which turns every failure into an ApiError
// carrying the server's pt-BR message. No response shape is written by hand in the SPA.
import createClient from 'openapi-fetch';
import type { components, paths } from './api-contract.gen';

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
  // An absolute address: outside a browser (component tests under jsdom use Node's Request), a
  // relative one is refused before any fetch is made.
  baseUrl: window.location.origin,
  credentials: 'same-origin',
  fetch: (request) => globalThis.fetch(request),
});

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

// TEMPORARY while the call sites move to `api` + `unwrap` (removed when the last one has).
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

export const postJson = <T>(path: string, body: unknown, init: RequestInit = {}) =>
  apiFetch<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) });
