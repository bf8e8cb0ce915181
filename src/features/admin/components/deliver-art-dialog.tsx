// 'Enviar' (docs/product/art-page.md, 'Entregar uma versão'): the studio picks the finished file
// and 'Enviar para conferência' uploads it as a draft (a progress bar follows the upload); its
// pre-flight then runs while the dialog shows 'Analisando…' and then the report. Only 'Confirmar
// envio' delivers it, with the optional note to the client — required when the pre-flight failed
// ('Reprovado'), since the client reads it beside the failure — and the ficha técnica's technical
// fields, all optional (docs/product/release.md). 'Trocar arquivo' and 'Cancelar'
// discard the draft. The server checks every rule again; its refusals show here.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { Resolver, ResolverResult } from 'react-hook-form';
import {
  DELIVERY_NOTE_MAX,
  deliveryNoteSchema,
  FAILED_PREFLIGHT_NOTE_MESSAGE,
} from '../../../../common/api-types';
import { ALLOWED_FILE_EXTENSIONS } from '../../../../common/constants';
import { formatNumber } from '../../../../common/format';
import {
  TECH_SHEET_LABELS,
  techSheetSchema,
  type TechSheet,
} from '../../../../common/release-schemas';
import { AppModal } from '../../../components/app-modal';
import { BusyButton } from '../../../components/busy-button';
import { FormFileField } from '../../../components/form/file-field';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { showServerError, useAppForm } from '../../../components/form/use-app-form';
import { UploadProgress } from '../../../components/upload-progress';
import { usePreflightReport } from '../../../domain/preflight/preflight-api';
import { PreflightReport } from '../../../domain/preflight/preflight-report';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/file-size';
import type { DeliveryCalls, DeliveryDraft } from '../api/deliver-art';

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function extensionAllowed(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/** The ficha técnica's fields as typed: text, read as numbers or lines by techSheetOf. */
type TechValues = Record<keyof TechSheet, string>;

const TECH_KEYS = Object.keys(TECH_SHEET_LABELS) as (keyof TechSheet)[];
const NUMBER_KEYS = new Set<keyof TechSheet>(['lpi', 'distortionPercent', 'repeatMm']);
const EMPTY_TECH = Object.fromEntries(TECH_KEYS.map((key) => [key, ''])) as TechValues;

interface DeliverValues extends TechValues {
  file: FileList | null;
  note: string;
}

interface DeliverOutput {
  file: File | null;
  note: string;
  /** Null when no technical field was filled. */
  techSheet: TechSheet | null;
}

/** A number as typed in pt-BR ('2,3'); an unreadable one stays NaN for the schema to refuse. */
const numberOf = (value: string) => Number(value.trim().replace(',', '.'));

/** The technical fields as the API takes them: numbers, colours one per line, blanks left out. */
function techSheetInput(values: TechValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of TECH_KEYS) {
    const value = values[key]?.trim() ?? '';
    if (!value) continue;
    if (NUMBER_KEYS.has(key)) input[key] = numberOf(value);
    else if (key === 'printOrder') {
      input[key] = value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    } else input[key] = value;
  }
  return input;
}

type FieldErrors = Partial<Record<keyof DeliverValues, { type: string; message: string }>>;

/**
 * Before the upload: one file of an allowed type (the server checks the type and the size again).
 * Always: the note under the contract's limit; before confirming over a failed pre-flight, a note.
 */
