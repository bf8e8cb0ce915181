// /Pagamento/{id}: a charge's pay page for its owner (docs/product/payments.md): the amount, what
// it pays for, the Pix QR code, the 'Pix copia e cola' text with a copy button and the time left.
// It asks the server every few seconds whether the payment arrived and, when it has, says so with
// the new balance, without a reload. Someone else's charge is the server's 404.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../../common/format';
import { paths } from '../../../../common/paths';
import { RecordQuery } from '../../../components/record-query';
import type { ApiSchemas } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useCharge, usePayArtFee, useRefreshAfterPayment } from '../api/payments';
import { BuyCreditsDialog } from '../components/buy-credits-dialog';
import { creditsText } from '../components/credit-packages';
import { ClientLayout } from '../components/client-layout';
import { DashboardBackLink } from '../components/dashboard-back-link';
import { DateTime } from '../../../components/date-time';

type Charge = ApiSchemas['ChargeView'];

export function PaymentPage() {
  const { id = '' } = useParams();
  return (
    <ClientLayout>
      <PaymentContent id={id} />
    </ClientLayout>
  );
}

function PaymentContent({ id }: { id: string }) {
  const charge = useCharge(id);
  return (
    <RecordQuery
      query={charge}
      loadingText="Carregando o pagamento..."
      title="Pagamento"
      notFoundTitle="Cobrança não encontrada"
      headingClassName="h3"
      back={<DashboardBackLink />}
    >
      {(detail) => <ChargeDetails charge={detail} />}
    </RecordQuery>
  );
}

const whatFor = (charge: Charge) =>
  charge.reason === 'credits'
    ? creditsText(charge.credits ?? 0)
    : `Taxa de aprovação da arte “${charge.art?.name ?? ''}”`;

function ChargeDetails({ charge }: { charge: Charge }) {
  const refresh = useRefreshAfterPayment();
  const status = charge.status;
  const wasOpen = useRef(status === 'open');
  // The moment it turns paid under the client's eyes, the page's frame (balance, the art) follows.
  useEffect(() => {
    if (wasOpen.current && status !== 'open') void refresh();
    wasOpen.current = status === 'open';
  }, [status, refresh]);

  return (
    <div className="payment-page" style={{ maxWidth: '36rem' }}>
      <h1 className="h3 mb-3">Pagamento</h1>
      <Card className="mb-3">
        <Card.Body>
          <p className="mb-1">
            <span className="fw-semibold">Referente a:</span> {whatFor(charge)}
          </p>
          <p className="h4 mb-0">
            <span className="visually-hidden">Valor: </span>
            {formatMoney(charge.amountCents)}
          </p>
        </Card.Body>
      </Card>
      {status === 'open' && <PayWithPix charge={charge} />}
      {status === 'paid' && <Paid charge={charge} />}
      {status === 'expired' && <Expired charge={charge} />}
      {status === 'refunded' && (
        <Alert variant="secondary">
          Este pagamento foi reembolsado pelo estúdio
          {charge.refundedCents !== null ? ` (${formatMoney(charge.refundedCents)})` : ''}.
          {charge.note && <span className="d-block mt-1">Observação: {charge.note}</span>}
        </Alert>
      )}
      {status === 'waived' && (
        <Alert variant="success">
          O estúdio isentou esta taxa: não há nada a pagar.
          {charge.note && <span className="d-block mt-1">Observação: {charge.note}</span>}
        </Alert>
      )}
      {status === 'cancelled' && (
        <Alert variant="secondary">Esta cobrança foi cancelada. Nada foi cobrado.</Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {charge.art && (
          <Link to={paths.art(charge.art.id)} className="btn btn-outline-secondary">
            Ver a arte
          </Link>
        )}
        <Link to={paths.clientArea} className="btn btn-outline-secondary">
          Voltar ao dashboard
        </Link>
      </div>
    </div>
  );
}

/**
 * 'mm:ss' (or 'h h mm min') until `expiresAt`, ticking each second; 'past' once it ran out; null
 * until the page runs in the browser (the server's clock would not match the hydrated page's).
 */
function useTimeLeft(
  expiresAt: string | null,
): { past: false; text: string } | { past: true } | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (!expiresAt || now === null) return null;
  const left = Math.floor((new Date(expiresAt).getTime() - now) / 1000);
  if (left <= 0) return { past: true };
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const text =
    hours > 0
      ? `${hours} h ${String(minutes).padStart(2, '0')} min`
      : `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return { past: false, text };
}

function PayWithPix({ charge }: { charge: Charge }) {
  const left = useTimeLeft(charge.expiresAt);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const code = charge.pixCopiaECola ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section aria-labelledby="pagar-com-pix">
      <h2 className="h5" id="pagar-com-pix">
        Pague com Pix
      </h2>
      <ol className="small ps-3">
        <li>Abra o app do seu banco e escolha pagar com Pix (QR code ou copia e cola).</li>
        <li>Leia o QR code ou cole o código abaixo e confirme o valor.</li>
        <li>Esta página se atualiza sozinha quando o pagamento for confirmado.</li>
      </ol>
      {charge.qrSvg && (
        <img
          className="d-block mx-auto mb-3 border rounded bg-white"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(charge.qrSvg)}`}
          alt={`QR code do Pix de ${formatMoney(charge.amountCents)}`}
          width={240}
          height={240}
        />
      )}
      <Form.Group className="mb-2" controlId="pix-copia-e-cola">
        <Form.Label>Pix copia e cola</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          readOnly
          value={code}
          className="font-monospace small"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Form.Group>
      <Button variant="primary" onClick={() => void copy()}>
        Copiar código Pix
      </Button>
      <p role="status" className="small mt-2 mb-2">
        {copied === 'yes' && 'Código copiado. Cole no app do seu banco.'}
        {copied === 'no' && 'Não foi possível copiar: selecione o código acima e copie.'}
      </p>
      <p className="mb-1" aria-live="off">
        {left?.past ? (
          'O prazo deste Pix terminou.'
        ) : (
          <>
            <span className="fw-semibold">Tempo restante:</span> {left?.text ?? '…'}
          </>
        )}
      </p>
      {charge.expiresAt && (
        <p className="small text-body-secondary">
          Válido até <DateTime value={charge.expiresAt} />.
        </p>
      )}
      <p className="small text-body-secondary mb-0" role="status">
        Aguardando a confirmação do pagamento…
        {charge.confirmedByStudio &&
          ' O estúdio confirma cada Pix assim que ele aparece na conta, em horário comercial.'}
      </p>
    </section>
  );
}

