// An art's delivery deadline; an overdue one says 'Atrasada' in words (colour is never the only
// cue), and its marker class tints the whole table row (see admin.css).
import { DueDate } from '../../../domain/art/due-date';

export function Deadline({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <span className={overdue ? 'admin-overdue fw-semibold' : undefined}>
      <DueDate dueAt={dueAt} overdue={overdue} />
    </span>
  );
}
