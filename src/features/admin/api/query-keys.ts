// The admin panel's query keys, nested so that one invalidation refreshes every list a change
// touches (e.g. `adminKeys.clients()` covers the client list, each client, its ledger and arts).
import type { ClientListStatus } from '../../../../common/api-types';
import type { PieceType, Service } from '../../../../common/brief-labels';
import type { PageQuery } from '../../../lib/list-query';

export type { PageQuery } from '../../../lib/list-query';

/** The clients list also filters by account status (active or deactivated). */
export interface ClientsQuery extends PageQuery {
  status: ClientListStatus;
}

/** The queue also filters by the brief's piece type (null: every piece). */
/** The queue's piece-type filter in the page's address (?tipo=caixa). */
export const PIECE_TYPE_PARAM = 'tipo';
/** The queue's service filter in the page's address (?servico=grafica). */
export const SERVICE_PARAM = 'servico';

export interface QueueQuery extends PageQuery {
  pieceType: PieceType | null;
  service: Service | null;
}

export const adminKeys = {
  all: ['admin'] as const,
  arts: () => [...adminKeys.all, 'arts'] as const,
  requestedArts: (query: QueueQuery) => [...adminKeys.arts(), 'requested', query] as const,
  finishedArts: (query: PageQuery & { release?: string | null }) =>
    [...adminKeys.arts(), 'finished', query] as const,
  art: (id: string) => [...adminKeys.arts(), 'detail', id] as const,
  clients: () => [...adminKeys.all, 'clients'] as const,
  clientList: (query: ClientsQuery) => [...adminKeys.clients(), 'list', query] as const,
  client: (id: string) => [...adminKeys.clients(), 'detail', id] as const,
  clientLedger: (id: string, page: number) => [...adminKeys.client(id), 'ledger', page] as const,
  clientArts: (id: string, page: number) => [...adminKeys.client(id), 'arts', page] as const,
  clientAudit: (id: string, page: number) => [...adminKeys.client(id), 'audit', page] as const,
  clientTeam: (id: string) => [...adminKeys.client(id), 'team'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (page: number) => [...adminKeys.messages(), 'list', page] as const,
};

/** The address parameters a client's page pages its three lists on (src/app/route-data.ts too). */
export const CLIENT_LIST_PARAMS = { ledger: 'extrato', arts: 'artes', audit: 'acoes' } as const;
