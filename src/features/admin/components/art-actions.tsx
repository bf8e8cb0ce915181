// The art page's 'Iniciar' and 'Enviar' buttons. A move the status machine forbids now is a
// disabled button with its reason written beside it (a disabled button cannot be focused, so the
// reason is visible text, tied to the button with aria-describedby).
import { useId } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { canTakeAction, illegalActionMessage, type ArtAction } from '../../../../common/art-status';
import type { ArtStatus } from '../../../../common/constants';

function ActionButton(props: {
  action: ArtAction;
  status: ArtStatus;
  label: string;
  pending?: boolean;
  onClick: () => void;
}) {
  const hintId = useId();
  const allowed = canTakeAction(props.action, props.status);
  return (
    <div>
      <Button
        variant="primary"
        onClick={props.onClick}
        disabled={!allowed || props.pending}
        aria-describedby={allowed ? undefined : hintId}
        aria-busy={props.pending}
      >
        {props.pending && (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        {props.label}
      </Button>
      {!allowed && (
        <p id={hintId} className="form-text mb-0 mt-1" style={{ maxWidth: '24rem' }}>
          {illegalActionMessage(props.action, props.status)}
        </p>
      )}
    </div>
  );
}

export function ArtActions(props: {
  status: ArtStatus;
  starting: boolean;
  onStart: () => void;
  onDeliver: () => void;
}) {
  return (
    <div className="d-flex flex-column flex-sm-row gap-3 align-items-start">
      <ActionButton
        action="start"
        status={props.status}
        label="Iniciar"
        pending={props.starting}
        onClick={props.onStart}
      />
      <ActionButton
        action="deliver"
        status={props.status}
        label="Enviar"
        onClick={props.onDeliver}
      />
    </div>
  );
}
