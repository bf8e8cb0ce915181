// /alterar-arte/{id}: the client asks for changes to a delivered art: the open pins of the current
// version marked on its proof (listed here, they travel with the request), a general text and
// optional files; at least one pin or a text. The text is stored as a 'change requested' event with its files (the briefing is kept); the server
// refuses illegal states with a 409 whose message is shown here. On an approved art the change
// costs 1 crédito: the page says so, and a refusal for lack of credit opens
// 'Você Está sem créditos!'.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE,
  changeRequestBodySchema,
} from '../../../../common/api-types';
import { canTakeAction, illegalActionMessage } from '../../../../common/art-status';
import { ALLOWED_FILE_EXTENSIONS, ART_STATUS } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { ApiError } from '../../../lib/api';
import { FormFileField } from '../../../components/form/file-field';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { StatusBadge } from '../../../domain/art/status-badge';
import { InlineSpinner } from '../../../components/inline-spinner';
import {
  byNumber,
  pinsQueryOptions,
  type ProofPin,
} from '../../../domain/proof/proof-comments-api';
import { useArt } from '../api/get-art';
import { useRequestArtChange } from '../api/request-art-change';
import { PAID_CHANGE_MESSAGE } from '../components/change-art-action';
import { ChangeRequestedDialog } from '../components/change-requested-dialog';
import { ClientLayout } from '../components/client-layout';
import { DashboardBackLink } from '../components/dashboard-back-link';
import { NoCreditsDialog } from '../components/no-credits-dialog';
import { checkFiles } from '../components/file-checks';

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The server's reading of the text (optional: the pins may carry the request alone; the submit
 * checks there is one or the other), plus the optional files (the request's checks).
 */
const changeFormSchema = changeRequestBodySchema.extend({
  // A FileList in the browser; read only when checked, so the page still renders on the server.
  files: z.custom<FileList | null | undefined>().transform((list, ctx) => {
    const files = Array.from(list ?? []);
    const message = checkFiles(files);
    if (message) ctx.issues.push({ code: 'custom', message, input: list });
    return files;
  }),
});

export function ChangeArtPage() {
  const { id = '' } = useParams();
  return (
    <ClientLayout>
      <ChangeArt id={id} />
    </ClientLayout>
  );
}

function ChangeArt({ id }: { id: string }) {
  const navigate = useNavigate();
  const art = useArt(id);
  const change = useRequestArtChange(id);
  const form = useZodForm(changeFormSchema, { description: '' });
  const [noCredits, setNoCredits] = useState(false);
  // The open pins of the current version not sent yet: what the server adds to the request.
  const latest = art.data?.versions[0]?.version;
  const pins = useQuery({
    ...pinsQueryOptions(id, latest ?? 1),
    enabled: latest !== undefined,
  });
  const toSend = byNumber(pins.data?.pins ?? []).filter(
    (pin) => pin.state === 'aberto' && pin.changeEventId === null,
  );
  const submit = form.handleSubmit((input) => {
    if (toSend.length === 0 && input.description.trim() === '') {
      form.setError(
        'description',
        { type: 'required', message: CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE },
        { shouldFocus: true },
      );
      return;
    }
    change.mutate(input, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'no_credits') setNoCredits(true);
      },
    });
  });

  if (art.isPending) {
    return <p role="status">Carregando detalhes da arte...</p>;
  }
  if (art.isError) {
    return (
      <>
        <Alert variant="danger" role="alert">
          {art.error.message}
        </Alert>
        <DashboardBackLink />
      </>
    );
  }

  const allowed = canTakeAction('requestChange', art.data.status);
  return (
    <>
      <h1 className="h3 mb-2">{art.data.name}</h1>
      <p className="mb-4">
        Status: <StatusBadge status={art.data.status} viewer="client" />
      </p>
      {art.data.status === ART_STATUS.approved && (
        <p className="alert alert-warning">{PAID_CHANGE_MESSAGE}</p>
      )}
      {!allowed && (
        // A hint, not an alert: the server's refusal (if the client sends anyway) is the alert.
        <p className="alert alert-info">{illegalActionMessage('requestChange', art.data.status)}</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {change.isError && (
          <Alert variant="danger" role="alert">
            {change.error.message}
          </Alert>
        )}
        {latest !== undefined && (
          <PinsToSend version={latest} pins={toSend} loading={pins.isPending} />
        )}
        <FormField
          form={form}
          name="description"
          id="change-description"
          label="Descreva as alterações"
          rows={6}
          maxLength={10_000}
          required={toSend.length === 0}
          hint={toSend.length > 0 ? 'Opcional: os pontos marcados já vão com o pedido.' : undefined}
          disabled={change.isPending}
        />
        <FormFileField
          form={form}
          name="files"
          id="change-files"
          label="Arquivos (opcional)"
          multiple
          accept={ACCEPT}
          hint={`Referências para a alteração. Formatos aceitos: ${ALLOWED_FILE_EXTENSIONS.join(', ')}.`}
          disabled={change.isPending}
        />
        <div className="d-flex gap-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Enviando…' : 'Solicitar alteração'}
          </Button>
          <DashboardBackLink />
        </div>
      </form>
      <details className="mt-4">
        <summary>Briefing original</summary>
        <p className="mt-2" style={{ whiteSpace: 'pre-wrap' }}>
          {art.data.briefing}
        </p>
      </details>
      <NoCreditsDialog show={noCredits} onClose={() => setNoCredits(false)} />
      <ChangeRequestedDialog
        show={change.isSuccess}
        days={art.data.turnaroundDays}
        onClose={() => void navigate(paths.clientArea)}
      />
    </>
  );
}

/** The pins that go with the request: number, page, text; the count in the heading. */
function PinsToSend({
  version,
  pins,
  loading,
}: {
  version: number;
  pins: ProofPin[];
  loading: boolean;
}) {
  return (
    <section className="mb-3" aria-labelledby="change-pins">
      <h2 className="h6" id="change-pins">
        Pontos marcados na prova da v{version}{' '}
        {!loading && (
          <Badge bg="secondary" pill>
            {pins.length}
          </Badge>
        )}
      </h2>
      {loading ? (
        <p role="status" className="text-body-secondary">
          <InlineSpinner />
          Carregando os pontos…
        </p>
      ) : pins.length === 0 ? (
        <p className="text-body-secondary">
          Nenhum ponto aberto. Você pode marcar pontos na prova da arte (botão “Comentar”).
        </p>
      ) : (
        <ol
          className="list-unstyled mb-0 d-flex flex-column gap-1"
          aria-label="Pontos que vão no pedido"
        >
          {pins.map((pin) => (
            <li key={pin.id} className="text-break">
              <span className="fw-semibold">#{pin.number}</span>{' '}
              <span className="small text-body-secondary">pág. {pin.page}</span> — {pin.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
