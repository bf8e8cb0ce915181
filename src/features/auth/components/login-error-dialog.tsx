// The one message for every failed sign-in: it never tells which of e-mail or password was wrong.
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { keepFocusInPage } from '../../../lib/focus';

export const LOGIN_ERROR_MESSAGE = 'E-mail ou senha incorreta, por favor tente novamente';

export function LoginErrorDialog(props: { message: string | null; onClose: () => void }) {
  return (
    <AppModal
      show={props.message !== null}
      onHide={props.onClose}
      // 'Entrar' was disabled while the answer came, so it cannot take focus back.
      onExited={keepFocusInPage}
      title="Erro ao entrar"
    >
      <Modal.Body>{props.message}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={props.onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}
