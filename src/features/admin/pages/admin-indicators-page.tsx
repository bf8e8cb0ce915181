// /Indicadores ('Indicadores', docs/product/indicators.md): the studio's numbers for a month of its
// calendar, of every client or one: arts requested, delivered and approved, promises kept,
// turnaround in business hours, revision rounds, pre-flight failures, credits, money, the top
// clients. The month and the client live in the address (?mes=aaaa-mm&cliente=id). The chart is
// plain SVG drawn here (no chart library: docs/product/indicators.md says why); each table has its
// CSV, made in the browser (src/lib/csv.ts).
import { useState, type ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../common/format';
import { paths } from '../../../../common/paths';
import { DataTable, type Column } from '../../../components/data-table';
import { InlineSpinner } from '../../../components/inline-spinner';
import { QueryError } from '../../../components/query-error';
import { downloadCsv, reais, toCsv, type CsvCell } from '../../../lib/csv';
import type { ApiSchemas } from '../../../lib/api';
import {
  indicatorFiltersOf,
  indicatorSearchOf,
  useIndicators,
  type IndicatorFilters,
} from '../api/indicators';
import { AdminLayout } from '../components/admin-layout';

type Indicators = ApiSchemas['Indicators'];

/** 'aaaa-mm-dd' as 'dd/mm/aaaa', without Intl (common/format.ts says why). */
const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');
const decimal = (value: number, digits = 1) => value.toFixed(digits).replace('.', ',');
const percentText = (value: number | null) => (value === null ? '—' : `${decimal(value)} %`);
const hoursText = (value: number | null) => (value === null ? '—' : `${decimal(value)} h úteis`);
const periodLabel = (period: string) =>
  period.length === 7 ? period.split('-').reverse().join('/') : dayOf(period);

interface Figure {
  key: string;
  label: string;
  value: string;
  /** The same value for a spreadsheet: a number where there is one. */
  raw: CsvCell;
  basis: string;
}

/** Every figure of the period, with what it is counted from (the document's definitions). */
function figuresOf(data: Indicators): Figure[] {
  const { arts, onTime, turnaround, revisions, preflight, credits, revenue } = data;
  const count = (key: string, label: string, value: number, basis: string): Figure => ({
    key,
    label,
    value: String(value),
    raw: value,
    basis,
  });
  const money = (key: string, label: string, cents: number, basis: string): Figure => ({
    key,
    label,
    value: formatMoney(cents),
    raw: reais(cents),
    basis,
  });
  return [
    count('requested', 'Artes solicitadas', arts.requested, 'pedidos feitos no período'),
    count('delivered', 'Artes entregues', arts.delivered, 'primeira entrega no período'),
    count('approved', 'Artes aprovadas', arts.approved, 'primeira aprovação no período'),
    {
      key: 'onTime',
      label: 'Entregas no prazo',
      value: percentText(onTime.percent),
      raw: onTime.percent,
      basis: `${onTime.onTime} de ${onTime.due} prazos vencidos no período (${onTime.late} atrasados)`,
    },
    {
      key: 'requestMedian',
      label: 'Prazo do pedido à 1ª entrega (mediana)',
      value: hoursText(turnaround.request.medianHours),
      raw: turnaround.request.medianHours,
      basis: `${turnaround.request.delivered} entregas; p90 ${hoursText(turnaround.request.p90Hours)}`,
    },
    {
      key: 'requestP90',
      label: 'Prazo do pedido à 1ª entrega (p90)',
      value: hoursText(turnaround.request.p90Hours),
      raw: turnaround.request.p90Hours,
      basis: `${turnaround.request.delivered} entregas`,
    },
    {
      key: 'changeMedian',
      label: 'Prazo da alteração à nova entrega (mediana)',
      value: hoursText(turnaround.change.medianHours),
      raw: turnaround.change.medianHours,
      basis: `${turnaround.change.delivered} entregas`,
    },
    {
      key: 'changeP90',
      label: 'Prazo da alteração à nova entrega (p90)',
      value: hoursText(turnaround.change.p90Hours),
      raw: turnaround.change.p90Hours,
      basis: `${turnaround.change.delivered} entregas`,
    },
    {
      key: 'rounds',
      label: 'Rodadas de alteração por arte',
      value: revisions.roundsPerArt === null ? '—' : decimal(revisions.roundsPerArt, 2),
      raw: revisions.roundsPerArt,
      basis: `${revisions.rounds} alterações antes da aprovação de ${revisions.approved} artes`,
    },
    {
      key: 'rightFirstTime',
      label: 'Aprovadas de primeira',
      value: percentText(revisions.rightFirstTimePercent),
      raw: revisions.rightFirstTimePercent,
      basis: `${revisions.rightFirstTime} de ${revisions.approved} aprovadas sem pedido de alteração`,
    },
    {
      key: 'preflight',
      label: 'Reprovações de pré-impressão por entrega',
      value:
        preflight.failedChecksPerDelivery === null
          ? '—'
          : decimal(preflight.failedChecksPerDelivery, 2),
      raw: preflight.failedChecksPerDelivery,
      basis: `${preflight.failedChecks} reprovações em ${preflight.deliveries} entregas (${preflight.checked} verificadas, ${preflight.failedDeliveries} com reprovação)`,
    },
    count('sold', 'Créditos vendidos', credits.sold, 'compras pagas no período'),
    count('granted', 'Créditos concedidos', credits.granted, 'lançados pelo estúdio'),
    count('spent', 'Créditos usados', credits.spent, 'um por pedido'),
    count('expired', 'Créditos expirados', credits.expired, 'no fim de cada mês'),
    count('refundedCredits', 'Créditos reembolsados', credits.refunded, 'retirados do saldo'),
    money('credits', 'Recebido por créditos', revenue.creditsCents, 'Pix pagos no período'),
    money('fees', 'Recebido por taxas de aprovação', revenue.feesCents, 'Pix pagos no período'),
    money('refunds', 'Reembolsado', revenue.refundedCents, 'devolvido no período'),
    money('received', 'Receita recebida', revenue.receivedCents, 'créditos + taxas − reembolsos'),
    money(
      'waived',
      'Taxas isentadas',
      revenue.waivedFeesCents,
      `${revenue.waivedFees} taxas isentadas no período`,
    ),
    money(
      'openFees',
      'Taxas a receber',
      revenue.openFeesCents,
      `${revenue.openFees} taxas de aprovação em aberto hoje`,
    ),
    money(
      'openCredits',
      'Compras de créditos aguardando pagamento',
      revenue.openCreditChargesCents,
      `${revenue.openCreditCharges} cobranças em aberto hoje`,
    ),
  ];
}

function CsvButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="outline-secondary" size="sm" className="mb-4" onClick={onClick}>
      {label}
    </Button>
  );
}

