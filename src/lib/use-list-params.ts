// A list's search text and page kept in the address (?busca=…&pagina=2), so the back button,
// a reload or a shared link return to the same rows.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { pageOf, pageQueryOf, type PageQuery } from './list-query';
import { isLeaving } from './pending-navigation';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query: PageQuery = pageQueryOf(params);

  // The search box keeps its own text; when the address changes under it (back button, the menu
  // link), a new key remounts it with the address's value. Typing never remounts it: the address
  // catches up with what was typed a moment later (a router navigation), and that is no news.
  const [seen, setSeen] = useState(query.search);
  const [typed, setTyped] = useState<string | null>(null);
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  if (seen !== query.search) {
    setSeen(query.search);
    // The address caught up with the box: nothing to redo, and the typed value is spent (a later
    // Back to that same search is an outside change again).
    if (query.search === typed) setTyped(null);
    else setSearchBoxKey((key) => key + 1);
  }

  const setSearch = (value: string) => {
    // A search typed just before a link was followed must not land while the next page's chunk
    // is loading: its navigation would cancel the one the visitor asked for. Asked now, not at
    // render time, since the timer can fire before React has rendered the pending navigation.
    if (isLeaving(location.pathname)) return;
    setTyped(value.trim());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('busca', value.trim());
        else next.delete('busca');
        // A new search starts again on its first page.
        next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  };

  return { query, searchBoxKey, setSearch, setPage: pageSetter('pagina', setParams) };
}

/**
 * Only a page number in the address, for lists without a search box. `keepScroll` for a list that
 * shares its page with others (a client's statement, arts and actions): paging it then keeps the
 * scroll position rather than jumping to the top of the page.
 */
export function usePageParam(name = 'pagina', keepScroll = false) {
  const [params, setParams] = useSearchParams();
  return [pageOf(params, name), pageSetter(name, setParams, keepScroll)] as const;
}

function pageSetter(
  name: string,
  setParams: ReturnType<typeof useSearchParams>[1],
  preventScrollReset = false,
) {
  return (page: number) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set(name, String(page));
        else next.delete(name);
        return next;
      },
      { preventScrollReset },
    );
  };
}

/**
 * One of `choices` kept in the address as `?{name}=…` (none: every row), like the search: a
 * filter set or cleared starts the list again on its first page.
 */
/** The address's value of `name` when it is one of `choices`, else null (also on the server). */
export const choiceOf = <Choice extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly Choice[],
): Choice | null => choices.find((choice) => choice === params.get(name)) ?? null;

export function useChoiceParam<Choice extends string>(name: string, choices: readonly Choice[]) {
  const [params, setParams] = useSearchParams();
  const value = choiceOf(params, name, choices);
  const setValue = (next: Choice | null) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(name, next);
      else updated.delete(name);
      updated.delete('pagina');
      return updated;
    });
  };
  return [value, setValue] as const;
}