function deliverResolver(step: {
  uploaded: boolean;
  noteRequired: boolean;
}): Resolver<DeliverValues, unknown, DeliverOutput> {
  return (values): ResolverResult<DeliverValues, DeliverOutput> => {
    const errors: FieldErrors = {};
    const file = values.file?.[0] ?? null;
    if (!step.uploaded) {
      if (!file) errors.file = { type: 'rule', message: 'Escolha o arquivo final da arte.' };
      else if (!extensionAllowed(file.name))
        errors.file = {
          type: 'rule',
          message: `Tipo de arquivo não permitido. Envie um destes: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`,
        };
    }
    const note = deliveryNoteSchema.safeParse({ note: values.note });
    if (!note.success) {
      errors.note = {
        type: 'rule',
        message: note.error.issues[0]?.message ?? 'Observação inválida.',
      };
    } else if (step.uploaded && step.noteRequired && !note.data.note) {
      errors.note = { type: 'rule', message: FAILED_PREFLIGHT_NOTE_MESSAGE };
    }
    const tech = techSheetSchema.safeParse(techSheetInput(values));
    if (!tech.success) {
      for (const issue of tech.error.issues) {
        const key = issue.path[0] as keyof TechSheet | undefined;
        if (key && !errors[key]) errors[key] = { type: 'rule', message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    const techSheet = tech.success && Object.keys(tech.data).length > 0 ? tech.data : null;
    return {
      values: { file, note: note.success ? (note.data.note ?? '') : '', techSheet },
      errors: {},
    };
  };
}

export interface DeliverArtDialogProps {
  show: boolean;
  artName: string;
  /** The version this upload will become (deliveries so far + 1). */
  nextVersion: number;
  /** The version awaiting the client's approval that this one would replace; null for none. */
  replaces: number | null;
  calls: DeliveryCalls;
  onDelivered: () => void;
  onCancel: () => void;
  /** Shown above the file (the previous version's open pins, to answer while delivering). */
  children?: ReactNode;
}

export function DeliverArtDialog(props: DeliverArtDialogProps) {
  const [draft, setDraft] = useState<DeliveryDraft | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const report = usePreflightReport(draft?.id ?? '', { enabled: draft !== null });
  const analysed = draft !== null && report.data != null && report.data.status !== 'pending';
  const failed = analysed && report.data?.status === 'done' && report.data.counts.reprovado > 0;
  const form = useAppForm({
    resolver: deliverResolver({ uploaded: draft !== null, noteRequired: failed }),
    defaultValues: { file: null, note: '', ...EMPTY_TECH },
  });
  const uploading = progress !== null;
  const pending = uploading || confirming;
  // The form holds the file and the note only: the pins' threads above and the report's
  // 'Aceitar aviso' have forms of their own, and a form inside a form is not HTML (the footer's
  // button points at it by id).
  const formId = useId();
  const waitHintId = useId();

  /** Removes the draft on the server; a failure leaves it to the hourly sweep. */
  const discard = (current: DeliveryDraft | null) => {
    if (current) void props.calls.discard(current.id).catch(() => {});
  };
  const reset = () => {
    form.reset({ file: null, note: '', ...EMPTY_TECH });
    setProgress(null);
    setDraft(null);
    setConfirming(false);
  };
  const cancel = () => {
    // Cancelling during the upload stops it; nothing is stored for a partial body.
    abort.current?.abort();
    discard(draft);
    reset();
    props.onCancel();
  };
  const replaceFile = () => {
    discard(draft);
    setDraft(null);
    form.resetField('file');
    form.clearErrors();
  };

  const upload = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      setDraft(
        await props.calls.upload({ file, onProgress: setProgress, signal: controller.signal }),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      showServerError(form, errorMessage(error));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };
  const confirm = async (current: DeliveryDraft, note: string, techSheet: TechSheet | null) => {
    setConfirming(true);
    try {
      await props.calls.confirm({
        draftId: current.id,
        note,
        ...(techSheet ? { techSheet } : {}),
      });
      reset();
      props.onDelivered();
    } catch (error) {
      setConfirming(false);
      // A missing note is the note's; the rest (a draft gone, the art moved) the form's.
      const message = errorMessage(error);
      showServerError(form, message, message === FAILED_PREFLIGHT_NOTE_MESSAGE ? 'note' : null);
    }
  };
  // Built in the handler, not during render: the upload reads and writes the abort ref.
  const onSubmit = (event: FormEvent) =>
    void form.handleSubmit(async ({ file, note, techSheet }) => {
      if (draft) await confirm(draft, note, techSheet);
      else if (file) await upload(file);
    })(event);

  const noteLabel = failed
    ? 'Observação ao cliente (obrigatória)'
    : 'Observação ao cliente (opcional)';
  return (
    <AppModal
      show={props.show}
      onHide={cancel}
      title="Enviar arte finalizada"
      // Escape would cancel the upload unasked; 'Cancelar' and the header's button stay for that.
      pending={pending}
      closableWhilePending={uploading}
    >
      <Modal.Body>
        <p>
          Arte: <strong>{props.artName}</strong> · será a versão v
          {draft?.nextVersion ?? props.nextVersion}.
        </p>
        {props.replaces !== null && (
          <p>
            A v{props.replaces} aguarda a aprovação do cliente: a nova versão a substitui, e as duas
            ficam no histórico.
          </p>
        )}
        {props.children}
        {draft ? (
          <section aria-label="Conferência do arquivo" className="mb-3">
            <p className="mb-2 text-break">
              Arquivo: <strong>{draft.file.originalName}</strong> ·{' '}
              {formatFileSize(draft.file.size)}{' '}
              <Button
                variant="link"
                className="p-0 align-baseline"
                onClick={replaceFile}
                disabled={confirming}
              >
                Trocar arquivo
              </Button>
            </p>
            <PreflightReport
              fileId={draft.id}
              version={draft.nextVersion}
              title="Pré-impressão do arquivo"
            />
            {failed && (
              // Not an alert: it is the result just shown, not a refusal.
              <p className="alert alert-warning small">
                A pré-impressão reprovou este arquivo. Troque o arquivo ou, para enviá-lo assim,
                explique ao cliente na observação por que ele pode ser aprovado: ele a lê junto do
                resultado.
              </p>
            )}
          </section>
        ) : null}
        <form id={formId} noValidate onSubmit={onSubmit}>
          <FormAlert form={form} />
          {!draft && (
            <FormFileField
              form={form}
              name="file"
              label="Arquivo final"
              accept={ACCEPT}
              disabled={pending}
              hint={`Formatos aceitos: ${ALLOWED_FILE_EXTENSIONS.join(', ')}. O arquivo passa pela pré-impressão antes de você confirmar o envio.`}
              errorRole="alert"
            />
          )}
          <FormField
            form={form}
            name="note"
            label={noteLabel}
            rows={4}
            maxLength={DELIVERY_NOTE_MAX}
            disabled={confirming}
            hint={`Aparece para o cliente junto da versão. Texto simples, até ${formatNumber(DELIVERY_NOTE_MAX)} caracteres.`}
            errorRole="alert"
          />
          {draft && (
            <fieldset className="mb-3">
              <legend className="h6">Dados técnicos da ficha técnica (opcionais)</legend>
              <p className="form-text">
                Vão na ficha técnica que a clicheria recebe com o arquivo de impressão.
              </p>
              {TECH_KEYS.map((key) => (
                <FormField
                  key={key}
                  form={form}
                  name={key}
                  label={TECH_SHEET_LABELS[key]}
                  inputMode={NUMBER_KEYS.has(key) ? 'decimal' : undefined}
                  rows={key === 'printOrder' ? 3 : undefined}
                  hint={
                    key === 'printOrder'
                      ? 'Uma cor por linha, na ordem de impressão, com o Pantone (ex.: PANTONE 485 C).'
                      : undefined
                  }
                  disabled={confirming}
                  errorRole="alert"
                />
              ))}
            </fieldset>
          )}
          {progress !== null && <UploadProgress fraction={progress} label="Progresso do envio" />}
        </form>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        {draft && !analysed && (
          <p id={waitHintId} className="form-text w-100 mb-2">
            O envio pode ser confirmado quando a pré-impressão terminar.
          </p>
        )}
        <Button variant="outline-secondary" onClick={cancel} disabled={confirming}>
          Cancelar
        </Button>
        {draft ? (
          <BusyButton
            type="submit"
            form={formId}
            variant="primary"
            pending={confirming}
            disabled={!analysed}
            aria-describedby={analysed ? undefined : waitHintId}
          >
            Confirmar envio
          </BusyButton>
        ) : (
          <BusyButton type="submit" form={formId} variant="primary" pending={uploading}>
            Enviar para conferência
          </BusyButton>
        )}
      </Modal.Footer>
    </AppModal>
  );
}
