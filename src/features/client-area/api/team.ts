// The open company's team ('Equipe', docs/product/companies.md): GET /api/team for every member,
// the administrators' actions (each answers the team as it now is, which the cache takes), and an
// invitation's page: GET /api/invitations/{id} for whoever holds the link, 'Aceitar convite'.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyRole } from '../../../../common/companies';
import type { InviteInput } from '../../../../common/companies-schemas';
import { paths } from '../../../../common/paths';
import { api, unwrap, type ApiSchemas } from '../../../lib/api';
import { setOpenCompany } from '../../../lib/open-company';
import { readMeNow } from '../../../lib/session';
import { clientKeys } from './query-keys';

export type Team = ApiSchemas['Team'];
export type TeamMember = Team['members'][number];
export type TeamInvitation = Team['invitations'][number];
export type Invitation = ApiSchemas['Invitation'];

export const teamKey = [...clientKeys.all, 'team'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: teamKey,
  queryFn: () => unwrap(api.GET('/api/team')),
});

export const useTeam = () => useQuery(teamQueryOptions);

const invitationKey = (id: string) => ['invitation', id] as const;

export const invitationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invitationKey(id),
    queryFn: () => unwrap(api.GET('/api/invitations/{id}', { params: { path: { id } } })),
  });

export const useInvitation = (id: string) => useQuery(invitationQueryOptions(id));

/** One administrator's action on the team; the answer (the team now) replaces the cached one. */
function useTeamAction<Input>(call: (input: Input) => Promise<Team>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (team) => queryClient.setQueryData(teamKey, team),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteInput) => unwrap(api.POST('/api/team/invitations', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export const useResendInvitation = () =>
  useTeamAction((id: string) =>
    unwrap(api.POST('/api/team/invitations/{id}/resend', { params: { path: { id } } })),
  );

export const useRevokeInvitation = () =>
  useTeamAction((id: string) =>
    unwrap(api.POST('/api/team/invitations/{id}/revoke', { params: { path: { id } } })),
  );

export const useSetMemberRoles = () =>
  useTeamAction(({ id, roles }: { id: string; roles: CompanyRole[] }) =>
    unwrap(api.PUT('/api/team/members/{id}', { params: { path: { id } }, body: { roles } })),
  );

export const useRemoveMember = () =>
  useTeamAction((id: string) =>
    unwrap(api.DELETE('/api/team/members/{id}', { params: { path: { id } } })),
  );

/**
 * 'Aceitar convite': the session now opens the company, so what the browser cached of the
 * previous one is dropped and the person (with the company's roles) read again.
 */
export function useAcceptInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/invitations/{id}/accept', { params: { path: { id } } })),
    onSuccess: async ({ companyId }) => {
      // The calls name the joined company from now on (src/lib/open-company.ts).
      setOpenCompany(companyId);
      queryClient.removeQueries({ queryKey: clientKeys.all });
      await readMeNow(queryClient);
    },
  });
}

/**
 * 'Sair da empresa': the calls stop naming it, and the client area opens anew (a full load: the
 * server's render picks the session's next company and nothing cached of the one left is kept).
 */
export function useLeaveCompany() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/team/leave')),
    onSuccess: () => {
      setOpenCompany(null);
      window.location.assign(paths.clientArea);
    },
  });
}
