// An API failure shown as the server's pt-BR message with a retry button; a lost session is
// re-checked so the guard can react.
import { Alert, Button } from 'react-bootstrap';
import { useSessionCheckOn } from '../hooks/use-session-check';
import { errorMessage } from '../../../lib/error-message';

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  useSessionCheckOn(error);
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
