// A delivered file's download button, and the art lists' button for the last version. The server sends it as an attachment, so the page stays
// where it is.
import type { ReactNode } from 'react';
import { latestDeliveryLockedTitle } from '../../../../common/release';
import type { ApiSchemas } from '../../../lib/api';

export function DeliveryLink({
  file,
  children,
}: {
  file: ApiSchemas['FileInfo'];
  children: ReactNode;
}) {
  return (
    <a
      href={file.downloadUrl}
      className="btn btn-sm btn-outline-primary text-nowrap"
      download={file.originalName}
      title={`Baixar ${file.originalName}`}
    >
      {children}
    </a>
  );
}

/** The art's last delivered version ('Baixar v2'), or `missing` while it has none. */
export function LatestDeliveryLink({
  art,
  missing,
}: {
  art: ApiSchemas['ArtWithDelivery'];
  missing: string;
}) {
  if (!art.latestDelivery) return <span className="text-body-secondary small">{missing}</span>;
  // The open files wait for approval and the fee (docs/product/release.md): no link that 403s.
  const locked = latestDeliveryLockedTitle(art.releaseState, art.status);
  if (locked) return <span className="text-body-secondary small">{locked}</span>;
  return (
    <DeliveryLink file={art.latestDelivery}>Baixar v{art.latestDelivery.version}</DeliveryLink>
  );
}

export { ReleaseStateBadge } from '../../../domain/art/release-state-badge';
