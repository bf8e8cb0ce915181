// The columns the client's art lists share (the dashboard and the delivered arts): the name after
// its newest thumbnail, and the status with the release state beside it.
import type { Column } from '../../../components/data-table';
import { StatusAndReleaseBadges } from '../../../domain/art/release-state-badge';
import type { ApiSchemas } from '../../../lib/api';
import { ArtNameCell } from './art-name-cell';

type ArtWithDelivery = ApiSchemas['ArtWithDelivery'];

export const artNameColumn: Column<ArtWithDelivery> = {
  header: 'Nome',
  cell: (art) => <ArtNameCell art={art} />,
  card: 'title',
};

export const artStatusColumn: Column<ArtWithDelivery> = {
  header: 'Status',
  cell: (art) => <StatusAndReleaseBadges art={art} viewer="client" />,
};
