// /pagina-detalhes/{id}: one art as the studio works on it: client, status, briefing, the client's
// attachments, the delivered versions and the history; 'Iniciar', 'Enviar' and 'Voltar'.
import { useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { ART_STATUS } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { StatusBadge } from '../../../components/status-badge';
import { ApiError, type ApiSchemas } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDeliverArt } from '../api/deliver-art';
import { useAdminArt } from '../api/get-art';
import { useStartArt } from '../api/start-art';
import { AdminLayout } from '../components/admin-layout';
import { ArtActions } from '../components/art-actions';
import { ArtHistory } from '../components/art-history';
import { Deadline } from '../components/deadline';
import { DeliverArtDialog } from '../components/deliver-art-dialog';
import { formatFileSize } from '../components/file-size';
import { errorMessage } from '../../../lib/error-message';
import { QueryError } from '../../../components/query-error';
import { MessageDialog } from '../../../components/message-dialog';
import { BackLink } from '../components/list-links';

type ArtDetail = ApiSchemas['ArtDetail'];
type FileInfo = ApiSchemas['FileInfo'];

const WITH_STUDIO: readonly string[] = [
  ART_STATUS.requested,
  ART_STATUS.inProgress,
  ART_STATUS.changeRequested,
];

export function AdminArtPage() {
  const { id = '' } = useParams();
  const art = useAdminArt(id);
  const finished =
    art.data?.status === ART_STATUS.finished || art.data?.status === ART_STATUS.approved;
  return (
    <AdminLayout section={finished ? 'finished' : 'dashboard'}>
      {art.isPending ? (
        <p role="status">Carregando detalhes da arte...</p>
      ) : art.isError ? (
        <>
          <h1 className="h2">
            {art.error instanceof ApiError && art.error.status === 404
              ? 'Arte não encontrada'
              : 'Detalhes da arte'}
          </h1>
          <QueryError error={art.error} onRetry={() => void art.refetch()} />
          <BackLink fallback={paths.admin} />
        </>
      ) : (
        <ArtDetails art={art.data} />
      )}
    </AdminLayout>
  );
}

/** A section listing files to download, or saying there are none. */
function FileSection(props: {
  id: string;
  heading: string;
  files: FileInfo[];
  empty: string;
  label: (file: FileInfo, index: number) => string;
}) {
  return (
    <section className="mb-4" aria-labelledby={props.id}>
      <h2 className="h4" id={props.id}>
        {props.heading}
      </h2>
      {props.files.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="list-unstyled">
          {props.files.map((file, index) => (
            <li key={file.id} className="mb-1">
              <FileLink file={file} label={props.label(file, index)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FileLink({ file, label }: { file: FileInfo; label: string }) {
  return (
    <>
      <a href={file.downloadUrl} download={file.originalName}>
        {label}
      </a>{' '}
      <span className="text-body-secondary small">
        {file.originalName} · {formatFileSize(file.size)} ·{' '}
        <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>
      </span>
    </>
  );
}

function ArtDetails({ art }: { art: ArtDetail }) {
  const start = useStartArt(art.id);
  const deliver = useDeliverArt(art.id);
  const [startedDialog, setStartedDialog] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [deliveredDialog, setDeliveredDialog] = useState(false);
  // Read once: the page is not a clock, and a render must not depend on the time it runs.
  const [now] = useState(() => Date.now());
  const overdue = WITH_STUDIO.includes(art.status) && new Date(art.dueAt).getTime() < now;
  const deliveries = [...art.deliveries].sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
  const nextVersion = Math.max(0, ...deliveries.map((file) => file.version ?? 0)) + 1;

  const onStart = () => {
    start.mutate(undefined, { onSuccess: () => setStartedDialog(true) });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h2 mb-0">{art.name}</h1>
        <StatusBadge status={art.status} />
      </div>

      <Card className="mb-4">
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-sm-4 col-lg-3">Cliente</dt>
            <dd className="col-sm-8 col-lg-9">
              <Link to={paths.adminClient(art.client.id)}>{art.client.name}</Link>{' '}
              <span className="text-body-secondary">({art.client.email})</span>
            </dd>
            <dt className="col-sm-4 col-lg-3">Status</dt>
            <dd className="col-sm-8 col-lg-9">{art.status}</dd>
            <dt className="col-sm-4 col-lg-3">Nome da arte</dt>
            <dd className="col-sm-8 col-lg-9">{art.name}</dd>
            <dt className="col-sm-4 col-lg-3">Solicitada em</dt>
            <dd className="col-sm-8 col-lg-9">
              <time dateTime={art.createdAt}>{formatDateTime(art.createdAt)}</time>
            </dd>
            {WITH_STUDIO.includes(art.status) && (
              <>
                <dt className="col-sm-4 col-lg-3">Prazo de entrega</dt>
                <dd className="col-sm-8 col-lg-9">
                  <Deadline dueAt={art.dueAt} overdue={overdue} />
                </dd>
              </>
            )}
          </dl>
        </Card.Body>
      </Card>

      <section className="mb-4" aria-labelledby="art-briefing">
        <h2 className="h4" id="art-briefing">
          Briefing
        </h2>
        <p style={{ whiteSpace: 'pre-wrap' }}>{art.briefing}</p>
      </section>

      <FileSection
        id="art-attachments"
        heading="Arquivos do cliente"
        files={art.attachments}
        empty="O cliente não enviou anexos."
        label={(_, index) =>
          art.attachments.length > 1 ? `Anexo do cliente ${index + 1}` : 'Anexo do cliente'
        }
      />

      <FileSection
        id="art-deliveries"
        heading="Versões entregues"
        files={deliveries}
        empty="Nenhuma versão entregue ainda."
        label={(file) => `Baixar v${file.version ?? '?'}`}
      />

      <section className="mb-4" aria-labelledby="art-actions">
        <h2 className="h4" id="art-actions">
          Ações
        </h2>
        {start.isError && (
          <Alert variant="danger" role="alert" dismissible onClose={() => start.reset()}>
            {errorMessage(start.error)}
          </Alert>
        )}
        <ArtActions
          status={art.status}
          starting={start.isPending}
          onStart={onStart}
          onDeliver={() => setDelivering(true)}
        />
        <BackLink fallback={paths.admin} className="mt-3" />
      </section>

      <section className="mb-4" aria-labelledby="art-history">
        <h2 className="h4" id="art-history">
          Histórico
        </h2>
        <ArtHistory events={art.events} />
      </section>

      <MessageDialog
        show={startedDialog}
        title="Arte Iniciada com sucesso!"
        onClose={() => setStartedDialog(false)}
      >
        O status de “{art.name}” agora é {ART_STATUS.inProgress}.
      </MessageDialog>
      <DeliverArtDialog
        show={delivering}
        artName={art.name}
        nextVersion={nextVersion}
        deliver={(input) => deliver.mutateAsync(input)}
        onDelivered={() => {
          setDelivering(false);
          setDeliveredDialog(true);
        }}
        onCancel={() => setDelivering(false)}
      />
      <MessageDialog
        show={deliveredDialog}
        title="Arte Enviada com sucesso!"
        onClose={() => setDeliveredDialog(false)}
      >
        A versão foi guardada e o status de “{art.name}” agora é {ART_STATUS.finished}.
      </MessageDialog>
    </>
  );
}
