// The public site's light dialog: a native <dialog> opened with showModal(), so the browser traps
// focus, closes on Escape and returns focus to what opened it; a click on the backdrop closes it
// too. Its title and close button head it; its content is rendered only while it is open. (The
// app's pages use react-bootstrap's modals; the public pages keep to this one, without them.)
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';

export function SiteDialog(
  props: {
    open: boolean;
    /** Called once the dialog has closed (the close button, Escape or the backdrop). */
    onClose: () => void;
    title: ReactNode;
    /** The close button's name for screen readers. */
    closeLabel: string;
    /** Wider, for an image. */
    wide?: boolean;
    /** The title's class (its size). */
    titleClassName?: string;
    children: ReactNode;
  } & Pick<HTMLAttributes<HTMLDialogElement>, 'onKeyDown' | 'onTouchStart' | 'onTouchEnd'>,
) {
  const {
    open,
    onClose,
    title,
    closeLabel,
    wide,
    titleClassName = 'h4',
    children,
    ...events
  } = props;
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The browser closes it first (focus back to the opener), then its close event tells onClose.
  const close = () => ref.current?.close();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'site-dialog site-dialog-wide' : 'site-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself: close, as a modal usually does.
        if (event.target === event.currentTarget) close();
      }}
      {...events}
    >
      {open && (
        <div className="site-dialog-content">
          <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
            <h2 id={titleId} className={`${titleClassName} mb-0`}>
              {title}
            </h2>
            <button
              type="button"
              className="btn-close site-dialog-close"
              aria-label={closeLabel}
              onClick={close}
            />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
