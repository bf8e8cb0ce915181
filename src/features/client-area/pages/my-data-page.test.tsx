// @vitest-environment jsdom
// /MeusDados: the download link, and the deletion behind a dialog that needs the password and the
// "definitive" box; a refusal keeps the dialog open with the server's message; success leaves the
// client area for /conta-excluida. The network is a scripted fetch; the page is the real code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answer, errorAnswer, scriptApi } from '../../../test/api-answers';
import { renderRoutes, testQueryClient, clientMe } from '../../../test/render-routes';
import { AccountDeletedPage } from './account-deleted-page';
import { DOWNLOAD_PREPARING_NOTICE, DOWNLOAD_STARTED_NOTICE, MyDataPage } from './my-data-page';

const me = clientMe(4);

/** The answer to the deletion; null for the real one (deleted). */
let deleteRefusal: Response | null;
const deletions: unknown[] = [];

beforeEach(() => {
  deletions.length = 0;
  deleteRefusal = null;
  scriptApi(async ({ path, method, request }) => {
    if (path === '/api/me') return answer('/api/me', 'get', me);
    if (path === '/api/account/delete' && method === 'POST') {
      deletions.push(await request.json());
      return deleteRefusal ?? answer('/api/account/delete', 'post', { deleted: true });
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = testQueryClient();
  renderRoutes(
    [
      { path: '/MeusDados', element: <MyDataPage /> },
      { path: '/conta-excluida', element: <AccountDeletedPage /> },
      { path: '/Login', element: <p>Página de login</p> },
    ],
    '/MeusDados',
    client,
  );
  return client;
}

async function openDeletion() {
  await userEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
  return screen.findByRole('dialog', { name: 'Excluir minha conta' });
}

describe('MyDataPage', () => {
  it('is in the client menu and offers the ZIP as a download link', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Verificando a autenticação...');
    const menu = await screen.findByRole('navigation', { name: 'Menu da área do cliente' });
    expect(within(menu).getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/MeusDados',
    );
    expect(screen.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Baixar meus dados' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
  });

  it("is busy while the ZIP is prepared, until the server's answer begins", async () => {
    renderPage();
    const download = await screen.findByRole('link', { name: 'Baixar meus dados' });
    // jsdom does not navigate: the test plays the browser, which follows the link's address.
    // Listened to on the document, after the page's own handler, as the default action comes.
    let followed = '';
    const follow = (event: MouseEvent) => {
      if (event.target !== download) return;
      if (!event.defaultPrevented) followed = download.getAttribute('href') ?? '';
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    onTestFinished(() => document.removeEventListener('click', follow));
    await userEvent.click(download);
    const token = new URL(followed, 'http://localhost').searchParams.get('pedido');
    expect(followed).toMatch(/^\/api\/account\/export\?pedido=[0-9a-f-]{36}$/);
    expect(download).toHaveAttribute('aria-busy', 'true');
    expect(download).toHaveAttribute('aria-disabled', 'true');
    expect(download).toHaveAccessibleName('Preparando seus dados…');
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_PREPARING_NOTICE);
    // A second press while it is prepared asks for nothing more.
    followed = '';
    await userEvent.click(download);
    expect(followed).toBe('');

    // The export's first bytes come with the page's token in a cookie.
    document.cookie = `estudio-exportacao=${token}; Path=/`;
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_STARTED_NOTICE),
    );
    expect(download).toHaveAccessibleName('Baixar meus dados');
    expect(download).not.toHaveAttribute('aria-busy');
    expect(document.cookie).not.toContain('estudio-exportacao');
  });

  it("offers 'Alterar senha' with the current password, the new one and its confirmation", async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Alterar senha' });
    expect(within(section).getByLabelText('Senha atual')).toHaveAttribute('type', 'password');
    expect(within(section).getByLabelText('Nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(within(section).getByLabelText('Confirme a nova senha')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Alterar senha' })).toBeEnabled();
  });

  it('says what goes and what stays, and asks for the password and the confirmation', async () => {
    renderPage();
    const dialog = await openDeletion();
    expect(dialog).toHaveTextContent('não poderá entrar novamente');
    expect(dialog).toHaveTextContent('extrato de créditos');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir definitivamente' });

    // Each rule's message beside its field, the first field at fault focused.
    const password = within(dialog).getByLabelText('Senha atual');
    const understood = within(dialog).getByRole('checkbox', {
      name: 'Entendo que a exclusão é definitiva e não pode ser desfeita.',
    });
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Digite sua senha atual para confirmar.');
    expect(password).toHaveFocus();
    await userEvent.type(password, 'minha-senha-atual');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(understood).toHaveAttribute('aria-invalid', 'true'));
    expect(understood).toHaveAccessibleDescription(
      'Confirme que você entende que a exclusão é definitiva.',
    );
    expect(understood).toHaveFocus();
    expect(deletions).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deletions).toEqual([]);
  });

  it('keeps the dialog open with the server message when the password is wrong', async () => {
    deleteRefusal = errorAnswer(400, 'wrong_password', 'Senha incorreta. Digite a senha.');
    renderPage();
    const dialog = await openDeletion();
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'errada-errada');
    await userEvent.click(
      within(dialog).getByLabelText('Entendo que a exclusão é definitiva e não pode ser desfeita.'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Senha incorreta. Digite a senha.',
    );
    expect(deletions).toEqual([{ password: 'errada-errada', confirm: true }]);
    expect(screen.getByRole('dialog', { name: 'Excluir minha conta' })).toBeInTheDocument();
  });

  it('after the deletion, the client is signed out and sees the confirmation page', async () => {
    const client = renderPage();
    const dialog = await openDeletion();
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'minha-senha-atual{Enter}');
    expect(deletions).toEqual([]);
    await userEvent.click(
      within(dialog).getByLabelText('Entendo que a exclusão é definitiva e não pode ser desfeita.'),
    );
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), '{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Conta excluída', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sua conta foi excluída');
    expect(deletions).toEqual([{ password: 'minha-senha-atual', confirm: true }]);
    expect(client.getQueryData(['me'])).toBeNull();
    expect(screen.queryByText('Página de login')).toBeNull();
  });
});
