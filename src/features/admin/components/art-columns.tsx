// The columns the panel's art lists share (the queue, the finished arts, a client's arts): name,
// request date, status and the 'Ver' link to the art's page; the queue and the finished arts add
// the client.
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { ViewLink } from './list-links';
import type { ApiSchemas } from '../../../lib/api';

type ArtSummary = ApiSchemas['ArtSummary'];
type AdminArtRow = ApiSchemas['AdminArtRow'];

export const artNameColumn: Column<ArtSummary> = {
  header: 'Arte',
  cell: (art) => art.name,
  card: 'title',
};

export const requestedAtColumn: Column<ArtSummary> = {
  header: 'Data',
  cell: (art) => <time dateTime={art.createdAt}>{formatDateTime(art.createdAt)}</time>,
};

export const statusColumn: Column<ArtSummary> = {
  header: 'Status',
  cell: (art) => <StatusBadge status={art.status} />,
};

export const viewArtColumn: Column<ArtSummary> = {
  header: 'Ações',
  card: 'actions',
  cell: (art) => (
    <ViewLink to={paths.adminArt(art.id)} label={`Ver ${art.name}`}>
      Ver
    </ViewLink>
  ),
};

/** The queue's and the finished arts' columns: the client after the art, `extra` before 'Ver'. */
export const adminArtColumns = (...extra: Column<AdminArtRow>[]): Column<AdminArtRow>[] => [
  artNameColumn,
  { header: 'Cliente', cell: (art) => art.client.name },
  requestedAtColumn,
  statusColumn,
  ...extra,
  viewArtColumn,
];
