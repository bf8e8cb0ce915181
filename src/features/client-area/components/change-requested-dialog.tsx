// Shown after a change request: the studio's promise of 48 business hours.
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { DELIVERY_BUSINESS_HOURS } from '../../../../common/constants';

export const CHANGE_REQUESTED_TITLE = 'Alteração solicitada com sucesso!';

export function ChangeRequestedDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={titleId}>{CHANGE_REQUESTED_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Recebemos o seu pedido. A alteração será feita em até {DELIVERY_BUSINESS_HOURS} horas úteis.
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Voltar ao Dashboard</Button>
      </Modal.Footer>
    </Modal>
  );
}
