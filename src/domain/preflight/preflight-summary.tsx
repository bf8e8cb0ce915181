// The client's reading of a delivered version's pre-flight (docs/product/brief-and-preflight.md):
// what the automatic check found in plain pt-BR, the studio's explanation when it delivered over a
// failed check (its note, required then), and whether the client has anything to do — never a bare
// count in red. The words are common/preflight.ts's clientPreflightExplanation. Nothing for a file
// without a report. The summary comes with the art's detail (GET /api/arts/{id}), which is polled
// while an analysis is pending.
import { useId } from 'react';
import { clientPreflightExplanation } from '../../../common/preflight';
import type { ApiSchemas } from '../../lib/api';
import { InlineSpinner } from '../../components/inline-spinner';

type PreflightSummaryInfo = ApiSchemas['PreflightSummary'];

const toneClass = {
  pending: 'border-secondary-subtle',
  ok: 'border-success-subtle',
  info: 'border-info-subtle',
  attention: 'border-warning',
} as const;

export function PreflightSummary({
  summary,
  awaitingApproval,
  studioNote,
}: {
  summary: PreflightSummaryInfo | undefined;
  /** Whether this version is the one awaiting the client's approval. */
  awaitingApproval: boolean;
  /** The studio's note on the version: its explanation when it delivered over a failure. */
  studioNote: string | null;
}) {
  const headingId = useId();
  if (!summary) return null;
  const explained = clientPreflightExplanation(summary, { awaitingApproval, studioNote });
  return (
    <section
      className={`preflight-summary small mt-2 ps-2 border-start border-3 ${toneClass[explained.tone]}`}
      aria-labelledby={headingId}
    >
      <h4 className="h6 small fw-semibold mb-1" id={headingId}>
        Conferência técnica do arquivo
      </h4>
      <p className="mb-1" role="status">
        {explained.tone === 'pending' && <InlineSpinner />}
        {explained.headline}
      </p>
      {explained.findings.length > 0 && (
        <ul className="mb-1 ps-3">
          {explained.findings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      )}
      {explained.studio && (
        <>
          <p className="mb-1">{explained.studio}</p>
          {studioNote && (
            <blockquote
              className="mb-1 ps-2 border-start border-2 text-break"
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {studioNote}
            </blockquote>
          )}
        </>
      )}
      <p className="mb-0 fw-semibold">{explained.action}</p>
    </section>
  );
}
