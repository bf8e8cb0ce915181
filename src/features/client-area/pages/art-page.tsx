// /arte/{id}: one art as its owner follows it, from one answer of GET /api/arts/{id}: name, status,
// when it was asked for, the delivery deadline while the studio has it ('Atrasada' when past),
// the proof of the selected version (the current one unless the client picks another), every
// version newest first with 'Baixar', the studio's note, the pre-flight explained in plain words
// and a withdrawn version marked with its reason, the briefing and references, the change
// requests, the history, and the actions the status allows ('Aprovar' the current version,
// 'Solicitar alteração'). Someone else's art is the server's 404.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useParams } from 'react-router';
import { canTakeAction } from '../../../../common/art-status';
import { ArtBrief } from '../../../domain/art/art-brief';
import { CompareVersions } from '../../../domain/compare/compare-versions';
import { PreflightSummary } from '../../../domain/preflight/preflight-summary';
import { explanationShowsNote } from '../../../../common/preflight';
import { ProofReview } from '../../../domain/proof/proof-review';
import type { PreviewSummary } from '../../../domain/proof/use-file-preview';
import { ApprovalSummary } from '../../../domain/art/approval-summary';
import { ArtHistory } from '../../../domain/art/art-history';
import { MockupSection } from '../../../domain/mockup/mockup-section';
import { PreviousVersionPins } from '../../../domain/proof/proof-comments-section';
import { RecordQuery } from '../../../components/record-query';
import { StatusBadge } from '../../../domain/art/status-badge';
import type { ApiSchemas } from '../../../lib/api';
import { formatFileSize } from '../../../lib/file-size';
import { deliveryLockedTitle } from '../../../../common/release';
import { useArt } from '../api/get-art';
import { ApprovalFeeCard } from '../components/approval-fee-card';
import type { ApproveArtDialogProps } from '../components/approve-art-dialog';
import { useCompanyPermissions } from '../../../lib/company';
import { ArtDeadline } from '../components/art-deadline';
import { ChangeArtAction } from '../components/change-art-action';
import { ClientLayout } from '../components/client-layout';
import { DashboardBackLink } from '../components/dashboard-back-link';
import { DeliveryLink, ReleaseStateBadge } from '../components/delivery-link';
import { ReleaseCard } from '../../../domain/release/release-card';
import { clientKeys } from '../api/query-keys';
import './art-page.css';
import { DateTime } from '../../../components/date-time';

// The approval's form (its zod schemas, the form fields) loads when 'Aprovar' is first pressed,
// not with the page: the page's first load and hydration carry none of it (docs/performance.md).
const loadApproveArtDialog = () => import('../components/approve-art-dialog');
const ApproveArtDialog = lazy(async () => ({
  default: (await loadApproveArtDialog()).ApproveArtDialog,
}));

/** The approval dialog, mounted from its first opening on, so closing plays its exit transition. */
function LazyApproveArtDialog(props: ApproveArtDialogProps) {
  const [opened, setOpened] = useState(props.art !== null);
  if (props.art !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ApproveArtDialog {...props} />
    </Suspense>
  );
}

type ArtDetail = ApiSchemas['ArtDetail'];
type ArtVersion = ApiSchemas['ArtVersion'];
type FileInfo = ApiSchemas['FileInfo'];
type PreflightSummaryInfo = ApiSchemas['PreflightSummary'];

export function ArtPage() {
  const { id = '' } = useParams();
  return (
    <ClientLayout>
      <ArtPageContent id={id} />
    </ClientLayout>
  );
}

function ArtPageContent({ id }: { id: string }) {
  const art = useArt(id);
  return (
    <RecordQuery
      query={art}
      loadingText="Carregando detalhes da arte..."
      title="Detalhes da arte"
      notFoundTitle="Arte não encontrada"
      headingClassName="h3"
      back={<DashboardBackLink />}
    >
      {(detail) => (
        <div className="art-page">
          <ArtDetails art={detail} />
        </div>
      )}
    </RecordQuery>
  );
}

