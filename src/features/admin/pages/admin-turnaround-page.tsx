// /PrazoDeEntrega: the studio's delivery promise ('Prazo de entrega') in business days, checked by
// the same schema as the server (common/delivery-promise.ts). It applies to the next requests and
// change requests; the deadlines already promised stay. Saving is audited.
import { useEffect } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import {
  businessDays,
  DELIVERY_COUNTING_RULE,
  deliveryPromise,
  TURNAROUND_DAYS,
} from '../../../../common/delivery-promise';
import {
  turnaroundSettingsSchema,
  type TurnaroundSettings,
} from '../../../../common/turnaround-settings';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { showServerError } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { InlineSpinner } from '../../../components/inline-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useSaveTurnaround, useTurnaround } from '../api/turnaround';
import { AdminLayout } from '../components/admin-layout';

export function AdminTurnaroundPage() {
  return (
    <AdminLayout section="turnaround">
      <h1 className="h2 mb-4">Prazo de entrega</h1>
      <TurnaroundLoader />
    </AdminLayout>
  );
}

function TurnaroundLoader() {
  const turnaround = useTurnaround();
  if (turnaround.isPending)
    return (
      <p role="status">
        <InlineSpinner />
        Carregando o prazo...
      </p>
    );
  if (turnaround.isError)
    return <QueryError error={turnaround.error} onRetry={() => void turnaround.refetch()} />;
  return <TurnaroundForm initial={turnaround.data} />;
}

const asFields = (settings: TurnaroundSettings) => ({ days: String(settings.days) });

function TurnaroundForm({ initial }: { initial: TurnaroundSettings }) {
  const form = useZodForm(turnaroundSettingsSchema, asFields(initial));
  const save = useSaveTurnaround();
  useEffect(() => form.reset(asFields(initial)), [form, initial]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerError(form, errorMessage(error));
    }
  });
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} style={{ maxWidth: '36rem' }}>
      <p>
        Os clientes leem: “{deliveryPromise(initial.days)}”, {DELIVERY_COUNTING_RULE}. O prazo vale
        para os próximos pedidos e pedidos de alteração; os prazos já prometidos não mudam.
      </p>
      <p className="small text-body-secondary">
        O site público (Perguntas frequentes, Flexografia) e os Termos de uso anunciam o prazo
        padrão de {businessDays(TURNAROUND_DAYS.default)}.
      </p>
      <FormField
        form={form}
        name="days"
        label="Dias úteis para entregar"
        hint={`De ${TURNAROUND_DAYS.min} a ${TURNAROUND_DAYS.max}. Padrão: ${TURNAROUND_DAYS.default}.`}
        type="text"
        inputMode="numeric"
        required
      />
      <FormAlert form={form} />
      {save.isSuccess && !form.formState.isDirty && (
        <Alert variant="success" role="status">
          Prazo salvo: {deliveryPromise(save.data.days)}.
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
    </Form>
  );
}
