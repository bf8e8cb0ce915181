// A one-line confirmation that an action went through ('Arte Iniciada com sucesso!' …), named by
// its title and closed with 'Fechar'.
import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { keepFocusInPage } from '../../../lib/focus';

export function SuccessDialog(props: {
  show: boolean;
  title: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <AppModal
      show={props.show}
      onHide={props.onClose}
      onExited={keepFocusInPage}
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
