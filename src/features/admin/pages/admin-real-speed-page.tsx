// /VelocidadeReal ('Velocidade real', docs/product/real-user-speed.md): how fast each page was for
// real visitors over the last 28 days, phones and computers apart: the 75th percentile of each
// metric, rated by Google's thresholds in words beside the colour ('Bom', 'Precisa melhorar',
// 'Ruim'), the visits behind it and the elements most often responsible.
import { Badge } from 'react-bootstrap';
import {
  formatRumValue,
  RUM_DEVICE_LABELS,
  RUM_LIMITS,
  RUM_METRIC_LABELS,
  RUM_METRICS,
  RUM_RATING_LABELS,
  RUM_THRESHOLDS,
  type RumMetric,
  type RumRating,
} from '../../../../common/rum';
import { DataTable, type Column } from '../../../components/data-table';
import { InlineSpinner } from '../../../components/inline-spinner';
import { QueryError } from '../../../components/query-error';
import type { ApiSchemas } from '../../../lib/api';
import { useRealUserSpeed } from '../api/real-user-speed';
import { AdminLayout } from '../components/admin-layout';

type Speed = ApiSchemas['RealUserSpeed'];
type PageSpeed = Speed['pages'][number];
type Figure = PageSpeed['devices'][number]['metrics'][number];

const badge: Record<RumRating, { bg: string; text?: 'dark' }> = {
  good: { bg: 'success' },
  'needs-improvement': { bg: 'warning', text: 'dark' },
  poor: { bg: 'danger' },
};

/** 'aaaa-mm-dd' as 'dd/mm/aaaa', without Intl (common/format.ts says why). */
const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

const visitsOf = (count: number) => (count === 1 ? '1 visita' : `${count} visitas`);

/** The route pattern as the studio reads it. */
const pageName = (page: string) => (page === '*' ? 'Endereços sem página (404)' : page);

function Rating({ rating }: { rating: RumRating }) {
  const { bg, text } = badge[rating];
  return (
    <Badge bg={bg} text={text}>
      {RUM_RATING_LABELS[rating]}
    </Badge>
  );
}

const columns: Column<Figure>[] = [
  { header: 'Métrica', cell: (figure) => RUM_METRIC_LABELS[figure.metric], card: 'title' },
  { header: 'p75', cell: (figure) => formatRumValue(figure.metric, figure.p75) },
  { header: 'Avaliação', cell: (figure) => <Rating rating={figure.rating} /> },
  { header: 'Visitas', cell: (figure) => visitsOf(figure.visits) },
  {
    header: 'Elementos mais responsáveis',
    cell: (figure) =>
      figure.elements.length === 0 ? (
        '—'
      ) : (
        <ul className="list-unstyled mb-0 small">
          {figure.elements.map((element) => (
            <li key={element.selector}>
              <code className="text-break">{element.selector}</code> ({visitsOf(element.count)})
            </li>
          ))}
        </ul>
      ),
  },
];

function Thresholds() {
  const thresholdText = (metric: RumMetric) => {
    const [good, poor] = RUM_THRESHOLDS[metric];
    return `${RUM_RATING_LABELS.good} até ${formatRumValue(metric, good)}; ${RUM_RATING_LABELS.poor.toLowerCase()} acima de ${formatRumValue(metric, poor)}`;
  };
  return (
    <details className="mb-4">
      <summary>Os limites do Google</summary>
      <ul className="small mt-2 mb-0">
        {RUM_METRICS.map((metric) => (
          <li key={metric}>
            {RUM_METRIC_LABELS[metric]}: {thresholdText(metric)}; entre os dois,{' '}
            {RUM_RATING_LABELS['needs-improvement'].toLowerCase()}.
          </li>
        ))}
      </ul>
    </details>
  );
}

function PageFigures({ page }: { page: PageSpeed }) {
  const headingId = `velocidade-${page.page.replace(/[^a-zA-Z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5 text-break">
        {pageName(page.page)}
      </h2>
      {page.devices.map((device) => (
        <div key={device.device} className="mb-3">
          <DataTable
            caption={`${pageName(page.page)}: ${RUM_DEVICE_LABELS[device.device]}, ${visitsOf(device.visits)}`}
            columns={columns}
            rows={device.metrics}
            rowKey={(figure) => figure.metric}
            empty="Nenhuma medida."
          />
        </div>
      ))}
    </section>
  );
}

function Figures() {
  const speed = useRealUserSpeed();
  if (speed.isPending)
    return (
      <p role="status">
        <InlineSpinner />
        Carregando as medidas...
      </p>
    );
  if (speed.isError) return <QueryError error={speed.error} onRetry={() => void speed.refetch()} />;
  const { from, to, pages } = speed.data;
  return (
    <>
      <p>
        Como as páginas carregaram para os visitantes de verdade, de {dayOf(from)} a {dayOf(to)}:
        para cada medida, o valor que três em cada quatro visitas não ultrapassaram (p75), celular e
        computador à parte.
      </p>
      <Thresholds />
      {pages.length === 0 ? (
        <p className="text-body-secondary">
          Ainda não há medidas dos últimos {RUM_LIMITS.daysShown} dias. Elas chegam dos navegadores
          dos visitantes quando saem de uma página.
        </p>
      ) : (
        pages.map((page) => <PageFigures key={page.page} page={page} />)
      )}
    </>
  );
}

export function AdminRealSpeedPage() {
  return (
    <AdminLayout section="speed">
      <h1 className="h2 mb-3">Velocidade real</h1>
      <Figures />
    </AdminLayout>
  );
}
