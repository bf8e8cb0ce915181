// The SPA's one way to call the API: JSON in and out, and every failure turned into an ApiError
// carrying the server's pt-BR message.
import type { ApiErrorBody } from '../../common/api-error';

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

/** Reads an error body of any shape into an ApiError with a message fit to show. */
export function toApiError(status: number, body: unknown): ApiError {
  // A hand check rather than the zod schema keeps zod out of the first chunk every page loads.
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message);
  }
  return new ApiError(status, 'unknown', `Erro inesperado (${status}). Tente novamente.`);
}

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