const SERIES = [
  { key: 'requested', label: 'Solicitadas', color: '#0d6efd' },
  { key: 'delivered', label: 'Entregues', color: '#fd7e14' },
  { key: 'approved', label: 'Aprovadas', color: '#198754' },
] as const;

/** Grouped bars of the arts per day (or month): a picture of the table below it. */
function ArtsChart({ data }: { data: Indicators }) {
  const rows = data.series;
  const max = Math.max(1, ...rows.flatMap((row) => SERIES.map((s) => row[s.key])));
  const width = 720;
  const height = 200;
  const slot = width / Math.max(1, rows.length);
  const bar = Math.max(1, (slot * 0.8) / SERIES.length);
  const total = (key: (typeof SERIES)[number]['key']) =>
    rows.reduce((sum, row) => sum + row[key], 0);
  const summary = SERIES.map((s) => `${total(s.key)} ${s.label.toLowerCase()}`).join(', ');
  return (
    <figure className="mb-3">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="w-100 border rounded bg-body"
        role="img"
        aria-label={`Artes por ${data.step === 'day' ? 'dia' : 'mês'}: ${summary}`}
      >
        {rows.map((row, i) =>
          SERIES.map((s, j) => {
            const h = (row[s.key] / max) * height;
            return (
              <rect
                key={`${row.period}-${s.key}`}
                x={i * slot + slot * 0.1 + j * bar}
                y={height - h}
                width={bar}
                height={h}
                fill={s.color}
              >
                <title>{`${periodLabel(row.period)}: ${row[s.key]} ${s.label.toLowerCase()}`}</title>
              </rect>
            );
          }),
        )}
        <line x1={0} x2={width} y1={height} y2={height} stroke="currentColor" strokeWidth={1} />
        <text x={0} y={height + 16} fontSize={12} fill="currentColor">
          {dayOf(data.from)}
        </text>
        <text x={width} y={height + 16} fontSize={12} fill="currentColor" textAnchor="end">
          {dayOf(data.to)}
        </text>
      </svg>
      <figcaption className="small d-flex gap-3 flex-wrap mt-1">
        {SERIES.map((s) => (
          <span key={s.key}>
            <span aria-hidden="true" style={{ color: s.color }}>
              ■
            </span>{' '}
            {s.label}
          </span>
        ))}
        <span className="text-body-secondary">Máximo: {max} por barra</span>
      </figcaption>
    </figure>
  );
}

