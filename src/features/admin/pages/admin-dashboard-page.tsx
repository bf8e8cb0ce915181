// /Admin: the arts waiting for the studio (Solicitado, Em andamento, Alteração), nearest deadline
// first, searched on the server by client or art name, filtered by service (?servico=) and piece
// type (?tipo=); overdue rows are marked in words.
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import { useRequestedArts } from '../api/get-requested-arts';
import { PIECE_TYPE_PARAM, SERVICE_PARAM } from '../api/query-keys';
import { adminPage } from '../components/admin-page';
import { adminArtColumns } from '../components/art-columns';
import { Deadline } from '../components/deadline';
import {
  PIECE_TYPE_KEYS,
  PIECE_TYPES,
  SERVICE_KEYS,
  SERVICES,
} from '../../../../common/brief-labels';
import { useChoiceParam, useListParams } from '../../../lib/use-list-params';

const columns = adminArtColumns({
  header: 'Prazo de entrega',
  cell: (art) => <Deadline dueAt={art.dueAt} overdue={art.overdue} />,
});

export const AdminDashboardPage = adminPage('dashboard', RequestedArts);

function RequestedArts() {
  const list = useListParams();
  const [pieceType, setPieceType] = useChoiceParam(PIECE_TYPE_PARAM, PIECE_TYPE_KEYS);
  const [service, setService] = useChoiceParam(SERVICE_PARAM, SERVICE_KEYS);
  const arts = useRequestedArts({ ...list.query, pieceType, service });
  const overdue = arts.data?.items.filter((art) => art.overdue).length ?? 0;

  return (
    <>
      <h1 className="h2 mb-4">Dashboard</h1>
      <SearchedPagedTable
        list={list}
        searchLabel="Buscar artes solicitadas"
        searchPlaceholder="Nome do cliente ou da arte"
        notice={
          overdue > 0 && (
            <p className="text-danger-emphasis fw-semibold" role="status">
              {overdue === 1
                ? '1 arte desta página está atrasada.'
                : `${overdue} artes desta página estão atrasadas.`}
            </p>
          )
        }
        caption="Artes Solicitadas"
        columns={columns}
        rowKey={(art) => art.id}
        query={arts}
        loadingText="Carregando as artes..."
        filters={
          <div className="d-flex flex-wrap gap-2">
            <div>
              <label htmlFor="queue-service" className="form-label">
                Serviço
              </label>
              <select
                id="queue-service"
                className="form-select"
                value={service ?? ''}
                onChange={(event) =>
                  setService(SERVICE_KEYS.find((key) => key === event.target.value) ?? null)
                }
              >
                <option value="">Todos</option>
                {SERVICE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {SERVICES[key]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="queue-piece-type" className="form-label">
                Tipo de peça
              </label>
              <select
                id="queue-piece-type"
                className="form-select"
                value={pieceType ?? ''}
                onChange={(event) =>
                  setPieceType(PIECE_TYPE_KEYS.find((key) => key === event.target.value) ?? null)
                }
              >
                <option value="">Todos</option>
                {PIECE_TYPE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {PIECE_TYPES[key]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        }
        filtered={pieceType !== null || service !== null}
        notFound={(search) =>
          search
            ? `Nenhuma arte encontrada para “${search}”.`
            : 'Nenhuma arte deste serviço ou tipo de peça na fila.'
        }
        empty="Nenhuma arte esperando pelo estúdio no momento."
        pagerLabel="Páginas de artes solicitadas"
      />
    </>
  );
}
