// A version's proof pins as threads, by number: each pin's number, text, state
// and replies, with 'Responder', 'Resolvido' and 'Reabrir'. The client's art page shows the
// version on screen; the panel shows the previous version's pins while preparing the next.
import { useState, type FormEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { PROOF_COMMENT_MAX_LENGTH } from '../../../common/constants';
import { errorMessage } from '../../lib/error-message';
import { QueryError } from '../../components/query-error';
import { byNumber, type ProofPin, usePinMove, usePins } from './proof-comments-api';
import './proof.css';
import { InlineSpinner } from '../../components/inline-spinner';
import { DateTime } from '../../components/date-time';

export function ProofPinThreads({
  artId,
  version,
  onlyOpen = false,
  activePinId,
  onFocusPin,
}: {
  artId: string;
  version: number;
  /** Only the pins still open (the studio's to-do list on the next delivery). */
  onlyOpen?: boolean;
  activePinId?: string | null;
  onFocusPin?: (pin: ProofPin) => void;
}) {
  const query = usePins(artId, version);
  if (query.isPending) {
    return (
      <p role="status" className="text-body-secondary">
        <InlineSpinner />
        Carregando comentários…
      </p>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const pins = byNumber(
    onlyOpen ? query.data.pins.filter((p) => p.state === 'aberto') : query.data.pins,
  );
  if (pins.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        {onlyOpen ? 'Nenhum comentário aberto na v' : 'Nenhum comentário na v'}
        {version}.
      </p>
    );
  }
  return (
    <ol
      className="list-unstyled mb-0 d-flex flex-column gap-3"
      aria-label={`Comentários da v${version}`}
    >
      {pins.map((pin) => (
        <PinThread
          key={pin.id}
          artId={artId}
          pin={pin}
          active={pin.id === activePinId}
          onFocusPin={onFocusPin}
        />
      ))}
    </ol>
  );
}

function PinThread({
  artId,
  pin,
  active,
  onFocusPin,
}: {
  artId: string;
  pin: ProofPin;
  active: boolean;
  onFocusPin?: (pin: ProofPin) => void;
}) {
  const move = usePinMove(artId);
  const [reply, setReply] = useState('');
  const [replying, setReplying] = useState(false);
  const resolved = pin.state === 'resolvido';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (!text) return;
    move.mutate(
      { kind: 'reply', commentId: pin.id, text },
      {
        onSuccess: () => {
          setReply('');
          setReplying(false);
        },
      },
    );
  };

  return (
    <li
      className={`border rounded p-2 ${active ? 'border-primary border-2' : ''}`}
      data-pin-id={pin.id}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        {onFocusPin ? (
          <Button
            variant="link"
            className="p-0 fw-semibold proof-tap"
            onClick={() => onFocusPin(pin)}
            data-pin-entry={pin.id}
            aria-label={`Mostrar o ponto ${pin.number} na prova`}
          >
            #{pin.number}
          </Button>
        ) : (
          <span className="fw-semibold">#{pin.number}</span>
        )}
        <Badge bg={resolved ? 'success' : 'warning'} text={resolved ? undefined : 'dark'}>
          {resolved ? 'Resolvido' : 'Aberto'}
        </Badge>
        <span className="small text-body-secondary">
          pág. {pin.page} · {pin.author.name} · <DateTime value={pin.createdAt} />
          {pin.changeEventId && ' · enviado no pedido de alteração'}
        </span>
      </div>
      <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {pin.text}
      </p>
      {pin.replies.length > 0 && (
        <ul className="list-unstyled ms-3 mb-1 border-start ps-2">
          {pin.replies.map((r) => (
            <li key={r.id} className="mb-1">
              <span className="small fw-semibold">
                {r.author.role === 'admin' ? 'Estúdio' : r.author.name}:
              </span>{' '}
              <span className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {r.text}
              </span>
            </li>
          ))}
        </ul>
      )}
      {resolved && pin.resolvedBy && pin.resolvedAt && (
        <p className="small text-body-secondary mb-1">
          Resolvido por {pin.resolvedBy.role === 'admin' ? 'estúdio' : pin.resolvedBy.name} em{' '}
          <DateTime value={pin.resolvedAt} />
        </p>
      )}
      {replying ? (
        <Form onSubmit={send} className="d-flex flex-column gap-2">
          <Form.Group controlId={`reply-${pin.id}`}>
            <Form.Label className="small">Resposta ao ponto {pin.number}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={PROOF_COMMENT_MAX_LENGTH}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              required
            />
          </Form.Group>
          <div className="d-flex gap-2">
            <Button type="submit" size="sm" className="proof-tap" disabled={move.isPending}>
              Enviar resposta
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              className="proof-tap"
              onClick={() => setReplying(false)}
            >
              Cancelar
            </Button>
          </div>
        </Form>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            className="proof-tap"
            onClick={() => setReplying(true)}
            aria-label={`Responder ao ponto ${pin.number}`}
          >
            Responder
          </Button>
          <Button
            variant={resolved ? 'outline-secondary' : 'outline-success'}
            size="sm"
            className="proof-tap"
            disabled={move.isPending}
            onClick={() =>
              move.mutate({ kind: resolved ? 'reopen' : 'resolve', commentId: pin.id })
            }
            aria-label={
              resolved
                ? `Reabrir o ponto ${pin.number}`
                : `Marcar o ponto ${pin.number} como resolvido`
            }
          >
            {resolved ? 'Reabrir' : 'Resolvido'}
          </Button>
        </div>
      )}
      {move.isError && (
        <p role="alert" className="text-danger small mb-0 mt-1">
          {errorMessage(move.error)}
        </p>
      )}
    </li>
  );
}
