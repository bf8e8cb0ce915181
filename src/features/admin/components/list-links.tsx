// 'Ver' and 'Voltar' between a list and a detail page: 'Ver' remembers the list's address (its
// search and page included) and 'Voltar' returns there, or to the section's list when the page
// was opened directly.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHistoryState } from '../../../lib/history-state';
import { returnToOf, returnToState } from '../../../lib/return-to';

export function ViewLink(props: { to: string; label: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link
      to={props.to}
      state={returnToState(location)}
      className="btn btn-sm btn-outline-primary"
      aria-label={props.label}
    >
      {props.children}
    </Link>
  );
}

export function BackLink({ fallback, className }: { fallback: string; className?: string }) {
  const returnTo = returnToOf(useHistoryState());
  return (
    <Link
      to={returnTo ?? fallback}
      className={`btn btn-outline-secondary ${className ?? ''}`.trim()}
    >
      Voltar
    </Link>
  );
}
