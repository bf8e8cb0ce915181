// A detail page's one record from the API (an art, a client, a charge): its loading line while it
// comes; when the query fails, a heading that says whether the record exists (a 404: 'Arte não
// encontrada') above the failure (QueryError, which offers to try again unless it is a 404) and
// the way back; otherwise the record, drawn by `children`.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { QueryError } from './query-error';

export function RecordQuery<T>({
  query,
  loadingText,
  title,
  notFoundTitle,
  headingClassName,
  back,
  children,
}: {
  query: UseQueryResult<T>;
  loadingText: string;
  /** The heading above any other failure. */
  title: string;
  /** The heading when the server answers 404. */
  notFoundTitle: string;
  /** The page's h1 size ('h2' in the panel, 'h3' in the client area). */
  headingClassName: string;
  /** The link back, below the failure. */
  back: ReactNode;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <p role="status">{loadingText}</p>;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <h1 className={headingClassName}>{notFound ? notFoundTitle : title}</h1>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
        {back}
      </>
    );
  }
  return children(query.data);
}
