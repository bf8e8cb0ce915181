// 'Retirar vN': the studio takes back the version awaiting the client's approval (the art goes back
// to Em andamento). It asks first, with the reason the client will read (required, the contract's
// own rules: withdrawVersionSchema); the server checks again that the version is still the one
// awaiting approval and its refusal is shown here.
import { Modal } from 'react-bootstrap';
import { withdrawVersionSchema, WITHDRAW_REASON_MAX } from '../../../../common/api-types';
import { AppModal } from '../../../components/app-modal';
import { DialogActions } from '../../../components/dialog-actions';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { submitOrShowRefusal } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';

export interface WithdrawVersionDialogProps {
  show: boolean;
  artName: string;
  version: number;
  withdraw: (input: { version: number; reason: string }) => Promise<unknown>;
  onWithdrawn: () => void;
  onCancel: () => void;
}

export function WithdrawVersionDialog(props: WithdrawVersionDialogProps) {
  const form = useZodForm(withdrawVersionSchema, { version: props.version, reason: '' });
  const pending = form.formState.isSubmitting;
  const cancel = () => {
    if (pending) return;
    form.reset({ version: props.version, reason: '' });
    props.onCancel();
  };
  const submit = submitOrShowRefusal(form, async (input) => {
    await props.withdraw(input);
    form.reset({ version: props.version, reason: '' });
    props.onWithdrawn();
  });
  return (
    <AppModal
      show={props.show}
      onHide={cancel}
      title={`Retirar a v${props.version}`}
      pending={pending}
      onSubmit={(event) => {
        // The version shown is the one withdrawn, whatever the form was opened with.
        form.setValue('version', props.version);
        void submit(event);
      }}
    >
      <Modal.Body>
        <p>
          A v{props.version} de <strong>{props.artName}</strong> deixa de aguardar a aprovação do
          cliente e a arte volta para Em andamento. A versão fica no histórico, marcada como
          retirada, e o cliente recebe um aviso com o motivo.
        </p>
        <FormAlert form={form} />
        <FormField
          form={form}
          name="reason"
          label="Motivo (o cliente lê)"
          rows={3}
          maxLength={WITHDRAW_REASON_MAX}
          hint="Por exemplo: o arquivo foi enviado com as medidas erradas; uma versão corrigida segue ainda hoje."
          errorRole="alert"
        />
      </Modal.Body>
      <DialogActions
        actionLabel={`Retirar a v${props.version}`}
        variant="danger"
        pending={pending}
        onCancel={cancel}
      />
    </AppModal>
  );
}
