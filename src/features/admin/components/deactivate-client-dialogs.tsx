// Deleting a client: a confirmation naming the client and saying what happens (no more sign-in,
// open requests stay with the studio, records kept, 'Reativar' undoes it), then the account is
// deactivated and 'Usuario Deletado com sucesso!' confirms it. Kept at page
// level, not in the row: the row disappears when the list refreshes, the success dialog must not.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { MessageDialog } from '../../../components/message-dialog';

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
  const { pending, error, run, clearError } = useConfirmedAction();
  const [deleted, setDeleted] = useState<ClientRef | null>(null);
  // Kept apart from `deleted` so the name stays in the dialog while it fades out.
  const [showDeleted, setShowDeleted] = useState(false);
  const { target } = props;

  const confirm = async () => {
    if (!target) return;
    await run(
      () => props.deactivate(target.id),
      () => {
        setDeleted(target);
        setShowDeleted(true);
        props.onClose();
      },
    );
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
            <p>
              A conta é desativada: o cliente não consegue mais entrar, as sessões abertas terminam
              e ele deixa de acompanhar as solicitações em aberto, que continuam na fila do estúdio.
            </p>
            <p className="mb-0">
              Os dados ficam guardados (artes, arquivos e extrato de créditos), como o contrato e a
              lei exigem. Dá para desfazer: em <strong>Desativados</strong>, abra o cliente e use{' '}
              <strong>Reativar</strong>.
            </p>
          </>
        }
        confirmLabel="Excluir"
        variant="danger"
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          clearError();
          props.onClose();
        }}
      />
      <MessageDialog
        show={showDeleted}
        title="Usuario Deletado com sucesso!"
        onClose={() => setShowDeleted(false)}
      >
        {deleted?.name} não tem mais acesso à área do cliente.
      </MessageDialog>
    </>
  );
}
