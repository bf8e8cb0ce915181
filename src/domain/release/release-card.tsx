// 'Enviar para clicheria' on a released art (docs/product/release.md), the same on the client's
// art page and the panel's: a saved plate maker, or a new one (name — the brief's
// 'Clicherista/gráfica' offered —, e-mail, optional WhatsApp), and every send with what the plate
// maker did with its link. The studio also revokes a send's link ('Revogar', asked first).
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { QueryKey } from '@tanstack/react-query';
import { formatDateTime } from '../../../common/format';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import type { ApiSchemas } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useArtRelease, useRevokeRelease, useSendRelease } from './release-api';

type ReleaseView = ApiSchemas['ReleaseView'];

const LINK_STATUS = { active: 'link ativo', expired: 'link expirado', revoked: 'link cancelado' };
/** The plate maker select's choice for a new one. */
const NEW_PLATE_MAKER = 'nova';

export interface ReleaseCardProps {
  artId: string;
  /** The page's art query: the sends are read under it. */
  artKey: QueryKey;
  /** What a send or a revocation asks again: the art and the lists that show its state. */
  invalidate: QueryKey;
  /** The panel: sends are the studio's, and each active link may be revoked. */
  studio?: boolean;
  /**
   * Who may send, when this person may not (a client without the role: COMPANY_REFUSALS): shown
   * in the form's place; the sends stay readable (docs/product/companies.md).
   */
  refusal?: string | null;
}

export function ReleaseCard({
  artId,
  artKey,
  invalidate,
  studio = false,
  refusal = null,
}: ReleaseCardProps) {
  const release = useArtRelease(artId, artKey);
  const send = useSendRelease(artId, invalidate);
  const saved = release.data?.plateMakers ?? [];
  // The choice: a saved plate maker's id or NEW_PLATE_MAKER; null: the first saved one, if any.
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? saved[0]?.id ?? NEW_PLATE_MAKER;
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const shownName = name ?? release.data?.suggestedPlateMaker ?? '';
  const isNew = chosen === NEW_PLATE_MAKER;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      isNew
        ? {
            plateMaker: {
              name: shownName.trim(),
              email: email.trim(),
              ...(whatsapp.trim() ? { whatsapp: whatsapp.trim() } : {}),
            },
          }
        : { plateMakerId: chosen },
      {
        onSuccess: () => {
          setChoice(null);
          setName(null);
          setEmail('');
          setWhatsapp('');
        },
      },
    );
  };

  return (
    <Card className="mb-4" as="section" aria-labelledby="enviar-para-clicheria">
      <Card.Body className="d-flex flex-column gap-2">
        <h2 className="h5 mb-0" id="enviar-para-clicheria">
          Enviar para clicheria
        </h2>
        <p className="small text-body-secondary mb-0">
          A clicheria recebe por e-mail um link com o arquivo de impressão, a ficha técnica e o
          termo de aprovação{studio ? ', em nome do cliente' : ''}.
        </p>
        {refusal ? (
          <p className="small mb-0">{refusal}</p>
        ) : (
          <Form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end">
            {saved.length > 0 && (
              <Form.Group controlId="clicheria-escolha">
                <Form.Label className="small mb-1">Clicheria</Form.Label>
                <Form.Select value={chosen} onChange={(event) => setChoice(event.target.value)}>
                  {saved.map((maker) => (
                    <option key={maker.id} value={maker.id}>
                      {maker.name} ({maker.email})
                    </option>
                  ))}
                  <option value={NEW_PLATE_MAKER}>Outra clicheria…</option>
                </Form.Select>
              </Form.Group>
            )}
            {isNew && (
              <>
                <Form.Group controlId="clicheria-nome">
                  <Form.Label className="small mb-1">Nome da clicheria</Form.Label>
                  <Form.Control
                    value={shownName}
                    onChange={(event) => setName(event.target.value)}
                    required
                    maxLength={120}
                  />
                </Form.Group>
                <Form.Group controlId="clicheria-email">
                  <Form.Label className="small mb-1">E-mail da clicheria</Form.Label>
                  <Form.Control
                    type="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    required
                  />
                </Form.Group>
                <Form.Group controlId="clicheria-whatsapp">
                  <Form.Label className="small mb-1">WhatsApp (opcional)</Form.Label>
                  <Form.Control
                    type="tel"
                    inputMode="tel"
                    autoComplete="off"
                    value={whatsapp}
                    onChange={(event) => setWhatsapp(event.target.value)}
                    maxLength={30}
                  />
                </Form.Group>
              </>
            )}
            <Button type="submit" disabled={send.isPending || release.isPending}>
              {send.isPending ? 'Enviando…' : 'Enviar para clicheria'}
            </Button>
          </Form>
        )}
        {send.isError && (
          <Alert variant="danger" role="alert" className="mb-0">
            {errorMessage(send.error)}
          </Alert>
        )}
        {send.isSuccess && (
          <Alert variant="success" role="status" className="mb-0">
            Enviado para {send.data.plateMaker.name}.
          </Alert>
        )}
        <ReleaseHistory query={release} invalidate={invalidate} studio={studio} />
      </Card.Body>
    </Card>
  );
}

