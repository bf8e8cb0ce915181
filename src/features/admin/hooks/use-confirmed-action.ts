// A confirmation dialog's action: pending while it runs, its failure kept for the dialog to show
// (cleared when it is tried again or the dialog is cancelled).
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

export function useConfirmedAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs `action`, then `onDone` if it succeeded. */
  const run = async (action: () => Promise<unknown>, onDone: () => void) => {
    setPending(true);
    setError(null);
    try {
      await action();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return { pending, error, run, clearError: () => setError(null) };
}
