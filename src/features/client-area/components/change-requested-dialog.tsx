// Shown after a change request: the studio's promise (common/delivery-promise.ts), the same words
// as the request dialog's and the art page's.
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { deliveryPromise } from '../../../../common/delivery-promise';

export const CHANGE_REQUESTED_TITLE = 'Alteração solicitada com sucesso!';

export function ChangeRequestedDialog({
  show,
  days,
  onClose,
}: {
  show: boolean;
  /** The art's promise in business days. */
  days: number;
  onClose: () => void;
}) {
  return (
    <AppModal show={show} onHide={onClose} title={CHANGE_REQUESTED_TITLE}>
      <Modal.Body>
        Recebemos o seu pedido de alteração. {deliveryPromise(days)}; o novo prazo aparece na página
        da arte.
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Voltar ao Dashboard</Button>
      </Modal.Footer>
    </AppModal>
  );
}
