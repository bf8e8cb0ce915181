// 'Você Está sem créditos!': shown wherever an action needs a credit the client does not have
// (a new request, a change after approval), with the studio's packages and their prices,
// 'Cancelar', 'Comprar créditos' (the Pix purchase) and, beside it, the WhatsApp link to ask for
// credits.
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/app-modal';
import { payment } from '../../../content/payment';
import { usePaymentPrices } from '../api/payments';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { packageLabel } from './credit-packages';
import { CreditsLink } from './credits-link';

export const NO_CREDITS_TITLE = 'Você Está sem créditos!';
export const NO_CREDITS_MESSAGE =
  'Você esta sem créditos por favor solicite novos créditos para continuar';

export function NoCreditsDialog({ show = true, onClose }: { show?: boolean; onClose: () => void }) {
  const [buying, setBuying] = useState(false);
  const prices = usePaymentPrices();
  if (buying) return <BuyCreditsDialog onClose={onClose} />;
  const packages = prices.data?.available ? prices.data.packages : [];
  return (
    <AppModal show={show} onHide={onClose} title={NO_CREDITS_TITLE}>
      <Modal.Body>
        <p>{NO_CREDITS_MESSAGE}</p>
        {packages.length > 0 && (
          <>
            <p className="fw-semibold mb-1" id="no-credits-packages">
              Pacotes de créditos
            </p>
            <ul aria-labelledby="no-credits-packages">
              {packages.map((pkg) => (
                <li key={pkg.credits}>{packageLabel(pkg)}</li>
              ))}
            </ul>
          </>
        )}
        <p className="small text-body-secondary mb-0">
          {payment.credits} {payment.methods}
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <Button variant="outline-secondary" onClick={onClose}>
          Cancelar
        </Button>
        <CreditsLink className="btn btn-outline-success" />
        {packages.length > 0 && (
          <Button variant="success" onClick={() => setBuying(true)}>
            Comprar créditos
          </Button>
        )}
      </Modal.Footer>
    </AppModal>
  );
}
