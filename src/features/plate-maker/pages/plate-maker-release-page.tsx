// /clicheria/{token}: the plate maker's page for a release package (docs/product/release.md),
// opened without an account by the link in their e-mail. It shows the art's name, version and
// company, each file of the package (a download each) and 'Baixar tudo (ZIP)', and 'Confirmar
// recebimento', recorded once. An unknown, expired or revoked link shows the server's reason.
// Rendered for each visit with the package (docs/decisions/0008-server-rendered-pages.md): the link is a secret and its
// page is never shared nor cached; never indexed (paths.ts: a private prefix).
import { Alert, Button, Card } from 'react-bootstrap';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../../common/format';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/file-size';
import { useConfirmReceipt, useReleaseLink, type PublicRelease } from '../api/release-link';

export function PlateMakerReleasePage() {
  const { token = '' } = useParams();
  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 720 }}>
      <ReleaseContent token={token} />
    </main>
  );
}

function ReleaseContent({ token }: { token: string }) {
  const release = useReleaseLink(token);
  if (release.isPending) return <p role="status">Carregando os arquivos…</p>;
  if (release.isError) {
    const unavailable =
      release.error instanceof ApiError && [403, 404].includes(release.error.status);
    return (
      <>
        <h1 className="h3 mb-3">
          {unavailable ? 'Link indisponível' : 'Arquivos para a clicheria'}
        </h1>
        <QueryError error={release.error} onRetry={() => void release.refetch()} />
      </>
    );
  }
  return <Package token={token} release={release.data} />;
}

function Package({ token, release }: { token: string; release: PublicRelease }) {
  const confirm = useConfirmReceipt(token);
  return (
    <>
      <h1 className="h3 mb-1">Arquivos para a clicheria</h1>
      <p className="text-body-secondary mb-4">
        Enviado pelo estúdio para {release.plateMaker}. Link válido até{' '}
        {formatDateTime(release.expiresAt)}.
      </p>
      <Card className="mb-4" as="section" aria-labelledby="pacote-arte">
        <Card.Body>
          <h2 className="h5" id="pacote-arte">
            {release.artName}
          </h2>
          <dl className="row mb-0">
            <dt className="col-sm-3">Versão</dt>
            <dd className="col-sm-9">v{release.version}</dd>
            <dt className="col-sm-3">Empresa</dt>
            <dd className="col-sm-9">{release.company}</dd>
          </dl>
        </Card.Body>
      </Card>
      <section aria-labelledby="pacote-arquivos" className="mb-4">
        <h2 className="h5" id="pacote-arquivos">
          Arquivos
        </h2>
        <ul className="list-group mb-3">
          {release.files.map((file) => (
            <li
              key={file.key}
              className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
            >
              <span className="text-break">
                {file.name}
                {file.size !== null && (
                  <span className="text-body-secondary"> · {formatFileSize(file.size)}</span>
                )}
              </span>
              <a
                className="btn btn-outline-primary btn-sm"
                href={file.url}
                download={file.name}
                aria-label={`Baixar ${file.name}`}
              >
                Baixar
              </a>
            </li>
          ))}
        </ul>
        <a className="btn btn-primary" href={release.zipUrl} download>
          Baixar tudo (ZIP)
        </a>
      </section>
      <section aria-labelledby="pacote-recebimento">
        <h2 className="h5" id="pacote-recebimento">
          Recebimento
        </h2>
        {release.confirmedAt ? (
          <Alert variant="success" role="status" className="mb-0">
            Recebimento confirmado em {formatDateTime(release.confirmedAt)}.
          </Alert>
        ) : (
          <>
            <p>Depois de baixar e conferir os arquivos, confirme o recebimento ao estúdio.</p>
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirmando…' : 'Confirmar recebimento'}
            </Button>
            {confirm.isError && (
              <Alert variant="danger" role="alert" className="mt-3 mb-0">
                {errorMessage(confirm.error)}
              </Alert>
            )}
          </>
        )}
      </section>
    </>
  );
}
