// An API failure shown as the server's pt-BR message with a retry button. (A lost session is
// noticed by the query cache itself: src/app/providers.tsx.)
import { Alert, Button } from 'react-bootstrap';
import { errorMessage } from '../../../lib/error-message';

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert variant="danger" role="alert" className="d-flex flex-wrap align-items-center gap-3">
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </Alert>
  );
}
