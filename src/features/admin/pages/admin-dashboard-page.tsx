// /Admin: the arts waiting for the studio (Solicitado, Em andamento, Alteração), nearest deadline
// first, searched on the server by client or art name; overdue rows are marked in words.
import { Link } from 'react-router';
import type { AdminArtRow } from '../../../../common/api-types';
import { paths } from '../../../../common/paths';
import { DataTable, type Column } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useRequestedArts } from '../api/get-requested-arts';
import { AdminLayout } from '../components/admin-layout';
import { Deadline } from '../components/deadline';
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
    header: 'Prazo de entrega',
    cell: (art) => <Deadline dueAt={art.dueAt} overdue={art.overdue} />,
  },
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

export function AdminDashboardPage() {
  return (
    <AdminLayout section="dashboard">
      <RequestedArts />
    </AdminLayout>
  );
}

function RequestedArts() {
  const { query, searchBoxKey, setSearch, setPage } = useListParams();
  const arts = useRequestedArts(query);
  useSessionCheckOn(arts.error);
  const overdue = arts.data?.items.filter((art) => art.overdue).length ?? 0;

  return (
    <>
      <h1 className="h2 mb-4">Dashboard</h1>
      <SearchBox
        label="Buscar clientes"
        placeholder="Nome do cliente ou da arte"
        initialValue={query.search}
        onSearch={setSearch}
        className="mb-3"
        key={searchBoxKey}
      />
      {overdue > 0 && (
        <p className="text-danger-emphasis fw-semibold" role="status">
          {overdue === 1
            ? '1 arte desta página está atrasada.'
            : `${overdue} artes desta página estão atrasadas.`}
        </p>
      )}
      <DataTable
        caption="Artes Solicitadas"
        columns={columns}
        rows={arts.data?.items}
        rowKey={(art) => art.id}
        isLoading={arts.isPending}
        error={arts.isError ? errorMessage(arts.error) : null}
        loadingText="Carregando as artes..."
        empty={
          query.search
            ? `Nenhuma arte encontrada para “${query.search}”.`
            : 'Nenhuma arte esperando pelo estúdio no momento.'
        }
      />
      {arts.data && (
        <Pagination
          page={arts.data.page}
          pageSize={arts.data.pageSize}
          total={arts.data.total}
          onPageChange={setPage}
          label="Páginas de artes solicitadas"
        />
      )}
    </>
  );
}
