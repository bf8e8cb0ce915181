// 'Enviar': the studio uploads the finished file; a progress bar follows the upload, and the
// server's refusal (wrong status, file type, size) is shown in the dialog.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { BusyButton } from '../../../components/busy-button';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { ALLOWED_FILE_EXTENSIONS } from '../../../../common/constants';
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
}

/** One file, of an allowed type; the server checks the type and the size again. */
const deliverResolver: Resolver<DeliverValues, unknown, { file: File }> = (
  values,
): ResolverResult<DeliverValues, { file: File }> => {
  const file = values.file?.[0];
  const message = !file
    ? 'Escolha o arquivo final da arte.'
    : extensionAllowed(file.name)
      ? null
      : `Tipo de arquivo não permitido. Envie um destes: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`;
  if (file && !message) return { values: { file }, errors: {} };
  return { values: {}, errors: { file: { type: 'rule', message: message ?? '' } } };
};

export interface DeliverArtDialogProps {
  show: boolean;
  artName: string;
  /** The version this upload will become (deliveries so far + 1). */
  nextVersion: number;
  deliver: (input: DeliverArtInput) => Promise<unknown>;
  onDelivered: () => void;
  onCancel: () => void;
}

export function DeliverArtDialog(props: DeliverArtDialogProps) {
  const form = useAppForm({ resolver: deliverResolver, defaultValues: { file: null } });
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const pending = progress !== null;

  const reset = () => {
    form.reset({ file: null });
    setProgress(null);
  };
  const cancel = () => {
    // Cancelling during the upload stops it; nothing is stored for a partial body.
    abort.current?.abort();
    reset();
    props.onCancel();
  };

  const upload = async ({ file }: { file: File }) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      await props.deliver({ file, onProgress: setProgress, signal: controller.signal });
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
      onSubmit={onSubmit}
    >
      <Modal.Body>
        <p>
          Arte: <strong>{props.artName}</strong> · será a versão v{props.nextVersion}.
        </p>
        <FormAlert form={form} />
        <FormField
          form={form}
          name="file"
          label="Arquivo final"
          type="file"
          accept={ACCEPT}
          disabled={pending}
          hint={`Formatos aceitos: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`}
          errorRole="alert"
        />
        {progress !== null && <UploadProgress fraction={progress} label="Progresso do envio" />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel}>
          Cancelar
        </Button>
        <BusyButton type="submit" variant="primary" pending={pending}>
          Enviar
        </BusyButton>
      </Modal.Footer>
    </AppModal>
  );
}
