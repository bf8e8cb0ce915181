// 'Você Está sem créditos!': shown wherever an action needs a credit the client does not have
// (a new request, a change after approval), with what a credit costs, 'Cancelar' and the link to
// ask for credits.
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { payment } from '../../../content/payment';
import { CreditsLink } from './credits-link';

export const NO_CREDITS_TITLE = 'Você Está sem créditos!';
export const NO_CREDITS_MESSAGE =
  'Você esta sem créditos por favor solicite novos créditos para continuar';

export function NoCreditsDialog({ show = true, onClose }: { show?: boolean; onClose: () => void }) {
  return (
    <AppModal show={show} onHide={onClose} title={NO_CREDITS_TITLE}>
      <Modal.Body>
        <p>{NO_CREDITS_MESSAGE}</p>
        <p className="small text-body-secondary mb-0">
          {payment.credits} {payment.methods}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancelar
        </Button>
        <CreditsLink className="btn btn-success" />
      </Modal.Footer>
    </AppModal>
  );
}
