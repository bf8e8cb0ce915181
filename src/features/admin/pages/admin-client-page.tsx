// /cliente-detalhe/{id}: one client — a company (docs/product/companies.md) — with its balance,
// 'Adicionar Créditos' ('Reativar' for a deactivated one), its people and pending invitations, the
// credit statement (every grant, debit and expiry), its arts and what the studio did on it.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { artStatusLabel } from '../../../../common/art-status';
import { COMPANY_ROLE_LABELS } from '../../../../common/companies';
import { isArtStatus, type CreditMovementKind } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { DataTable, type Column } from '../../../components/data-table';
import { PagedTable, type Page, type PagedTableProps } from '../../../components/paged-table';
import type { ApiSchemas } from '../../../lib/api';
import { formatDateTime, formatMoney } from '../../../../common/format';
import { useClient } from '../api/get-client';
import { useClientTeam } from '../api/get-client-team';
import {
  clientArtsQueryOptions,
  clientAuditQueryOptions,
  clientLedgerQueryOptions,
} from '../api/get-client-lists';
import { useGrantCredits } from '../api/grant-credits';
import { useReactivateClient } from '../api/reactivate-client';
import { AdminLayout } from '../components/admin-layout';
import {
  artNameColumn,
  requestedAtColumn,
  statusColumn,
  viewArtColumn,
} from '../components/art-columns';
import { CreditGrantDialog } from '../components/credit-grant-dialog';
import { RecordQuery } from '../../../components/record-query';
import { ReactivateClientDialog } from '../components/reactivate-client-dialog';
import { usePageParam } from '../../../lib/use-list-params';
import { BackLink } from '../components/list-links';
import { ERASED_EMAIL_TEXT } from '../components/erased-account';
import { CLIENT_LIST_PARAMS } from '../api/query-keys';
import { indicatorSearchOf } from '../api/indicators';
import { DateTime } from '../../../components/date-time';

type AdminAuditEntry = ApiSchemas['AdminAuditEntry'];
type AdminClientDetail = ApiSchemas['AdminClientDetail'];
type Team = ApiSchemas['Team'];
type LedgerEntry = ApiSchemas['LedgerEntry'];

export function AdminClientPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  return (
    <AdminLayout section="clients">
      <RecordQuery
        query={client}
        loadingText="Carregando o cliente..."
        title="Cliente"
        notFoundTitle="Cliente não encontrado"
        headingClassName="h2"
        back={<BackLink fallback={paths.adminClients} />}
      >
        {(detail) => <ClientDetails client={detail} />}
      </RecordQuery>
    </AdminLayout>
  );
}

const credits = (n: number) => `${n} ${Math.abs(n) === 1 ? 'crédito' : 'créditos'}`;

