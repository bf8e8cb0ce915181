// /ArteFinalizada: arts the studio has delivered (Finalizado) or the client approved (Aprovado),
// each with its release state; tabs keep only the approved ones in one state
// (docs/product/release.md).
import { useSearchParams } from 'react-router';
import { RELEASE_STATES, type ReleaseState } from '../../../../common/release';
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import { RELEASE_PARAMS, releaseFilterOf, useFinishedArts } from '../api/get-finished-arts';
import { SituationTabs, type SituationTab } from '../components/situation-tabs';
import { adminPage } from '../components/admin-page';
import { adminFinishedArtColumns } from '../components/art-columns';
import { useListParams } from '../../../lib/use-list-params';

const columns = adminFinishedArtColumns();

const RELEASE_TAB_LABELS: Record<ReleaseState, string> = {
  awaiting_payment: 'Aguardando pagamento',
  released: 'Liberadas',
  sent: 'Enviadas à clicheria',
  received: 'Recebidas pela clicheria',
};

const tabs: (SituationTab & { release: ReleaseState | null })[] = [
  { release: null, param: null, label: 'Todas' },
  ...RELEASE_STATES.map((release) => ({
    release,
    param: RELEASE_PARAMS[release],
    label: RELEASE_TAB_LABELS[release],
  })),
];

export const AdminFinishedPage = adminPage('finished', FinishedArts);

function FinishedArts() {
  const list = useListParams();
  const [params] = useSearchParams();
  const release = releaseFilterOf(params);
  const arts = useFinishedArts({ ...list.query, release });
  return (
    <>
      <h1 className="h2 mb-4">Artes Finalizadas</h1>
      <SituationTabs
        label="Liberação das artes"
        tabs={tabs}
        current={tabs.find((tab) => tab.release === release) ?? tabs[0]!}
      />
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