function ArtDetails({ art }: { art: ArtDetail }) {
  // The version the proof shows: the newest unless the client picks another.
  const [selected, setSelected] = useState<number | null>(null);
  // Where the approval was started: the page's button, or 'Aprovar' inside the 3D mockup (the
  // record then says the mockup was shown, docs/product/mockup-3d.md).
  const [approving, setApproving] = useState<false | 'page' | 'mockup'>(false);
  const [approved, setApproved] = useState(false);
  // What this person may do in the company (docs/product/companies.md): a missing button says who.
  const { can, why } = useCompanyPermissions();
  const mayApprove = can('art', 'approve');
  const mayChange = can('art', 'change');
  // The current version: the newest the studio has not withdrawn.
  const current = art.versions.find((v) => v.withdrawn === null) ?? null;
  const approvable = canTakeAction('approve', art.status);
  const awaiting = approvable ? current : null;
  const shown =
    art.versions.find((v) => v.version === selected) ?? current ?? art.versions[0] ?? null;
  // The open files wait for approval and the fee (docs/product/release.md); previews, the proof
  // and 'Comparar versões' stay.
  const lockedTitle = (version: number) => deliveryLockedTitle(art, version);
  const locked = current ? lockedTitle(current.version) : null;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 text-break">{art.name}</h1>
        <StatusBadge status={art.status} viewer="client" />
        <ReleaseStateBadge state={art.releaseState} />
      </div>

      <Card className="mb-4">
        <Card.Body className="d-flex flex-column gap-1">
          <p className="mb-0">
            <span className="fw-semibold">Solicitada em:</span> <DateTime value={art.requestedAt} />
          </p>
          <ArtDeadline
            status={art.status}
            dueAt={art.dueAt}
            days={art.turnaroundDays}
            overdue={art.overdue}
          />
        </Card.Body>
      </Card>

      {art.approval && (
        <Card
          as="section"
          aria-labelledby="art-approval"
          className="mb-4"
          border={art.approval.replacedByVersion === null ? 'success' : undefined}
        >
          <Card.Body>
            <h2 className="h5" id="art-approval">
              Aprovação
            </h2>
            <ApprovalSummary artId={art.id} approval={art.approval} />
          </Card.Body>
        </Card>
      )}

      {art.approvalFee && <ApprovalFeeCard artId={art.id} fee={art.approvalFee} />}
      {art.releaseState && art.releaseState !== 'awaiting_payment' && (
        <ReleaseCard
          artId={art.id}
          artKey={clientKeys.art(art.id)}
          invalidate={clientKeys.arts()}
          refusal={can('art', 'release') ? null : why('art', 'release')}
        />
      )}
      {locked && art.versions.length > 0 && !(art.approvalFee?.state === 'due') && (
        <section className="alert alert-secondary" aria-label="Arquivos abertos">
          <p className="fw-semibold mb-1">{locked}</p>
          <p className="small mb-0">
            {art.releaseState === 'awaiting_payment'
              ? 'Os arquivos abertos ficam disponíveis quando a taxa de aprovação estiver paga.'
              : 'Aprove a versão para liberar os arquivos abertos; a prova e as prévias seguem abertas.'}
          </p>
        </section>
      )}

      {approved && (
        <Alert variant="success" role="status" dismissible onClose={() => setApproved(false)}>
          A arte “{art.name}” foi aprovada.
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        {approvable && mayApprove && (
          <Button variant="success" onClick={() => setApproving('page')}>
            {/* An art imported without its file has no version to name. */}
            {awaiting ? `Aprovar a v${awaiting.version}` : 'Aprovar'}
          </Button>
        )}
        {mayChange && <ChangeArtAction art={art} label="Solicitar alteração" />}
        <DashboardBackLink />
        {approvable && !mayApprove && (
          <span className="text-body-secondary small">{why('art', 'approve')}</span>
        )}
      </div>

      {/* The proof of the selected version, from the previews in this same answer, with its pins. */}
      <section aria-label="Prova" className="mb-4">
        {shown ? (
          <>
            <VersionProof
              artId={art.id}
              version={shown}
              summary={art.previews[shown.fileId]}
              locked={lockedTitle(shown.version) !== null}
            />
            {/* The same version on its 3D shape, when the brief gives one and the studio left it on. */}
            <MockupSection
              key={shown.fileId}
              artName={art.name}
              brief={art.brief}
              settings={art.mockup}
              version={shown}
              summary={art.previews[shown.fileId]}
              viewer="client"
              // Only the version awaiting approval is approved from its mockup.
              {...(awaiting?.version === shown.version &&
                mayApprove && {
                  onApprove: () => setApproving('mockup'),
                  approveLabel: `Aprovar a v${shown.version}`,
                })}
            />
          </>
        ) : (
          <p className="text-body-secondary mb-0">
            A prova aparece aqui quando o estúdio entregar a primeira versão.
          </p>
        )}
      </section>

      {shown && <PreviousVersionPins artId={art.id} version={shown.version} />}

      <section className="mb-4" aria-labelledby="art-versions">
        <h2 className="h4" id="art-versions">
          Versões
        </h2>
        {art.versions.length === 0 ? (
          <p>Nenhuma versão entregue ainda.</p>
        ) : (
          <ul className="list-group">
            {art.versions.map((version) => (
              <VersionItem
                key={version.fileId}
                version={version}
                preflight={art.preflight[version.fileId]}
                awaitingApproval={version.version === awaiting?.version}
                locked={lockedTitle(version.version)}
                shown={version.version === shown?.version}
                onShow={() => setSelected(version.version)}
              />
            ))}
          </ul>
        )}
        <CompareVersions artId={art.id} versions={art.versions} previews={art.previews} />
      </section>

      <section className="mb-4" aria-labelledby="art-briefing">
        <h2 className="h4" id="art-briefing">
          Briefing
        </h2>
        <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {art.briefing}
        </p>
        <ArtBrief brief={art.brief} dieLine={art.dieLine} headingLevel={3} />
        {art.attachments.length > 0 && (
          <>
            <h3 className="h6">Suas referências</h3>
            <FileList files={art.attachments} />
          </>
        )}
      </section>

      <section className="mb-4" aria-labelledby="art-changes">
        <h2 className="h4" id="art-changes">
          Alterações solicitadas
        </h2>
        {art.changeRequests.length === 0 ? (
          <p>Nenhuma alteração solicitada.</p>
        ) : (
          <ul className="list-unstyled">
            {art.changeRequests.map((change) => (
              <li key={change.id} className="border-start border-3 ps-3 mb-3">
                <p className="small text-body-secondary mb-1">
                  <DateTime value={change.createdAt} />
                  {change.paid && ' · após a aprovação (1 crédito)'}
                </p>
                <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {change.text}
                </p>
                {change.pins.length > 0 && (
                  <p className="small mb-1">
                    Pontos marcados na prova:{' '}
                    {change.pins.map((pin) => `#${pin.number} (v${pin.version})`).join(', ')}
                  </p>
                )}
                {change.files.length > 0 && <FileList files={change.files} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ArtHistory events={art.events} />

      <LazyApproveArtDialog
        art={
          approving
            ? {
                id: art.id,
                name: art.name,
                version: awaiting?.version ?? null,
                checklist: art.approvalChecklist,
                openPins: art.openPins,
                mockupShown: approving === 'mockup',
                service: art.brief?.service ?? 'flexo',
              }
            : null
        }
        onCancel={() => setApproving(false)}
        onApproved={() => {
          setApproving(false);
          setApproved(true);
        }}
      />
    </>
  );
}

/** Which version the proof shows, and the proof with its pins. */
function VersionProof({
  artId,
  version,
  summary,
  locked,
}: {
  artId: string;
  version: ArtVersion;
  summary: PreviewSummary | undefined;
  locked: boolean;
}) {
  return (
    <>
      <p className="mb-2">
        Versão v{version.version} · Entregue em <DateTime value={version.deliveredAt} />
      </p>
      <ProofReview
        // A new version is a new picture: its zoom, page and pin choice start afresh.
        key={version.fileId}
        artId={artId}
        version={version.version}
        fileId={version.fileId}
        summary={summary}
        fileName={version.file.originalName}
        downloadUrl={locked ? undefined : version.file.downloadUrl}
        headingLevel={2}
      />
    </>
  );
}

function VersionItem({
  version,
  preflight,
  awaitingApproval,
  locked,
  shown,
  onShow,
}: {
  version: ArtVersion;
  preflight: PreflightSummaryInfo | undefined;
  awaitingApproval: boolean;
  /** Why its original does not download yet, or null once released. */
  locked: string | null;
  shown: boolean;
  onShow: () => void;
}) {
  const headingId = `version-${version.fileId}`;
  const noteInSummary = explanationShowsNote(preflight, version.note);
  return (
    <li className="list-group-item" aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h3 className="h6 mb-0" id={headingId}>
          v{version.version}
        </h3>
        <span className="small text-body-secondary me-auto">
          Entregue em <DateTime value={version.deliveredAt} />
        </span>
        <Button
          size="sm"
          variant={shown ? 'secondary' : 'outline-secondary'}
          aria-pressed={shown}
          onClick={onShow}
        >
          Ver prova da v{version.version}
        </Button>
        {locked ? (
          <span className="small text-body-secondary">{locked}</span>
        ) : (
          <DeliveryLink file={version.file}>Baixar v{version.version}</DeliveryLink>
        )}
      </div>
      <p className="small mb-0 mt-1 text-break">
        {version.file.originalName} · {formatFileSize(version.file.size)}
      </p>
      {version.withdrawn && (
        <p className="small mb-0 mt-1 text-body-secondary">
          <span className="fw-semibold">Retirada pelo estúdio</span> em{' '}
          <DateTime value={version.withdrawn.at} />: {version.withdrawn.reason} Ela não precisa mais
          da sua aprovação.
        </p>
      )}
      {awaitingApproval && (
        <p className="small mb-0 mt-1 fw-semibold">Esta é a versão que aguarda sua aprovação.</p>
      )}
      <PreflightSummary
        summary={preflight}
        awaitingApproval={awaitingApproval}
        studioNote={version.note}
      />
      {version.note && !noteInSummary && (
        <figure className="mt-2 mb-0">
          <figcaption className="small fw-semibold">Observação do estúdio</figcaption>
          <blockquote
            className="mb-0 ps-3 border-start border-3 text-break"
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {version.note}
          </blockquote>
        </figure>
      )}
    </li>
  );
}

function FileList({ files }: { files: FileInfo[] }) {
  return (
    <ul className="list-unstyled d-flex flex-column gap-1 mb-0">
      {files.map((file) => (
        <li key={file.id} className="text-break">
          <a href={file.downloadUrl} download={file.originalName}>
            {file.originalName}
          </a>{' '}
          <span className="small text-body-secondary">{formatFileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
