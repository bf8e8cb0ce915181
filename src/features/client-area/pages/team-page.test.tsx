// @vitest-environment jsdom
// /Equipe (docs/product/companies.md): every member reads the people and the pending invitations;
// only an administrator invites (an e-mail and at least one role), changes roles, removes (after a
// confirmation that the history keeps the name) and revokes, and reads the server's refusals.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { COMPANY_REFUSALS } from '../../../../common/companies';
import { paths } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, scriptApi } from '../../../test/api-answers';
import { clientMe, ON_DEMAND, renderRoutes } from '../../../test/render-routes';
import { TeamPage } from './team-page';

afterEach(() => vi.unstubAllGlobals());

type Team = ApiSchemas['Team'];
const LAST_ADMIN =
  'A empresa precisa de pelo menos um administrador. Dê o papel de Administrador a outra pessoa antes.';

const founder = clientMe(3);
const team = (): Team => ({
  members: [
    {
      id: 'm1',
      userId: founder.id,
      name: 'Embalagens Sul Ltda',
      email: founder.email,
      roles: ['administrador'],
      joinedAt: '2026-01-10T12:00:00.000Z',
    },
    {
      id: 'm2',
      userId: 'u2',
      name: 'Ana Qualidade',
      email: 'ana@sul.com.br',
      roles: ['aprovador'],
      joinedAt: '2026-02-10T12:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'bruno@sul.com.br',
      roles: ['financeiro'],
      status: 'pending',
      expiresAt: '2026-12-04T15:00:00.000Z',
      invitedBy: 'Embalagens Sul Ltda',
    },
  ],
});

function scriptTeam(me: ApiSchemas['Me']) {
  let current = team();
  const sent: unknown[] = [];
  scriptApi(async ({ path, method, request }) => {
    if (path === '/api/me') return answer('/api/me', 'get', me);
    if (path === '/api/team') return answer('/api/team', 'get', current);
    if (path === '/api/team/invitations' && method === 'POST') {
      sent.push(await request.json());
      return answer('/api/team/invitations', 'post', { id: 'i2' }, 201);
    }
    if (path === '/api/team/members/m1' && method === 'PUT') {
      return errorAnswer(409, 'last_admin', LAST_ADMIN);
    }
    if (path === '/api/team/members/m2' && method === 'DELETE') {
      current = { ...current, members: current.members.filter((m) => m.id !== 'm2') };
      return answer('/api/team/members/{id}', 'delete', current);
    }
    if (path === '/api/team/invitations/i1/revoke' && method === 'POST') {
      current = { ...current, invitations: [] };
      return answer('/api/team/invitations/{id}/revoke', 'post', current);
    }
    return undefined;
  });
  return sent;
}

const renderTeam = () => renderRoutes([{ path: paths.team, element: <TeamPage /> }], paths.team);

