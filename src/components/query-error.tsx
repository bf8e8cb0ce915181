// An API failure shown as the server's pt-BR message, with a retry button where trying again can
// help (not for a 404: the art or client does not exist). A lost session is noticed by the query
// cache itself (src/app/query-client.ts).
import { Alert, Button } from 'react-bootstrap';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/error-message';

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert variant="danger" role="alert" className="d-flex flex-wrap align-items-center gap-3">
      <span>{errorMessage(error)}</span>
      {onRetry && !notFound && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </Alert>
  );
}
