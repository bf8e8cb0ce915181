// The release state's badge (docs/product/release.md): where an approved art stands after
// approval ('Liberada', …), in the client's pages and the panel's alike; nothing before approval.
import { RELEASE_STATE_LABELS } from '../../../common/release';
import type { ApiSchemas } from '../../lib/api';

export function ReleaseStateBadge({ state }: { state: ApiSchemas['ReleaseState'] }) {
  if (!state) return null;
  return (
    <span className={`badge ${state === 'awaiting_payment' ? 'text-bg-warning' : 'text-bg-info'}`}>
      {RELEASE_STATE_LABELS[state]}
    </span>
  );
}
