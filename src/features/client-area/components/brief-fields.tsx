// The request dialog's flexo brief: piece, size (depth only for boxes and flexible packs),
// substrate, colour stations, spot colours (a list), die-line (required for boxes), EAN-13 and
// plate maker. The values of the client's last brief prefill the press facts of the next one.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BRIEF_LIMITS, dieLineRequired, PIECES_WITH_DEPTH } from '../../../../common/brief';
import { PIECE_TYPES, SUBSTRATES, type PieceType } from '../../../../common/brief-labels';
import { FormFileField } from '../../../components/form/file-field';
import { FormField, FormSelectField } from '../../../components/form/form-field';
import {
  fillUntouched,
  millimetresInput,
  useBriefDefaultsOnce,
  wholeNumberInput,
} from './brief-inputs';
import { SizeFields } from './size-fields';
import { ACCEPT, type RequestArtAppForm } from './request-art-form';
import './brief-fields.css';

const hasDepth = (piece: unknown) => PIECES_WITH_DEPTH.includes(piece as PieceType);

export function BriefFields({ form, disabled }: { form: RequestArtAppForm; disabled: boolean }) {
  const pieceType = useWatch({ control: form.control, name: 'brief.pieceType' });
  const [spotCount, setSpotCount] = useState(0);
  usePrefill(form, setSpotCount);

  const boxNeedsDieLine = dieLineRequired(pieceType);

  const removeSpot = (index: number) => {
    const list = form.getValues('brief.spotColors') ?? [];
    form.setValue(
      'brief.spotColors',
      list.filter((_, position) => position !== index),
      { shouldValidate: form.formState.isSubmitted },
    );
    setSpotCount((count) => count - 1);
  };
  const addSpot = () => {
    form.setValue(`brief.spotColors.${spotCount}`, '');
    setSpotCount((count) => count + 1);
    // Focus the new input once it is there.
    setTimeout(() => form.setFocus(`brief.spotColors.${spotCount}`), 0);
  };

  const listError = form.getFieldState('brief.spotColors', form.formState).error?.message;
  return (
    <fieldset className="brief-fields mb-3">
      <legend className="h6">Dados técnicos da peça</legend>
      <FormSelectField
        form={form}
        name="brief.pieceType"
        id="brief-piece-type"
        label="Tipo de peça"
        options={PIECE_TYPES}
        placeholder="Escolha o tipo de peça"
        required
        disabled={disabled}
        onChange={(event) => {
          // A hidden depth must not travel (nor fail) with a piece that has none.
          if (!hasDepth(event.target.value)) form.setValue('brief.depthMm', '');
        }}
      />
      <SizeFields
        form={form}
        disabled={disabled}
        max={BRIEF_LIMITS.sizeMaxMm}
        columnClassName="col-6 col-sm-4"
        idPrefix="brief"
      >
        {hasDepth(pieceType) && (
          <div className="col-12 col-sm-4">
            <FormField
              form={form}
              name="brief.depthMm"
              id="brief-depth"
              label="Profundidade/sanfona (mm)"
              disabled={disabled}
              {...millimetresInput(BRIEF_LIMITS.sizeMaxMm)}
            />
          </div>
        )}
      </SizeFields>
      <div className="row g-2">
        <div className="col-12 col-sm-8">
          <FormSelectField
            form={form}
            name="brief.substrate"
            id="brief-substrate"
            label="Substrato"
            options={SUBSTRATES}
            placeholder="Escolha o substrato"
            required
            disabled={disabled}
          />
        </div>
        <div className="col-12 col-sm-4">
          <FormField
            form={form}
            name="brief.colorCount"
            id="brief-color-count"
            label="Número de cores"
            {...wholeNumberInput({ min: BRIEF_LIMITS.colorsMin, max: BRIEF_LIMITS.colorsMax })}
            required
            disabled={disabled}
            hint="Estações de cor na impressora (1 a 10)."
          />
        </div>
      </div>

      <fieldset
        className="mb-3"
        aria-describedby={listError ? 'brief-spot-colors-error' : 'brief-spot-colors-hint'}
      >
        <legend className="form-label fs-6 mb-1">Cores especiais (Pantone)</legend>
        <p id="brief-spot-colors-hint" className="form-text mt-0 mb-2">
          Opcional. Uma por linha, como “PANTONE 485 C”, ou o nome da cor especial.
        </p>
        {Array.from({ length: spotCount }, (_, index) => (
          <div key={index} className="d-flex align-items-end gap-2 mb-2">
            <FormField
              form={form}
              name={`brief.spotColors.${index}`}
              id={`brief-spot-color-${index}`}
              label={`Cor especial ${index + 1}`}
              groupClassName="flex-grow-1"
              maxLength={BRIEF_LIMITS.spotColorMaxLength}
              placeholder="PANTONE 485 C"
              disabled={disabled}
            />
            <button
              type="button"
              className="btn btn-outline-danger brief-tap"
              onClick={() => removeSpot(index)}
              disabled={disabled}
              aria-label={`Remover cor especial ${index + 1}`}
            >
              Remover
            </button>
          </div>
        ))}
        {listError && (
          <div id="brief-spot-colors-error" className="text-danger small mb-2" role="alert">
            {listError}
          </div>
        )}
        {spotCount < BRIEF_LIMITS.spotColorsMax && (
          <button
            type="button"
            className="btn btn-outline-secondary brief-tap"
            onClick={addSpot}
            disabled={disabled}
          >
            Adicionar cor especial
          </button>
        )}
      </fieldset>

      <FormFileField
        form={form}
        name="dieLine"
        id="brief-die-line"
        label="Faca (arquivo de corte)"
        accept={ACCEPT}
        required={boxNeedsDieLine}
        disabled={disabled}
        hint={boxNeedsDieLine ? 'Obrigatória para caixa/cartucho.' : 'Opcional.'}
      />
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <FormField
            form={form}
            name="brief.ean"
            id="brief-ean"
            label="Código EAN-13"
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            disabled={disabled}
            hint="Opcional. Os 13 dígitos do código de barras."
          />
        </div>
        <div className="col-12 col-sm-6">
          <FormField
            form={form}
            name="brief.plateMaker"
            id="brief-plate-maker"
            label="Clicherista/gráfica"
            maxLength={BRIEF_LIMITS.plateMakerMaxLength}
            disabled={disabled}
            hint="Opcional."
          />
        </div>
      </div>
    </fieldset>
  );
}

/** Once, when the client's last brief arrives: its press facts fill the fields still untouched. */
function usePrefill(form: RequestArtAppForm, setSpotCount: (count: number) => void) {
  useBriefDefaultsOnce(({ substrate, colorCount, spotColors, plateMaker }) => {
    fillUntouched(form, 'brief.substrate', substrate);
    fillUntouched(form, 'brief.colorCount', colorCount);
    // An empty plate maker is no choice to carry over.
    fillUntouched(form, 'brief.plateMaker', plateMaker || null);
    if (spotColors.length > 0 && (form.getValues('brief.spotColors') ?? []).length === 0) {
      form.setValue('brief.spotColors', spotColors);
      setSpotCount(spotColors.length);
    }
  });
}
