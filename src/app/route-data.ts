// The data each page shows first, declared per route: the server runs these queries before it
// renders a client or panel page (render-page.tsx) and embeds their answers, which the browser's
// cache starts from (query-client.ts). They are the very queries the pages' hooks use (same keys,
// same calls), so a page never asks again for what it was rendered with. Adding a page's data is
// one line: its route pattern and the query options of what it shows first.
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { PIECE_TYPE_KEYS, SERVICE_KEYS } from '../../common/brief-labels';
import { paths, routePatterns, signInPageFor } from '../../common/paths';
import { adminArtQueryOptions } from '../features/admin/api/get-art';
import { clientQueryOptions } from '../features/admin/api/get-client';
import {
  clientArtsQueryOptions,
  clientAuditQueryOptions,
  clientLedgerQueryOptions,
} from '../features/admin/api/get-client-lists';
import { clientStatusOf, clientsQueryOptions } from '../features/admin/api/get-clients';
import {
  finishedArtsQueryOptions as adminFinishedQueryOptions,
  releaseFilterOf,
} from '../features/admin/api/get-finished-arts';
import { messagesQueryOptions } from '../features/admin/api/get-messages';
import { mailStateOf, mailsQueryOptions } from '../features/admin/api/mails';
import { chargeFiltersOf, chargesQueryOptions } from '../features/admin/api/payments';
import { requestedArtsQueryOptions } from '../features/admin/api/get-requested-arts';
import { realUserSpeedQueryOptions } from '../features/admin/api/real-user-speed';
import { indicatorFiltersOf, indicatorsQueryOptions } from '../features/admin/api/indicators';
import {
  CLIENT_LIST_PARAMS,
  PIECE_TYPE_PARAM,
  SERVICE_PARAM,
} from '../features/admin/api/query-keys';
import { artQueryOptions } from '../features/client-area/api/get-art';
import { artsQueryOptions } from '../features/client-area/api/get-arts';
import { chargeQueryOptions } from '../features/client-area/api/payments';
import { finishedArtsQueryOptions } from '../features/client-area/api/get-finished-arts';
import {
  paymentsQueryOptions,
  STATEMENT_LIST_PARAMS,
  statementQueryOptions,
} from '../features/client-area/api/statement';
import { releaseLinkQueryOptions } from '../features/plate-maker/api/release-link';
import { invitationQueryOptions, teamQueryOptions } from '../features/client-area/api/team';
import { pageOf, pageQueryOf } from '../lib/list-query';
import { unreadCountQueryOptions } from '../lib/notifications';
import { meQueryOptions } from '../lib/session';
import { choiceOf } from '../lib/use-list-params';

export type Prefetch = (client: QueryClient) => Promise<void>;

/** One query to run ahead: its options as the page's hook passes them to useQuery. */
export const ahead =
  <Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>): Prefetch =>
  (client) =>
    client.prefetchQuery(options);

interface RouteDataArgs {
  params: Params;
  search: URLSearchParams;
}

/** Route pattern → the queries of what the page shows first. */
export const routeData: Record<string, (args: RouteDataArgs) => Prefetch[]> = {
  [paths.clientArea]: ({ search }) => [ahead(artsQueryOptions(pageQueryOf(search)))],
  [paths.clientFinished]: ({ search }) => [ahead(finishedArtsQueryOptions(pageQueryOf(search)))],
  [paths.statement]: ({ search }) => [
    ahead(statementQueryOptions(pageOf(search, STATEMENT_LIST_PARAMS.movements))),
    ahead(paymentsQueryOptions(pageOf(search, STATEMENT_LIST_PARAMS.payments))),
  ],
  [paths.team]: () => [ahead(teamQueryOptions)],
  [paths.admin]: ({ search }) => [
    ahead(
      requestedArtsQueryOptions({
        ...pageQueryOf(search),
        pieceType: choiceOf(search, PIECE_TYPE_PARAM, PIECE_TYPE_KEYS),
        service: choiceOf(search, SERVICE_PARAM, SERVICE_KEYS),
      }),
    ),
  ],
  [paths.adminFinished]: ({ search }) => [
    ahead(adminFinishedQueryOptions({ ...pageQueryOf(search), release: releaseFilterOf(search) })),
  ],
  [paths.adminClients]: ({ search }) => [
    ahead(clientsQueryOptions({ ...pageQueryOf(search), status: clientStatusOf(search) })),
  ],
  [paths.adminMessages]: ({ search }) => [ahead(messagesQueryOptions(pageOf(search)))],
  [paths.adminPayments]: ({ search }) => [ahead(chargesQueryOptions(chargeFiltersOf(search)))],
  [paths.adminMails]: ({ search }) => [
    ahead(mailsQueryOptions(pageOf(search), mailStateOf(search))),
  ],
  [paths.adminRealSpeed]: () => [ahead(realUserSpeedQueryOptions)],
  [paths.adminIndicators]: ({ search }) => [
    ahead(indicatorsQueryOptions(indicatorFiltersOf(search))),
  ],
  [routePatterns.art]: ({ params: { id = '' } }) => [ahead(artQueryOptions(id))],
  [routePatterns.payment]: ({ params: { id = '' } }) => [ahead(chargeQueryOptions(id))],
  [routePatterns.adminArt]: ({ params: { id = '' } }) => [ahead(adminArtQueryOptions(id))],
  [routePatterns.plateMakerRelease]: ({ params: { token = '' } }) => [
    ahead(releaseLinkQueryOptions(token)),
  ],
  // Who looks decides what the invitation offers (sign in, accept, or the wrong account).
  [routePatterns.invitation]: ({ params: { id = '' } }) => [
    ahead(meQueryOptions),
    ahead(invitationQueryOptions(id)),
  ],
  [routePatterns.adminClient]: ({ params: { id = '' }, search }) => [
    ahead(clientQueryOptions(id)),
    ahead(clientLedgerQueryOptions(id, pageOf(search, CLIENT_LIST_PARAMS.ledger))),
    ahead(clientArtsQueryOptions(id, pageOf(search, CLIENT_LIST_PARAMS.arts))),
    ahead(clientAuditQueryOptions(id, pageOf(search, CLIENT_LIST_PARAMS.audit))),
  ],
};

/**
 * What to fetch before rendering `url`: on every guarded page the signed-in user and the bell's
 * count (both in the page's frame), then the page's data.
 */
export function routeDataFor(url: URL): Prefetch[] {
  const prefetches: Prefetch[] = signInPageFor(url.pathname)
    ? [ahead(meQueryOptions), ahead(unreadCountQueryOptions)]
    : [];
  for (const [pattern, data] of Object.entries(routeData)) {
    // Case-insensitive, as the router matches.
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, url.pathname);
    if (match) prefetches.push(...data({ params: match.params, search: url.searchParams }));
  }
  return prefetches;
}