type SeriesRow = Indicators['series'][number];
type ClientRow = Indicators['topClients'][number];

function Filters({
  filters,
  data,
  onChange,
}: {
  filters: IndicatorFilters;
  data: Indicators | undefined;
  onChange: (next: IndicatorFilters) => void;
}) {
  // The clients offered: the period's top clients, and the one chosen (from a client's page).
  const clients = new Map<string, string>();
  if (data?.client) clients.set(data.client.id, data.client.name);
  for (const row of data?.topClients ?? []) clients.set(row.id, row.name);
  const month = filters.month ?? data?.from.slice(0, 7) ?? '';
  // What the field shows, changed at once as the person types: the address follows (a router
  // navigation, rendered later), and a field bound to the address alone was set back to the old
  // month in between, so the browser's 'change' sent the old month again.
  const [typed, setTyped] = useState({ month, value: month });
  if (typed.month !== month) setTyped({ month, value: month });
  return (
    <Form className="row g-3 align-items-end mb-4" onSubmit={(event) => event.preventDefault()}>
      <Form.Group className="col-6 col-md-3" controlId="indicadores-mes">
        <Form.Label>Mês</Form.Label>
        <Form.Control
          type="month"
          name="mes"
          value={typed.value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const value = event.target.value;
            setTyped({ month, value });
            if (/^\d{4}-\d{2}$/.test(value)) onChange({ ...filters, month: value });
          }}
        />
      </Form.Group>
      <Form.Group className="col-6 col-md-4" controlId="indicadores-cliente">
        <Form.Label>Cliente</Form.Label>
        <Form.Select
          name="cliente"
          value={filters.client ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            onChange({ ...filters, client: event.target.value || null })
          }
        >
          <option value="">Todos os clientes</option>
          {[...clients].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Form>
  );
}

