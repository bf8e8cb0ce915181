// One page of a server list as a table, with its pager below: every paginated list in the app
// shows its rows, loading, error and empty states and page numbers the same way.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../common/api-types';
import { errorMessage } from '../lib/error-message';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';

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
  return (
    <>
      <DataTable
        {...table}
        rows={query.data?.items}
        isLoading={query.isPending}
        error={query.isError ? errorMessage(query.error) : null}
      />
      {query.data && (
        <Pagination
          page={query.data.page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPageChange={onPageChange}
          label={pagerLabel}
        />
      )}
    </>
  );
}
