// 'Reativar' on a deactivated client's page: a confirmation saying what comes back, then the
// account can sign in again. The server's refusal (e.g. an account erased at its owner's request)
// stays in the dialog.
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import type { ClientRef } from './deactivate-client-dialogs';

export function ReactivateClientDialog(props: {
  show: boolean;
  client: ClientRef;
  reactivate: (id: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { pending, error, run, clearError } = useConfirmedAction();

  return (
    <ConfirmDialog
      show={props.show}
      title="Reativar cliente"
      body={
        <>
          <p>
            Reativar a conta de <strong>{props.client.name}</strong>?
          </p>
          <p className="mb-0">
            O cliente volta a entrar com o mesmo e-mail e senha e encontra as artes, os arquivos e o
            extrato de créditos como estavam.
          </p>
        </>
      }
      confirmLabel="Reativar"
      variant="success"
      pending={pending}
      error={error}
      onConfirm={() => void run(() => props.reactivate(props.client.id), props.onDone)}
      onCancel={() => {
        clearError();
        props.onCancel();
      }}
    />
  );
}
