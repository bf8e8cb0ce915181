// 'Solicitar Arte': the request form when the client has a credit, or 'Você Está sem créditos!'
// when not. Mount it once per opening: its Idempotency-Key lives as long as the dialog, so every
// retry of one submission (a double-click, a lost answer) creates and charges a single art.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import {
  ALLOWED_FILE_EXTENSIONS,
  ART_NAME_MAX_LENGTH,
  MAX_FILES_PER_REQUEST,
} from '../../../../common/constants';
import { FormFileField } from '../../../components/form/file-field';
import { deliveryPromise } from '../../../../common/delivery-promise';
import { FormField } from '../../../components/form/form-field';
import { showServerError } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { UploadProgress } from '../../../components/upload-progress';
import { ApiError } from '../../../lib/api';
import { useRequestArt } from '../api/request-art';
import { ServiceFields } from './service-fields';
import { CreditsLink } from './credits-link';
import {
  ACCEPT,
  creditUseText,
  requestArtFormSchema,
  type RequestArtFormOutput,
} from './request-art-form';
import { NoCreditsDialog } from './no-credits-dialog';
import { DateTime } from '../../../components/date-time';

export const REQUEST_FAILED_MESSAGE =
  'Erro ao solicitar arte, por favor entre em contato com o suporte';
export const REQUEST_SUCCESS_TITLE = 'Arte Solicitada com sucesso!';
export { NO_CREDITS_MESSAGE, NO_CREDITS_TITLE } from './no-credits-dialog';

type Field = 'name' | 'briefing' | 'files' | 'dieLine';

/** The server's refusal when the client can fix it (shown instead of the generic line), else null. */
function reasonFor(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  // 400 invalid input, 409 no credits / duplicate name, 413 too large, 415 file type, 429,
  // and a dropped connection: each says what to do. A 5xx message is for the support team.
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  return null;
}

/** The field a server refusal is about, so it can be marked and focused. */
function fieldOf(error: unknown): Field | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'duplicate_name') return 'name';
  if (error.code === 'die_line_missing') return 'dieLine';
  if (error.code === 'attachment_missing') return 'files';
  if (error.status === 413 || error.status === 415) return 'files';
  return null;
}

export function RequestArtDialog({ credit, onClose }: { credit: number; onClose: () => void }) {
  // Decided when the dialog opens: the balance refreshes after a request, and the success
  // message must not turn into 'sem créditos' when the last credit was just spent.
  const [hasCredit] = useState(credit >= 1);
  if (!hasCredit) return <NoCreditsDialog onClose={onClose} />;
  return <RequestArtForm credit={credit} onClose={onClose} />;
}

function RequestArtForm({ credit, onClose }: { credit: number; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(requestArtFormSchema, {
    name: '',
    briefing: '',
    brief: {
      service: 'flexo',
      spotColors: [],
      depthMm: '',
      ean: '',
      plateMaker: '',
    },
  });
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  /** The field a server refusal named, focused once the fields are enabled again. */
  const focusAfterUpload = useRef<Field | null>(null);
  const mutation = useRequestArt();
  const pending = mutation.isPending;

  useEffect(() => {
    if (pending || !focusAfterUpload.current) return;
    form.setFocus(focusAfterUpload.current);
    focusAfterUpload.current = null;
  }, [pending, form]);

  const send = (input: RequestArtFormOutput) => {
    if (pending) return;
    setProgress(0);
    abort.current = new AbortController();
    mutation.mutate(
      { ...input, idempotencyKey, onProgress: setProgress, signal: abort.current.signal },
      {
        onError: (error) => {
          const field = fieldOf(error);
          if (!field) return;
          showServerError(form, error.message, field);
          focusAfterUpload.current = field;
        },
      },
    );
  };
  // Built in the handler, not during render: sending reads and writes the abort ref.
  const onSubmit = (event: FormEvent) => void form.handleSubmit(send)(event);

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  if (mutation.isSuccess) {
    return (
      <AppModal onHide={onClose} title={REQUEST_SUCCESS_TITLE}>
        <Modal.Body>
          <p>
            A arte <strong>{mutation.data.art.name}</strong> foi solicitada e aparece na tabela
            Status da arte.
          </p>
          <p>
            {deliveryPromise(mutation.data.turnaroundDays)}: prazo de entrega{' '}
            <DateTime value={mutation.data.dueAt} />.
          </p>
          <p className="mb-0">Créditos restantes: {mutation.data.credit}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={onClose}>Fechar</Button>
        </Modal.Footer>
      </AppModal>
    );
  }

  const reason = mutation.isError ? reasonFor(mutation.error) : null;
  return (
    <AppModal
      onHide={cancel}
      title="Solicitar nova Arte"
      // Escape would cancel the upload unasked; 'Cancelar' and the header's button stay for that.
      pending={pending}
      closableWhilePending
      onSubmit={onSubmit}
    >
      <Modal.Body>
        {mutation.isError && (
          <Alert variant="danger" role="alert">
            {/* What the client can fix comes first and alone: 'contact support' would mislead. */}
            <p className="mb-0">{reason ?? REQUEST_FAILED_MESSAGE}</p>
            {mutation.error instanceof ApiError && mutation.error.code === 'no_credits' && (
              <CreditsLink className="alert-link" />
            )}
          </Alert>
        )}
        <FormField
          form={form}
          name="name"
          id="request-art-name"
          label="Nome da arte"
          required
          maxLength={ART_NAME_MAX_LENGTH}
          counter
          disabled={pending}
        />
        <ServiceFields form={form} disabled={pending} />
        <FormField
          form={form}
          name="briefing"
          id="request-art-briefing"
          label="Briefing"
          rows={5}
          required
          maxLength={10_000}
          disabled={pending}
        />
        <FormFileField
          form={form}
          name="files"
          id="request-art-files"
          label="Arquivo"
          multiple
          accept={ACCEPT}
          disabled={pending}
          hint={`Opcional. Até ${MAX_FILES_PER_REQUEST} arquivos: ${ALLOWED_FILE_EXTENSIONS.join(', ').toUpperCase()}.`}
        />
        {pending && <UploadProgress fraction={progress} label="Progresso do envio" />}
        <p className="small fw-semibold mb-0 mt-3">{creditUseText(credit)}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Enviando…' : 'Solicitar'}
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}
