// The footer of a dialog that asks before it acts: 'Cancelar' (outlined) beside the action, which
// shows it is under way and cannot be pressed twice (BusyButton). ConfirmDialog and the form
// dialogs share it, so every such dialog looks and behaves alike while its answer is awaited.
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { BusyButton } from './busy-button';

/** The action's colour: 'danger' for destructive actions, so the button says so by colour too. */
export type ActionVariant = 'primary' | 'danger' | 'success' | 'warning';

export function DialogActions({
  actionLabel,
  variant = 'primary',
  pending,
  onCancel,
  onAction,
  cancelLabel = 'Cancelar',
}: {
  actionLabel: ReactNode;
  variant?: ActionVariant;
  /** While the action runs: both buttons disabled, the action's showing its spinner. */
  pending: boolean;
  onCancel: () => void;
  /** Without it, the action submits the dialog's form. */
  onAction?: () => void;
  cancelLabel?: string;
}) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <BusyButton
        type={onAction ? 'button' : 'submit'}
        variant={variant}
        onClick={onAction}
        pending={pending}
      >
        {actionLabel}
      </BusyButton>
    </Modal.Footer>
  );
}
