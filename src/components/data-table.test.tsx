// @vitest-environment jsdom
// DataTable: named by its caption, with loading, error, empty and filled states.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
}
const columns: Column<Row>[] = [
  { header: 'Nome', cell: (row) => row.name },
  { header: 'Código', cell: (row) => row.id },
];
const props = { caption: 'Status da arte', columns, rowKey: (row: Row) => row.id };

describe('DataTable', () => {
  it('is a table named by its caption, with a row per item', () => {
    render(
      <DataTable
        {...props}
        rows={[
          { id: 'a1', name: 'Caixa de pizza' },
          { id: 'b2', name: 'Rótulo' },
        ]}
        empty="Nada aqui"
      />,
    );
    const table = screen.getByRole('table', { name: 'Status da arte' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Código']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Rótulo' })).toBeInTheDocument();
  });

  it('shows the loading, error and empty states', () => {
    const { rerender } = render(
      <DataTable {...props} rows={undefined} isLoading empty="Nada aqui" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    rerender(<DataTable {...props} rows={undefined} error="Falhou." empty="Nada aqui" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou.');
    rerender(<DataTable {...props} rows={[]} empty="Nenhuma arte ainda" />);
    expect(screen.getByRole('table', { name: 'Status da arte' })).toHaveTextContent(
      'Nenhuma arte ainda',
    );
  });
});

describe('DataTable below the md breakpoint', () => {
  interface Art {
    id: string;
    name: string;
    status: string;
  }
  const artColumns: Column<Art>[] = [
    { header: 'Nome', cell: (art) => art.name, card: 'title' },
    { header: 'Status', cell: (art) => art.status },
    {
      header: 'Ações',
      card: 'actions',
      cell: (art) => <button type="button">Ver {art.name}</button>,
    },
  ];
  const artProps = { caption: 'Status da arte', columns: artColumns, rowKey: (art: Art) => art.id };

  /** A phone's window: the md query does not match. */
  function onPhone() {
    vi.stubGlobal(
      'matchMedia',
      (
        query: string,
      ): Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> => ({
        matches: !query.includes('min-width: 768px'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    );
  }
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card in a list named by the caption, no table', () => {
    onPhone();
    render(
      <DataTable
        {...artProps}
        rows={[
          { id: 'a1', name: 'Caixa de pizza', status: 'Solicitado' },
          { id: 'b2', name: 'Rótulo', status: 'Finalizado' },
        ]}
        empty="Nada aqui"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Status da arte' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(within(second).getByText('Rótulo')).toHaveClass('data-card-title');
    // A detail is labelled by its column's header; the actions are all there.
    expect(within(second).getByRole('term')).toHaveTextContent('Status');
    expect(within(second).getByRole('definition')).toHaveTextContent('Finalizado');
    expect(within(second).getByRole('button', { name: 'Ver Rótulo' })).toBeInTheDocument();
    expect(within(second).queryByText('Ações')).toBeNull();
  });

  it('shows the loading, error and empty states under the caption', () => {
    onPhone();
    const { rerender } = render(
      <DataTable {...artProps} rows={undefined} isLoading empty="Nada aqui" />,
    );
    expect(screen.getByText('Status da arte')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    rerender(<DataTable {...artProps} rows={undefined} error="Falhou." empty="Nada aqui" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou.');
    rerender(<DataTable {...artProps} rows={[]} empty="Nenhuma arte ainda" />);
    expect(screen.getByText('Nenhuma arte ainda')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a table again from md up', () => {
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(
      <DataTable
        {...artProps}
        rows={[{ id: 'a1', name: 'Caixa', status: 'Solicitado' }]}
        empty="Nada aqui"
      />,
    );
    expect(screen.getByRole('table', { name: 'Status da arte' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
