// /PrazoDeEntrega: the studio's delivery promise ('Prazo de entrega') in business days, checked by
// the same schema as the server (common/delivery-promise.ts). It applies to the next requests and
// change requests; the deadlines already promised stay. Saving is audited.
import { Form } from 'react-bootstrap';
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
import { FormField } from '../../../components/form/form-field';
import { useSaveTurnaround, useTurnaround } from '../api/turnaround';
import { AdminLayout } from '../components/admin-layout';
import { SettingsFormEnd, SettingsLoader } from '../components/settings-form';
import { useSettingsForm } from '../hooks/use-settings-form';

export function AdminTurnaroundPage() {
  return (
    <AdminLayout section="turnaround">
      <h1 className="h2 mb-4">Prazo de entrega</h1>
      <SettingsLoader useSettings={useTurnaround} loadingText="Carregando o prazo...">
        {(turnaround) => <TurnaroundForm initial={turnaround} />}
      </SettingsLoader>
    </AdminLayout>
  );
}

const asFields = (settings: TurnaroundSettings) => ({ days: String(settings.days) });

function TurnaroundForm({ initial }: { initial: TurnaroundSettings }) {
  const save = useSaveTurnaround();
  const { form, onSubmit } = useSettingsForm(turnaroundSettingsSchema, initial, asFields, save);
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
      <SettingsFormEnd
        form={form}
        save={save}
        savedText={(saved) => `Prazo salvo: ${deliveryPromise(saved.days)}.`}
      />
    </Form>
  );
}
