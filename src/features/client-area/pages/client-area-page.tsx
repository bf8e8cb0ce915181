// /ClientArea: the client's dashboard — every art they asked for, newest first, with its last
// delivered file, searchable by name (the server folds case and accents), 50 per page — and how
// payment works (the contract's words, src/content/payment.ts).
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { payment } from '../../../content/payment';
import type { Column } from '../../../components/data-table';
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import type { ApiSchemas } from '../../../lib/api';
import { formatDateTime } from '../../../../common/format';
import { useCompanyPermissions } from '../../../lib/company';
import { useListParams } from '../../../lib/use-list-params';
import { useArts } from '../api/get-arts';
import { artNameColumn, artStatusColumn } from '../components/art-columns';
import { ClientLayout } from '../components/client-layout';
import { LatestDeliveryLink } from '../components/delivery-link';
import { ViewArtLink } from '../components/view-art-link';

const columns: Column<ApiSchemas['ArtWithDelivery']>[] = [
  artNameColumn,
  { header: 'Data', cell: (art) => formatDateTime(art.createdAt), className: 'text-nowrap' },
  artStatusColumn,
  {
    // The last delivered version, also while a change is under way.
    header: 'Arquivo',
    card: 'actions',
    cell: (art) => (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <ViewArtLink art={art} />
        <LatestDeliveryLink art={art} missing="Ainda não entregue" />
      </div>
    ),
  },
];

export function ClientAreaPage() {
  return <ClientLayout>{({ openRequest }) => <ArtList openRequest={openRequest} />}</ClientLayout>;
}

function ArtList({ openRequest }: { openRequest: () => Promise<void> }) {
  const { can, why } = useCompanyPermissions();
  const list = useListParams();
  const arts = useArts(list.query);

  return (
    <>
      <h1 className="h3 mb-3">Dashboard</h1>
      <SearchedPagedTable
        list={list}
        searchLabel="Buscar arte"
        caption="Status da arte"
        columns={columns}
        rowKey={(art) => art.id}
        query={arts}
        loadingText="Carregando suas artes..."
        notFound={(search) => `Nenhuma arte encontrada para “${search}”.`}
        empty={
          <div>
            <p className="mb-2">Você ainda não solicitou nenhuma arte.</p>
            {can('art', 'request') ? (
              <Button variant="primary" onClick={() => void openRequest()}>
                Solicitar minha primeira arte
              </Button>
            ) : (
              <p className="small text-body-secondary mb-0">{why('art', 'request')}</p>
            )}
          </div>
        }
        pagerLabel="Páginas da tabela Status da arte"
      />
      <section className="mt-4" aria-labelledby="pagamento">
        <h2 id="pagamento" className="h6">
          {payment.heading}
        </h2>
        <p className="small text-body-secondary mb-0">
          {payment.summary} <Link to={paths.terms}>Termos de uso</Link>
        </p>
      </section>
    </>
  );
}
