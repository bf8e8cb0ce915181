// Errors the server raises on purpose: what went wrong (a kind), a stable code and the pt-BR
// message the visitor reads. Services throw these and know nothing of HTTP; the one mapping from a
// kind to a status is server/http/errors.ts. Anything else is unexpected and answered generically.

export type DomainErrorKind =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_file_type'
  | 'rate_limited'
  /** Something outside the server (a payment provider) did not answer: try again later. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** For a rate limit: how long until a new try can pass (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string, code = 'invalid_input') =>
  new DomainError('invalid_input', code, message);
export const unauthenticated = (message = 'Faça login para continuar.') =>
  new DomainError('unauthenticated', 'unauthorized', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.', code = 'forbidden') =>
  new DomainError('forbidden', code, message);
export const notFound = (message = 'Não encontrado.') =>
  new DomainError('not_found', 'not_found', message);
export const conflict = (message: string, code = 'conflict') =>
  new DomainError('conflict', code, message);
export const tooLarge = (message: string) => new DomainError('too_large', 'too_large', message);
export const unsupportedFileType = (message: string) =>
  new DomainError('unsupported_file_type', 'unsupported_file_type', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new DomainError('rate_limited', 'too_many_requests', message, retryAfterSeconds);
export const unavailable = (message: string, code = 'unavailable') =>
  new DomainError('unavailable', code, message);
