// The one spinner of the app: a <span>, so it may sit inside a paragraph or a button. Bootstrap's
// default <div> inside a <p> is invalid HTML: the browser closes the paragraph early, the server's
// markup then differs from React's tree, and hydration throws the page away (losing presses).
import { Spinner } from 'react-bootstrap';

export function InlineSpinner({ className = 'me-2' }: { className?: string }) {
  return (
    <Spinner as="span" animation="border" size="sm" className={className} aria-hidden="true" />
  );
}
