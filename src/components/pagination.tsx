// Page links for a server-paginated list (`Page<T>`): hidden when everything fits on one page.
import type { ReactNode } from 'react';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Páginas de artes'. */
  label?: string;
}

/** The page numbers to show: first, last, and a window around the current one, with gaps. */
function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const result: (number | 'gap')[] = [];
  let previous = 0;
  for (let n = 1; n <= pageCount; n++) {
    if (!shown.has(n)) continue;
    if (n - previous > 1) result.push('gap');
    result.push(n);
    previous = n;
  }
  return result;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label = 'Paginação',
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-3">
      {/* Plain Bootstrap markup: react-bootstrap renders the active item as a span, which would
          drop the current page from the keyboard and from its accessible name. */}
      <ul className="pagination mb-0">
        <PageButton
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          label="Página anterior"
        >
          Anterior
        </PageButton>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <PageButton
              key={item}
              current={item === page}
              onClick={() => onPageChange(item)}
              label={`Página ${item}`}
            >
              {item}
            </PageButton>
          ),
        )}
        <PageButton
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          label="Próxima página"
        >
          Próxima
        </PageButton>
      </ul>
      <span className="text-body-secondary small">
        {first}–{last} de {total}
      </span>
    </nav>
  );
}

function PageButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
}) {
  const classes = ['page-item', props.current ? 'active' : '', props.disabled ? 'disabled' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <button
        type="button"
        className="page-link"
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </button>
    </li>
  );
}
