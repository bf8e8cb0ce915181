// 'Comprar créditos': the studio's packages with their prices (the server's), one chosen, then
// 'Gerar Pix' makes the charge and opens its pay page (/Pagamento/{id}). The WhatsApp link stays
// as a second way to ask for credits.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { AppModal } from '../../../components/app-modal';
import { InlineSpinner } from '../../../components/inline-spinner';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { TAX_ID_REQUIRED_CODE } from '../../../../common/tax-id';
import { useTaxIdField } from './use-tax-id-field';
import { useBuyCredits, usePaymentPrices } from '../api/payments';
import { packageLabel } from './credit-packages';
import { CreditsLink } from './credits-link';

export const BUY_CREDITS_TITLE = 'Comprar créditos';
export const PIX_UNAVAILABLE_MESSAGE =
  'O pagamento por Pix ainda não está disponível. Peça créditos pelo WhatsApp.';

export function BuyCreditsDialog({ onClose }: { onClose: () => void }) {
  const prices = usePaymentPrices();
  const buy = useBuyCredits();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  // The provider needs the payer's CPF/CNPJ (a new Asaas customer): asked here, then paid.
  const needsTaxId = buy.error instanceof ApiError && buy.error.code === TAX_ID_REQUIRED_CODE;

  const pay = (credits: number) =>
    buy.mutate(credits, {
      onSuccess: (charge) => {
        onClose();
        void navigate(paths.payment(charge.id));
      },
    });
  const taxId = useTaxIdField(() => {
    if (chosen !== null) pay(chosen);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      return;
    }
    if (needsTaxId) taxId.submit();
    else pay(chosen);
  };

  return (
    <AppModal
      onHide={onClose}
      title={BUY_CREDITS_TITLE}
      pending={buy.isPending}
      onSubmit={onSubmit}
    >
      <Modal.Body>
        {prices.isPending && (
          <p role="status">
            <InlineSpinner />
            Carregando os pacotes...
          </p>
        )}
        {prices.isError && (
          <QueryError error={prices.error} onRetry={() => void prices.refetch()} />
        )}
        {prices.data && !prices.data.available && (
          <Alert variant="warning" className="mb-0">
            {PIX_UNAVAILABLE_MESSAGE}
          </Alert>
        )}
        {prices.data?.available && (
          <Form.Group as="fieldset" aria-describedby={missing ? 'buy-credits-error' : undefined}>
            <Form.Label as="legend" className="fs-6 fw-semibold">
              Escolha um pacote
            </Form.Label>
            {prices.data.packages.map((pkg) => (
              <Form.Check
                key={pkg.credits}
                type="radio"
                id={`buy-credits-${pkg.credits}`}
                name="credits"
                label={packageLabel(pkg)}
                checked={chosen === pkg.credits}
                disabled={buy.isPending}
                isInvalid={missing}
                onChange={() => {
                  setChosen(pkg.credits);
                  setMissing(false);
                }}
              />
            ))}
            {missing && (
              <p id="buy-credits-error" className="text-danger small mt-1 mb-0" role="alert">
                Escolha um pacote de créditos.
              </p>
            )}
            <p className="small text-body-secondary mt-2 mb-0">
              Pagamento por Pix. Os créditos entram no saldo assim que o pagamento é confirmado e
              valem até o fim do mês.
            </p>
          </Form.Group>
        )}
        {buy.isError && (
          <Alert variant={needsTaxId ? 'info' : 'danger'} role="alert" className="mt-3 mb-0">
            {errorMessage(buy.error)}
          </Alert>
        )}
        {needsTaxId && <div className="mt-3">{taxId.field}</div>}
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <CreditsLink className="btn btn-link me-auto px-0" />
        <Button variant="outline-secondary" onClick={onClose} disabled={buy.isPending}>
          Cancelar
        </Button>
        {prices.data?.available && (
          <Button type="submit" disabled={buy.isPending || taxId.pending}>
            {buy.isPending ? 'Gerando o Pix…' : 'Gerar Pix'}
          </Button>
        )}
      </Modal.Footer>
    </AppModal>
  );
}
