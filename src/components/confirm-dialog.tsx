// A yes/no dialog asked before any action that cannot be undone (approve, deactivate, delete…).
import type { ReactNode } from 'react';
import { Alert, Modal } from 'react-bootstrap';
import { AppModal } from './app-modal';
import { DialogActions, type ActionVariant } from './dialog-actions';
import { keepFocusInPage } from '../lib/focus';

export interface ConfirmDialogProps {
  show: boolean;
  /** The dialog's accessible name. */
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions, so the button says so by colour too. */
  variant?: ActionVariant;
  /** While the action runs: buttons disabled, the dialog cannot be dismissed. */
  pending?: boolean;
  /** The server's message when the action failed; the dialog stays open to retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  show,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancelar',
  variant = 'primary',
  pending = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dismiss = () => {
    if (!pending) onCancel();
  };
  return (
    <AppModal
      show={show}
      onHide={dismiss}
      onExited={keepFocusInPage}
      title={title}
      pending={pending}
    >
      <Modal.Body>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {body}
      </Modal.Body>
      <DialogActions
        actionLabel={confirmLabel}
        cancelLabel={cancelLabel}
        variant={variant}
        pending={pending}
        onCancel={dismiss}
        onAction={onConfirm}
      />
    </AppModal>
  );
}
