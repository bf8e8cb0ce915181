// @vitest-environment jsdom
// 'Alterar senha': the form's own rules, the strength meter (the server's rating a moment after
// the typing stops), each server refusal beside its field, and the change itself (better-auth's,
// other sessions ended). The network is a scripted fetch under better-auth's real client.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordRating } from './rate-password';
import { ChangePasswordSection, PASSWORD_CHANGED_MESSAGE } from './change-password-section';

// better-auth's client keeps the fetch it found when it was loaded: script it first (vi.hoisted).
const network = vi.hoisted(() => {
  const state = {
    change: { status: 200, body: { token: 't2', user: {} } as unknown },
    rating: (password: string): PasswordRating =>
      password.includes('aaaa')
        ? {
            score: 1,
            acceptable: false,
            message:
              'Senha fraca: Repetições (como "aaaa") são fáceis de adivinhar. Use, por exemplo, três ou quatro palavras pouco comuns.',
          }
        : { score: 4, acceptable: true, message: null },
    changes: [] as unknown[],
    rated: [] as string[],
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const { pathname } = new URL(request.url);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (pathname === '/api/auth/change-password') {
      state.changes.push(await request.json());
      return reply(state.change.status, state.change.body);
    }
    if (pathname === '/api/account/password-strength') {
      const { password } = (await request.json()) as { password: string };
      state.rated.push(password);
      return reply(200, state.rating(password));
    }
    return reply(404, { error: { code: 'not_found', message: 'Não encontrado.' } });
  };
  return state;
});

beforeEach(() => {
  network.change = { status: 200, body: { token: 't2', user: {} } };
  network.changes.length = 0;
  network.rated.length = 0;
});

const field = (label: string) => screen.getByLabelText(label);

async function fill(current: string, next: string, confirmation = next) {
  if (current) await userEvent.type(field('Senha atual'), current);
  if (next) await userEvent.type(field('Nova senha'), next);
  if (confirmation) await userEvent.type(field('Confirme a nova senha'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('ChangePasswordSection', () => {
  it('checks the fields before sending anything', async () => {
    render(<ChangePasswordSection email="compras@exemplo.com.br" />);
    expect(screen.getByRole('heading', { name: 'Alterar senha', level: 2 })).toBeVisible();
    await fill('', 'curta', 'outra-coisa');
    // The form checks its fields asynchronously (its schema's resolver): wait for the verdict.
    await waitFor(() =>
      expect(field('Senha atual')).toHaveAccessibleDescription('Informe a senha atual.'),
    );
    expect(field('Senha atual')).toHaveFocus();
    expect(field('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A senha deve ter pelo menos 12 caracteres.')).toBeVisible();
    expect(field('Confirme a nova senha')).toHaveAccessibleDescription('As senhas não conferem.');
    expect(network.changes).toEqual([]);
  });

  it('shows how strong the new password is, as the server rates it for this account', async () => {
    render(<ChangePasswordSection email="compras@exemplo.com.br" />);
    await userEvent.type(field('Nova senha'), 'curta');
    const meter = screen.getByRole('meter', { name: 'Força da senha' });
    expect(meter).toHaveAttribute('aria-valuetext', 'muito curta (faltam 7 caracteres)');
    expect(screen.getByText('Força da senha: muito curta (faltam 7 caracteres).')).toBeVisible();

    await userEvent.type(field('Nova senha'), '-aaaaaaa');
    expect(await screen.findByText('Força da senha: fraca.')).toBeVisible();
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(
      screen.getByText(
        'Repetições (como "aaaa") são fáceis de adivinhar. Use, por exemplo, três ou quatro palavras pouco comuns.',
      ),
    ).toBeVisible();

    await userEvent.clear(field('Nova senha'));
    await userEvent.type(field('Nova senha'), 'cavalo correto bateria grampo');
    expect(await screen.findByText('Força da senha: forte.')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    // Rated once the typing paused, not at every key.
    expect(network.rated).toEqual(['curta-aaaaaaa', 'cavalo correto bateria grampo']);
  });

  it('changes the password, ending the other sessions, and says so', async () => {
    render(<ChangePasswordSection email="compras@exemplo.com.br" />);
    await fill('senha-atual-longa', 'cavalo correto bateria grampo');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(network.changes).toEqual([
      {
        currentPassword: 'senha-atual-longa',
        newPassword: 'cavalo correto bateria grampo',
        revokeOtherSessions: true,
      },
    ]);
    // Nothing typed is kept.
    expect(field('Senha atual')).toHaveValue('');
    expect(field('Nova senha')).toHaveValue('');
    expect(field('Confirme a nova senha')).toHaveValue('');
  });

  it('puts a wrong current password beside its field, focused', async () => {
    network.change = {
      status: 400,
      body: { code: 'INVALID_PASSWORD', message: 'A senha atual está incorreta.' },
    };
    render(<ChangePasswordSection email="compras@exemplo.com.br" />);
    await fill('senha-errada-longa', 'cavalo correto bateria grampo');
    await waitFor(() =>
      expect(field('Senha atual')).toHaveAccessibleDescription('A senha atual está incorreta.'),
    );
    expect(field('Senha atual')).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("puts the server's WEAK_PASSWORD reason beside the new password", async () => {
    const weak =
      'Senha fraca: A senha não deve conter o seu e-mail nem o nome da empresa. Use, por exemplo, três ou quatro palavras pouco comuns.';
    network.change = { status: 400, body: { code: 'WEAK_PASSWORD', message: weak } };
    render(<ChangePasswordSection email="compras@exemplo.com.br" />);
    await fill('senha-atual-longa', 'embalagens-sao-joao');
    await waitFor(() =>
      expect(field('Nova senha')).toHaveAccessibleDescription(
        expect.stringContaining(weak) as unknown as string,
      ),
    );
    expect(field('Nova senha')).toHaveFocus();
  });

  it('shows a refusal for no field (too many attempts) in the form', async () => {
    network.change = {
      status: 429,
      body: {
        code: 'TOO_MANY_ATTEMPTS',
        message:
          'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
      },
    };
    render(<ChangePasswordSection email="compras@exemplo.com.br" />);
    await fill('senha-atual-longa', 'cavalo correto bateria grampo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas de login');
  });
});
