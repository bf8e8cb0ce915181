// The open company in the address and the header's switcher (docs/product/companies.md). The
// address names the company (`?empresa=<id>`) for a person in several; every API call names it
// too (src/lib/open-company.ts). Going to an address that names another company (the switcher, the
// browser's back button, a link) reads that company's data afresh; an address without it gets the
// open one back, so the client area's links keep it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { api, unwrap } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import {
  companyInSearch,
  openCompany,
  searchWithCompany,
  setOpenCompany,
} from '../../../lib/open-company';
import { meQueryKey, type Me } from '../../../lib/session';

/** Pages that show the same thing for every company: a switch stays on them. */
const SAME_PAGE_ON_SWITCH = new Set<string>([
  paths.clientArea,
  paths.clientFinished,
  paths.team,
  paths.myData,
]);

/** Everything read for the company before goes; the person (and the balance) is read again. */
function readAnew(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** Keeps the address, the API calls' company and the cached data in step. Renders nothing. */
export function CompanyAddress({ me }: { me: Me }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const several = me.companies.length > 1;
  const openId = me.company?.id ?? null;
  const known = me.companies.map((company) => company.id).join(',');

  useEffect(() => {
    const ids = known.split(',');
    const named = companyInSearch(location.search);
    const replaceWith = (companyId: string | null) =>
      void navigate(
        {
          pathname: location.pathname,
          search: searchWithCompany(location.search, companyId),
          hash: location.hash,
        },
        { replace: true },
      );
    if (named && !ids.includes(named)) {
      // Not one of theirs (left, removed, mistyped): the server's choice, read afresh.
      setOpenCompany(null);
      readAnew(queryClient);
      replaceWith(null);
    } else if (named && named !== openCompany()) {
      setOpenCompany(named);
      readAnew(queryClient);
    } else if (!named && several) {
      const current = openCompany();
      const id = current && ids.includes(current) ? current : openId;
      if (!id) return;
      setOpenCompany(id);
      replaceWith(id);
    }
  }, [
    location.pathname,
    location.search,
    location.hash,
    known,
    several,
    openId,
    navigate,
    queryClient,
  ]);

  return null;
}

/**
 * The company's name, or, for a person in several, a select that opens another: the session
 * remembers it (the next visit opens it) and the address names it.
 */
export function CompanySwitcher({ me }: { me: Me }) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = me.company?.name ?? me.name;

  if (me.companies.length < 2 || !me.company) {
    return (
      <p className="h4 mb-0" title={name}>
        {name}
      </p>
    );
  }

  const open = async (companyId: string) => {
    setPending(true);
    setError(null);
    try {
      await unwrap(api.PUT('/api/me/company', { body: { companyId } }));
      const pathname = SAME_PAGE_ON_SWITCH.has(location.pathname)
        ? location.pathname
        : paths.clientArea;
      await navigate({ pathname, search: searchWithCompany('', companyId) });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="client-area-company">
      <Form.Select
        id={id}
        aria-label="Empresa aberta"
        className="fw-semibold"
        value={me.company.id}
        disabled={pending}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(event) => void open(event.target.value)}
      >
        {me.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </Form.Select>
      {error && (
        <p id={`${id}-erro`} role="alert" className="text-danger small mb-0">
          {error}
        </p>
      )}
    </div>
  );
}
