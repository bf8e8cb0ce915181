// 'Solicitar Arte': the request form when the client has a credit, or 'Você Está sem créditos!'
// when not. Mount it once per opening: its Idempotency-Key lives as long as the dialog, so every
// retry of one submission (a double-click, a lost answer) creates and charges a single art.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { artRequestSchema } from '../../../../common/api-types';
import { ALLOWED_FILE_EXTENSIONS, MAX_FILES_PER_REQUEST } from '../../../../common/constants';
import { UploadProgress } from '../../../components/upload-progress';
import { ApiError } from '../../../lib/api';
import { useRequestArt } from '../api/request-art';
import { CreditsLink } from './credits-link';

export const REQUEST_FAILED_MESSAGE =
  'Erro ao solicitar arte, por favor entre em contato com o suporte';
export const REQUEST_SUCCESS_TITLE = 'Arte Solicitada com sucesso!';
export const NO_CREDITS_TITLE = 'Você Está sem créditos!';
export const NO_CREDITS_MESSAGE =
  'Você esta sem créditos por favor solicite novos créditos para continuar';

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type Field = 'name' | 'briefing' | 'files';

/** Whether the server's refusal is something the client can fix (shown beside the generic line). */
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
  if (error.status === 413 || error.status === 415) return 'files';
  return null;
}

function checkFiles(files: File[]): string | null {
  if (files.length > MAX_FILES_PER_REQUEST) {
    return `Envie no máximo ${MAX_FILES_PER_REQUEST} arquivos por solicitação.`;
  }
  const refused = files.filter((file) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    return (
      !file.name.includes('.') ||
      !(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension)
    );
  });
  if (refused.length > 0) {
    return `Tipo de arquivo não permitido: ${refused.map((file) => file.name).join(', ')}.`;
  }
  return null;
}

export function RequestArtDialog({ credit, onClose }: { credit: number; onClose: () => void }) {
  const titleId = useId();
  // Decided when the dialog opens: the balance refreshes after a request, and the success
  // message must not turn into 'sem créditos' when the last credit was just spent.
  const [hasCredit] = useState(credit >= 1);
  if (!hasCredit) {
    return (
      <Modal show onHide={onClose} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId}>{NO_CREDITS_TITLE}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{NO_CREDITS_MESSAGE}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancelar
          </Button>
          <CreditsLink className="btn btn-success" />
        </Modal.Footer>
      </Modal>
    );
  }
  return <RequestArtForm titleId={titleId} onClose={onClose} />;
}

function RequestArtForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [name, setName] = useState('');
  const [briefing, setBriefing] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const briefingRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const filesHelpId = useId();
  const errorIdPrefix = useId();
  /** Links a field to its error message, so a screen reader reads it with the field. */
  const errorProps = (field: Field) => ({
    isInvalid: errors[field] !== undefined,
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby':
      [field === 'files' ? filesHelpId : '', errors[field] ? `${errorIdPrefix}-${field}` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const feedback = (field: Field) => (
    <Form.Control.Feedback type="invalid" id={`${errorIdPrefix}-${field}`}>
      {errors[field]}
    </Form.Control.Feedback>
  );
  const mutation = useRequestArt();
  const pending = mutation.isPending;

  // New errors put the cursor in the first field at fault, so the fix starts there (once the
  // fields are enabled again after a refused upload).
  useEffect(() => {
    if (pending) return;
    const inputs = { name: nameRef, briefing: briefingRef, files: filesRef };
    const first = (['name', 'briefing', 'files'] as const).find((field) => errors[field]);
    if (first) inputs[first].current?.focus();
  }, [errors, pending]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = artRequestSchema.safeParse({ name, briefing });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    }
    const fileError = checkFiles(files);
    if (fileError) next.files = fileError;
    setErrors(next);
    if (!parsed.success || fileError) return;
    setProgress(0);
    abort.current = new AbortController();
    mutation.mutate(
      {
        ...parsed.data,
        files,
        idempotencyKey,
        onProgress: setProgress,
        signal: abort.current.signal,
      },
      {
        onError: (error) => {
          const field = fieldOf(error);
          if (field) setErrors({ [field]: error.message });
        },
      },
    );
  };

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  if (mutation.isSuccess) {
    return (
      <Modal show onHide={onClose} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId}>{REQUEST_SUCCESS_TITLE}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            A arte <strong>{mutation.data.art.name}</strong> foi solicitada e aparece na tabela
            Status da arte. Entregamos em até 48 horas úteis.
          </p>
          <p className="mb-0">Créditos restantes: {mutation.data.credit}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={onClose}>Fechar</Button>
        </Modal.Footer>
      </Modal>
    );
  }

  const reason = mutation.isError ? reasonFor(mutation.error) : null;
  return (
    <Modal
      show
      onHide={cancel}
      centered
      aria-labelledby={titleId}
      backdrop={pending ? 'static' : true}
      // Escape would cancel the upload unasked; 'Cancelar' stays for that.
      keyboard={!pending}
    >
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId}>Solicitar nova Arte</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {mutation.isError && (
            <Alert variant="danger" role="alert">
              <p className={reason ? 'mb-1' : 'mb-0'}>{REQUEST_FAILED_MESSAGE}</p>
              {reason && <p className="mb-0 fw-semibold">{reason}</p>}
              {mutation.error instanceof ApiError && mutation.error.code === 'no_credits' && (
                <CreditsLink className="alert-link" />
              )}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="request-art-name">
            <Form.Label>Nome da arte</Form.Label>
            <Form.Control
              ref={nameRef}
              required
              maxLength={120}
              value={name}
              disabled={pending}
              onChange={(e) => setName(e.target.value)}
              {...errorProps('name')}
            />
            {feedback('name')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="request-art-briefing">
            <Form.Label>Briefing</Form.Label>
            <Form.Control
              ref={briefingRef}
              as="textarea"
              rows={5}
              required
              maxLength={10_000}
              value={briefing}
              disabled={pending}
              onChange={(e) => setBriefing(e.target.value)}
              {...errorProps('briefing')}
            />
            {feedback('briefing')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="request-art-files">
            <Form.Label>Arquivo</Form.Label>
            <Form.Control
              ref={filesRef}
              type="file"
              multiple
              accept={ACCEPT}
              disabled={pending}
              onChange={(e) => setFiles(Array.from((e.target as HTMLInputElement).files ?? []))}
              {...errorProps('files')}
            />
            {feedback('files')}
            <Form.Text id={filesHelpId}>
              Opcional. Até {MAX_FILES_PER_REQUEST} arquivos:{' '}
              {ALLOWED_FILE_EXTENSIONS.join(', ').toUpperCase()}.
            </Form.Text>
          </Form.Group>
          {pending && <UploadProgress fraction={progress} label="Progresso do envio" />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={cancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enviando…' : 'Solicitar'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
