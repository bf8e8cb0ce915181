// The 'Seu futuro começa agora!' dialog holding the contact form. A native <dialog> opened with
// showModal(): the browser traps focus, closes on Escape and returns focus to the button.
import { useEffect, useId, useRef } from 'react';
import { ContactForm } from '../../../domain/contact/contact-form';
import { contactForm as copy } from '../../../content/contact-form';

export function ContactDialog(props: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="site-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself: close, as a modal usually does.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="site-dialog-content">
        <div className="d-flex align-items-start justify-content-between gap-3 mb-2">
          <h2 id={titleId} className="h4 mb-0">
            {copy.modalTitle}
          </h2>
          <button
            type="button"
            className="btn-close"
            aria-label={copy.closeLabel}
            onClick={onClose}
          />
        </div>
        <p>{copy.modalIntro}</p>
        {open && <ContactForm />}
      </div>
    </dialog>
  );
}
