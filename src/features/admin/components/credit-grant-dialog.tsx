// 'Adicionar Créditos': a whole number from 1 to 1000 and an optional note. Bad input is refused
// here, in the dialog, with the contract's own messages (creditGrantSchema); the server checks
// again and its message is shown too.
import { Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { DialogActions } from '../../../components/dialog-actions';
import type { Resolver } from 'react-hook-form';
import type { CreditGrantInput } from '../../../../common/api-types';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { submitOrShowRefusal, useAppForm } from '../../../components/form/use-app-form';
import { parseCreditGrant } from './credit-grant';
import type { ApiSchemas } from '../../../lib/api';

type CreditGrantResult = ApiSchemas['CreditGrantResult'];

interface CreditGrantValues {
  amount: string;
  note: string;
}

const EMPTY: CreditGrantValues = { amount: '', note: '' };

/** The typed text read by parseCreditGrant (its digit-only rules), the one message on its field. */
const creditGrantResolver: Resolver<CreditGrantValues, unknown, CreditGrantInput> = (values) => {
  const parsed = parseCreditGrant(values.amount, values.note);
  if (parsed.ok) return { values: parsed.value, errors: {} };
  return { values: {}, errors: { [parsed.field]: { type: 'rule', message: parsed.message } } };
};

export interface CreditGrantDialogProps {
  show: boolean;
  clientName: string;
  currentCredit: number;
  grant: (input: CreditGrantInput) => Promise<CreditGrantResult>;
  onGranted: (result: CreditGrantResult, input: CreditGrantInput) => void;
  onCancel: () => void;
}

export function CreditGrantDialog(props: CreditGrantDialogProps) {
  const form = useAppForm({ resolver: creditGrantResolver, defaultValues: EMPTY });
  const pending = form.formState.isSubmitting;

  const cancel = () => {
    if (pending) return;
    form.reset(EMPTY);
    props.onCancel();
  };

  const submit = submitOrShowRefusal(form, async (input) => {
    const result = await props.grant(input);
    form.reset(EMPTY);
    props.onGranted(result, input);
  });

  return (
    <AppModal
      show={props.show}
      onHide={cancel}
      title="Adicionar Créditos"
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      <Modal.Body>
        <p>
          Cliente: <strong>{props.clientName}</strong> · saldo atual: {props.currentCredit}{' '}
          {props.currentCredit === 1 ? 'crédito' : 'créditos'}
        </p>
        <FormAlert form={form} />
        <FormField
          form={form}
          name="amount"
          label="Quantidade de Créditos"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          autoFocus
          hint="Um número inteiro de 1 a 1000."
          errorRole="alert"
        />
        <FormField
          form={form}
          name="note"
          label="Observação (opcional)"
          rows={2}
          maxLength={500}
          errorRole="alert"
          groupClassName=""
        />
      </Modal.Body>
      <DialogActions actionLabel="Adicionar" pending={pending} onCancel={cancel} />
    </AppModal>
  );
}
