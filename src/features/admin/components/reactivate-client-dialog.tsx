// 'Reativar' on a deactivated client's page: a confirmation saying what comes back, then the
// account can sign in again. The server's refusal (e.g. an account erased at its owner's request)
// stays in the dialog.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import type { ClientRef } from './deactivate-client-dialogs';

export function ReactivateClientDialog(props: {
  show: boolean;
  client: ClientRef;
  reactivate: (id: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await props.reactivate(props.client.id);
      props.onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

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
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null);
        props.onCancel();
      }}
    />
  );
}
