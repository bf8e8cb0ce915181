// A delivered file's download button. The server sends it as an attachment, so the page stays
// where it is.
import type { ReactNode } from 'react';
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
