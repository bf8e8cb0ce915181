// /Clientes: the clients — companies (docs/product/companies.md): the founding account's name and
// e-mail, the administrators, how many people — searched on the server, with their balance and number of requests; the
// 'Ativos' / 'Desativados' tabs (kept in the address as ?situacao=desativados, like the search and
// page) switch between those who can sign in and those the studio deactivated. 'Ver' opens a
// client (a deactivated one is reactivated there); the delete button deactivates one after a
// confirmation.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import type { ClientListStatus } from '../../../../common/api-types';
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { SearchedPagedTable } from '../../../components/searched-paged-table';
import { SiteIcon } from '../../../components/site-icons';
import { useDeactivateClient } from '../api/deactivate-client';
import { clientStatusOf, DEACTIVATED_PARAM, useClients } from '../api/get-clients';
import { adminPage } from '../components/admin-page';
import { SituationTabs, type SituationTab } from '../components/situation-tabs';
import { DeactivateClientDialogs, type ClientRef } from '../components/deactivate-client-dialogs';
import { useListParams } from '../../../lib/use-list-params';
import { ViewLink } from '../components/list-links';
import { ERASED_EMAIL_TEXT } from '../components/erased-account';
import type { ApiSchemas } from '../../../lib/api';
import { DateTime } from '../../../components/date-time';

type AdminClientRow = ApiSchemas['AdminClientRow'];

export const AdminClientsPage = adminPage('clients', ClientsList);

const tabs: (SituationTab & { status: ClientListStatus })[] = [
  { status: 'active', param: null, label: 'Ativos' },
  { status: 'deactivated', param: DEACTIVATED_PARAM, label: 'Desativados' },
];

function ClientsList() {
  const list = useListParams();
  const [params] = useSearchParams();
  const status = clientStatusOf(params);
  const clients = useClients({ ...list.query, status });
  const deactivate = useDeactivateClient();
  const [target, setTarget] = useState<ClientRef | null>(null);
  const deactivated = status === 'deactivated';

  const columns: Column<AdminClientRow>[] = [
    { header: 'Nome', cell: (client) => client.name, card: 'title' },
    { header: 'E-mail', cell: (client) => client.email || ERASED_EMAIL_TEXT },
    {
      // The company's people, and who administers it (the founding account, in a company of one).
      header: 'Equipe',
      cell: (client) => (
        <>
          {client.memberCount} {client.memberCount === 1 ? 'pessoa' : 'pessoas'}
          {client.administrators.length > 0 && (
            <div className="small text-body-secondary">
              {client.administrators.length === 1 ? 'Administrador' : 'Administradores'}:{' '}
              {client.administrators.join(', ')}
            </div>
          )}
        </>
      ),
    },
    { header: 'Créditos', cell: (client) => client.credit, className: 'text-end' },
    deactivated
      ? {
          header: 'Desativado em',
          cell: (client) => client.deactivatedAt && <DateTime value={client.deactivatedAt} />,
        }
      : { header: 'Solicitações', cell: (client) => client.artCount, className: 'text-end' },
    {
      header: 'Ações',
      card: 'actions',
      cell: (client) => (
        <div className="d-flex flex-wrap gap-2">
          <ViewLink to={paths.adminClient(client.id)} label={`Ver ${client.name}`}>
            Ver
          </ViewLink>
          {!deactivated && (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Excluir ${client.name}`}
              onClick={() => setTarget({ id: client.id, name: client.name })}
            >
              <span className="d-inline-flex align-items-center gap-1">
                <SiteIcon name="trash" size={16} />
                Excluir
              </span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <h1 className="h2 mb-4">Clientes</h1>
      <SituationTabs
        label="Situação dos clientes"
        tabs={tabs}
        current={tabs.find((tab) => tab.status === status) ?? tabs[0]!}
      />
      <SearchedPagedTable
        list={list}
        searchLabel="Buscar clientes"
        searchPlaceholder="Nome ou e-mail"
        caption={deactivated ? 'Clientes desativados' : 'Clientes ativos'}
        columns={columns}
        rowKey={(client) => client.id}
        query={clients}
        loadingText="Carregando os clientes..."
        notFound={(search) =>
          `Nenhum cliente ${deactivated ? 'desativado ' : ''}encontrado para “${search}”.`
        }
        empty={deactivated ? 'Nenhum cliente desativado.' : 'Nenhum cliente cadastrado ainda.'}
        pagerLabel="Páginas de clientes"
      />
      <DeactivateClientDialogs
        target={target}
        deactivate={(id) => deactivate.mutateAsync(id)}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
