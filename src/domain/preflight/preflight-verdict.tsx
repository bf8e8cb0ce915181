// A verdict as a badge: a symbol for the eye and the word for everyone (colour is never alone).
import { Badge } from 'react-bootstrap';
import { PREFLIGHT_VERDICT_LABELS, type PreflightVerdict } from '../../../common/preflight';

const look: Record<PreflightVerdict, { bg: string; text?: 'dark'; symbol: string }> = {
  aprovado: { bg: 'success', symbol: '✓' },
  aviso: { bg: 'warning', text: 'dark', symbol: '!' },
  reprovado: { bg: 'danger', symbol: '✕' },
  nao_analisado: { bg: 'secondary', symbol: '–' },
};

export function PreflightVerdictBadge({ verdict }: { verdict: PreflightVerdict }) {
  const { bg, text, symbol } = look[verdict];
  return (
    <Badge bg={bg} text={text} className="preflight-verdict">
      <span aria-hidden="true" className="me-1">
        {symbol}
      </span>
      {PREFLIGHT_VERDICT_LABELS[verdict]}
    </Badge>
  );
}
