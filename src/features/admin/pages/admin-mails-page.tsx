// /Emails: the mail outbox while the site runs (docs/operations.md#e-mails-in-the-panel) — sent,
// pending and failed messages with their recipient, subject, time and error, newest first, one tab
// per state kept in the address (?situacao=com-falha) — and 'Reenviar' for a failed one, asked
// first: a copy goes through the same delivery job. The messages' text is never shown.
import { useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { MAIL_STATE_LABELS, type MailState } from '../../../../common/mail-states';
import type { Column } from '../../../components/data-table';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { PagedTable } from '../../../components/paged-table';
import type { ApiSchemas } from '../../../lib/api';
import { usePageParam } from '../../../lib/use-list-params';
import { MAIL_STATE_PARAMS, mailStateOf, useMails, useResendMail } from '../api/mails';
import { adminPage } from '../components/admin-page';
import { SituationTabs, type SituationTab } from '../components/situation-tabs';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { DateTime } from '../../../components/date-time';

type MailRow = ApiSchemas['AdminMailRow'];

/** The tabs, and the value each keeps in the address ('situacao'); none: every message. */
const tabs: (SituationTab & { state: MailState | null })[] = [
  { state: null, param: null, label: 'Todos' },
  { state: 'failed', param: MAIL_STATE_PARAMS.failed, label: 'Com falha' },
  { state: 'pending', param: MAIL_STATE_PARAMS.pending, label: 'Pendentes' },
  { state: 'sent', param: MAIL_STATE_PARAMS.sent, label: 'Enviados' },
];

function useCurrentTab() {
  const [params] = useSearchParams();
  const state = mailStateOf(params);
  return tabs.find((tab) => tab.state === state) ?? tabs[0]!;
}

const badge: Record<MailState, string> = {
  sent: 'success',
  pending: 'secondary',
  failed: 'danger',
};

function StateCell({ mail }: { mail: MailRow }) {
  return (
    <>
      <Badge bg={badge[mail.state]}>{MAIL_STATE_LABELS[mail.state]}</Badge>
      {mail.sentAt && (
        <span className="d-block small">
          em <DateTime value={mail.sentAt} />
        </span>
      )}
      {mail.state !== 'sent' && mail.attempts > 0 && (
        <span className="d-block small">
          {mail.attempts === 1 ? '1 tentativa' : `${mail.attempts} tentativas`}
        </span>
      )}
      {mail.state !== 'sent' && mail.error && (
        <span className="d-block small text-break">Erro: {mail.error}</span>
      )}
      {mail.resentAt && (
        <span className="d-block small">
          Reenviado em <DateTime value={mail.resentAt} />
        </span>
      )}
    </>
  );
}

export const AdminMailsPage = adminPage('mails', Mails);

function Mails() {
  const current = useCurrentTab();
  const [page, setPage] = usePageParam();
  const mails = useMails(page, current.state);
  const resend = useResendMail();
  const action = useConfirmedAction();
  const [target, setTarget] = useState<MailRow | null>(null);
  const [resent, setResent] = useState<MailRow | null>(null);

  const columns: Column<MailRow>[] = [
    { header: 'Assunto', cell: (mail) => mail.subject, card: 'title' },
    { header: 'Para', cell: (mail) => <span className="text-break">{mail.to}</span> },
    {
      header: 'Criado em',
      cell: (mail) => <DateTime value={mail.createdAt} />,
    },
    { header: 'Situação', cell: (mail) => <StateCell mail={mail} /> },
    {
      header: 'Ações',
      card: 'actions',
      cell: (mail) =>
        mail.state === 'failed' && !mail.resentAt ? (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={`Reenviar “${mail.subject}” para ${mail.to}`}
            onClick={() => {
              action.clearError();
              setTarget(mail);
            }}
          >
            Reenviar
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <h1 className="h2 mb-3">E-mails</h1>
      <p>
        As mensagens que o site enviou ou tenta enviar, mais novas primeiro. Uma mensagem com falha
        foi abandonada depois de cerca de 24 horas de tentativas; “Reenviar” põe uma cópia na fila.
      </p>
      {resent && (
        <Alert variant="success" role="status" dismissible onClose={() => setResent(null)}>
          “{resent.subject}” voltou para a fila de envio para {resent.to}.
        </Alert>
      )}
      <SituationTabs label="Situação dos e-mails" tabs={tabs} current={current} />
      <PagedTable
        caption={current.state ? `E-mails: ${current.label.toLowerCase()}` : 'E-mails'}
        columns={columns}
        rowKey={(mail) => mail.id}
        query={mails}
        onPageChange={setPage}
        loadingText="Carregando os e-mails..."
        empty={current.state ? 'Nenhum e-mail nesta situação.' : 'Nenhum e-mail ainda.'}
        pagerLabel="Páginas de e-mails"
      />
      <LazyConfirmDialog
        show={target !== null}
        title="Reenviar e-mail"
        body={
          target && (
            <p className="mb-0">
              Reenviar “{target.subject}” para <span className="text-break">{target.to}</span>? Uma
              cópia da mensagem vai para a fila de envio agora.
            </p>
          )
        }
        confirmLabel="Reenviar"
        pending={action.pending}
        error={action.error}
        onCancel={() => setTarget(null)}
        onConfirm={() =>
          target &&
          void action.run(
            () => resend.mutateAsync(target.id),
            () => {
              setResent(target);
              setTarget(null);
            },
          )
        }
      />
    </>
  );
}
