// 'Força da senha' under a new password: the length left to type at once, then, a moment after
// the typing stops, the server's own rating (the rule the change applies, with the account's
// e-mail and company name as words to avoid) and, below the bar, why it would be refused. The
// server checks again when the form is sent: a failed rating only leaves the bar empty.
import { useEffect, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/constants';
import { ratePassword, type PasswordRating } from './rate-password';

/** How long the typing must pause before the password is rated. */
export const RATE_DELAY_MS = 350;

const LABELS = ['muito fraca', 'fraca', 'razoável', 'boa', 'forte'] as const;
const COLOURS = ['bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success'] as const;

export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const [rated, setRated] = useState<(PasswordRating & { password: string }) | null>(null);
  const rateable = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

  useEffect(() => {
    if (!rateable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ratePassword(password, controller.signal).then(
        (rating) => setRated({ ...rating, password }),
        // Aborted or unanswered: the bar stays as it was; the server checks on submit.
        () => undefined,
      );
    }, RATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, rateable]);

  if (!password) return null;
  const missing = PASSWORD_MIN_LENGTH - password.length;
  const current = rated?.password === password ? rated : null;
  let text: string;
  let reason: string | null = null;
  let score = 0;
  if (missing > 0) {
    text = `muito curta (${missing === 1 ? 'falta 1 caractere' : `faltam ${missing} caracteres`})`;
  } else if (!rateable) {
    text = `longa demais (máximo de ${PASSWORD_MAX_LENGTH} caracteres)`;
  } else if (!current) {
    text = 'avaliando…';
    score = rated?.score ?? 0;
  } else {
    score = current.score;
    text = LABELS[score] ?? LABELS[0];
    // The server's 'Senha fraca: <why>. Use…': the label already says it is weak.
    reason = current.acceptable ? null : (current.message?.replace(/^Senha fraca: /, '') ?? null);
  }
  const width = missing > 0 ? 0 : ((score + 1) / LABELS.length) * 100;
  return (
    <div id={id} className="password-strength mt-n2 mb-3">
      <div
        className="progress"
        role="meter"
        aria-label="Força da senha"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={text}
        style={{ height: '0.375rem' }}
      >
        <div
          className={`progress-bar ${COLOURS[score] ?? COLOURS[0]}`}
          style={{ width: `${width}%` }}
        />
      </div>
      <div className="form-text" aria-live="polite">
        <span>Força da senha: {text}.</span>
        {reason && <span className="d-block text-danger-emphasis">{reason}</span>}
      </div>
    </div>
  );
}
