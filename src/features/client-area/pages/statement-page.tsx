// /Extrato: the client's statement (docs/product/payments.md#the-statement-extrato) — the balance
// and the day it ends ('5 créditos expiram em 30/11/2026'), every credit movement with its date,
// description, amount and the balance after it (paged, newest first), 'Baixar extrato (CSV)', and
// the payments made, each with 'Baixar recibo' (a PDF). Downloads are plain links: the browser
// saves them with the session cookie, as 'Baixar meus dados' does.
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { apiRoutes } from '../../../../common/api-routes';
import { creditsText, expiryText, formatMoney } from '../../../../common/format';
import { CHARGE_STATUS_LABELS } from '../../../../common/payments';
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import type { ApiSchemas } from '../../../lib/api';
import { usePageParam } from '../../../lib/use-list-params';
import { STATEMENT_LIST_PARAMS, useMovements, usePayments, useStatement } from '../api/statement';
import { ClientLayout } from '../components/client-layout';
import { DateTime } from '../../../components/date-time';

type Movement = ApiSchemas['StatementEntry'];
type Payment = ApiSchemas['PaidCharge'];

export function StatementPage() {
  return (
    <ClientLayout>
      <h1 className="h3 mb-2">Extrato</h1>
      <p className="mb-3">
        Cada crédito que entrou ou saiu da sua conta, com o saldo depois dele, e os pagamentos que
        você fez, cada um com o seu recibo.
      </p>
      <Movements />
      <Payments />
    </ClientLayout>
  );
}

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

const movementColumns: Column<Movement>[] = [
  {
    header: 'Data',
    className: 'text-nowrap',
    cell: (m) => <DateTime value={m.createdAt} />,
  },
  {
    header: 'Descrição',
    card: 'title',
    cell: (m) =>
      m.art ? (
        <>
          {m.description} <Link to={paths.art(m.art.id)}>Ver arte</Link>
        </>
      ) : (
        m.description
      ),
  },
  { header: 'Créditos', className: 'text-end', cell: (m) => signed(m.amount) },
  { header: 'Saldo após', className: 'text-end', cell: (m) => m.balanceAfter },
];

function Movements() {
  const [page, setPage] = usePageParam(STATEMENT_LIST_PARAMS.movements, true);
  const statement = useStatement(page);
  const movements = useMovements(page);
  const data = statement.data;
  return (
    <section className="mb-5" aria-labelledby="extrato-creditos">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2">
        <h2 id="extrato-creditos" className="h5 mb-0 me-auto">
          Créditos
        </h2>
        <a className="btn btn-outline-secondary btn-sm" href={apiRoutes.statementCsv} download>
          Baixar extrato (CSV)
        </a>
      </div>
      {data && (
        <p className="mb-2">
          Saldo atual: <strong>{creditsText(data.balance)}</strong>
        </p>
      )}
      {data?.expiring && (
        <Alert variant="warning" className="py-2">
          <strong>
            {creditsText(data.expiring.credits)}{' '}
            {expiryText(data.expiring.credits, data.expiring.on, true)}
          </strong>
          . Os créditos não são cumulativos: os que não forem usados terminam com o mês.
        </Alert>
      )}
      <PagedTable
        query={movements}
        onPageChange={setPage}
        caption="Movimentações de créditos"
        columns={movementColumns}
        rowKey={(m) => m.id}
        loadingText="Carregando o extrato..."
        empty="Nenhuma movimentação de créditos ainda. Compre créditos para pedir a sua primeira arte."
        pagerLabel="Páginas do extrato"
      />
    </section>
  );
}

const paymentColumns: Column<Payment>[] = [
  {
    header: 'Data',
    className: 'text-nowrap',
    cell: (p) => <DateTime value={p.paidAt} />,
  },
  { header: 'Referente a', card: 'title', cell: (p) => p.description },
  { header: 'Valor', className: 'text-end text-nowrap', cell: (p) => formatMoney(p.amountCents) },
  { header: 'Forma', cell: (p) => p.method },
  {
    header: 'Situação',
    cell: (p) =>
      p.status === 'refunded' && p.refundedCents !== null
        ? `${CHARGE_STATUS_LABELS.refunded} (${formatMoney(p.refundedCents)})`
        : CHARGE_STATUS_LABELS[p.status],
  },
  {
    header: 'Recibo',
    card: 'actions',
    cell: (p) => (
      <a
        className="btn btn-outline-primary btn-sm"
        href={apiRoutes.chargeReceipt(p.id)}
        download
        aria-label={`Baixar recibo: ${p.description}, ${formatMoney(p.amountCents)}`}
      >
        Baixar recibo
      </a>
    ),
  },
];

function Payments() {
  const [page, setPage] = usePageParam(STATEMENT_LIST_PARAMS.payments, true);
  const payments = usePayments(page);
  return (
    <section aria-labelledby="extrato-pagamentos">
      <h2 id="extrato-pagamentos" className="h5 mb-2">
        Pagamentos
      </h2>
      <p className="small text-body-secondary mb-2">
        O recibo informa o que foi pago, quanto, como e quando. Não é emitida nota fiscal.
      </p>
      <PagedTable
        query={payments}
        onPageChange={setPage}
        caption="Pagamentos e recibos"
        columns={paymentColumns}
        rowKey={(p) => p.id}
        loadingText="Carregando os pagamentos..."
        empty="Nenhum pagamento ainda."
        pagerLabel="Páginas dos pagamentos"
      />
    </section>
  );
}
