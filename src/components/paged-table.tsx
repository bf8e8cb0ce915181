// One page of a server list as a table, with its pager below: every paginated list in the app
// shows its rows, loading, error and empty states and page numbers the same way.
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { errorMessage } from '../lib/error-message';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';

/** The envelope every list of the API answers with (each list's `…Page` schema has this form). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PagedTableProps<T> extends Omit<
  DataTableProps<T>,
  'rows' | 'isLoading' | 'error'
> {
  /** The query that fetched the current page. */
  query: UseQueryResult<Page<T>>;
  onPageChange: (page: number) => void;
  /** The pager's accessible name, e.g. 'Páginas de clientes'. */
  pagerLabel: string;
}

export function PagedTable<T>({ query, onPageChange, pagerLabel, ...table }: PagedTableProps<T>) {
  const { data } = query;
  // A page number past the end (an old link, or the last page emptied by an action) is not an
  // empty list: say so and offer the last page that has rows.
  const pastEnd = !!data && data.items.length === 0 && data.total > 0 && data.page > 1;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <DataTable
        {...table}
        rows={data?.items}
        isLoading={query.isPending}
        isRefreshing={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error) : null}
        empty={
          pastEnd ? (
            <>
              Esta página não existe mais.{' '}
              <Button
                variant="link"
                className="p-0 align-baseline"
                onClick={() => onPageChange(lastPage)}
              >
                Ir para a página {lastPage}
              </Button>
            </>
          ) : (
            table.empty
          )
        }
      />
      {data && !pastEnd && (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={onPageChange}
          label={pagerLabel}
        />
      )}
    </>
  );
}
