// 'Enviar': the studio uploads the finished file; a progress bar follows the upload, and the
// server's refusal (wrong status, file type, size) is shown in the dialog.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ALLOWED_FILE_EXTENSIONS } from '../../../../common/constants';
import { UploadProgress } from '../../../components/upload-progress';
import type { DeliverArtInput } from '../api/deliver-art';
import { errorMessage } from '../../../lib/error-message';

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function extensionAllowed(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

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
  const titleId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const pending = progress !== null;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setServerError(null);
    setProgress(null);
  };
  const cancel = () => {
    // Cancelling during the upload stops it; nothing is stored for a partial body.
    abort.current?.abort();
    reset();
    props.onCancel();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (!file) {
      setFileError('Escolha o arquivo final da arte.');
      return;
    }
    if (!extensionAllowed(file.name)) {
      setFileError(
        `Tipo de arquivo não permitido. Envie um destes: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`,
      );
      return;
    }
    setFileError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      await props.deliver({ file, onProgress: setProgress, signal: controller.signal });
      reset();
      props.onDelivered();
    } catch (error) {
      if (controller.signal.aborted) return;
      setServerError(errorMessage(error));
      setProgress(null);
    } finally {
      abort.current = null;
    }
  };

  return (
    <Modal
      show={props.show}
      onHide={cancel}
      centered
      aria-labelledby={titleId}
      backdrop={pending ? 'static' : true}
      // Escape would cancel the upload unasked; 'Cancelar' stays for that.
      keyboard={!pending}
    >
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId}>Enviar arte finalizada</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            Arte: <strong>{props.artName}</strong> · será a versão v{props.nextVersion}.
          </p>
          {serverError && (
            <Alert variant="danger" role="alert">
              {serverError}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId={fileId}>
            <Form.Label>Arquivo final</Form.Label>
            <Form.Control
              type="file"
              accept={ACCEPT}
              disabled={pending}
              isInvalid={fileError !== null}
              aria-invalid={fileError !== null}
              aria-describedby={`${fileId}-help${fileError ? ` ${fileId}-error` : ''}`}
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                setFile(input.files?.[0] ?? null);
                setFileError(null);
              }}
            />
            <Form.Text id={`${fileId}-help`}>
              Formatos aceitos: {ALLOWED_FILE_EXTENSIONS.join(', ')}.
            </Form.Text>
            {fileError && (
              <Form.Control.Feedback type="invalid" id={`${fileId}-error`} role="alert">
                {fileError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          {progress !== null && <UploadProgress fraction={progress} label="Progresso do envio" />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={cancel}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
            {pending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            Enviar
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