function Figures({ data }: { data: Indicators }) {
  const figures = figuresOf(data);
  const slug = `${data.from.slice(0, 7)}${data.client ? '-cliente' : ''}`;
  const figureColumns: Column<Figure>[] = [
    { header: 'Indicador', cell: (row) => row.label, card: 'title' },
    { header: 'Valor', cell: (row) => row.value, className: 'text-nowrap' },
    { header: 'Base', cell: (row) => row.basis },
  ];
  const seriesColumns: Column<SeriesRow>[] = [
    {
      header: data.step === 'day' ? 'Dia' : 'Mês',
      cell: (row) => periodLabel(row.period),
      card: 'title',
    },
    { header: 'Solicitadas', cell: (row) => row.requested },
    { header: 'Entregues', cell: (row) => row.delivered },
    { header: 'Aprovadas', cell: (row) => row.approved },
    { header: 'Recebido', cell: (row) => formatMoney(row.receivedCents) },
  ];
  const clientColumns: Column<ClientRow>[] = [
    {
      header: 'Cliente',
      cell: (row) => <Link to={paths.adminClient(row.id)}>{row.name}</Link>,
      card: 'title',
    },
    { header: 'Solicitadas', cell: (row) => row.requested },
    { header: 'Aprovadas', cell: (row) => row.approved },
    { header: 'Recebido', cell: (row) => formatMoney(row.receivedCents) },
  ];
  const who = data.client ? ` de ${data.client.name}` : '';
  return (
    <>
      <p>
        De {dayOf(data.from)} a {dayOf(data.to)}
        {who}, no horário do estúdio (America/Bahia). Prazos em horas úteis: dias úteis inteiros,
        sem fins de semana e feriados.
      </p>
      <DataTable
        caption={`Resumo${who}`}
        columns={figureColumns}
        rows={figures}
        rowKey={(row) => row.key}
        empty="Nenhum número."
      />
      <CsvButton
        label="Baixar CSV do resumo"
        onClick={() =>
          downloadCsv(
            `indicadores-${slug}.csv`,
            toCsv(
              ['Indicador', 'Valor', 'Base'],
              figures.map((row) => [row.label, row.raw, row.basis]),
            ),
          )
        }
      />
      <h2 className="h5">Artes por {data.step === 'day' ? 'dia' : 'mês'}</h2>
      <ArtsChart data={data} />
      <DataTable
        caption={`Artes e receita por ${data.step === 'day' ? 'dia' : 'mês'}`}
        columns={seriesColumns}
        rows={data.series}
        rowKey={(row) => row.period}
        empty="Nenhum movimento no período."
      />
      <CsvButton
        label="Baixar CSV por dia"
        onClick={() =>
          downloadCsv(
            `indicadores-${slug}-por-${data.step === 'day' ? 'dia' : 'mes'}.csv`,
            toCsv(
              [
                data.step === 'day' ? 'Dia' : 'Mês',
                'Solicitadas',
                'Entregues',
                'Aprovadas',
                'Recebido (R$)',
              ],
              data.series.map((row) => [
                periodLabel(row.period),
                row.requested,
                row.delivered,
                row.approved,
                reais(row.receivedCents),
              ]),
            ),
          )
        }
      />
      <DataTable
        caption="Principais clientes"
        columns={clientColumns}
        rows={data.topClients}
        rowKey={(row) => row.id}
        empty="Nenhum cliente com movimento no período."
      />
      <CsvButton
        label="Baixar CSV dos clientes"
        onClick={() =>
          downloadCsv(
            `indicadores-${slug}-clientes.csv`,
            toCsv(
              ['Cliente', 'Solicitadas', 'Aprovadas', 'Recebido (R$)'],
              data.topClients.map((row) => [
                row.name,
                row.requested,
                row.approved,
                reais(row.receivedCents),
              ]),
            ),
          )
        }
      />
    </>
  );
}

function Indicators() {
  const [params, setParams] = useSearchParams();
  const filters = indicatorFiltersOf(params);
  const indicators = useIndicators(filters);
  const change = (next: IndicatorFilters) => setParams(indicatorSearchOf(next));
  return (
    <>
      <Filters filters={filters} data={indicators.data} onChange={change} />
      {indicators.isPending ? (
        <p role="status">
          <InlineSpinner />
          Calculando os indicadores...
        </p>
      ) : indicators.isError ? (
        <QueryError error={indicators.error} onRetry={() => void indicators.refetch()} />
      ) : (
        <div aria-busy={indicators.isFetching}>
          <Figures data={indicators.data} />
        </div>
      )}
    </>
  );
}

export function AdminIndicatorsPage() {
  return (
    <AdminLayout section="indicators">
      <h1 className="h2 mb-3">Indicadores</h1>
      <Indicators />
    </AdminLayout>
  );
}