it('an administrator invites with at least one role', async () => {
  const sent = scriptTeam(founder);
  renderTeam();
  expect(await screen.findByText('ana@sul.com.br')).toBeInTheDocument();
  expect(screen.getByText('bruno@sul.com.br')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Convidar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Convidar para a equipe' }, ON_DEMAND);
  await userEvent.type(within(dialog).getByLabelText('E-mail'), 'carla@sul.com.br');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
  expect(await within(dialog).findByText('Escolha pelo menos um papel.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Aprovador/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Convite enviado para carla@sul.com.br.',
  );
  expect(sent).toEqual([{ email: 'carla@sul.com.br', roles: ['aprovador'] }]);
});

it("shows the server's refusal, confirms before removing and revoking", async () => {
  scriptTeam(founder);
  renderTeam();
  await screen.findByText('ana@sul.com.br');
  // The administrator's own row offers no 'Remover': leaving is not a removal.
  expect(screen.queryByRole('button', { name: 'Remover Embalagens Sul Ltda' })).toBeNull();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Alterar papéis de Embalagens Sul Ltda' }),
  );
  const roles = await screen.findByRole('dialog', { name: /^Papéis de/ }, ON_DEMAND);
  expect(within(roles).getByRole('checkbox', { name: /^Administrador/ })).toBeChecked();
  await userEvent.click(within(roles).getByRole('checkbox', { name: /^Administrador/ }));
  await userEvent.click(within(roles).getByRole('checkbox', { name: /^Leitor/ }));
  await userEvent.click(within(roles).getByRole('button', { name: 'Salvar papéis' }));
  expect(await within(roles).findByRole('alert')).toHaveTextContent(LAST_ADMIN);
  await userEvent.click(within(roles).getByRole('button', { name: 'Cancelar' }));

  await userEvent.click(screen.getByRole('button', { name: 'Remover Ana Qualidade' }));
  const remove = await screen.findByRole('dialog', { name: 'Remover da equipe' }, ON_DEMAND);
  expect(remove).toHaveTextContent('O histórico continua com o nome dessa pessoa');
  await userEvent.click(within(remove).getByRole('button', { name: 'Remover' }));
  await vi.waitFor(() => expect(screen.queryByText('ana@sul.com.br')).toBeNull());

  await userEvent.click(
    screen.getByRole('button', { name: 'Revogar o convite de bruno@sul.com.br' }),
  );
  const revoke = await screen.findByRole('dialog', { name: 'Revogar convite' });
  await userEvent.click(within(revoke).getByRole('button', { name: 'Revogar' }));
  expect(await screen.findByText(/Nenhum convite pendente/)).toBeInTheDocument();
});

it('a member without the administrator role reads the team and no actions', async () => {
  scriptTeam({
    ...founder,
    id: 'u2',
    company: { id: 'u1', name: 'Embalagens Sul Ltda', roles: ['aprovador'] },
  });
  renderTeam();
  expect(await screen.findByText('ana@sul.com.br')).toBeInTheDocument();
  expect(screen.getByText(COMPANY_REFUSALS.invitation.create, { exact: false })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Convidar' })).toBeNull();
  expect(
    screen.queryByRole('button', { name: /^(Alterar papéis|Remover|Revogar|Reenviar)/ }),
  ).toBeNull();
  expect(screen.getByRole('link', { name: 'Equipe' })).toHaveAttribute('aria-current', 'page');
});

it("offers 'Sair da empresa' on the person's own row, after a confirmation, with the server's refusal", async () => {
  const LAST_ADMIN_LEAVING =
    'Você é o único administrador desta empresa. Passe a administração a outra pessoa (em "Alterar papéis") antes de sair.';
  let left = 0;
  scriptApi(({ path, method }) => {
    if (path === '/api/me') {
      return answer('/api/me', 'get', {
        ...founder,
        id: 'u2',
        company: { id: 'u1', name: 'Embalagens Sul Ltda', roles: ['aprovador'] },
      });
    }
    if (path === '/api/team') return answer('/api/team', 'get', team());
    if (path === '/api/team/leave' && method === 'POST') {
      left += 1;
      return errorAnswer(409, 'last_administrator', LAST_ADMIN_LEAVING);
    }
    return undefined;
  });
  renderTeam();
  expect(await screen.findByText('ana@sul.com.br')).toBeInTheDocument();
  const leave = screen.getByRole('button', { name: 'Sair da empresa' });
  // Only on their own row (Ana's, u2), never on another person's.
  expect(screen.getAllByRole('button', { name: 'Sair da empresa' })).toHaveLength(1);
  await userEvent.click(leave);
  const dialog = await screen.findByRole('dialog', { name: 'Sair da empresa' }, ON_DEMAND);
  expect(dialog).toHaveTextContent('O histórico continua com o seu nome');
  expect(left).toBe(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sair da empresa' }));
  expect(await within(dialog).findByText(LAST_ADMIN_LEAVING)).toBeVisible();
  expect(left).toBe(1);
});

it("never offers leaving the company made with one's own account", async () => {
  scriptTeam(founder);
  renderTeam();
  expect(await screen.findByText('ana@sul.com.br')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sair da empresa' })).toBeNull();
});
