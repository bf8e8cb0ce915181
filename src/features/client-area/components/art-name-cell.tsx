// An art's name in the client's lists, after the thumbnail of its newest version once one was
// delivered (the proof at a glance, without opening the art).
import { FileThumbnail } from '../../../domain/proof/file-thumbnail';
import type { ApiSchemas } from '../../../lib/api';

export function ArtNameCell({ art }: { art: ApiSchemas['ArtWithDelivery'] }) {
  if (!art.latestDelivery) return <span className="text-break">{art.name}</span>;
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <FileThumbnail
        summary={art.latestPreview ?? undefined}
        alt={`Miniatura da v${art.latestDelivery.version ?? '?'} de ${art.name}`}
        size={40}
      />
      <span className="text-break">{art.name}</span>
    </span>
  );
}
