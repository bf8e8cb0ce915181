// The one place a domain error (server/domain-errors.ts) becomes an HTTP answer: the status each
// kind is served with. app.onError writes the `{ error: { code, message } }` body.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorKind } from '../domain-errors';

const STATUS_OF_KIND = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_file_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, ContentfulStatusCode>;

export const httpStatusOf = (error: DomainError): ContentfulStatusCode =>
  STATUS_OF_KIND[error.kind];
