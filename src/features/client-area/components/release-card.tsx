// 'Enviar para clicheria' on a released art (docs/product/release.md): the plate maker's name and
// e-mail (the brief's 'Clicherista/gráfica' offered as the name), and every send with what the
// plate maker did with its link.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { formatDateTime } from '../../../../common/format';
import type { ApiSchemas } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useArtRelease, useSendRelease } from '../api/release';

const LINK_STATUS = { active: 'link ativo', expired: 'link expirado', revoked: 'link cancelado' };

export function ReleaseCard({ artId }: { artId: string }) {
  const release = useArtRelease(artId);
  const send = useSendRelease(artId);
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const shownName = name ?? release.data?.suggestedPlateMaker ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { name: shownName.trim(), email: email.trim() },
      {
        onSuccess: () => {
          setName(null);
          setEmail('');
        },
      },
    );
  };

  return (
    <Card className="mb-4" as="section" aria-labelledby="enviar-para-clicheria">
      <Card.Body className="d-flex flex-column gap-2">
        <h2 className="h6 mb-0" id="enviar-para-clicheria">
          Enviar para clicheria
        </h2>
        <p className="small text-body-secondary mb-0">
          A clicheria recebe por e-mail um link com o arquivo de impressão e a ficha técnica.
        </p>
        <Form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end">
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
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Enviando…' : 'Enviar para clicheria'}
          </Button>
        </Form>
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
        <ReleaseHistory query={release} />
      </Card.Body>
    </Card>
  );
}

function ReleaseHistory({ query }: { query: ReturnType<typeof useArtRelease> }) {
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
    <ul className="list-unstyled mb-0" aria-label="Envios à clicheria">
      {query.data.releases.map((release) => (
        <li key={release.id} className="small">
          {sentLine(release)}
        </li>
      ))}
    </ul>
  );
}

function sentLine(release: ApiSchemas['ReleaseView']): string {
  const parts = [
    `Enviado à ${release.plateMaker.name} (v${release.version}) em ${formatDateTime(release.sentAt)}`,
  ];
  const firstDownload = release.downloads.map((download) => download.at).sort()[0];
  if (firstDownload) parts.push(`baixado em ${formatDateTime(firstDownload)}`);
  if (release.confirmedAt) {
    parts.push(`recebimento confirmado em ${formatDateTime(release.confirmedAt)}`);
  }
  parts.push(LINK_STATUS[release.linkStatus]);
  return parts.join(', ');
}
