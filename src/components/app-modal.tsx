// Every dialog of the app: centered, named by its title, 'Fechar' in its header. While an answer
// is awaited (`pending`) a click outside or Escape does not close it, and neither does the header's
// button unless `closableWhilePending` (closing then cancels an upload).
import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from 'react-bootstrap';

export function AppModal({
  show = true,
  onHide,
  onExited,
  title,
  pending = false,
  closableWhilePending = false,
  onSubmit,
  children,
}: {
  show?: boolean;
  onHide: () => void;
  onExited?: () => void;
  title: ReactNode;
  pending?: boolean;
  closableWhilePending?: boolean;
  /** Makes the dialog a form (header, body and footer inside it), validated by our own code. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The dialog's Modal.Body and Modal.Footer. */
  children: ReactNode;
}) {
  const titleId = useId();
  const content = (
    <>
      <Modal.Header closeButton={closableWhilePending || !pending} closeLabel="Fechar">
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      {children}
    </>
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      centered
      aria-labelledby={titleId}
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
