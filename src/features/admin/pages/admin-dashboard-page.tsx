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
            <ChoiceFilter
              id="queue-service"
              label="Serviço"
              choices={SERVICES}
              keys={SERVICE_KEYS}
              value={service}
              onChange={setService}
            />
            <ChoiceFilter
              id="queue-piece-type"
              label="Tipo de peça"
              choices={PIECE_TYPES}
              keys={PIECE_TYPE_KEYS}
              value={pieceType}
              onChange={setPieceType}
            />
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

/** One of the queue's filters: 'Todos' or one of `keys`, named by `choices`. */
function ChoiceFilter<Key extends string>(props: {
  id: string;
  label: string;
  choices: Record<Key, string>;
  keys: readonly Key[];
  value: Key | null;
  onChange: (value: Key | null) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="form-label">
        {props.label}
      </label>
      <select
        id={props.id}
        className="form-select"
        value={props.value ?? ''}
        onChange={(event) =>
          props.onChange(props.keys.find((key) => key === event.target.value) ?? null)
        }
      >
        <option value="">Todos</option>
        {props.keys.map((key) => (
          <option key={key} value={key}>
            {props.choices[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
