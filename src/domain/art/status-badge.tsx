// An art's status as a coloured badge; the text is the status as its reader names it
// (artStatusLabel: 'Aguardando sua aprovação' to the client for Finalizado), so colour is never
// the only cue.
import { Badge } from 'react-bootstrap';
import { artStatusLabel, type StatusViewer } from '../../../common/art-status';
import { ART_STATUS, type ArtStatus } from '../../../common/constants';

const colours: Record<ArtStatus, { bg: string; text?: 'dark' | 'light' }> = {
  [ART_STATUS.requested]: { bg: 'secondary' },
  [ART_STATUS.inProgress]: { bg: 'info', text: 'dark' },
  [ART_STATUS.finished]: { bg: 'primary' },
  [ART_STATUS.approved]: { bg: 'success' },
  [ART_STATUS.changeRequested]: { bg: 'warning', text: 'dark' },
  [ART_STATUS.cancelled]: { bg: 'dark' },
};

export function StatusBadge({ status, viewer }: { status: ArtStatus; viewer: StatusViewer }) {
  const { bg, text } = colours[status];
  return (
    <Badge bg={bg} text={text} pill>
      {artStatusLabel(status, viewer)}
    </Badge>
  );
}
