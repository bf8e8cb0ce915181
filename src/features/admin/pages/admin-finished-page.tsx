// /ArteFinalizada: arts the studio has delivered (Finalizado) or the client approved (Aprovado).
import { Link } from 'react-router';
import type { AdminArtRow } from '../../../../common/api-types';
import { paths } from '../../../../common/paths';
import { DataTable, type Column } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useFinishedArts } from '../api/get-finished-arts';
import { AdminLayout } from '../components/admin-layout';
import { errorMessage } from '../components/error-message';
import { useSessionCheckOn } from '../hooks/use-session-check';
import { useListParams } from '../hooks/use-list-params';

const columns: Column<AdminArtRow>[] = [
  { header: 'Arte', cell: (art) => art.name },
  { header: 'Cliente', cell: (art) => art.client.name },
  {
    header: 'Data',
    cell: (art) => <time dateTime={art.createdAt}>{formatDateTime(art.createdAt)}</time>,
  },
  { header: 'Status', cell: (art) => <StatusBadge status={art.status} /> },
  {
    header: 'Ações',
    cell: (art) => (
      <Link
        to={paths.adminArt(art.id)}
        className="btn btn-sm btn-outline-primary"
        aria-label={`Ver ${art.name}`}
      >
        Ver
      </Link>
    ),
  },
];

export function AdminFinishedPage() {
  return (
    <AdminLayout section="finished">
      <FinishedArts />
    </AdminLayout>
  );
}

function FinishedArts() {
  const { query, searchBoxKey, setSearch, setPage } = useListParams();
  const arts = useFinishedArts(query);
  useSessionCheckOn(arts.error);
  return (
    <>
      <h1 className="h2 mb-4">Artes Finalizadas</h1>
      <SearchBox
        key={searchBoxKey}
        label="Buscar artes finalizadas"
        placeholder="Nome do cliente ou da arte"
        initialValue={query.search}
        onSearch={setSearch}
        className="mb-3"
      />
      <DataTable
        caption="Artes Finalizadas"
        columns={columns}
        rows={arts.data?.items}
        rowKey={(art) => art.id}
        isLoading={arts.isPending}
        error={arts.isError ? errorMessage(arts.error) : null}
        loadingText="Carregando as artes..."
        empty={
          query.search
            ? `Nenhuma arte finalizada encontrada para “${query.search}”.`
            : 'Nenhuma arte finalizada ainda.'
        }
      />
      {arts.data && (
        <Pagination
          page={arts.data.page}
          pageSize={arts.data.pageSize}
          total={arts.data.total}
          onPageChange={setPage}
          label="Páginas de artes finalizadas"
        />
      )}
    </>
  );
}
