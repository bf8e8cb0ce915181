// The request dialog's brief (docs/product/services.md): first the choice of service, then that
// service's fields — the flexo brief (brief-fields.tsx) or a quick-print piece's finished size
// (with presets), paper and sides; a logo's starting point, vectorisation and formats; the target
// printer's specs for a closed file; a mockup's shape and size. The client's last choices prefill
// each service (GET /api/arts/brief-defaults), only in fields still untouched.
import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { BRIEF_LIMITS } from '../../../../common/brief';
import {
  COLOR_MODES,
  GRAFICA_PRODUCTS,
  GRAFICA_SIZE_PRESETS,
  IDENTITY_STARTS,
  LOGO_FORMATS,
  PAPERS,
  PRINT_PROCESSES,
  PRINT_SIDES,
  SERVICE_HINTS,
  SERVICE_KEYS,
  SERVICES,
  type GraficaProduct,
  type Service,
} from '../../../../common/brief-labels';
import { MOCKUP_SHAPES } from '../../../../common/mockup';
import { FormCheckField, FormField, FormSelectField } from '../../../components/form/form-field';
import { BriefFields } from './brief-fields';
import {
  decimalInput,
  fillUntouched,
  millimetresInput,
  useBriefDefaultsOnce,
  wholeNumberInput,
} from './brief-inputs';
import { SizeFields } from './size-fields';
import type { RequestArtAppForm } from './request-art-form';

type Props = { form: RequestArtAppForm; disabled: boolean };

export function ServiceFields({ form, disabled }: Props) {
  const service = useWatch({ control: form.control, name: 'brief.service' }) as Service | undefined;
  usePrefill(form);
  return (
    <>
      <ServiceChoice form={form} disabled={disabled} />
      {service === 'flexo' && <BriefFields form={form} disabled={disabled} />}
      {service === 'grafica' && <GraficaFields form={form} disabled={disabled} />}
      {service === 'identidade' && <IdentidadeFields form={form} disabled={disabled} />}
      {service === 'fechamento' && <FechamentoFields form={form} disabled={disabled} />}
      {service === 'mockup' && <MockupFields form={form} disabled={disabled} />}
    </>
  );
}

