// /Clientes: the active clients, searched on the server, with their balance and number of
// requests; 'Ver' opens a client, the delete button deactivates one after a confirmation.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { AdminClientRow } from '../../../../common/api-types';
import { paths } from '../../../../common/paths';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { SearchBox } from '../../../components/search-box';
import { useDeactivateClient } from '../api/deactivate-client';
import { useClients } from '../api/get-clients';
import { AdminLayout } from '../components/admin-layout';
import { DeactivateClientDialogs, type ClientRef } from '../components/deactivate-client-dialogs';
import { useListParams } from '../hooks/use-list-params';
import { ViewLink } from '../components/list-links';

export function AdminClientsPage() {
  return (
    <AdminLayout section="clients">
      <ClientsList />
    </AdminLayout>
  );
}

function ClientsList() {
  const { query, searchBoxKey, setSearch, setPage } = useListParams();
  const clients = useClients(query);
  const deactivate = useDeactivateClient();
  const [target, setTarget] = useState<ClientRef | null>(null);

  const columns: Column<AdminClientRow>[] = [
    { header: 'Nome', cell: (client) => client.name },
    { header: 'E-mail', cell: (client) => client.email },
    { header: 'Créditos', cell: (client) => client.credit, className: 'text-end' },
    { header: 'Solicitações', cell: (client) => client.artCount, className: 'text-end' },
    {
      header: 'Ações',
      cell: (client) => (
        <div className="d-flex flex-wrap gap-2">
          <ViewLink to={paths.adminClient(client.id)} label={`Ver ${client.name}`}>
            Ver
          </ViewLink>
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Excluir ${client.name}`}
            onClick={() => setTarget({ id: client.id, name: client.name })}
          >
            <span aria-hidden="true">🗑 </span>Excluir
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <h1 className="h2 mb-4">Clientes</h1>
      <SearchBox
        key={searchBoxKey}
        label="Buscar clientes"
        placeholder="Nome ou e-mail"
        initialValue={query.search}
        onSearch={setSearch}
        className="mb-3"
      />
      <PagedTable
        caption="Clientes ativos"
        columns={columns}
        rowKey={(client) => client.id}
        query={clients}
        loadingText="Carregando os clientes..."
        empty={
          query.search
            ? `Nenhum cliente encontrado para “${query.search}”.`
            : 'Nenhum cliente cadastrado ainda.'
        }
        onPageChange={setPage}
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
