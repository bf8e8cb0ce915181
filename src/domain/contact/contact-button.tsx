// A call-to-action button that opens the 'Seu futuro começa agora!' contact dialog.
import type { ReactNode } from 'react';
import { useContactDialog } from './contact-dialog-context';

export function ContactButton(props: { children: ReactNode; className?: string }) {
  const { open, preload } = useContactDialog();
  return (
    <button
      type="button"
      className={props.className ?? 'btn btn-brand btn-lg'}
      aria-haspopup="dialog"
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {props.children}
    </button>
  );
}
