// @vitest-environment jsdom
// The sign-in pages tell the truth about a refusal: a page opened at another address than the
// server's configured one shows the server's explanation, a wrong password keeps its own message.
// The network is a scripted fetch under better-auth's real client.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERROR_MESSAGE } from '../components/login-error-dialog';
import { signInFormKey, type SignInFormState } from '../sign-in-form-state';
import { NOT_AN_ADMIN_MESSAGE } from '../components/login-form';
import { AdminLoginPage } from './admin-login-page';
import { LoginPage } from './login-page';

// better-auth's client keeps the fetch it found when it was loaded: script it first (vi.hoisted).
const network = vi.hoisted(() => {
  const state = { answer: { status: 200, body: {} as unknown }, urls: [] as string[] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    state.urls.push(request.url);
    return new Response(JSON.stringify(state.answer.body), {
      status: state.answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

const ORIGIN_MESSAGE =
  'Este site foi aberto por http://192.168.0.7:3000, mas o servidor está configurado para http://localhost:3000. Abra o endereço configurado ou defina PUBLIC_URL.';

beforeEach(() => {
  network.urls.length = 0;
});

function renderPage(page: 'client' | 'admin', posted?: SignInFormState) {
  const client = new QueryClient();
  // What the server puts in the page's state after refusing the form posted without JavaScript.
  if (posted) client.setQueryData(signInFormKey, posted);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page === 'client' ? <LoginPage /> : <AdminLoginPage />}</MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn() {
  await userEvent.type(screen.getByLabelText('E-mail'), 'compras@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), 'senha-bem-longa');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  return screen.findByRole('dialog', { name: 'Erro ao entrar' });
}

describe.each(['client', 'admin'] as const)('the %s sign-in page', (page) => {
  it('shows why a write from another address was refused, not a wrong password', async () => {
    network.answer = {
      status: 403,
      body: { code: 'origin_not_allowed', message: ORIGIN_MESSAGE },
    };
    renderPage(page);
    const dialog = await signIn();
    expect(network.urls[0]).toMatch(/\/api\/auth\/sign-in\/email$/);
    expect(dialog).toHaveTextContent(ORIGIN_MESSAGE);
    expect(dialog).not.toHaveTextContent(LOGIN_ERROR_MESSAGE);
  });

  it('keeps the wrong-password message for a wrong password', async () => {
    network.answer = WRONG_PASSWORD;
    renderPage(page);
    const dialog = await signIn();
    expect(dialog).toHaveTextContent(LOGIN_ERROR_MESSAGE);
  });
});

describe.each(['client', 'admin'] as const)('a failed sign-in on the %s page', (page) => {
  it("puts focus on the password once 'Fechar' closes the dialog", async () => {
    network.answer = WRONG_PASSWORD;
    renderPage(page);
    const dialog = await signIn();
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' });
    await userEvent.click(close[close.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Senha')).toHaveFocus());
  });

  it('refused before the JavaScript arrived, shows the same dialog, not an inline message', async () => {
    renderPage(page, { email: 'compras@exemplo.com.br', error: LOGIN_ERROR_MESSAGE });
    const dialog = screen.getByRole('dialog', { name: 'Erro ao entrar' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent(LOGIN_ERROR_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
    // 'Fechar' closes it with no script: submit buttons of a form of method "dialog".
    const buttons = within(dialog).getAllByRole('button', { name: 'Fechar' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.closest('form')).toHaveAttribute('method', 'dialog');
    }
    expect(screen.getByLabelText('E-mail')).toHaveValue('compras@exemplo.com.br');
    // The browser closes it (jsdom does not implement dialogs) and reports it: gone, and focus
    // is on the password.
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Senha')).toHaveFocus();
  });
});

/** better-auth's answer to a wrong e-mail or password. */
const WRONG_PASSWORD = {
  status: 401,
  body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
};

describe('the admin sign-in page', () => {
  it("refuses a client's valid credentials and signs the session out again", async () => {
    network.answer = {
      status: 200,
      body: {
        redirect: false,
        token: 't1',
        user: { id: 'u1', email: 'compras@exemplo.com.br', name: 'Caixas Sul', role: 'client' },
      },
    };
    renderPage('admin');
    const dialog = await signIn();
    expect(dialog).toHaveTextContent(NOT_AN_ADMIN_MESSAGE);
    expect(network.urls.some((url) => url.endsWith('/api/auth/sign-out'))).toBe(true);
  });
});
