// @vitest-environment jsdom
// /redefinir-senha: the server's weak-password refusal is shown beside the new password, in its
// own pt-BR words. The network is a scripted fetch under better-auth's real client.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

const REASON =
  'Senha fraca: Sequências do teclado (como "qwerty") são fáceis de adivinhar. Use, por exemplo, três ou quatro palavras pouco comuns.';

// better-auth's client keeps the fetch it found when it was loaded: put ours first.
const network = vi.hoisted(() => {
  const state = { bodies: [] as unknown[] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    state.bodies.push(await request.clone().json());
    return new Response(JSON.stringify({ code: 'WEAK_PASSWORD', message: REASON }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

describe('ResetPasswordPage', () => {
  it("shows the server's weak-password reason beside the new password", async () => {
    render(
      <MemoryRouter initialEntries={['/redefinir-senha?token=abc']}>
        <Routes>
          <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Nova senha'), 'qwertyuiop12');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'qwertyuiop12');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(network.bodies).toEqual([{ newPassword: 'qwertyuiop12', token: 'abc' }]);
  });
});
