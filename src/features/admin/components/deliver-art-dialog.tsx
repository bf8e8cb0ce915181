// 'Enviar': the studio uploads the finished file with an optional note to the client (shown on the
// version); a progress bar follows the upload, and the server's refusal (wrong status, file type,
// size, a note too long) is shown in the dialog.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { BusyButton } from '../../../components/busy-button';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { DELIVERY_NOTE_MAX, deliveryNoteSchema } from '../../../../common/api-types';
import { ALLOWED_FILE_EXTENSIONS } from '../../../../common/constants';
import { FormFileField } from '../../../components/form/file-field';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { showServerError, useAppForm } from '../../../components/form/use-app-form';
import { UploadProgress } from '../../../components/upload-progress';
import { errorMessage } from '../../../lib/error-message';
import type { DeliverArtInput } from '../api/deliver-art';

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function extensionAllowed(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

interface DeliverValues {
  file: FileList | null;
  note: string;
}

interface DeliverOutput {
  file: File;
  note: string;
}

/**
 * One file, of an allowed type (the server checks the type and the size again), and the note
 * under the contract's limit.
 */
const deliverResolver: Resolver<DeliverValues, unknown, DeliverOutput> = (
  values,
): ResolverResult<DeliverValues, DeliverOutput> => {
  const file = values.file?.[0];
  const fileMessage = !file
    ? 'Escolha o arquivo final da arte.'
    : extensionAllowed(file.name)
      ? null
      : `Tipo de arquivo não permitido. Envie um destes: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`;
  const note = deliveryNoteSchema.safeParse({ note: values.note });
  const errors: Partial<Record<keyof DeliverValues, { type: string; message: string }>> = {};
  if (fileMessage) errors.file = { type: 'rule', message: fileMessage };
  if (!note.success) {
    errors.note = {
      type: 'rule',
      message: note.error.issues[0]?.message ?? 'Observação inválida.',
    };
  }
  if (file && !fileMessage && note.success) {
    return { values: { file, note: note.data.note ?? '' }, errors: {} };
  }
  return { values: {}, errors };
};

export interface DeliverArtDialogProps {
  show: boolean;
  artName: string;
  /** The version this upload will become (deliveries so far + 1). */
  nextVersion: number;
  deliver: (input: DeliverArtInput) => Promise<unknown>;
  onDelivered: () => void;
  onCancel: () => void;
  /** Shown above the file (the previous version's open pins, to answer while delivering). */
  children?: ReactNode;
}

export function DeliverArtDialog(props: DeliverArtDialogProps) {
  const form = useAppForm({
    resolver: deliverResolver,
    defaultValues: { file: null, note: '' },
  });
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const pending = progress !== null;
  // The form holds the file and the note only: the pins' threads above have reply forms of
  // their own, and a form inside a form is not HTML (the footer's button points at it by id).
  const formId = useId();

  const reset = () => {
    form.reset({ file: null, note: '' });
    setProgress(null);
  };
  const cancel = () => {
    // Cancelling during the upload stops it; nothing is stored for a partial body.
    abort.current?.abort();
    reset();
    props.onCancel();
  };

  const upload = async ({ file, note }: DeliverOutput) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      await props.deliver({ file, note, onProgress: setProgress, signal: controller.signal });
      reset();
      props.onDelivered();
    } catch (error) {
      if (controller.signal.aborted) return;
      showServerError(form, errorMessage(error));
      setProgress(null);
    } finally {
      abort.current = null;
    }
  };
  // Built in the handler, not during render: the upload reads and writes the abort ref.
  const onSubmit = (event: FormEvent) => void form.handleSubmit(upload)(event);

  return (
    <AppModal
      show={props.show}
      onHide={cancel}
      title="Enviar arte finalizada"
      // Escape would cancel the upload unasked; 'Cancelar' and the header's button stay for that.
      pending={pending}
      closableWhilePending
    >
      <Modal.Body>
        <p>
          Arte: <strong>{props.artName}</strong> · será a versão v{props.nextVersion}.
        </p>
        {props.children}
        <form id={formId} noValidate onSubmit={onSubmit}>
          <FormAlert form={form} />
          <FormFileField
            form={form}
            name="file"
            label="Arquivo final"
            accept={ACCEPT}
            disabled={pending}
            hint={`Formatos aceitos: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`}
            errorRole="alert"
          />
          <FormField
            form={form}
            name="note"
            label="Observação ao cliente (opcional)"
            rows={4}
            maxLength={DELIVERY_NOTE_MAX}
            disabled={pending}
            hint={`Aparece para o cliente junto da versão. Texto simples, até ${DELIVERY_NOTE_MAX.toLocaleString('pt-BR')} caracteres.`}
            errorRole="alert"
          />
          {progress !== null && <UploadProgress fraction={progress} label="Progresso do envio" />}
        </form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel}>
          Cancelar
        </Button>
        <BusyButton type="submit" form={formId} variant="primary" pending={pending}>
          Enviar
        </BusyButton>
      </Modal.Footer>
    </AppModal>
  );
}
