// A captioned table with its loading, error and empty states, so every list in the app reads alike.
// Below the md breakpoint the same rows are cards (a list named by the caption): the title, the
// details labelled by their column's header, and the actions as full-size tap targets, so nothing
// needs a sideways scroll on a phone.
import { useId, type ReactNode } from 'react';
import { Alert, Table } from 'react-bootstrap';
import { useWideLayout } from '../lib/use-media-query';
import { InlineSpinner } from './inline-spinner';

export interface Column<T> {
  /** Column heading; on a card, the label of a detail. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the table's cells (e.g. 'text-end'). */
  className?: string;
  /** Its place on a row's card below md: the card's title, a labelled detail (the default) or
   *  the row's actions. */
  card?: 'title' | 'detail' | 'actions';
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

type State = 'error' | 'loading' | 'empty' | 'rows';

function stateOf<T>({ error, isLoading, rows }: DataTableProps<T>): State {
  if (error) return 'error';
  if (isLoading || !rows) return 'loading';
  return rows.length === 0 ? 'empty' : 'rows';
}

function ErrorAlert({ error }: { error: string }) {
  return (
    <Alert variant="danger" role="alert" className="mb-0">
      {error}
    </Alert>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <>
      <InlineSpinner />
      {text}
    </>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { isLoading = false, isRefreshing = false, loadingText = 'Carregando...' } = props;
  // Tables in tests (no matchMedia): the cards are a phone's layout.
  const wide = useWideLayout();
  return (
    <>
      {/* Outside the caption, which names the table: the name stays put while a page loads. */}
      {isRefreshing && (
        <div role="status" className="small text-body-secondary">
          <InlineSpinner className="me-1" />
          {loadingText}
        </div>
      )}
      {/* Server-rendered without a guess (wide unknown): both, each shown by CSS at its own
          widths; once hydrated the one that fits stays where it was, so nothing shifts. */}
      {wide !== false && (
        <div className={wide === null ? 'd-none d-md-block' : undefined}>
          <RowsTable {...props} busy={isLoading || isRefreshing} loadingText={loadingText} />
        </div>
      )}
      {wide !== true && (
        <div className={wide === null ? 'd-md-none' : undefined}>
          <RowsCards {...props} busy={isLoading || isRefreshing} loadingText={loadingText} />
        </div>
      )}
    </>
  );
}

type LayoutProps<T> = DataTableProps<T> & { busy: boolean; loadingText: string };

function RowsTable<T>(props: LayoutProps<T>) {
  const { caption, columns, rows, rowKey, error, empty, busy, isRefreshing, loadingText } = props;
  const state = stateOf(props);
  const span = columns.length;
  return (
    <Table responsive hover className="align-middle" aria-busy={busy}>
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
      <tbody className={isRefreshing ? 'opacity-50' : undefined}>
        {state === 'error' && (
          <tr>
            <td colSpan={span}>
              <ErrorAlert error={error ?? ''} />
            </td>
          </tr>
        )}
        {state === 'loading' && (
          <tr>
            <td colSpan={span} role="status">
              <Loading text={loadingText} />
            </td>
          </tr>
        )}
        {state === 'empty' && (
          <tr>
            <td colSpan={span} className="text-center py-4">
              {empty}
            </td>
          </tr>
        )}
        {state === 'rows' &&
          rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
      </tbody>
    </Table>
  );
}

function RowsCards<T>(props: LayoutProps<T>) {
  const { caption, columns, rows, rowKey, error, empty, busy, isRefreshing, loadingText } = props;
  const captionId = useId();
  const state = stateOf(props);
  const titles = columns.filter((column) => column.card === 'title');
  const details = columns.filter((column) => (column.card ?? 'detail') === 'detail');
  const actions = columns.filter((column) => column.card === 'actions');
  return (
    <div className="data-cards mb-3" aria-busy={busy}>
      <p className="h5 text-body" id={captionId}>
        {caption}
      </p>
      {state === 'error' && <ErrorAlert error={error ?? ''} />}
      {state === 'loading' && (
        <div role="status" className="mb-3">
          <Loading text={loadingText} />
        </div>
      )}
      {state === 'empty' && <div className="text-center py-4 border rounded">{empty}</div>}
      {state === 'rows' && (
        <ul
          className={`list-unstyled d-grid gap-2 mb-0${isRefreshing ? ' opacity-50' : ''}`}
          aria-labelledby={captionId}
        >
          {rows?.map((row) => (
            <li key={rowKey(row)} className="card data-card">
              <div className="card-body p-3">
                {titles.map((column) => (
                  <p key={column.header} className="data-card-title fw-semibold mb-2">
                    {column.cell(row)}
                  </p>
                ))}
                {details.length > 0 && (
                  <dl className="data-card-details mb-0">
                    {details.map((column) => (
                      <div key={column.header}>
                        <dt>{column.header}</dt>
                        <dd>{column.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions.map((column) => (
                  <div key={column.header} className="data-card-actions mt-2">
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
