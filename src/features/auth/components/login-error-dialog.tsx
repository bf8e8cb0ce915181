// The one message for every failed sign-in, in the 'Erro ao entrar' dialog with its 'Fechar': it
// never tells which of e-mail or password was wrong. Two ways to it, one dialog:
//
// - the live app's refusal: a Bootstrap modal (react-bootstrap), opened by the SPA's sign-in;
// - the refusal of the form posted before the JavaScript arrived (server/spa-sign-in.ts renders
//   the page again): the same markup in a native <dialog open>, whose 'Fechar' buttons close it
//   through <form method="dialog"> with no script at all; hydrated as rendered, it then becomes a
//   true modal (showModal: focus kept inside, Escape closes).
//
// Once it has closed, focus goes to the password field, to type it again ('Entrar' was disabled
// while the answer came, so the browser would otherwise leave focus nowhere useful).
import { useEffect, useId, useRef } from 'react';
import { MessageDialog } from '../../../components/message-dialog';

export { LOGIN_ERROR_MESSAGE } from '../../../../common/sign-in';

export const LOGIN_ERROR_TITLE = 'Erro ao entrar';

export function LoginErrorDialog(props: {
  message: string | null;
  /** Rendered by the server (a refusal of the form posted without JavaScript). */
  posted?: boolean;
  onClose: () => void;
  /** Once the dialog is gone: where focus goes next. */
  onClosed: () => void;
}) {
  if (props.posted) {
    return props.message === null ? null : (
      <PostedLoginError message={props.message} onClose={props.onClose} onClosed={props.onClosed} />
    );
  }
  return (
    <MessageDialog
      show={props.message !== null}
      title={LOGIN_ERROR_TITLE}
      onClose={props.onClose}
      onExited={props.onClosed}
    >
      {props.message}
    </MessageDialog>
  );
}

/** The same dialog as AppModal's, as HTML that works before (and without) any JavaScript. */
function PostedLoginError(props: { message: string; onClose: () => void; onClosed: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { onClose, onClosed } = props;

  useEffect(() => {
    const dialog = ref.current;
    // Still open once the app is live (not closed before it arrived): make it modal. jsdom has no
    // showModal; the open dialog then simply stays as rendered.
    if (!dialog?.open || typeof dialog.showModal !== 'function' || dialog.matches(':modal')) return;
    dialog.close();
    dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      open
      className="login-error-dialog"
      aria-labelledby={titleId}
      onClose={(event) => {
        // The close() before showModal() above reports a close too, once it is open again.
        if (event.currentTarget.open) return;
        onClose();
        onClosed();
      }}
    >
      <div className="modal-dialog modal-dialog-centered">
        <form method="dialog" className="modal-content">
          <div className="modal-header">
            <div className="modal-title h4" id={titleId}>
              {LOGIN_ERROR_TITLE}
            </div>
            <button type="submit" className="btn-close" aria-label="Fechar" />
          </div>
          <div className="modal-body">{props.message}</div>
          <div className="modal-footer">
            {/* Focused when the page opens, as the live dialog focuses itself. */}
            <button type="submit" className="btn btn-primary" autoFocus>
              Fechar
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
