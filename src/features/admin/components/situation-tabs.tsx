// The tabs of a panel list by situation ('Ativos'/'Desativados', the e-mails' states), kept in the
// address as 'situacao'. Links, not ARIA tabs: each is an address of its own (back button,
// reload, shared link).
import { Link, useSearchParams } from 'react-router';

export interface SituationTab {
  /** Its value of 'situacao' in the address; null: the list's first tab, without one. */
  param: string | null;
  label: string;
}

export function SituationTabs<Tab extends SituationTab>(props: {
  /** The navigation's name ('Situação dos clientes'). */
  label: string;
  tabs: readonly Tab[];
  current: Tab;
}) {
  const [params] = useSearchParams();
  /** The address of a tab: the search is kept, the page starts again at 1. */
  const tabSearch = (param: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('pagina');
    if (param) next.set('situacao', param);
    else next.delete('situacao');
    const qs = next.toString();
    return qs ? `?${qs}` : '';
  };
  return (
    <nav aria-label={props.label} className="mb-3">
      <ul className="nav nav-tabs">
        {props.tabs.map((tab) => (
          <li className="nav-item" key={tab.label}>
            <Link
              to={{ search: tabSearch(tab.param) }}
              className={`nav-link${tab === props.current ? ' active' : ''}`}
              aria-current={tab === props.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
