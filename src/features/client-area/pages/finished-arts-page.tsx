// /UserArteFinalizada: the client's delivered arts (awaiting their approval — Finalizado — or
// approved), explained in one line under the title, with the current file
// ('Baixar v2', as on the dashboard; the first site's 'Anexo' did not say it downloads), 'Ver' (→ /arte/{id}), 'Alterar' (→ /alterar-arte/{id}, after a confirmation of its
// cost on an approved art) and, while Finalizado, 'Aprovar', which opens the art's page: approving
// is done there, beside the proof, with the brief's checklist and the password
// (docs/product/approval.md). 'Data' is the delivery date.
import { Link } from 'react-router';
import { canTakeAction } from '../../../../common/art-status';
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import type { ApiSchemas } from '../../../lib/api';
import { useListParams } from '../../../lib/use-list-params';
import { useFinishedArts } from '../api/get-finished-arts';
import { artNameColumn, artStatusColumn } from '../components/art-columns';
import { ClientLayout } from '../components/client-layout';
import { ChangeArtAction } from '../components/change-art-action';
import { LatestDeliveryLink } from '../components/delivery-link';
import { ViewArtLink } from '../components/view-art-link';
import { DateTime } from '../../../components/date-time';

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
  const arts = useFinishedArts(list.query);

  const columns: Column<FinishedArt>[] = [
    artNameColumn,
    {
      // When it was delivered (the last version), not when it was asked for.
      header: 'Data',
      cell: (art) => {
        const date = art.latestDelivery?.createdAt ?? art.updatedAt;
        return <DateTime value={date} />;
      },
      className: 'text-nowrap',
    },
    artStatusColumn,
    {
      header: 'Ações',
      card: 'actions',
      cell: (art) => (
        <div className="d-flex flex-wrap gap-2">
          <ViewArtLink art={art} />
          <LatestDeliveryLink art={art} missing="Sem anexo" />
          <ChangeArtAction art={art} size="sm" />
          {canTakeAction('approve', art.status) && (
            <Link to={paths.art(art.id)} className="btn btn-sm btn-success">
              Aprovar
            </Link>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <h1 className="h3 mb-2">Artes Finalizadas</h1>
      <p className="mb-3">
        As artes que o estúdio já entregou: as que aguardam sua aprovação e as que você já aprovou.
      </p>
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
    </>
  );
}
