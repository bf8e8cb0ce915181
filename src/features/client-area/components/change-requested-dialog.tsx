// Shown after a change request: the studio's promise of 48 business hours.
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { DELIVERY_BUSINESS_HOURS } from '../../../../common/constants';

export const CHANGE_REQUESTED_TITLE = 'Alteração solicitada com sucesso!';

export function ChangeRequestedDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <AppModal show={show} onHide={onClose} title={CHANGE_REQUESTED_TITLE}>
      <Modal.Body>
        Recebemos o seu pedido. A alteração será feita em até {DELIVERY_BUSINESS_HOURS} horas úteis.
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Voltar ao Dashboard</Button>
      </Modal.Footer>
    </AppModal>
  );
}
