// /pagina-detalhes/{id}: one art as the studio works on it. At the top, what the studio must do
// now: during a change (Alteração) the latest change request, highlighted, with its files; while a
// version awaits the client's approval, that it can still be replaced or withdrawn; the briefing;
// the client's references. Then 'Iniciar', 'Enviar' (a draft, its pre-flight, 'Confirmar
// envio'), 'Retirar vN' and 'Voltar', the delivered versions (newest first, with the note sent to
// the client, a withdrawn one marked) and the history.
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { artStatusLabel, isOpenArtStatus } from '../../../../common/art-status';
import { ART_STATUS } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { ArtBrief } from '../../../domain/art/art-brief';
import { StatusBadge } from '../../../domain/art/status-badge';
import type { ApiSchemas } from '../../../lib/api';
import { formatMoney } from '../../../../common/format';
import { APPROVAL_FEE_STATE_LABELS } from '../../../../common/payments';
import { useDeliverArt } from '../api/deliver-art';
import { useAdminArt } from '../api/get-art';
import { useStartArt } from '../api/start-art';
import { useWithdrawArt } from '../api/withdraw-art';
import { WithdrawVersionDialog } from '../components/withdraw-version-dialog';
import { MockupSettingsSection } from '../components/mockup-settings-section';
import { AdminLayout } from '../components/admin-layout';
import { ArtActions } from '../components/art-actions';
import { ApprovalSummary } from '../../../domain/art/approval-summary';
import { ArtHistory } from '../../../domain/art/art-history';
import { ReleaseStateBadge } from '../../../domain/art/release-state-badge';
import { ReleaseCard } from '../../../domain/release/release-card';
import { adminKeys } from '../api/query-keys';
import { Deadline } from '../components/deadline';
import { DeliverArtDialog } from '../components/deliver-art-dialog';
import { formatFileSize } from '../../../lib/file-size';
import { PreflightReport } from '../../../domain/preflight/preflight-report';
import { errorMessage } from '../../../lib/error-message';
import { RecordQuery } from '../../../components/record-query';
import { MessageDialog } from '../../../components/message-dialog';
import { BackLink } from '../components/list-links';
import { FileThumbnail } from '../../../domain/proof/file-thumbnail';
import { CompareVersions } from '../../../domain/compare/compare-versions';
import { ProofViewer } from '../../../domain/proof/proof-viewer';
import { ProofReview } from '../../../domain/proof/proof-review';
import { ProofCommentsSection } from '../../../domain/proof/proof-comments-section';
import { ProofPinThreads } from '../../../domain/proof/proof-pin-threads';
import { useFilePreview, type PreviewSummary } from '../../../domain/proof/use-file-preview';
import { DateTime } from '../../../components/date-time';

type ArtDetail = ApiSchemas['ArtDetail'];
type FileInfo = ApiSchemas['FileInfo'];

