// An art's 'Histórico' section, oldest first: every event with who and when, and the text of each
// change request. Shared by the studio's art page and the client's; the studio's names the
// client's company beside each of its people (docs/product/companies.md).
import type { ArtEventType } from '../../../common/constants';
import type { ApiSchemas } from '../../lib/api';
import { DateTime } from '../../components/date-time';

type ArtEventInfo = ApiSchemas['ArtEventInfo'];

const labels: Record<ArtEventType, (event: ArtEventInfo) => string> = {
  requested: () => 'Arte solicitada',
  started: () => 'Trabalho iniciado',
  delivered: (event) => (event.version ? `Versão v${event.version} entregue` : 'Arte entregue'),
  approved: () => 'Arte aprovada pelo cliente',
  change_requested: () => 'Alteração solicitada',
  imported: () => 'Importada do sistema anterior',
  comment_added: (event) =>
    event.version ? `Comentário marcado na v${event.version}` : 'Comentário marcado',
  comment_replied: () => 'Resposta a um comentário',
  comment_resolved: () => 'Comentário resolvido',
  comment_reopened: () => 'Comentário reaberto',
  cancelled: () => 'Pedido encerrado: o cliente excluiu a conta',
  withdrawn: (event) =>
    event.version
      ? `Versão v${event.version} retirada pelo estúdio`
      : 'Versão retirada pelo estúdio',
};

export function ArtHistory({
  events,
  company,
}: {
  events: ArtEventInfo[];
  /** The art's company, shown beside its people's names (the panel); else 'cliente'. */
  company?: string;
}) {
  return (
    <section className="mb-4" aria-labelledby="art-history">
      <h2 className="h4" id="art-history">
        Histórico
      </h2>
      {events.length === 0 ? (
        <p>Nenhum evento registrado.</p>
      ) : (
        <EventList events={events} company={company ?? 'cliente'} />
      )}
    </section>
  );
}

function EventList({ events, company }: { events: ArtEventInfo[]; company: string }) {
  return (
    <ol className="list-group list-group-numbered">
      {events.map((event) => (
        <li key={event.id} className="list-group-item d-flex align-items-start">
          <div className="ms-2">
            <strong>{labels[event.type](event)}</strong>
            <div className="small text-body-secondary">
              por {event.actor.name} ({event.actor.role === 'admin' ? 'estúdio' : company}) em{' '}
              <DateTime value={event.createdAt} />
            </div>
            {event.note && (
              <blockquote
                className="mt-2 mb-0 ps-3 border-start border-3"
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {event.type === 'change_requested' && (
                  <span className="visually-hidden">Alteração pedida: </span>
                )}
                {event.type === 'withdrawn' && <span className="visually-hidden">Motivo: </span>}
                {event.note}
              </blockquote>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
