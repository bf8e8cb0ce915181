// The studio's pre-flight report of one delivered version: each check with its verdict (a badge
// with the word, not colour alone) and sentence; 'Aceitar aviso' asks for a note (audited). While
// the analysis runs the query polls (preflight-api.ts), so the result appears when it finishes.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, ListGroup } from 'react-bootstrap';
import {
  PREFLIGHT_CHECKS,
  preflightSummaryText,
  type PreflightCheck,
} from '../../../common/preflight';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../../common/format';
import { QueryError } from '../../components/query-error';
import type { ApiSchemas } from '../../lib/api';
import { useAcceptPreflightWarning, usePreflightReport } from './preflight-api';
import './preflight.css';
import { PreflightVerdictBadge } from './preflight-verdict';
import { InlineSpinner } from '../../components/inline-spinner';

type Report = ApiSchemas['PreflightReport'];

export function PreflightReport({
  fileId,
  version,
  title = `Pré-impressão da v${version ?? '?'}`,
}: {
  fileId: string;
  version: number | null;
  /** The heading; a client's reference names its file (its report is information only). */
  title?: string;
}) {
  const report = usePreflightReport(fileId);
  const headingId = useId();
  return (
    <section className="preflight-report mb-3" aria-labelledby={headingId}>
      <h3 className="h6" id={headingId}>
        {title}
      </h3>
      {report.isPending ? (
        <p role="status" className="small">
          <InlineSpinner />
          Carregando a pré-impressão...
        </p>
      ) : report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <p className="small text-body-secondary">Esta versão não tem pré-impressão.</p>
      ) : report.data.status === 'pending' ? (
        <p role="status" className="small">
          <InlineSpinner />
          Analisando o arquivo… o resultado aparece aqui quando terminar.
        </p>
      ) : (
        <Checks report={report.data} fileId={fileId} />
      )}
    </section>
  );
}

function Checks({ report, fileId }: { report: Report; fileId: string }) {
  const accepted = new Map(report.acceptedWarnings.map((entry) => [entry.check, entry]));
  return (
    <>
      <p className="small fw-semibold mb-2" role="status">
        {preflightSummaryText({
          status: report.status,
          aviso: report.counts.aviso,
          reprovado: report.counts.reprovado,
        })}
        {report.finishedAt && (
          <span className="fw-normal text-body-secondary">
            {' '}
            (analisado em {formatDateTime(report.finishedAt)})
          </span>
        )}
      </p>
      <ListGroup as="ul" className="small">
        {report.checks.map((check) => {
          const acceptance = accepted.get(check.check);
          return (
            <ListGroup.Item as="li" key={check.check} className="d-grid gap-1">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <PreflightVerdictBadge verdict={check.verdict} />
                <strong>{PREFLIGHT_CHECKS[check.check]}</strong>
              </div>
              <span>{check.message}</span>
              {acceptance ? (
                <span className="text-body-secondary">
                  Aviso aceito em {formatDateTime(acceptance.at)}: {acceptance.note}
                </span>
              ) : (
                check.verdict === 'aviso' && <AcceptWarning fileId={fileId} check={check.check} />
              )}
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </>
  );
}

function AcceptWarning({ fileId, check }: { fileId: string; check: PreflightCheck }) {
  const accept = useAcceptPreflightWarning(fileId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteId = useId();
  if (!open)
    return (
      <div>
        <Button variant="outline-secondary" onClick={() => setOpen(true)}>
          Aceitar aviso
        </Button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    accept.mutate({ check, note: note.trim() });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={`Aceitar o aviso: ${PREFLIGHT_CHECKS[check]}`}>
      <Form.Group controlId={noteId} className="mb-2">
        <Form.Label>Nota (por que o aviso pode ser aceito)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          value={note}
          required
          autoFocus
          isInvalid={missing}
          aria-describedby={missing ? `${noteId}-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
        />
        {missing && (
          <Form.Control.Feedback type="invalid" id={`${noteId}-error`}>
            Escreva uma nota para aceitar o aviso.
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {accept.isError && (
        <Alert variant="danger" role="alert" className="py-2">
          {errorMessage(accept.error)}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={accept.isPending}>
          Confirmar
        </Button>
        <Button variant="outline-secondary" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </Form>
  );
}
