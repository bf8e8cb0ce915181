// /Admin: the arts waiting for the studio (Solicitado, Em andamento, Alteração), nearest deadline
// first, searched on the server by client or art name; overdue rows are marked in words.
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { SearchBox } from '../../../components/search-box';
import { useRequestedArts } from '../api/get-requested-arts';
import { AdminLayout } from '../components/admin-layout';
import {
  artNameColumn,
  requestedAtColumn,
  statusColumn,
  viewArtColumn,
} from '../components/art-columns';
import { Deadline } from '../components/deadline';
import { useListParams } from '../../../lib/use-list-params';
import type { ApiSchemas } from '../../../lib/api';

type AdminArtRow = ApiSchemas['AdminArtRow'];

const columns: Column<AdminArtRow>[] = [
  artNameColumn,
  { header: 'Cliente', cell: (art) => art.client.name },
  requestedAtColumn,
  statusColumn,
  {
    header: 'Prazo de entrega',
    cell: (art) => <Deadline dueAt={art.dueAt} overdue={art.overdue} />,
  },
  viewArtColumn,
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
      <PagedTable
        caption="Artes Solicitadas"
        columns={columns}
        rowKey={(art) => art.id}
        query={arts}
        loadingText="Carregando as artes..."
        empty={
          query.search
            ? `Nenhuma arte encontrada para “${query.search}”.`
            : 'Nenhuma arte esperando pelo estúdio no momento.'
        }
        onPageChange={setPage}
        pagerLabel="Páginas de artes solicitadas"
      />
    </>
  );
}
