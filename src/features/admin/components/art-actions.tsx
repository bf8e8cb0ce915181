// The art page's 'Iniciar' and 'Enviar' buttons. A move the status machine forbids now is a
// disabled button with its reason written beside it (a disabled button cannot be focused, so the
// reason is visible text, tied to the button with aria-describedby).
import { useId } from 'react';
import { BusyButton } from '../../../components/busy-button';
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
      <BusyButton
        variant="primary"
        onClick={props.onClick}
        disabled={!allowed}
        pending={props.pending}
        aria-describedby={allowed ? undefined : hintId}
      >
        {props.label}
      </BusyButton>
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