function ReleaseHistory({
  query,
  invalidate,
  studio,
}: {
  query: ReturnType<typeof useArtRelease>;
  invalidate: QueryKey;
  studio: boolean;
}) {
  const revoke = useRevokeRelease(invalidate);
  const [revoking, setRevoking] = useState<ReleaseView | null>(null);
  const listId = useId();
  if (query.isPending) return <p role="status">Carregando envios…</p>;
  if (query.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.data.releases.length === 0) {
    return <p className="small mb-0">Nenhum envio ainda.</p>;
  }
  return (
    <>
      <h3 className="h6 mb-0 mt-2" id={listId}>
        Envios à clicheria
      </h3>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-1" aria-labelledby={listId}>
        {query.data.releases.map((release) => (
          <li key={release.id} className="small">
            {sentLine(release, studio)}
            {studio && release.linkStatus === 'active' && (
              <>
                {' '}
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="py-0"
                  aria-label={`Revogar o envio à ${release.plateMaker.name} de ${formatDateTime(release.sentAt)}`}
                  onClick={() => {
                    revoke.reset();
                    setRevoking(release);
                  }}
                >
                  Revogar
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {studio && (
        <LazyConfirmDialog
          show={revoking !== null}
          title="Revogar o link"
          body={
            <p className="mb-0">
              O link enviado à {revoking?.plateMaker.name} ({revoking?.plateMaker.email}) deixa de
              abrir na hora. O histórico do envio fica, e a arte pode ser enviada de novo.
            </p>
          }
          confirmLabel="Revogar"
          variant="danger"
          pending={revoke.isPending}
          error={revoke.isError ? errorMessage(revoke.error) : null}
          onConfirm={() => {
            if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
          }}
          onCancel={() => setRevoking(null)}
        />
      )}
    </>
  );
}

function sentLine(release: ReleaseView, studio: boolean): string {
  // The studio reads who sent it: the studio, or the client's person by name.
  const by = studio
    ? release.sentBy === 'studio'
      ? ' pelo estúdio'
      : release.senderName
        ? ` por ${release.senderName} (cliente)`
        : ' pelo cliente'
    : '';
  const parts = [
    `Enviado à ${release.plateMaker.name} (v${release.version})${by} em ${formatDateTime(release.sentAt)}`,
  ];
  const firstDownload = release.downloads.map((download) => download.at).sort()[0];
  if (firstDownload) parts.push(`baixado em ${formatDateTime(firstDownload)}`);
  if (release.confirmedAt) {
    parts.push(`recebimento confirmado em ${formatDateTime(release.confirmedAt)}`);
  }
  parts.push(LINK_STATUS[release.linkStatus]);
  return parts.join(', ');
}
