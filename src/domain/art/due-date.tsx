// An art's delivery deadline as the studio and the client both read it: the date, and 'Atrasada'
// once the server says it is past (in words, so colour is never the only cue).
import { Badge } from 'react-bootstrap';
import { formatDateTime } from '../../../common/format';

export function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <>
      <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>
      {overdue && (
        <Badge bg="danger" className="ms-2">
          Atrasada
        </Badge>
      )}
    </>
  );
}
