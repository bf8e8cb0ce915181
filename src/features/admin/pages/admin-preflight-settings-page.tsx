// /PreImpressao: the studio's pre-flight thresholds ('Configurações de pré-impressão'), checked by
// the same schema as the server (common/preflight-settings.ts); they apply to the next analyses.
import { Form } from 'react-bootstrap';
import {
  DEFAULT_PREFLIGHT_SETTINGS,
  decimalText,
  type PreflightSettings,
} from '../../../../common/preflight';
import { preflightSettingsSchema } from '../../../../common/preflight-settings';
import { FormField } from '../../../components/form/form-field';
import { AdminLayout } from '../components/admin-layout';
import { SettingsFormEnd, SettingsLoader } from '../components/settings-form';
import { useSettingsForm } from '../hooks/use-settings-form';
import {
  usePreflightSettings,
  useSavePreflightSettings,
} from '../../../domain/preflight/preflight-api';
import '../../../domain/preflight/preflight.css';

export function AdminPreflightSettingsPage() {
  return (
    <AdminLayout section="preflight">
      <h1 className="h2 mb-4">Configurações de pré-impressão</h1>
      <SettingsLoader
        useSettings={usePreflightSettings}
        loadingText="Carregando as configurações..."
      >
        {(settings) => <SettingsForm initial={settings} />}
      </SettingsLoader>
    </AdminLayout>
  );
}

const numberFields: {
  name: Exclude<keyof PreflightSettings, 'requireOutlines'>;
  label: string;
  hint: string;
}[] = [
  { name: 'bleedMm', label: 'Sangria mínima (mm)', hint: 'Além da linha de corte.' },
  { name: 'minDpi', label: 'Resolução mínima das imagens (dpi)', hint: 'No tamanho aplicado.' },
  {
    name: 'minPositiveTextPt',
    label: 'Texto positivo mínimo (pt)',
    hint: 'Texto impresso em tinta.',
  },
  {
    name: 'minReverseTextPt',
    label: 'Texto vazado mínimo (pt)',
    hint: 'Texto em branco, sem tinta, sobre um fundo impresso.',
  },
  { name: 'minRuleMm', label: 'Fio mínimo (mm)', hint: 'Espessura dos traços, por exemplo 0,15.' },
];

/**
 * The settings as the fields show them: decimals with a comma. The fields are text, not number
 * inputs: a number input in a browser of another language drops the comma ('0,2' became 2).
 */
const asFields = (settings: PreflightSettings) => ({
  ...settings,
  ...Object.fromEntries(
    numberFields.map((field) => [field.name, decimalText(settings[field.name])]),
  ),
});

function SettingsForm({ initial }: { initial: PreflightSettings }) {
  const save = useSavePreflightSettings();
  const { form, onSubmit } = useSettingsForm(preflightSettingsSchema, initial, asFields, save);
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="preflight-settings">
      <p>
        Estes limites valem para as próximas análises de pré-impressão das entregas. Padrões:
        sangria {DEFAULT_PREFLIGHT_SETTINGS.bleedMm} mm, {DEFAULT_PREFLIGHT_SETTINGS.minDpi} dpi,
        texto {DEFAULT_PREFLIGHT_SETTINGS.minPositiveTextPt} pt positivo e{' '}
        {DEFAULT_PREFLIGHT_SETTINGS.minReverseTextPt} pt vazado, fio{' '}
        {decimalText(DEFAULT_PREFLIGHT_SETTINGS.minRuleMm)} mm.
      </p>
      {numberFields.map((field) => (
        <FormField
          key={field.name}
          form={form}
          name={field.name}
          label={field.label}
          hint={field.hint}
          type="text"
          inputMode="decimal"
          required
        />
      ))}
      <Form.Check
        type="switch"
        id="preflight-require-outlines"
        className="mb-3"
        label="Exigir textos convertidos em curvas (reprova texto vivo)"
        {...form.register('requireOutlines')}
      />
      <SettingsFormEnd form={form} save={save} savedText={() => 'Configurações salvas.'} />
    </Form>
  );
}
