// An art's delivery deadline as the studio and the client both read it: the date, and 'Atrasada'
// once the server says it is past (in words, so colour is never the only cue).
import { Badge } from 'react-bootstrap';
import { DateTime } from '../../components/date-time';

export function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <>
      <DateTime value={dueAt} />
      {overdue && (
        <Badge bg="danger" className="ms-2">
          Atrasada
        </Badge>
      )}
    </>
  );
}
