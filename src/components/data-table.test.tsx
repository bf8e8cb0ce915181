// @vitest-environment jsdom
// DataTable: named by its caption, with loading, error, empty and filled states.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