export function AdminArtPage() {
  const { id = '' } = useParams();
  const art = useAdminArt(id);
  const finished =
    art.data?.status === ART_STATUS.finished || art.data?.status === ART_STATUS.approved;
  return (
    <AdminLayout section={finished ? 'finished' : 'dashboard'}>
      <RecordQuery
        query={art}
        loadingText="Carregando detalhes da arte..."
        title="Detalhes da arte"
        notFoundTitle="Arte não encontrada"
        headingClassName="h2"
        back={<BackLink fallback={paths.admin} />}
      >
        {(detail) => <ArtDetails art={detail} />}
      </RecordQuery>
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
  /** The art detail's previews by file id (one answer for the page: no request per file). */
  previews: Record<string, PreviewSummary>;
}) {
  return (
    <section className="mb-4" aria-labelledby={props.id}>
      <h3 className="h5" id={props.id}>
        {props.heading}
      </h3>
      {props.files.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="list-unstyled">
          {props.files.map((file, index) => (
            <li key={file.id} className="mb-2">
              <FileWithProof
                file={file}
                label={props.label(file, index)}
                summary={props.previews[file.id]}
              />
              {file.contentType === 'application/pdf' && (
                <PreflightReport
                  fileId={file.id}
                  version={null}
                  title={`Pré-impressão (informativa) de ${file.originalName}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A file's thumbnail, its download link and a 'Ver prova' toggle that opens its proof viewer; a
 * delivered version's proof carries its pins (the studio comments and answers there too).
 */
function FileWithProof({
  file,
  label,
  summary,
  artId,
}: {
  file: FileInfo;
  label: string;
  summary: PreviewSummary | undefined;
  /** Given for a delivered version: its proof shows the pins. */
  artId?: string;
}) {
  const [open, setOpen] = useState(false);
  const preview = useFilePreview(file.id, summary);
  const viewerId = `proof-${file.id}`;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <FileThumbnail summary={preview.data} alt={`Miniatura de ${file.originalName}`} />
        <span>
          <FileLink file={file} label={label} />
        </span>
        <Button
          variant="outline-primary"
          size="sm"
          className="proof-toggle"
          aria-expanded={open}
          aria-controls={viewerId}
          aria-label={`${open ? 'Fechar prova' : 'Ver prova'}: ${label}`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Fechar prova' : 'Ver prova'}
        </Button>
      </div>
      {open && (
        <div id={viewerId} className="mt-2">
          {artId && file.version ? (
            <ProofReview
              artId={artId}
              version={file.version}
              fileId={file.id}
              summary={preview.data}
              fileName={file.originalName}
              downloadUrl={file.downloadUrl}
            />
          ) : (
            <ProofViewer
              fileId={file.id}
              summary={preview.data}
              fileName={file.originalName}
              versionLabel={file.version ? `v${file.version}` : undefined}
              downloadUrl={file.downloadUrl}
            />
          )}
        </div>
      )}
    </>
  );
}

function FileLink({ file, label }: { file: FileInfo; label: string }) {
  return (
    <>
      <a href={file.downloadUrl} download={file.originalName}>
        {label}
      </a>{' '}
      <span className="text-body-secondary small">
        {file.originalName} · {formatFileSize(file.size)} · <DateTime value={file.createdAt} />
      </span>
    </>
  );
}

function ArtDetails({ art }: { art: ArtDetail }) {
  const start = useStartArt(art.id);
  const deliver = useDeliverArt(art.id);
  const withdraw = useWithdrawArt(art.id);
  const [startedDialog, setStartedDialog] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [deliveredDialog, setDeliveredDialog] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawnDialog, setWithdrawnDialog] = useState<number | null>(null);
  const nextVersion = Math.max(0, ...art.versions.map((v) => v.version)) + 1;
  // The newest version not withdrawn: the one awaiting approval while the art is Finalizado.
  const current = art.versions.find((v) => v.withdrawn === null) ?? null;
  const awaiting = art.status === ART_STATUS.finished ? current : null;
  const latestChange = art.changeRequests[0];
  // The mockup shows the current version, or the newest when every one was withdrawn.
  const mockupVersion = current ?? art.versions[0] ?? null;

  const onStart = () => {
    start.mutate(undefined, { onSuccess: () => setStartedDialog(true) });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h2 mb-0">{art.name}</h1>
        <StatusBadge status={art.status} viewer="studio" />
        <ReleaseStateBadge state={art.releaseState} />
      </div>

      <Card className="mb-4">
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-sm-4 col-lg-3">Cliente</dt>
            <dd className="col-sm-8 col-lg-9">
              <Link to={paths.adminClient(art.client.id)}>{art.client.name}</Link>{' '}
              {art.client.email && (
                <span className="text-body-secondary">({art.client.email})</span>
              )}
            </dd>
            <dt className="col-sm-4 col-lg-3">Status</dt>
            <dd className="col-sm-8 col-lg-9">{artStatusLabel(art.status, 'studio')}</dd>
            <dt className="col-sm-4 col-lg-3">Nome da arte</dt>
            <dd className="col-sm-8 col-lg-9">{art.name}</dd>
            <dt className="col-sm-4 col-lg-3">Solicitada em</dt>
            <dd className="col-sm-8 col-lg-9">
              <DateTime value={art.createdAt} />
            </dd>
            {isOpenArtStatus(art.status) && (
              <>
                <dt className="col-sm-4 col-lg-3">Prazo de entrega</dt>
                <dd className="col-sm-8 col-lg-9">
                  {/* The server's verdict: it owns the clock and the business hours. */}
                  <Deadline dueAt={art.dueAt} overdue={art.overdue} />
                </dd>
              </>
            )}
            {art.approval && (
              <>
                <dt className="col-sm-4 col-lg-3">Aprovação</dt>
                <dd className="col-sm-8 col-lg-9">
                  <ApprovalSummary artId={art.id} approval={art.approval} />
                </dd>
              </>
            )}
            {art.approvalFee && (
              <>
                <dt className="col-sm-4 col-lg-3">Taxa de aprovação</dt>
                <dd className="col-sm-8 col-lg-9">
                  {formatMoney(art.approvalFee.amountCents)} —{' '}
                  {APPROVAL_FEE_STATE_LABELS[art.approvalFee.state]}
                  {art.approvalFee.note ? ` (${art.approvalFee.note})` : ''}{' '}
                  <Link to={paths.adminPayments}>Pagamentos</Link>
                </dd>
              </>
            )}
          </dl>
        </Card.Body>
      </Card>

      {art.releaseState && art.releaseState !== 'awaiting_payment' && (
        // The studio sends for the client, and revokes (docs/product/release.md); the panel's
        // lists are under adminKeys.arts(), so their release badges follow too.
        <ReleaseCard
          artId={art.id}
          artKey={adminKeys.art(art.id)}
          invalidate={adminKeys.arts()}
          studio
        />
      )}

      <section className="mb-4" aria-labelledby="art-now">
        <h2 className="h4" id="art-now">
          O que fazer agora
        </h2>
        {art.status === ART_STATUS.cancelled && (
          <p className="alert alert-secondary" role="note">
            Nada: o pedido foi encerrado porque o cliente excluiu a conta. Ele saiu da fila e não
            conta como atrasado; o crédito usado não foi devolvido.
          </p>
        )}
        {awaiting && (
          <p className="alert alert-info" role="note">
            A v{awaiting.version} aguarda a aprovação do cliente. Até ele agir, o estúdio pode
            enviar uma versão corrigida, que a substitui (as duas ficam no histórico), ou retirar a
            v{awaiting.version}, com o motivo que o cliente lê.
          </p>
        )}
        {art.status === ART_STATUS.changeRequested && latestChange && (
          <div className="alert alert-warning" role="note" aria-labelledby="art-latest-change">
            <h3 className="h5" id="art-latest-change">
              Alteração pedida em <DateTime value={latestChange.createdAt} />
              {latestChange.paid && ' (após a aprovação, 1 crédito)'}
            </h3>
            {latestChange.text && (
              <p className="mb-2 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {latestChange.text}
              </p>
            )}
            {latestChange.pins.length > 0 && (
              <p className="mb-2">
                {latestChange.pins.length === 1
                  ? '1 ponto marcado na prova'
                  : `${latestChange.pins.length} pontos marcados na prova`}{' '}
                ({latestChange.pins.map((pin) => `#${pin.number} (v${pin.version})`).join(', ')}
                ): <a href="#proof-comments">responda ou marque cada um como resolvido</a>.
              </p>
            )}
            {latestChange.files.length > 0 && (
              <ul className="list-unstyled mb-0">
                {latestChange.files.map((file, index) => (
                  <li key={file.id} className="mb-1">
                    <FileLink
                      file={file}
                      label={
                        latestChange.files.length > 1
                          ? `Arquivo da alteração ${index + 1}`
                          : 'Arquivo da alteração'
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <h3 className="h5" id="art-briefing">
          Briefing
        </h3>
        <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {art.briefing}
        </p>
        <ArtBrief brief={art.brief} dieLine={art.dieLine} headingLevel={3} />
        <FileSection
          id="art-attachments"
          heading="Referências do cliente"
          files={art.attachments}
          empty="O cliente não enviou referências."
          previews={art.previews}
          label={(_, index) =>
            art.attachments.length > 1 ? `Anexo do cliente ${index + 1}` : 'Anexo do cliente'
          }
        />
      </section>

      {art.versions[0] && (
        <ProofCommentsSection artId={art.id} version={art.versions[0].version} previousOnlyOpen />
      )}

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
          currentVersion={current?.version ?? null}
          onWithdraw={() => setWithdrawing(true)}
        />
        <BackLink fallback={paths.admin} className="mt-3" />
      </section>

      <section className="mb-4" aria-labelledby="art-deliveries">
        <h2 className="h4" id="art-deliveries">
          Versões entregues
        </h2>
        {art.versions.length === 0 ? (
          <p>Nenhuma versão entregue ainda.</p>
        ) : (
          <ul className="list-unstyled">
            {art.versions.map((version) => (
              <li key={version.fileId} className="mb-2">
                <FileWithProof
                  file={version.file}
                  label={`Baixar v${version.version}`}
                  summary={art.previews[version.fileId]}
                  artId={art.id}
                />
                {version.withdrawn && (
                  <p className="small mb-1 text-body-secondary">
                    Retirada em <DateTime value={version.withdrawn.at} />:{' '}
                    {version.withdrawn.reason}
                  </p>
                )}
                {version.note && (
                  <blockquote
                    className="mt-1 mb-0 ps-3 border-start border-3 small text-break"
                    style={{ whiteSpace: 'pre-wrap' }}
                  >
                    <span className="visually-hidden">Observação ao cliente: </span>
                    {version.note}
                  </blockquote>
                )}
                <PreflightReport fileId={version.fileId} version={version.version} />
              </li>
            ))}
          </ul>
        )}
        <CompareVersions artId={art.id} versions={art.versions} previews={art.previews} />
      </section>

      <MockupSettingsSection
        artId={art.id}
        artName={art.name}
        brief={art.brief}
        settings={art.mockup}
        version={mockupVersion}
        summary={mockupVersion ? art.previews[mockupVersion.fileId] : undefined}
      />

      <ArtHistory events={art.events} company={art.client.name} />

      <MessageDialog
        show={startedDialog}
        title="Arte Iniciada com sucesso!"
        onClose={() => setStartedDialog(false)}
      >
        O status de “{art.name}” agora é {artStatusLabel(ART_STATUS.inProgress, 'studio')}.
      </MessageDialog>
      <DeliverArtDialog
        show={delivering}
        artName={art.name}
        nextVersion={nextVersion}
        replaces={awaiting?.version ?? null}
        calls={deliver}
        onDelivered={() => {
          setDelivering(false);
          setDeliveredDialog(true);
        }}
        onCancel={() => setDelivering(false)}
      >
        {/* The pins left on the version this one answers: resolve or reply while delivering. */}
        {art.versions[0] && (
          <section aria-labelledby="deliver-open-pins" className="mb-3">
            <h3 className="h6" id="deliver-open-pins">
              Pontos marcados na v{art.versions[0].version}
            </h3>
            <ProofPinThreads artId={art.id} version={art.versions[0].version} />
          </section>
        )}
      </DeliverArtDialog>
      <MessageDialog
        show={deliveredDialog}
        title="Arte Enviada com sucesso!"
        onClose={() => setDeliveredDialog(false)}
      >
        A versão foi guardada e o status de “{art.name}” agora é{' '}
        {artStatusLabel(ART_STATUS.finished, 'studio')}. O cliente foi avisado.
      </MessageDialog>
      {current && (
        <WithdrawVersionDialog
          // A new current version is a new form.
          key={current.version}
          show={withdrawing}
          artName={art.name}
          version={current.version}
          withdraw={(input) => withdraw.mutateAsync(input)}
          onWithdrawn={() => {
            setWithdrawing(false);
            setWithdrawnDialog(current.version);
          }}
          onCancel={() => setWithdrawing(false)}
        />
      )}
      <MessageDialog
        show={withdrawnDialog !== null}
        title="Versão retirada"
        onClose={() => setWithdrawnDialog(null)}
      >
        A v{withdrawnDialog} foi retirada e o status de “{art.name}” agora é{' '}
        {artStatusLabel(ART_STATUS.inProgress, 'studio')}. O cliente foi avisado.
      </MessageDialog>
    </>
  );
}
