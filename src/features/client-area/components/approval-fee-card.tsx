// The approved art's fee on its page (docs/product/payments.md): the amount and its state — 'A
// pagar' with 'Pagar taxa' (which opens the Pix pay page), 'Paga', 'Isenta' with the studio's
// note, or 'Reembolsada'.
import { Alert, Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../../common/format';
import { APPROVAL_FEE_STATE_LABELS } from '../../../../common/payments';
import { paths } from '../../../../common/paths';
import { FILES_LOCKED_TITLE } from '../../../../common/release';
import type { ApiSchemas } from '../../../lib/api';
import { useCompanyPermissions } from '../../../lib/company';
import { errorMessage } from '../../../lib/error-message';
import { usePayArtFee } from '../api/payments';

export function ApprovalFeeCard({ artId, fee }: { artId: string; fee: ApiSchemas['ApprovalFee'] }) {
  const pay = usePayArtFee();
  const { can, why } = useCompanyPermissions();
  const navigate = useNavigate();
  return (
    <Card className="mb-4" as="section" aria-labelledby="taxa-de-aprovacao">
      <Card.Body className="d-flex flex-column gap-2">
        <h2 className="h6 mb-0" id="taxa-de-aprovacao">
          Taxa de aprovação
        </h2>
        <p className="mb-0">
          {formatMoney(fee.amountCents)} —{' '}
          <span className="fw-semibold">{APPROVAL_FEE_STATE_LABELS[fee.state]}</span>
        </p>
        {fee.note && (fee.state === 'waived' || fee.state === 'refunded') && (
          <p className="small mb-0">Observação do estúdio: {fee.note}</p>
        )}
        {fee.state === 'due' && (
          <>
            <p className="fw-semibold mb-0">{FILES_LOCKED_TITLE}</p>
            <p className="small text-body-secondary mb-0">
              A taxa libera os arquivos abertos da arte aprovada. Pagamento por Pix.
            </p>
            {can('fee', 'pay') ? (
              <div>
                <Button
                  variant="success"
                  disabled={pay.isPending}
                  onClick={() =>
                    pay.mutate(artId, {
                      onSuccess: (charge) => void navigate(paths.payment(charge.id)),
                    })
                  }
                >
                  {pay.isPending ? 'Gerando o Pix…' : 'Pagar taxa'}
                </Button>
              </div>
            ) : (
              <p className="small text-body-secondary mb-0">{why('fee', 'pay')}</p>
            )}
            {pay.isError && (
              <Alert variant="danger" role="alert" className="mb-0">
                {errorMessage(pay.error)}
              </Alert>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
