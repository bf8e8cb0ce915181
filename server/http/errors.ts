// Errors a service raises on purpose: each carries the HTTP status, a stable code and the pt-BR
// message the visitor reads. Anything else is unexpected and answered generically.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'invalid_input') =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Faça login para continuar.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Não encontrado.') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, 'too_large', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'unsupported_file_type', message);
export const tooManyRequests = (message: string) => new AppError(429, 'too_many_requests', message);