function ServiceChoice({ form, disabled }: Props) {
  const id = useId();
  const error = form.getFieldState('brief.service', form.formState).error?.message;
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="h6">Serviço</legend>
      {SERVICE_KEYS.map((key) => (
        <div className="form-check mb-1" key={key}>
          <input
            {...form.register('brief.service')}
            type="radio"
            value={key}
            id={`${id}-${key}`}
            className="form-check-input"
            aria-describedby={`${id}-${key}-hint`}
            disabled={disabled}
          />
          <label className="form-check-label" htmlFor={`${id}-${key}`}>
            {SERVICES[key]}
          </label>
          <div id={`${id}-${key}-hint`} className="form-text mt-0">
            {SERVICE_HINTS[key]}
          </div>
        </div>
      ))}
      {error && (
        <div id={`${id}-error`} className="text-danger small" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

function GraficaFields({ form, disabled }: Props) {
  const product = useWatch({ control: form.control, name: 'brief.product' }) as
    GraficaProduct | undefined;
  const presets = product ? GRAFICA_SIZE_PRESETS[product] : [];
  const setSize = (widthMm: number, heightMm: number) => {
    const validate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
    form.setValue('brief.widthMm', String(widthMm), validate);
    form.setValue('brief.heightMm', String(heightMm), validate);
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">Dados da peça</legend>
      <FormSelectField
        form={form}
        name="brief.product"
        label="Peça"
        options={GRAFICA_PRODUCTS}
        placeholder="Escolha a peça"
        required
        disabled={disabled}
        onChange={(event) => {
          // A new piece starts from its usual size; the client may change it.
          const first = GRAFICA_SIZE_PRESETS[event.target.value as GraficaProduct]?.[0];
          if (first) setSize(first.widthMm, first.heightMm);
        }}
      />
      {presets.length > 0 && (
        <div className="mb-2" role="group" aria-label="Tamanhos comuns">
          <p className="form-label mb-1">Tamanho final</p>
          <div className="d-flex flex-wrap gap-2">
            {presets.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="btn btn-outline-secondary btn-sm brief-tap"
                onClick={() => setSize(preset.widthMm, preset.heightMm)}
                disabled={disabled}
              >
                {preset.label}
              </button>
            ))}
          </div>
        </div>
      )}
      <SizeFields form={form} disabled={disabled} max={BRIEF_LIMITS.largeSizeMaxMm} />
      <div className="row g-2">
        <div className="col-12 col-sm-8">
          <FormSelectField
            form={form}
            name="brief.paper"
            label="Papel"
            options={PAPERS}
            placeholder="Escolha o papel"
            required
            disabled={disabled}
          />
        </div>
        <div className="col-12 col-sm-4">
          <FormField
            form={form}
            name="brief.paperWeightGsm"
            label="Gramatura (g/m²)"
            {...wholeNumberInput({
              min: BRIEF_LIMITS.paperWeightMinGsm,
              max: BRIEF_LIMITS.paperWeightMaxGsm,
            })}
            disabled={disabled}
            hint="Opcional."
          />
        </div>
      </div>
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <FormSelectField
            form={form}
            name="brief.sides"
            label="Impressão"
            options={PRINT_SIDES}
            placeholder="Frente ou frente e verso?"
            required
            disabled={disabled}
          />
        </div>
        <div className="col-12 col-sm-6">
          <FormField
            form={form}
            name="brief.quantity"
            label="Quantidade prevista"
            {...wholeNumberInput({ min: 1 })}
            disabled={disabled}
            hint="Opcional: ajuda a montar o arquivo para a gráfica."
          />
        </div>
      </div>
    </fieldset>
  );
}

function IdentidadeFields({ form, disabled }: Props) {
  const id = useId();
  const formatsError = form.getFieldState('brief.formats', form.formState).error?.message;
  return (
    <fieldset className="mb-3">
      <legend className="h6">Dados do logotipo</legend>
      <FormSelectField
        form={form}
        name="brief.starting"
        label="O que você já tem hoje"
        options={IDENTITY_STARTS}
        placeholder="Escolha o ponto de partida"
        required
        disabled={disabled}
      />
      <FormCheckField
        form={form}
        name="brief.vectorize"
        label="Vetorizar o logotipo que vou anexar"
        groupClassName="form-check mb-3"
        disabled={disabled}
      />
      <fieldset className="mb-3" aria-describedby={formatsError ? `${id}-error` : `${id}-hint`}>
        <legend className="form-label fs-6 mb-1">Formatos de entrega</legend>
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          Escolha ao menos um.
        </p>
        {(Object.keys(LOGO_FORMATS) as (keyof typeof LOGO_FORMATS)[]).map((key) => (
          <div className="form-check form-check-inline" key={key}>
            <input
              {...form.register('brief.formats')}
              type="checkbox"
              value={key}
              id={`${id}-${key}`}
              className="form-check-input"
              disabled={disabled}
            />
            <label className="form-check-label" htmlFor={`${id}-${key}`}>
              {LOGO_FORMATS[key]}
            </label>
          </div>
        ))}
        {formatsError && (
          <div id={`${id}-error`} className="text-danger small" role="alert">
            {formatsError}
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}

function FechamentoFields({ form, disabled }: Props) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">Especificações da gráfica</legend>
      <FormField
        form={form}
        name="brief.printer"
        label="Gráfica ou clicheria de destino"
        required
        maxLength={BRIEF_LIMITS.printerMaxLength}
        disabled={disabled}
      />
      <FormSelectField
        form={form}
        name="brief.process"
        label="Processo de impressão"
        options={PRINT_PROCESSES}
        placeholder="Escolha o processo"
        required
        disabled={disabled}
      />
      <SizeFields form={form} disabled={disabled} max={BRIEF_LIMITS.largeSizeMaxMm} />
      <div className="row g-2">
        <div className="col-6">
          <FormField
            form={form}
            name="brief.bleedMm"
            label="Sangria (mm)"
            {...decimalInput({ min: 0, max: BRIEF_LIMITS.printerBleedMaxMm })}
            required
            disabled={disabled}
            hint="A pedida pela gráfica (0 se nenhuma)."
          />
        </div>
        <div className="col-6">
          <FormField
            form={form}
            name="brief.minDpi"
            label="Resolução (dpi)"
            {...wholeNumberInput({ min: BRIEF_LIMITS.dpiMin, max: BRIEF_LIMITS.dpiMax })}
            disabled={disabled}
            hint="Opcional."
          />
        </div>
      </div>
      <FormSelectField
        form={form}
        name="brief.colorMode"
        label="Cores"
        options={COLOR_MODES}
        placeholder="Escolha o modo de cor"
        required
        disabled={disabled}
      />
    </fieldset>
  );
}

function MockupFields({ form, disabled }: Props) {
  const shape = useWatch({ control: form.control, name: 'brief.shape' });
  return (
    <fieldset className="mb-3">
      <legend className="h6">Dados do mockup</legend>
      <p className="form-text mt-0">Anexe a arte no campo Arquivo, abaixo.</p>
      <FormSelectField
        form={form}
        name="brief.shape"
        label="Formato"
        options={MOCKUP_SHAPES}
        placeholder="Escolha o formato"
        required
        disabled={disabled}
        onChange={(event) => {
          // A cylinder has no depth: a hidden one must not travel (nor fail).
          if (event.target.value === 'cilindro') form.setValue('brief.depthMm', '');
        }}
      />
      <SizeFields form={form} disabled={disabled} max={BRIEF_LIMITS.sizeMaxMm} />
      {shape && shape !== 'cilindro' && (
        <FormField
          form={form}
          name="brief.depthMm"
          label={shape === 'caixa' ? 'Profundidade (mm)' : 'Sanfona ou fundo (mm)'}
          hint="Opcional."
          disabled={disabled}
          {...millimetresInput(BRIEF_LIMITS.sizeMaxMm)}
        />
      )}
    </fieldset>
  );
}

/**
 * Once, when the client's last briefs arrive: their last service is chosen (if the client has
 * not chosen yet) and each service's carried-over choices fill its fields still untouched. The
 * flexo fields prefill themselves (brief-fields.tsx).
 */
function usePrefill(form: RequestArtAppForm) {
  // Whether the client has typed or chosen anything in the brief yet (setValue is not 'change').
  const started = useRef(false);
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (type === 'change' && name?.startsWith('brief.')) started.current = true;
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useBriefDefaultsOnce((data) => {
    const fill = (name: string, value: string | number | string[] | null) =>
      fillUntouched(form, name, value);
    // The last service, unless the client has started on the brief shown meanwhile.
    if (data.service && !started.current) fill('brief.service', data.service);
    if (data.grafica) {
      // Not the size: the width and height fields are every service's, and sizes change.
      fill('brief.product', data.grafica.product);
      fill('brief.paper', data.grafica.paper);
      fill('brief.paperWeightGsm', data.grafica.paperWeightGsm);
      fill('brief.sides', data.grafica.sides);
    }
    if (data.identidade) fill('brief.formats', data.identidade.formats);
    if (data.fechamento) {
      fill('brief.printer', data.fechamento.printer);
      fill('brief.process', data.fechamento.process);
      fill('brief.bleedMm', data.fechamento.bleedMm);
      fill('brief.colorMode', data.fechamento.colorMode);
      fill('brief.minDpi', data.fechamento.minDpi);
    }
    if (data.mockup) fill('brief.shape', data.mockup.shape);
  });
}
