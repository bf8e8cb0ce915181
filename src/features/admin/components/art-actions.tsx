// The art page's 'Iniciar' and 'Enviar' buttons, and 'Retirar vN' while a version awaits the
// client's approval. A move the status machine forbids now is a disabled button with its reason
// written beside it (a disabled button cannot be focused, so the reason is visible text, tied to
// the button with aria-describedby).
import { useId } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { canTakeAction, illegalActionMessage, type ArtAction } from '../../../../common/art-status';
import type { ArtStatus } from '../../../../common/constants';

function ActionButton(props: {
  action: ArtAction;
  status: ArtStatus;
  label: string;
  pending?: boolean;
  variant?: 'primary' | 'outline-danger';
  onClick: () => void;
}) {
  const hintId = useId();
  const allowed = canTakeAction(props.action, props.status);
  return (
    <div>
      <BusyButton
        variant={props.variant ?? 'primary'}
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
  /** The version awaiting approval (the current one); null before any delivery. */
  currentVersion: number | null;
  onWithdraw: () => void;
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
      {props.currentVersion !== null && canTakeAction('withdraw', props.status) && (
        <ActionButton
          action="withdraw"
          status={props.status}
          label={`Retirar a v${props.currentVersion}`}
          variant="outline-danger"
          onClick={props.onWithdraw}
        />
      )}
    </div>
  );
}
