// A one-line confirmation that an action went through ('Arte Iniciada com sucesso!' …), named by
// its title and closed with 'Fechar'.
import { useId, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { keepFocusInPage } from '../../../lib/focus';

export function SuccessDialog(props: {
  show: boolean;
  title: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal
      show={props.show}
      onHide={props.onClose}
      onExited={keepFocusInPage}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={titleId}>{props.title}</Modal.Title>
      </Modal.Header>
      {props.children && <Modal.Body>{props.children}</Modal.Body>}
      <Modal.Footer>
        <Button variant="primary" onClick={props.onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
