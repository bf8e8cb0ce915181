// A short message in a dialog ('Arte Iniciada com sucesso!', 'Erro ao entrar' …), named by its
// title and closed with 'Fechar'; focus stays in the page when the button that opened it is gone
// (or goes where `onExited` puts it).
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { keepFocusInPage } from '../lib/focus';
import { AppModal } from './app-modal';

export function MessageDialog(props: {
  show: boolean;
  title: string;
  children?: ReactNode;
  onClose: () => void;
  /** Once it has closed: where focus goes next. */
  onExited?: () => void;
}) {
  return (
    <AppModal
      show={props.show}
      onHide={props.onClose}
      onExited={props.onExited ?? keepFocusInPage}
      title={props.title}
    >
      {props.children && <Modal.Body>{props.children}</Modal.Body>}
      <Modal.Footer>
        <Button variant="primary" onClick={props.onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}