function ClientDetails({ client }: { client: AdminClientDetail }) {
  const grant = useGrantCredits(client.id);
  const [granting, setGranting] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const reactivate = useReactivateClient();
  const [reactivating, setReactivating] = useState(false);
  const [reactivated, setReactivated] = useState(false);
  // An account erased at its owner's request (LGPD) stays closed: the server refuses it too.
  const canReactivate = client.deactivatedAt !== null && client.anonymizedAt === null;

  return (
    <>
      <h1 className="h2 mb-3">{client.name}</h1>
      {client.anonymizedAt ? (
        <Alert variant="secondary">
          Conta excluída a pedido do titular em {formatDateTime(client.anonymizedAt)} (LGPD): os
          dados pessoais foram apagados e ela não pode ser reativada.
        </Alert>
      ) : (
        client.deactivatedAt && (
          <Alert variant="warning">
            Empresa desativada em {formatDateTime(client.deactivatedAt)}: ninguém da equipe consegue
            mais agir nela (cada pessoa mantém as outras empresas de que participa). Use{' '}
            <strong>Reativar</strong> para devolver o acesso.
          </Alert>
        )
      )}
      {reactivated && (
        <Alert variant="success" role="status" dismissible onClose={() => setReactivated(false)}>
          Conta reativada: {client.name} já pode entrar novamente.
        </Alert>
      )}
      <Card className="mb-3">
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-sm-4 col-lg-3">Nome</dt>
            <dd className="col-sm-8 col-lg-9">{client.name}</dd>
            <dt className="col-sm-4 col-lg-3">E-mail</dt>
            <dd className="col-sm-8 col-lg-9">
              {client.email ? (
                <a href={`mailto:${client.email}`}>{client.email}</a>
              ) : (
                ERASED_EMAIL_TEXT
              )}
            </dd>
            <dt className="col-sm-4 col-lg-3">Créditos da empresa</dt>
            <dd className="col-sm-8 col-lg-9" data-testid="client-credit">
              {client.credit}
            </dd>
            <dt className="col-sm-4 col-lg-3">Cliente desde</dt>
            <dd className="col-sm-8 col-lg-9">
              <DateTime value={client.createdAt} />
            </dd>
          </dl>
        </Card.Body>
      </Card>
      {granted && (
        <Alert variant="success" role="status" dismissible onClose={() => setGranted(null)}>
          {granted}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mb-5">
        <BackLink fallback={paths.adminClients} />
        <Link
          className="btn btn-outline-secondary"
          to={`${paths.adminIndicators}?${indicatorSearchOf({ month: null, client: client.id })}`}
        >
          Ver indicadores
        </Link>
        {client.deactivatedAt === null && (
          <Button
            variant="primary"
            onClick={() => {
              setGranted(null);
              setGranting(true);
            }}
          >
            Adicionar Créditos
          </Button>
        )}
        {canReactivate && (
          <Button
            variant="success"
            onClick={() => {
              setReactivated(false);
              setReactivating(true);
            }}
          >
            Reativar
          </Button>
        )}
      </div>
      <ReactivateClientDialog
        show={reactivating}
        client={{ id: client.id, name: client.name }}
        reactivate={(id) => reactivate.mutateAsync(id)}
        onDone={() => {
          setReactivating(false);
          setReactivated(true);
        }}
        onCancel={() => setReactivating(false)}
      />
      <CreditGrantDialog
        show={granting}
        clientName={client.name}
        currentCredit={client.credit}
        grant={(input) => grant.mutateAsync(input)}
        onGranted={(result, input) => {
          setGranting(false);
          setGranted(
            `${credits(input.amount)} ${input.amount === 1 ? 'adicionado' : 'adicionados'}. Novo saldo: ${credits(result.credit)}.`,
          );
        }}
        onCancel={() => setGranting(false)}
      />
      <TeamSection clientId={client.id} />
      <Statement clientId={client.id} />
      <ClientArts clientId={client.id} />
      <AuditTrail clientId={client.id} />
    </>
  );
}

const kindLabels: Record<CreditMovementKind, string> = {
  grant: 'Crédito adicionado',
  debit: 'Débito por solicitação',
  expiry: 'Expiração mensal',
  import: 'Saldo importado',
  purchase: 'Compra (Pix)',
  refund: 'Reembolso',
};

const ledgerColumns: Column<LedgerEntry>[] = [
  {
    header: 'Data',
    cell: (entry) => <DateTime value={entry.createdAt} />,
  },
  { header: 'Movimento', cell: (entry) => kindLabels[entry.kind], card: 'title' },
  {
    header: 'Quantidade',
    className: 'text-end',
    cell: (entry) => (entry.amount > 0 ? `+${entry.amount}` : String(entry.amount)),
  },
  { header: 'Saldo após', className: 'text-end', cell: (entry) => entry.balanceAfter },
  { header: 'Por', cell: (entry) => entry.actor?.name ?? 'Sistema' },
  {
    header: 'Observação',
    cell: (entry) => (
      <>
        {entry.note}
        {entry.artId && (
          <>
            {entry.note && ' · '}
            <Link to={paths.adminArt(entry.artId)}>Ver arte</Link>
          </>
        )}
      </>
    ),
  },
];

/** One of the client's lists, paged on its own address parameter: paging it keeps the scroll
 *  position, since the three lists share the page. */
function ClientList<T, Key extends QueryKey>({
  param,
  pageQuery,
  ...table
}: Omit<PagedTableProps<T>, 'query' | 'onPageChange'> & {
  param: string;
  pageQuery: (page: number) => UseQueryOptions<Page<T>, Error, Page<T>, Key>;
}) {
  const [page, setPage] = usePageParam(param, true);
  const query = useQuery(pageQuery(page));
  return (
    <section className="mb-5">
      <PagedTable {...table} query={query} onPageChange={setPage} />
    </section>
  );
}

const rolesText = (roles: Team['members'][number]['roles']) =>
  roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ');

const memberColumns: Column<Team['members'][number]>[] = [
  { header: 'Pessoa', cell: (person) => person.name, card: 'title' },
  { header: 'E-mail', cell: (person) => person.email || ERASED_EMAIL_TEXT },
  { header: 'Papéis', cell: (person) => rolesText(person.roles) },
  {
    header: 'Desde',
    cell: (person) => <DateTime value={person.joinedAt} />,
  },
];

const invitationColumns: Column<Team['invitations'][number]>[] = [
  { header: 'E-mail', cell: (invite) => invite.email, card: 'title' },
  { header: 'Papéis', cell: (invite) => rolesText(invite.roles) },
  {
    header: 'Válido até',
    cell: (invite) =>
      invite.status === 'expired' ? 'Expirado' : <DateTime value={invite.expiresAt} />,
  },
  { header: 'Convidado por', cell: (invite) => invite.invitedBy },
];

/** The company's people (roles, since when) and its pending invitations, read-only. */
function TeamSection({ clientId }: { clientId: string }) {
  const team = useClientTeam(clientId);
  const error = team.isError ? team.error.message : null;
  return (
    <section className="mb-5">
      <DataTable
        caption="Equipe da empresa"
        columns={memberColumns}
        rows={team.data?.members}
        rowKey={(person) => person.id}
        isLoading={team.isPending}
        error={error}
        loadingText="Carregando a equipe..."
        empty="Nenhuma pessoa na empresa."
      />
      <DataTable
        caption="Convites pendentes"
        columns={invitationColumns}
        rows={team.data?.invitations}
        rowKey={(invite) => invite.id}
        isLoading={team.isPending}
        error={error}
        loadingText="Carregando os convites..."
        empty="Nenhum convite pendente."
      />
    </section>
  );
}

function Statement({ clientId }: { clientId: string }) {
  return (
    <ClientList
      param={CLIENT_LIST_PARAMS.ledger}
      pageQuery={(page) => clientLedgerQueryOptions(clientId, page)}
      caption="Extrato de créditos"
      columns={ledgerColumns}
      rowKey={(entry) => entry.id}
      loadingText="Carregando o extrato..."
      empty="Nenhuma movimentação de créditos ainda."
      pagerLabel="Páginas do extrato"
    />
  );
}

const artColumns = [artNameColumn, requestedAtColumn, statusColumn, viewArtColumn];

function ClientArts({ clientId }: { clientId: string }) {
  return (
    <ClientList
      param={CLIENT_LIST_PARAMS.arts}
      pageQuery={(page) => clientArtsQueryOptions(clientId, page)}
      caption="Artes do cliente"
      columns={artColumns}
      rowKey={(art) => art.id}
      loadingText="Carregando as artes..."
      empty="Este cliente ainda não solicitou artes."
      pagerLabel="Páginas das artes do cliente"
    />
  );
}

function auditDescription(entry: AdminAuditEntry): string {
  const { details } = entry;
  const art = entry.art ? ` “${entry.art.name}”` : '';
  switch (entry.action) {
    case 'art_started':
      return `Iniciou a arte${art}`;
    case 'art_delivered':
      return `Entregou${details.version != null ? ` a versão v${details.version} da` : ' a'} arte${art}${details.replaces != null ? ` (substitui a v${details.replaces})` : ''}${details.preflight === 'reprovado' ? ', com a pré-impressão reprovada' : ''}`;
    case 'art_withdrawn':
      return `Retirou a versão v${details.version ?? '?'} da arte${art}: ${details.reason ?? ''}`;
    case 'credits_granted':
      return `Adicionou ${details.amount === 1 ? '1 crédito' : `${details.amount ?? '?'} créditos`}${details.balanceAfter != null ? ` (saldo: ${details.balanceAfter})` : ''}`;
    case 'client_deactivated':
      return 'Desativou a conta do cliente';
    case 'client_reactivated':
      return 'Reativou a conta do cliente';
    case 'account_data_exported':
      return 'O cliente baixou os próprios dados';
    case 'account_deleted':
      return 'O cliente excluiu a própria conta';
    case 'preflight_warning_accepted':
      return `Aceitou o aviso “${details.check ?? '?'}” da pré-impressão${details.version != null ? ` da v${details.version}` : ''} da arte${art}: ${details.note ?? ''}`;
    case 'art_cancelled':
      return `Pedido da arte${art} encerrado (estava ${isArtStatus(details.from) ? artStatusLabel(details.from, 'studio') : '?'}): o cliente excluiu a conta`;
    case 'mail_resent':
      return `Reenviou o e-mail “${details.subject ?? '?'}” para ${details.to ?? '?'}`;
    case 'turnaround_changed':
      return `Mudou o prazo de entrega de ${details.from ?? '?'} para ${details.to ?? '?'} dias úteis`;
    case 'payment_settings_changed':
      return 'Mudou os preços e pagamentos';
    case 'charge_confirmed':
      return `Confirmou o recebimento de ${typeof details.amountCents === 'number' ? formatMoney(details.amountCents) : '?'}${details.credits != null ? ` (${details.credits} créditos)` : ''}`;
    case 'charge_refunded':
      return `Reembolsou ${typeof details.refundedCents === 'number' ? formatMoney(details.refundedCents) : '?'}${details.creditsRemoved ? ` e retirou ${details.creditsRemoved} créditos` : ''}`;
    case 'charge_waived':
      return `Isentou a taxa de aprovação da arte${art}: ${details.note ?? ''}`;
    case 'art_approved':
      return `O cliente aprovou${details.version != null ? ` a v${details.version} da` : ' a'} arte${art} (termo ${details.code ?? '?'}, SHA-256 ${details.termoSha256 ?? '?'})`;
    case 'release_sent':
      return `Enviou a v${details.version ?? '?'} da arte${art} à clicheria ${details.to ?? '?'}`;
    case 'release_revoked':
      return `Revogou o link da clicheria ${details.to ?? '?'} da arte${art}`;
  }
}

const auditColumns: Column<AdminAuditEntry>[] = [
  {
    header: 'Data',
    cell: (entry) => <DateTime value={entry.createdAt} />,
  },
  { header: 'Ação', cell: auditDescription, card: 'title' },
  { header: 'Por', cell: (entry) => entry.actor.name },
];

function AuditTrail({ clientId }: { clientId: string }) {
  return (
    <ClientList
      param={CLIENT_LIST_PARAMS.audit}
      pageQuery={(page) => clientAuditQueryOptions(clientId, page)}
      caption="Ações do estúdio nesta conta"
      columns={auditColumns}
      rowKey={(entry) => entry.id}
      loadingText="Carregando o histórico de ações..."
      empty="Nenhuma ação do estúdio registrada nesta conta."
      pagerLabel="Páginas das ações do estúdio"
    />
  );
}
