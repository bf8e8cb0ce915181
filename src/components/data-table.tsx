// A captioned table with its loading, error and empty states, so every list in the app reads alike.
import type { ReactNode } from 'react';
import { Alert, Spinner, Table } from 'react-bootstrap';

export interface Column<T> {
  /** Column heading. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cells (e.g. 'text-end'). */
  className?: string;
}

export interface DataTableProps<T> {
  /** The table's title: shown as its caption, so it is also the table's accessible name. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  isLoading?: boolean;
  /** The rows shown are the previous ones while the next are on their way (another page). */
  isRefreshing?: boolean;
  /** The error's message, shown instead of the rows. */
  error?: string | null;
  /** What to show when there are no rows (e.g. an invitation to the first request). */
  empty: ReactNode;
  loadingText?: string;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading = false,
  isRefreshing = false,
  error = null,
  empty,
  loadingText = 'Carregando...',
}: DataTableProps<T>) {
  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={columns.length}>
          <Alert variant="danger" role="alert" className="mb-0">
            {error}
          </Alert>
        </td>
      </tr>
    );
  } else if (isLoading || !rows) {
    body = (
      <tr>
        <td colSpan={columns.length} role="status">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {loadingText}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="text-center py-4">
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) => (
          <td key={column.header} className={column.className}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }
  return (
    <>
      {/* Outside the caption, which names the table: the name stays put while a page loads. */}
      {isRefreshing && (
        <div role="status" className="small text-body-secondary">
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          {loadingText}
        </div>
      )}
      <Table responsive hover className="align-middle" aria-busy={isLoading || isRefreshing}>
        <caption className="caption-top h5 text-body">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={isRefreshing ? 'opacity-50' : undefined}>{body}</tbody>
      </Table>
    </>
  );
}
