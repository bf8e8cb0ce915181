// Deleting a client: a confirmation naming the client, then the account is deactivated (it can no
// longer sign in; its records stay) and 'Usuario Deletado com sucesso!' confirms it. Kept at page
// level, not in the row: the row disappears when the list refreshes, the success dialog must not.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { SuccessDialog } from './success-dialog';

export interface ClientRef {
  id: string;
  name: string;
}

export function DeactivateClientDialogs(props: {
  /** The client whose delete button was pressed; null when none. */
  target: ClientRef | null;
  deactivate: (id: string) => Promise<unknown>;
  /** Closes the confirmation (cancelled or done). */
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<ClientRef | null>(null);
  // Kept apart from `deleted` so the name stays in the dialog while it fades out.
  const [showDeleted, setShowDeleted] = useState(false);
  const { target } = props;

  const confirm = async () => {
    if (!target) return;
    setPending(true);
    setError(null);
    try {
      await props.deactivate(target.id);
      setDeleted(target);
      setShowDeleted(true);
      props.onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ConfirmDialog
        show={target !== null}
        title="Excluir cliente"
        body={
          <>
            <p>
              Excluir o cliente <strong>{target?.name}</strong>?
            </p>
            <p className="mb-0">
              A conta é desativada: o cliente não consegue mais entrar e as sessões abertas
              terminam. O histórico de artes e de créditos fica guardado, como o contrato e a lei
              exigem.
            </p>
          </>
        }
        confirmLabel="Excluir"
        variant="danger"
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setError(null);
          props.onClose();
        }}
      />
      <SuccessDialog
        show={showDeleted}
        title="Usuario Deletado com sucesso!"
        onClose={() => setShowDeleted(false)}
      >
        {deleted?.name} não tem mais acesso à área do cliente.
      </SuccessDialog>
    </>
  );
}
