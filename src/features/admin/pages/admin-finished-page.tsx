// /ArteFinalizada: arts the studio has delivered (Finalizado) or the client approved (Aprovado).
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { SearchBox } from '../../../components/search-box';
import { useFinishedArts } from '../api/get-finished-arts';
import { AdminLayout } from '../components/admin-layout';
import {
  artNameColumn,
  requestedAtColumn,
  statusColumn,
  viewArtColumn,
} from '../components/art-columns';
import { useListParams } from '../../../lib/use-list-params';
import type { ApiSchemas } from '../../../lib/api';

type AdminArtRow = ApiSchemas['AdminArtRow'];

const columns: Column<AdminArtRow>[] = [
  artNameColumn,
  { header: 'Cliente', cell: (art) => art.client.name },
  requestedAtColumn,
  statusColumn,
  viewArtColumn,
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
      <PagedTable
        caption="Artes Finalizadas"
        columns={columns}
        rowKey={(art) => art.id}
        query={arts}
        loadingText="Carregando as artes..."
        empty={
          query.search
            ? `Nenhuma arte finalizada encontrada para “${query.search}”.`
            : 'Nenhuma arte finalizada ainda.'
        }
        onPageChange={setPage}
        pagerLabel="Páginas de artes finalizadas"
      />
    </>
  );
}
