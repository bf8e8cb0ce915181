// How far an upload has gone, announced to screen readers as a labelled progress bar.
export function UploadProgress({
  fraction,
  label = 'Progresso do envio',
}: {
  /** Between 0 and 1. */
  fraction: number;
  label?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  // Plain Bootstrap markup: react-bootstrap puts extra attributes on the outer div, away from
  // the element carrying role="progressbar", which would leave the bar without a name.
  return (
    <div className="progress" style={{ height: '1.25rem' }}>
      <div
        className={`progress-bar${percent < 100 ? ' progress-bar-striped progress-bar-animated' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ width: `${percent}%` }}
      >
        {percent}%
      </div>
    </div>
  );
}
