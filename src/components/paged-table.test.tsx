// @vitest-environment jsdom
// PagedTable: a query's page as a table with its states, and the pager when there is more.
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from './paged-table';
import { PagedTable } from './paged-table';

interface Row {
  id: string;
  name: string;
}

/** The table every test shows, over whichever query the test runs. */
function ArtsTable(props: {
  query: UseQueryResult<Page<Row>>;
  onPageChange: (page: number) => void;
}) {
  return (
    <PagedTable
      caption="Artes"
      columns={[{ header: 'Nome', cell: (row: Row) => row.name }]}
      rowKey={(row) => row.id}
      query={props.query}
      loadingText="Carregando as artes..."
      empty="Nenhuma arte."
      onPageChange={props.onPageChange}
      pagerLabel="Páginas das artes"
    />
  );
}

function List({
  fetchPage,
  onPageChange,
}: {
  fetchPage: () => Promise<Page<Row>>;
  onPageChange: (page: number) => void;
}) {
  const query = useQuery({ queryKey: ['rows'], queryFn: fetchPage, retry: false });
  return <ArtsTable query={query} onPageChange={onPageChange} />;
}

function renderList(fetchPage: () => Promise<Page<Row>>, onPageChange = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <List fetchPage={fetchPage} onPageChange={onPageChange} />
    </QueryClientProvider>,
  );
  return onPageChange;
}

describe('PagedTable', () => {
  it('shows the loading text, then the rows and a pager that changes the page', async () => {
    let answer: (page: Page<Row>) => void = () => {};
    const onPageChange = renderList(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Carregando as artes...')).toBeInTheDocument();

    answer({ items: [{ id: 'a', name: 'Caixa de pizza' }], page: 1, pageSize: 1, total: 3 });
    const table = screen.getByRole('table', { name: 'Artes' });
    expect(await within(table).findByText('Caixa de pizza')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Páginas das artes' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("shows the server's message when the page could not be fetched, and no pager", async () => {
    renderList(() => Promise.reject(new Error('Sessão expirada. Entre novamente.')));
    expect(await screen.findByText('Sessão expirada. Entre novamente.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty text for a page with no rows', async () => {
    renderList(() => Promise.resolve({ items: [], page: 1, pageSize: 50, total: 0 }));
    expect(await screen.findByText('Nenhuma arte.')).toBeInTheDocument();
  });

  it('says a page past the end does not exist and offers the last one, without a pager', async () => {
    const onPageChange = renderList(() =>
      Promise.resolve({ items: [], page: 5, pageSize: 50, total: 120 }),
    );
    expect(await screen.findByText(/Esta página não existe mais/)).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma arte.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('marks the rows as outdated while the next page is on its way', async () => {
    const answers = new Map<number, (page: Page<Row>) => void>();
    function PagedList() {
      const [page, setPage] = useState(1);
      const query = useQuery({
        queryKey: ['rows', page],
        queryFn: () => new Promise<Page<Row>>((resolve) => answers.set(page, resolve)),
        placeholderData: keepPreviousData,
      });
      return <ArtsTable query={query} onPageChange={setPage} />;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PagedList />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(answers.has(1)).toBe(true));
    answers.get(1)!({ items: [{ id: 'a', name: 'Rótulo' }], page: 1, pageSize: 1, total: 2 });
    const table = await screen.findByRole('table', { name: 'Artes' });
    expect(await within(table).findByText('Rótulo')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando as artes...');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Rótulo')).toBeInTheDocument();

    answers.get(2)!({ items: [{ id: 'b', name: 'Sacola' }], page: 2, pageSize: 1, total: 2 });
    expect(await within(table).findByText('Sacola')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});
