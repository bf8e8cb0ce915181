// /ArteFinalizada: arts the studio has delivered (Finalizado) or the client approved (Aprovado).
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import { useFinishedArts } from '../api/get-finished-arts';
import { adminPage } from '../components/admin-page';
import { adminFinishedArtColumns } from '../components/art-columns';
import { useListParams } from '../../../lib/use-list-params';

const columns = adminFinishedArtColumns();

export const AdminFinishedPage = adminPage('finished', FinishedArts);

function FinishedArts() {
  const list = useListParams();
  const arts = useFinishedArts(list.query);
  return (
    <>
      <h1 className="h2 mb-4">Artes Finalizadas</h1>
      <SearchedPagedTable
        list={list}
        searchLabel="Buscar artes finalizadas"
        searchPlaceholder="Nome do cliente ou da arte"
        caption="Artes Finalizadas"
        columns={columns}
        rowKey={(art) => art.id}
        query={arts}
        loadingText="Carregando as artes..."
        notFound={(search) => `Nenhuma arte finalizada encontrada para “${search}”.`}
        empty="Nenhuma arte finalizada ainda."
        pagerLabel="Páginas de artes finalizadas"
      />
    </>
  );
}