function Paid({ charge }: { charge: Charge }) {
  return (
    <Alert variant="success" role="status">
      <p className="fw-semibold mb-1">Pagamento confirmado!</p>
      {charge.paidAt && (
        <p className="mb-1">
          Recebido em <DateTime value={charge.paidAt} />. O recibo foi enviado para o seu e-mail.
        </p>
      )}
      {charge.reason === 'credits' ? (
        <p className="mb-0">
          {creditsText(charge.credits ?? 0)} adicionados. Seu saldo agora:{' '}
          <strong>{creditsText(charge.balance)}</strong>.
        </p>
      ) : (
        <p className="mb-0">A taxa de aprovação desta arte está paga.</p>
      )}
    </Alert>
  );
}

function Expired({ charge }: { charge: Charge }) {
  const [buying, setBuying] = useState(false);
  const payFee = usePayArtFee();
  const navigate = useNavigate();
  return (
    <Alert variant="warning">
      <p>
        Este Pix expirou sem pagamento. Se você já pagou, aguarde: o pagamento será confirmado assim
        mesmo.
      </p>
      {charge.reason === 'credits' ? (
        <Button variant="success" onClick={() => setBuying(true)}>
          Comprar créditos
        </Button>
      ) : (
        <Button
          variant="success"
          disabled={payFee.isPending || !charge.art}
          onClick={() =>
            charge.art &&
            payFee.mutate(charge.art.id, {
              onSuccess: (next) => void navigate(paths.payment(next.id)),
            })
          }
        >
          {payFee.isPending ? 'Gerando o Pix…' : 'Gerar novo Pix'}
        </Button>
      )}
      {payFee.isError && (
        <p role="alert" className="text-danger mt-2 mb-0">
          {errorMessage(payFee.error)}
        </p>
      )}
      {buying && <BuyCreditsDialog onClose={() => setBuying(false)} />}
    </Alert>
  );
}
