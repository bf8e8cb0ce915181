// @vitest-environment jsdom
// The invitation page (docs/product/companies.md): what the invitation offers, and by who looks —
// signed out, 'Entrar' / 'Criar conta' with the invited e-mail filled in on /Login, coming back;
// the invited person accepts and lands in the client area; another account or a closed
// invitation reads the server's sentence.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { INVITATION_EXPIRED_MESSAGE, wrongAccountMessage } from '../../../../common/companies';
import { paths, routePatterns } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, scriptApi } from '../../../test/api-answers';
import { clientMe, renderRoutes, testQueryClient } from '../../../test/render-routes';
import { LoginPage } from '../../auth/pages/login-page';
import { InvitationPage } from './invitation-page';

afterEach(() => vi.unstubAllGlobals());

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const invitation: ApiSchemas['Invitation'] = {
  id: ID,
  companyName: 'Café Bom Ltda',
  email: 'ana@cafebom.com.br',
  roles: ['aprovador', 'leitor'],
  state: 'pending',
  expiresAt: '2026-12-04T15:00:00.000Z',
  invitedBy: 'Bruno Souza',
};
const routes = [
  { path: routePatterns.invitation, element: <InvitationPage /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.clientArea, element: <h1>Área do cliente</h1> },
];

function scriptInvitation(me: ApiSchemas['Me'] | null, shown = invitation) {
  const accepted: string[] = [];
  scriptApi(({ path, method }) => {
    if (path === '/api/me') {
      if (!me) return errorAnswer(401, 'unauthorized', 'Entre para continuar.');
      // After accepting, the session opens the company it joined.
      return answer(
        '/api/me',
        'get',
        accepted.length
          ? { ...me, company: { id: 'c1', name: shown.companyName, roles: shown.roles } }
          : me,
      );
    }
    if (path === `/api/invitations/${ID}` && method === 'GET') {
      return answer('/api/invitations/{id}', 'get', shown);
    }
    if (path === `/api/invitations/${ID}/accept` && method === 'POST') {
      accepted.push(ID);
      return answer('/api/invitations/{id}/accept', 'post', { companyId: 'c1' });
    }
    return undefined;
  });
  return accepted;
}

it('signed out, offers to sign in or sign up with the invited e-mail and to come back', async () => {
  scriptInvitation(null);
  const router = renderRoutes(routes, paths.invitation(ID));
  expect(await screen.findByRole('heading', { name: 'Café Bom Ltda' })).toBeInTheDocument();
  expect(screen.getByText('Bruno Souza')).toBeInTheDocument();
  expect(screen.getByText('Aprovador, Leitor')).toBeInTheDocument();
  expect(screen.getByText('04/12/2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();

  await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
  expect(router.state.location.pathname).toBe(paths.login);
  expect(router.state.location.state).toMatchObject({ returnTo: paths.invitation(ID) });
  expect(await screen.findByLabelText('E-mail')).toHaveValue(invitation.email);
});

it("'Criar conta' opens the sign-up dialog with the invited e-mail", async () => {
  scriptInvitation(null);
  renderRoutes(routes, paths.invitation(ID));
  await userEvent.click(await screen.findByRole('link', { name: 'Criar conta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Criar conta' }, { timeout: 5_000 });
  expect(dialog.querySelector('#signup-email')).toHaveValue(invitation.email);
});

it('the invited person accepts and lands in the client area', async () => {
  const accepted = scriptInvitation({ ...clientMe(0), email: 'Ana@CafeBom.com.br' });
  const router = renderRoutes(routes, paths.invitation(ID), testQueryClient());
  await userEvent.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
  expect(await screen.findByRole('heading', { name: 'Área do cliente' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(paths.clientArea);
  expect(accepted).toEqual([ID]);
});

it('another account reads which e-mail to use, and may sign out', async () => {
  scriptInvitation(clientMe(0));
  renderRoutes(routes, paths.invitation(ID));
  expect(await screen.findByRole('alert')).toHaveTextContent(wrongAccountMessage(invitation.email));
  expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Sair desta conta' })).toBeInTheDocument();
});

it('an expired invitation says so and offers nothing to accept', async () => {
  scriptInvitation(null, { ...invitation, state: 'expired' });
  renderRoutes(routes, paths.invitation(ID));
  expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_EXPIRED_MESSAGE);
  expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
});

it('an unknown link reads the server’s sentence', async () => {
  scriptApi(
    ({ path }) => (path === '/api/me' ? errorAnswer(401, 'unauthorized', 'Entre.') : undefined),
    'Convite não encontrado.',
  );
  renderRoutes(routes, paths.invitation(ID));
  expect(await screen.findByRole('heading', { name: 'Convite indisponível' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Convite não encontrado.');
});
