// A server list with its search box above: the search text and page live in the address
// (useListParams), and an empty answer says whether the search or the list itself found nothing.
import type { ReactNode } from 'react';
import type { useListParams } from '../lib/use-list-params';
import { PagedTable, type PagedTableProps } from './paged-table';
import { SearchBox } from './search-box';

export interface SearchedPagedTableProps<T> extends Omit<
  PagedTableProps<T>,
  'onPageChange' | 'empty'
> {
  /** The list's address state, from the page's `useListParams()` (its query fetched the rows). */
  list: ReturnType<typeof useListParams>;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Shown when the list has no rows at all. */
  empty: ReactNode;
  /** Shown when a search found no rows. */
  notFound: (search: string) => ReactNode;
  /** Between the search box and the table, e.g. a count of overdue rows. */
  notice?: ReactNode;
  /** Beside the search box (below it on a phone), e.g. a select narrowing the list. */
  filters?: ReactNode;
  /** A filter is on: an empty answer is then `notFound` (with the search, maybe empty). */
  filtered?: boolean;
}

export function SearchedPagedTable<T>({
  list,
  searchLabel,
  searchPlaceholder,
  empty,
  notFound,
  notice,
  filters,
  filtered = false,
  ...table
}: SearchedPagedTableProps<T>) {
  const { query, searchBoxKey, setSearch, setPage } = list;
  const searchBox = (
    <SearchBox
      key={searchBoxKey}
      label={searchLabel}
      placeholder={searchPlaceholder}
      initialValue={query.search}
      onSearch={setSearch}
      className={filters ? undefined : 'mb-3'}
    />
  );
  return (
    <>
      {filters ? (
        <div className="row g-2 align-items-end mb-3">
          <div className="col-12 col-md">{searchBox}</div>
          <div className="col-12 col-md-auto">{filters}</div>
        </div>
      ) : (
        searchBox
      )}
      {notice}
      <PagedTable
        {...table}
        empty={query.search || filtered ? notFound(query.search) : empty}
        onPageChange={setPage}
      />
    </>
  );
}
