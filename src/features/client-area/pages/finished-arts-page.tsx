// /UserArteFinalizada: the client's delivered arts (Finalizado or Aprovado) with the latest file
// ('Anexo'), 'Alterar' (→ /alterar-arte/{id}) and, while Finalizado, 'Aprovar' after a confirmation.
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { canTakeAction } from '../../../../common/art-status';
import { paths } from '../../../../common/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/data-table';
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import { StatusBadge } from '../../../components/status-badge';
import type { ApiSchemas } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useApproveArt } from '../api/approve-art';
import { useFinishedArts } from '../api/get-finished-arts';
import { ClientLayout } from '../components/client-layout';
import { DeliveryLink } from '../components/delivery-link';

/** A delivered art (Finalizado or Aprovado) with its latest file. */
type FinishedArt = ApiSchemas['ArtWithDelivery'];

export function FinishedArtsPage() {
  return (
    <ClientLayout>
      <FinishedList />
    </ClientLayout>
  );
}

function FinishedList() {
  const list = useListParams();
  const [approving, setApproving] = useState<FinishedArt | null>(null);
  const [approved, setApproved] = useState<string | null>(null);
  const arts = useFinishedArts(list.query);
  const approve = useApproveArt();

  const columns: Column<FinishedArt>[] = [
    { header: 'Nome', cell: (art) => art.name, card: 'title' },
    { header: 'Data', cell: (art) => formatDateTime(art.createdAt), className: 'text-nowrap' },
    { header: 'Status', cell: (art) => <StatusBadge status={art.status} /> },
    {
      header: 'Ações',
      card: 'actions',
      cell: (art) => (
        <div className="d-flex flex-wrap gap-2">
          {art.latestDelivery ? (
            <DeliveryLink file={art.latestDelivery}>Anexo</DeliveryLink>
          ) : (
            <span className="text-body-secondary small">Sem anexo</span>
          )}
          <Link to={paths.changeArt(art.id)} className="btn btn-sm btn-outline-secondary">
            Alterar
          </Link>
          {canTakeAction('approve', art.status) && (
            <Button
              size="sm"
              variant="success"
              onClick={() => {
                approve.reset();
                setApproving(art);
              }}
            >
              Aprovar
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <h1 className="h3 mb-3">Artes Finalizadas</h1>
      {approved && (
        <Alert variant="success" role="status" dismissible onClose={() => setApproved(null)}>
          A arte “{approved}” foi aprovada.
        </Alert>
      )}
      <SearchedPagedTable
        list={list}
        searchLabel="Buscar arte"
        caption="Artes finalizadas"
        columns={columns}
        rowKey={(art) => art.id}
        query={arts}
        loadingText="Carregando suas artes finalizadas..."
        notFound={(search) => `Nenhuma arte finalizada encontrada para “${search}”.`}
        empty="Nenhuma arte finalizada ainda. Quando o estúdio entregar uma arte, ela aparece aqui."
        pagerLabel="Páginas das artes finalizadas"
      />
      <ConfirmDialog
        show={approving !== null}
        title="Aprovar arte"
        body={
          <p className="mb-0">
            Confirma a aprovação da arte “{approving?.name}”? Depois de aprovada, o estúdio segue
            para o fechamento dos arquivos.
          </p>
        }
        confirmLabel="Aprovar"
        variant="success"
        pending={approve.isPending}
        error={approve.isError ? approve.error.message : null}
        onCancel={() => setApproving(null)}
        onConfirm={() => {
          if (!approving) return;
          const name = approving.name;
          approve.mutate(approving.id, {
            onSuccess: () => {
              setApproving(null);
              setApproved(name);
            },
          });
        }}
      />
    </>
  );
}
