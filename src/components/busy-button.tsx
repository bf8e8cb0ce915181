// A button whose action is under way: disabled, marked busy and showing a spinner beside its
// label, so a second click cannot send it twice.
import type { ComponentProps } from 'react';
import { Button } from 'react-bootstrap';
import { InlineSpinner } from './inline-spinner';

export function BusyButton({
  pending,
  disabled,
  children,
  ...button
}: ComponentProps<typeof Button> & { pending?: boolean }) {
  return (
    <Button {...button} disabled={disabled || pending} aria-busy={pending}>
      {pending && <InlineSpinner />}
      {children}
    </Button>
  );
}
