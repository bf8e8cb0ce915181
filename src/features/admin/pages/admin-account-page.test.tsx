// @vitest-environment jsdom
// /MinhaConta: the panel's own 'Meus dados' — reached from the side menu, it names the signed-in
// admin and offers 'Alterar senha' (the form is tested in src/domain/account).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import type { Me } from '../../../lib/session';
import { answer, requestUrl } from '../../../test/api-answers';
import { renderAdminPage } from '../../../test/render-routes';
import { AdminAccountPage } from './admin-account-page';
import { ADMIN_ME } from '../../../test/me';

const admin: Me = { ...ADMIN_ME, email: 'admin@estudio.com.br' };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        requestUrl(input).pathname === '/api/notifications/unread-count'
          ? answer('/api/notifications/unread-count', 'get', { count: 0 })
          : new Response(null, { status: 404 }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminAccountPage', () => {
  it("is the menu's 'Minha conta', with the admin's e-mail and 'Alterar senha'", async () => {
    renderAdminPage(paths.adminAccount, <AdminAccountPage />, { me: admin });
    expect(await screen.findByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Menu do painel' });
    expect(within(menu).getByRole('link', { name: 'Minha conta' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('admin@estudio.com.br')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Alterar senha' });
    expect(within(section).getByLabelText('Senha atual')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(section).getByLabelText('Nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(within(section).getByLabelText('Confirme a nova senha')).toBeVisible();
  });
});
