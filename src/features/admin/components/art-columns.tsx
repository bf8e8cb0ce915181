// The columns the panel's art lists share (the queue, the finished arts, a client's arts): name,
// date (the request's; the finished list's is the delivery's), status and the 'Ver' link to the
// art's page; the queue and the finished arts add the client, and the queue labels each art with
// its service (docs/product/services.md).
import { SERVICE_SHORT_LABELS, SERVICES } from '../../../../common/brief-labels';
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { StatusAndReleaseBadges } from '../../../domain/art/release-state-badge';
import { StatusBadge } from '../../../domain/art/status-badge';
import { ViewLink } from './list-links';
import type { ApiSchemas } from '../../../lib/api';
import { DateTime } from '../../../components/date-time';

type ArtSummary = ApiSchemas['ArtSummary'];
type AdminArtRow = ApiSchemas['AdminArtRow'];

export const artNameColumn: Column<ArtSummary> = {
  header: 'Arte',
  cell: (art) => art.name,
  card: 'title',
};

/** The queue's 'Arte': the name with the service's small label ('Gráfica rápida', 'Flexo'). */
export const queueArtNameColumn: Column<AdminArtRow> = {
  header: 'Arte',
  cell: (art) => (
    <>
      {art.name}{' '}
      <span
        className="badge rounded-pill text-bg-light border fw-normal"
        title={`Serviço: ${SERVICES[art.service]}`}
      >
        {SERVICE_SHORT_LABELS[art.service]}
      </span>
    </>
  ),
  card: 'title',
};

export const requestedAtColumn: Column<ArtSummary> = {
  header: 'Data',
  cell: (art) => <DateTime value={art.createdAt} />,
};

export const statusColumn: Column<ArtSummary> = {
  header: 'Status',
  cell: (art) => <StatusBadge status={art.status} viewer="studio" />,
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

/** The panel's rows carry the release state too: the status, and beside it 'Liberada', …. */
export const rowStatusColumn: Column<AdminArtRow> = {
  header: 'Status',
  cell: (art) => <StatusAndReleaseBadges art={art} viewer="studio" />,
};

/** The finished lists' 'Data': when the last version was delivered (docs/product/art-page.md). */
export const deliveredAtColumn: Column<AdminArtRow> = {
  header: 'Data',
  cell: (art) => {
    const date = art.deliveredAt ?? art.updatedAt;
    return <DateTime value={date} />;
  },
};

/** The finished arts' columns: like the queue's, dated by the last delivery. */
export const adminFinishedArtColumns = (): Column<AdminArtRow>[] => [
  artNameColumn,
  { header: 'Cliente', cell: (art) => art.client.name },
  deliveredAtColumn,
  rowStatusColumn,
  viewArtColumn,
];

/** The queue's and the finished arts' columns: the client after the art, `extra` before 'Ver'. */
export const adminArtColumns = (...extra: Column<AdminArtRow>[]): Column<AdminArtRow>[] => [
  queueArtNameColumn,
  { header: 'Cliente', cell: (art) => art.client.name },
  requestedAtColumn,
  rowStatusColumn,
  ...extra,
  viewArtColumn,
];
