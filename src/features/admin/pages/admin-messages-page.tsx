// /Mensagens: the contact-form messages, newest first; unread ones are highlighted and say so in
// words, and each can be marked as read.
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../../common/format';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { adminPage } from '../components/admin-page';
import { errorMessage } from '../../../lib/error-message';
import { QueryError } from '../../../components/query-error';
import { usePageParam } from '../../../lib/use-list-params';
import type { ApiSchemas } from '../../../lib/api';
import { InlineSpinner } from '../../../components/inline-spinner';
import { DateTime } from '../../../components/date-time';

type ContactMessageRow = ApiSchemas['ContactMessageRow'];

export const AdminMessagesPage = adminPage('messages', Messages);

function Messages() {
  const [page, setPage] = usePageParam();
  const messages = useMessages(page);
  const unread = messages.data?.items.filter((message) => !message.readAt).length ?? 0;

  return (
    <>
      <h1 className="h2 mb-4">Mensagens</h1>
      {messages.isPending ? (
        <p role="status">
          <InlineSpinner />
          Carregando as mensagens...
        </p>
      ) : messages.isError ? (
        <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.items.length === 0 ? (
        <p>Nenhuma mensagem recebida pelo formulário de contato ainda.</p>
      ) : (
        <>
          <p>
            {unread === 0
              ? 'Todas as mensagens desta página foram lidas.'
              : unread === 1
                ? '1 mensagem não lida nesta página.'
                : `${unread} mensagens não lidas nesta página.`}
          </p>
          <ul
            className="list-unstyled d-grid gap-3"
            aria-label="Mensagens do formulário de contato"
          >
            {messages.data.items.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
          <Pagination
            page={messages.data.page}
            pageSize={messages.data.pageSize}
            total={messages.data.total}
            onPageChange={setPage}
            label="Páginas de mensagens"
          />
        </>
      )}
    </>
  );
}

function MessageCard({ message }: { message: ContactMessageRow }) {
  const markRead = useMarkMessageRead();
  const unread = message.readAt === null;
  const headingId = `message-${message.id}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className={unread ? 'admin-unread bg-primary-subtle' : undefined}
    >
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 className="h5 mb-1 text-break" id={headingId}>
            {message.name}
            {unread && (
              <Badge bg="primary" className="ms-2 align-middle">
                Não lida
              </Badge>
            )}
          </h2>
          <time dateTime={message.createdAt} className="text-body-secondary small">
            {formatDateTime(message.createdAt)}
          </time>
        </div>
        <p className="mb-2 text-break">
          <a href={`mailto:${message.email}`} className="admin-tap-target">
            {message.email}
          </a>
        </p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{message.message}</p>
        {markRead.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(markRead.error)}
          </Alert>
        )}
        {message.readAt === null ? (
          <Button
            variant="outline-primary"
            className="admin-tap-target"
            disabled={markRead.isPending}
            aria-describedby={headingId}
            onClick={() => markRead.mutate(message.id)}
          >
            Marcar como lida
          </Button>
        ) : (
          <p className="small text-body-secondary mb-0">
            Lida em <DateTime value={message.readAt} />
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
