// An art's delivery deadline; an overdue one says 'Atrasada' in words (colour is never the only
// cue), and its marker class tints the whole table row (see admin.css).
import { Badge } from 'react-bootstrap';
import { formatDateTime } from '../../../../common/format';

export function Deadline({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <span className={overdue ? 'admin-overdue fw-semibold' : undefined}>
      <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>
      {overdue && (
        <Badge bg="danger" className="ms-2">
          Atrasada
        </Badge>
      )}
    </span>
  );
}
