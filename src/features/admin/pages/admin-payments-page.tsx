// /Pagamentos: every charge (docs/product/payments.md), newest first, with its client, what it is
// for, status, amount, the reference the bank statement shows and its history; filters by status,
// reason, client and period kept in the address; the money received per month; and the studio's
// actions, each asked first and audited: 'Confirmar recebimento' (the manual Pix), 'Reembolsar'
// and 'Isentar taxa'.
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../common/format';
import {
  CHARGE_NOTE_MAX,
  CHARGE_REASON_LABELS,
  CHARGE_REASONS,
  CHARGE_STATUS_LABELS,
  CHARGE_STATUSES,
  type ChargeStatus,
} from '../../../../common/payments';
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { PagedTable } from '../../../components/paged-table';
import type { ApiSchemas } from '../../../lib/api';
import {
  chargeFiltersOf,
  useCharges,
  useConfirmCharge,
  useRefundCharge,
  useWaiveCharge,
} from '../api/payments';
import { AdminLayout } from '../components/admin-layout';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { DateTime } from '../../../components/date-time';

type Row = ApiSchemas['AdminChargeRow'];
type Action = 'confirm' | 'refund' | 'waive';

const statusBadge: Record<ChargeStatus, string> = {
  open: 'warning',
  paid: 'success',
  expired: 'secondary',
  refunded: 'info',
  cancelled: 'secondary',
  waived: 'primary',
};

const EVENT_LABELS: Record<ApiSchemas['ChargeEventInfo']['type'], string> = {
  created: 'Criada',
  paid: 'Paga',
  expired: 'Expirou',
  refunded: 'Reembolsada',
  waived: 'Isentada',
  cancelled: 'Cancelada',
  rejected: 'Pagamento recusado',
};

const whatFor = (row: Row) =>
  row.reason === 'credits'
    ? `${row.credits} ${row.credits === 1 ? 'crédito' : 'créditos'}`
    : `Taxa da arte “${row.art?.name ?? ''}”`;

const monthLabel = (month: string) => {
  const [year, m] = month.split('-');
  return `${m}/${year}`;
};

export function AdminPaymentsPage() {
  return (
    <AdminLayout section="payments">
      <Payments />
    </AdminLayout>
  );
}

