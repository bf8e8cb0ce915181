// The panel's 'Mockup 3D' section of an art (docs/product/mockup-3d.md): the studio looks at the
// current version on its 3D shape (even while the client does not see it), switches the client's
// mockup off or on, and gives the shape and the sizes the brief lacks (a jar's diameter, a box's
// depth). The same schema checks the form and the server (common/mockup-settings.ts).
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from 'react-bootstrap';
import { PIECE_TYPES } from '../../../../common/brief-labels';
import {
  MOCKUP_SHAPES,
  SHAPE_OF_PIECE,
  type MockupBrief,
  type MockupSettings,
} from '../../../../common/mockup';
import { mockupSettingsSchema } from '../../../../common/mockup-settings';
import { FormCheckField, FormField, FormSelectField } from '../../../components/form/form-field';
import { MockupSection } from '../../../domain/mockup/mockup-section';
import type { PreviewSummary } from '../../../domain/proof/use-file-preview';
import { useSaveMockupSettings } from '../api/save-mockup-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SettingsFormEnd } from './settings-form';

const asFields = (settings: MockupSettings) => ({
  enabled: settings.enabled,
  shape: settings.shape ?? '',
  diameterMm: settings.diameterMm === null ? '' : String(settings.diameterMm),
  depthMm: settings.depthMm === null ? '' : String(settings.depthMm),
});

export function MockupSettingsSection(props: {
  artId: string;
  artName: string;
  brief: MockupBrief | null;
  settings: MockupSettings;
  /** The version the mockup shows: the current one (or the newest). */
  version: { version: number; fileId: string } | null;
  summary: PreviewSummary | undefined;
}) {
  const { brief } = props;
  // The art is read again now and then (a pending preview or pre-flight): a new object with the
  // same values must not reset what the studio is editing.
  const { enabled, shape: savedShape, diameterMm, depthMm } = props.settings;
  const settings = useMemo(
    () => ({ enabled, shape: savedShape, diameterMm, depthMm }),
    [enabled, savedShape, diameterMm, depthMm],
  );
  const save = useSaveMockupSettings(props.artId);
  const { form, onSubmit } = useSettingsForm(mockupSettingsSchema, settings, asFields, save);
  const chosenShape = useWatch({ control: form.control, name: 'shape' });
  // A 'Mockup 3D' request names its shape; a flexo brief's piece type has one (or not).
  const pieceShape =
    brief?.service === 'mockup'
      ? brief.shape
      : brief && 'pieceType' in brief
        ? SHAPE_OF_PIECE[brief.pieceType]
        : null;
  const shape = chosenShape || pieceShape;
  const briefDepth = brief && 'depthMm' in brief ? brief.depthMm : undefined;
  const byPiece = !brief
    ? 'Pelo tipo de peça (esta arte não tem briefing técnico)'
    : brief.service === 'mockup' && pieceShape
      ? `Pelo pedido: ${MOCKUP_SHAPES[pieceShape]}`
      : pieceShape
        ? `Pelo tipo de peça: ${MOCKUP_SHAPES[pieceShape]}`
        : 'pieceType' in brief
          ? `Pelo tipo de peça (${PIECE_TYPES[brief.pieceType]}: escolha um formato)`
          : 'Escolha um formato (o serviço desta arte não tem um)';

  return (
    <section className="mb-4" aria-labelledby="art-mockup">
      <h2 className="h4" id="art-mockup">
        Mockup 3D
      </h2>
      {props.version ? (
        <MockupSection
          key={props.version.fileId}
          artName={props.artName}
          brief={brief}
          settings={settings}
          version={props.version}
          summary={props.summary}
          viewer="studio"
        />
      ) : (
        <p className="text-body-secondary">
          O mockup mostra a versão atual assim que ela for entregue e a pré-visualização estiver
          pronta.
        </p>
      )}
      <Form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-3"
        style={{ maxWidth: '36rem' }}
        aria-label="Configurações do mockup 3D"
      >
        <FormCheckField
          form={form}
          name="enabled"
          label="Mostrar o mockup 3D ao cliente"
          role="switch"
          groupClassName="form-switch mb-3"
        />
        <FormSelectField
          form={form}
          name="shape"
          label="Formato"
          placeholder={byPiece}
          options={MOCKUP_SHAPES}
        />
        {shape === 'cilindro' && (
          <FormField
            form={form}
            name="diameterMm"
            label="Diâmetro do pote ou garrafa (mm)"
            hint="Em branco, a largura do rótulo dá a volta completa."
            type="text"
            inputMode="decimal"
          />
        )}
        {(shape === 'caixa' || shape === 'sacola' || shape === 'pouch') && (
          <FormField
            form={form}
            name="depthMm"
            label={shape === 'caixa' ? 'Profundidade (mm)' : 'Sanfona ou fundo (mm)'}
            hint={
              briefDepth
                ? `Em branco, vale a do briefing: ${briefDepth} mm.`
                : shape === 'pouch'
                  ? 'Em branco, uma embalagem sem fundo (tipo travesseiro).'
                  : 'Em branco, um terço da largura (estimada).'
            }
            type="text"
            inputMode="decimal"
          />
        )}
        <SettingsFormEnd
          form={form}
          save={save}
          savedText={(saved) =>
            saved.enabled
              ? 'Mockup salvo: o cliente vê o mockup 3D.'
              : 'Mockup salvo: o cliente não vê o mockup 3D.'
          }
        />
      </Form>
    </section>
  );
}
