// The client's line about a delivered file's pre-flight: 'Pré-impressão: aprovada',
// 'Pré-impressão: 2 avisos', '… 1 reprovação'. Nothing for a file without a report. The summary
// comes with the art's detail (GET /api/arts/{id}), which is polled while an analysis is pending.
import type { ApiSchemas } from '../../lib/api';
import { InlineSpinner } from '../../components/inline-spinner';

type PreflightSummaryInfo = ApiSchemas['PreflightSummary'];

export function PreflightSummary({ summary }: { summary: PreflightSummaryInfo | undefined }) {
  if (!summary) return null;
  const { status, reprovado, aviso, text } = summary;
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
