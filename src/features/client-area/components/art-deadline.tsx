// The client's view of the studio's promise: 'Prazo de entrega: dd/mm/aaaa HH:mm' while the art is
// with the studio, and 'Atrasada' (in words, not only in colour) once the server says it is past;
// under it, the promise in the words of the request dialog and the mails, and how it is counted.
import { isOpenArtStatus } from '../../../../common/art-status';
import type { ArtStatus } from '../../../../common/constants';
import { deliveryPromise, DELIVERY_COUNTING_RULE } from '../../../../common/delivery-promise';
import { DueDate } from '../../../domain/art/due-date';

export function ArtDeadline({
  status,
  dueAt,
  days,
  overdue,
}: {
  status: ArtStatus;
  dueAt: string;
  /** The promise the deadline was set with, in business days. */
  days: number;
  /** The server's verdict (it owns the clock): past dueAt while with the studio. */
  overdue: boolean;
}) {
  if (!isOpenArtStatus(status)) return null;
  return (
    <>
      <p className="mb-0">
        <span className="fw-semibold">Prazo de entrega:</span>{' '}
        <DueDate dueAt={dueAt} overdue={overdue} />
      </p>
      <p className="mb-0 small text-body-secondary">
        {deliveryPromise(days)}, {DELIVERY_COUNTING_RULE}.
      </p>
    </>
  );
}