function Payments() {
  const [params, setParams] = useSearchParams();
  const filters = chargeFiltersOf(params);
  const charges = useCharges(filters);
  const confirm = useConfirmCharge();
  const refund = useRefundCharge();
  const waive = useWaiveCharge();
  const action = useConfirmedAction();
  const [target, setTarget] = useState<{ row: Row; action: Action } | null>(null);
  const [note, setNote] = useState('');
  const [endToEndId, setEndToEndId] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const open = (row: Row, kind: Action) => {
    action.clearError();
    setNote('');
    setEndToEndId('');
    setTarget({ row, action: kind });
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    setParams(next);
  };

  const columns: Column<Row>[] = [
    {
      header: 'Cliente',
      card: 'title',
      cell: (row) => <Link to={paths.adminClient(row.client.id)}>{row.client.name}</Link>,
    },
    {
      header: 'Referente a',
      cell: (row) => (
        <>
          {CHARGE_REASON_LABELS[row.reason]}: {whatFor(row)}
          <span className="d-block small text-body-secondary text-break">
            Identificador: {row.reference}
          </span>
        </>
      ),
    },
    {
      header: 'Situação',
      cell: (row) => (
        <>
          <Badge bg={statusBadge[row.status]}>{CHARGE_STATUS_LABELS[row.status]}</Badge>
          {row.paidAt && (
            <span className="d-block small">
              em <DateTime value={row.paidAt} />
            </span>
          )}
          {row.refundedCents !== null && (
            <span className="d-block small">Reembolso: {formatMoney(row.refundedCents)}</span>
          )}
        </>
      ),
    },
    { header: 'Valor', cell: (row) => formatMoney(row.amountCents), className: 'text-nowrap' },
    {
      header: 'Criada em',
      cell: (row) => <DateTime value={row.createdAt} />,
    },
    {
      header: 'Histórico',
      cell: (row) => (
        <details>
          <summary>Ver histórico</summary>
          <ol className="small ps-3 mb-0">
            {row.events.map((event) => (
              <li key={event.id}>
                <DateTime value={event.createdAt} />: {EVENT_LABELS[event.type]}
                {event.actor ? ` por ${event.actor.name}` : ''}
                {event.note ? ` — ${event.note}` : ''}
                {typeof event.details.reason === 'string' ? ` (${event.details.reason})` : ''}
              </li>
            ))}
          </ol>
        </details>
      ),
    },
    {
      header: 'Ações',
      card: 'actions',
      cell: (row) => {
        const unpaid = row.status === 'open' || row.status === 'expired';
        const manual = row.provider === null || row.provider === 'pix-manual';
        return (
          <div className="d-flex flex-wrap gap-2">
            {unpaid && manual && (
              <Button size="sm" variant="success" onClick={() => open(row, 'confirm')}>
                Confirmar recebimento
              </Button>
            )}
            {row.status === 'paid' && (
              <Button size="sm" variant="outline-danger" onClick={() => open(row, 'refund')}>
                Reembolsar
              </Button>
            )}
            {row.reason === 'approval_fee' && (unpaid || row.status === 'cancelled') && (
              <Button size="sm" variant="outline-primary" onClick={() => open(row, 'waive')}>
                Isentar taxa
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  const totals = charges.data?.months ?? [];
  const run = () => {
    if (!target) return;
    const { row } = target;
    const label = `${whatFor(row)} de ${row.client.name}`;
    if (target.action === 'confirm') {
      void action.run(
        () => confirm.mutateAsync({ id: row.id, endToEndId: endToEndId.trim(), note: note.trim() }),
        () => {
          setDone(`Recebimento confirmado: ${label}.`);
          setTarget(null);
        },
      );
    } else if (target.action === 'refund') {
      void action.run(
        () => refund.mutateAsync({ id: row.id, ...(note.trim() ? { note: note.trim() } : {}) }),
        () => {
          setDone(`Reembolso registrado: ${label}.`);
          setTarget(null);
        },
      );
    } else {
      void action.run(
        () => waive.mutateAsync({ id: row.id, note: note.trim() }),
        () => {
          setDone(`Taxa isentada: ${label}.`);
          setTarget(null);
        },
      );
    }
  };

  return (
    <>
      <h1 className="h2 mb-3">Pagamentos</h1>
      {done && (
        <Alert variant="success" role="status" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <Form onSubmit={applyFilters} className="row g-2 align-items-end mb-3" aria-label="Filtros">
        <Form.Group className="col-6 col-md-2" controlId="pagamentos-situacao">
          <Form.Label>Situação</Form.Label>
          <Form.Select name="situacao" defaultValue={filters.status ?? ''}>
            <option value="">Todas</option>
            {CHARGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CHARGE_STATUS_LABELS[status]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="pagamentos-motivo">
          <Form.Label>Motivo</Form.Label>
          <Form.Select name="motivo" defaultValue={filters.reason ?? ''}>
            <option value="">Todos</option>
            {CHARGE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {CHARGE_REASON_LABELS[reason]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-3" controlId="pagamentos-cliente">
          <Form.Label>Cliente</Form.Label>
          <Form.Control
            name="cliente"
            defaultValue={filters.client}
            maxLength={100}
            type="search"
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="pagamentos-de">
          <Form.Label>De</Form.Label>
          <Form.Control name="de" type="date" defaultValue={filters.from} />
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="pagamentos-ate">
          <Form.Label>Até</Form.Label>
          <Form.Control name="ate" type="date" defaultValue={filters.to} />
        </Form.Group>
        <div className="col-12 col-md-1">
          <Button type="submit" className="w-100">
            Filtrar
          </Button>
        </div>
      </Form>

      <section className="mb-4" aria-labelledby="recebido-por-mes">
        <h2 className="h5" id="recebido-por-mes">
          Recebido por mês
        </h2>
        {totals.length === 0 ? (
          <p className="text-body-secondary">Nenhum pagamento recebido nestes filtros.</p>
        ) : (
          <table className="table table-sm w-auto">
            <caption className="visually-hidden">Recebido por mês</caption>
            <thead>
              <tr>
                <th scope="col">Mês</th>
                <th scope="col">Recebido</th>
                <th scope="col">Reembolsado</th>
                <th scope="col">Pagamentos</th>
              </tr>
            </thead>
            <tbody>
              {totals.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthLabel(month.month)}</th>
                  <td>{formatMoney(month.receivedCents)}</td>
                  <td>{formatMoney(month.refundedCents)}</td>
                  <td>{month.payments}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <PagedTable
        caption="Cobranças"
        columns={columns}
        rowKey={(row) => row.id}
        query={charges}
        onPageChange={(page) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('pagina', String(page));
            return next;
          })
        }
        loadingText="Carregando as cobranças..."
        empty="Nenhuma cobrança nestes filtros."
        pagerLabel="Páginas de cobranças"
      />

      <LazyConfirmDialog
        show={target !== null}
        title={
          target?.action === 'confirm'
            ? 'Confirmar recebimento'
            : target?.action === 'refund'
              ? 'Reembolsar'
              : 'Isentar taxa'
        }
        body={
          target && (
            <ActionBody
              target={target}
              note={note}
              setNote={setNote}
              endToEndId={endToEndId}
              setEndToEndId={setEndToEndId}
            />
          )
        }
        confirmLabel={
          target?.action === 'confirm'
            ? 'Confirmar recebimento'
            : target?.action === 'refund'
              ? 'Reembolsar'
              : 'Isentar taxa'
        }
        variant={target?.action === 'refund' ? 'danger' : 'success'}
        pending={action.pending}
        error={action.error}
        onCancel={() => setTarget(null)}
        onConfirm={run}
      />
    </>
  );
}

function ActionBody({
  target,
  note,
  setNote,
  endToEndId,
  setEndToEndId,
}: {
  target: { row: Row; action: Action };
  note: string;
  setNote: (value: string) => void;
  endToEndId: string;
  setEndToEndId: (value: string) => void;
}) {
  const { row, action } = target;
  return (
    <>
      {action === 'confirm' && (
        <p>
          Confirma que {formatMoney(row.amountCents)} de {row.client.name} (identificador{' '}
          <span className="text-break">{row.reference}</span>) entrou na conta do estúdio?{' '}
          {row.reason === 'credits'
            ? `Os ${row.credits} créditos entram no saldo do cliente agora.`
            : 'A taxa da arte fica paga.'}
        </p>
      )}
      {action === 'refund' && (
        <p>
          Reembolsar {formatMoney(row.amountCents)} de {row.client.name}?{' '}
          {row.reason === 'credits'
            ? 'Os créditos desta compra que ainda estão no saldo saem dele, e o valor devolvido é a parte deles; os já usados continuam pagos. Devolva o Pix pela conta do estúdio.'
            : 'A taxa volta para o cliente. Devolva o Pix pela conta do estúdio.'}
        </p>
      )}
      {action === 'waive' && (
        <p>
          Isentar a taxa de {formatMoney(row.amountCents)} da arte “{row.art?.name}”? O cliente lê a
          observação.
        </p>
      )}
      {action === 'confirm' && (
        <Form.Group className="mb-3" controlId="charge-e2e">
          <Form.Label>Identificador do Pix no extrato (E2E), opcional</Form.Label>
          <Form.Control
            value={endToEndId}
            maxLength={35}
            onChange={(event) => setEndToEndId(event.target.value)}
          />
        </Form.Group>
      )}
      <Form.Group controlId="charge-note">
        <Form.Label>Observação{action === 'waive' ? ' (obrigatória)' : ', opcional'}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={CHARGE_NOTE_MAX}
          required={action === 'waive'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Form.Group>
    </>
  );
}
