// The client's line about a delivered file's pre-flight: 'Pré-impressão: aprovada',
// 'Pré-impressão: 2 avisos', '… 1 reprovação'. Nothing for a file without a report. The lead
// mounts it on the client's art page (/arte/:id), beside each delivered version.
import { usePreflightSummary } from './preflight-api';
import { InlineSpinner } from '../inline-spinner';

export function PreflightSummary({ fileId }: { fileId: string }) {
  const summary = usePreflightSummary(fileId);
  if (summary.isPending || summary.isError || !summary.data) return null;
  const { status, reprovado, aviso, text } = summary.data;
  const tone =
    status === 'pending'
      ? 'text-body-secondary'
      : status === 'failed' || reprovado > 0
        ? 'text-danger-emphasis'
        : aviso > 0
          ? 'text-warning-emphasis'
          : 'text-success-emphasis';
  return (
    <p className={`preflight-summary small mb-0 ${tone}`} role="status">
      {status === 'pending' && <InlineSpinner />}
      {text}
    </p>
  );
}
