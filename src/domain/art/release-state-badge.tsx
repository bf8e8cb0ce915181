// The release state's badge (docs/product/release.md): where an approved art stands after
// approval ('Liberada', …), in the client's pages and the panel's alike; nothing before approval.
import type { StatusViewer } from '../../../common/art-status';
import type { ArtStatus } from '../../../common/constants';
import { RELEASE_STATE_LABELS } from '../../../common/release';
import type { ApiSchemas } from '../../lib/api';
import { StatusBadge } from './status-badge';

export function ReleaseStateBadge({ state }: { state: ApiSchemas['ReleaseState'] }) {
  if (!state) return null;
  return (
    <span className={`badge ${state === 'awaiting_payment' ? 'text-bg-warning' : 'text-bg-info'}`}>
      {RELEASE_STATE_LABELS[state]}
    </span>
  );
}

/** An art's status in a list's row, with its release state beside it once approved. */
export function StatusAndReleaseBadges({
  art,
  viewer,
}: {
  art: { status: ArtStatus; releaseState: ApiSchemas['ReleaseState'] };
  viewer: StatusViewer;
}) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <StatusBadge status={art.status} viewer={viewer} />
      <ReleaseStateBadge state={art.releaseState} />
    </span>
  );
}
