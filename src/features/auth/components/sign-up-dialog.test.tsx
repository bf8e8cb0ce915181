// @vitest-environment jsdom
// The 'Criar conta' dialog: each rule's message beside its field, and what follows the server's
// answer (signed in, or not: an e-mail already registered, which the server never names). The
// network is a scripted fetch under better-auth's real client.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../../../common/auth-schemas';
import { INVALID_NAME_MESSAGE } from '../../../../common/text-rules';
import { MAILED_NOTICE, SignUpDialog } from './sign-up-dialog';

// better-auth's client keeps the fetch it found when src/lib/auth-client.ts was loaded, so the
// scripted fetch must be in place before the imports run (vi.hoisted).
const network = vi.hoisted(() => {
  const state = {
    requests: [] as { url: string; body: unknown }[],
    answer: { status: 200, body: {} as unknown },
    /** What /get-session answers after the sign-up: a session, or null (not signed in). */
    session: null as unknown,
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/get-session')) {
      return new Response(JSON.stringify(state.session), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    state.requests.push({ url: request.url, body: await request.clone().json() });
    return new Response(JSON.stringify(state.answer.body), {
      status: state.answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});
const requests = network.requests;

beforeEach(() => {
  requests.length = 0;
  network.answer = { status: 200, body: { token: null, user: { id: 'u1' } } };
  network.session = { session: { id: 's1' }, user: { id: 'u1' } };
});

const TERMS_LABEL = 'Li e aceito os Termos de uso e a Política de privacidade';

async function fill(
  dialog: HTMLElement,
  values: { name?: string; email?: string; password?: string; acceptTerms?: boolean },
) {
  if (values.name)
    await userEvent.type(within(dialog).getByLabelText('Nome da empresa'), values.name);
  if (values.email) await userEvent.type(within(dialog).getByLabelText('E-mail'), values.email);
  if (values.password)
    await userEvent.type(within(dialog).getByLabelText('Senha'), values.password);
  if (values.acceptTerms ?? true)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: TERMS_LABEL }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
}

/** The dialog open, with `onSignedUp` to hand over to. */
async function openDialog(onSignedUp: () => Promise<void> = vi.fn()) {
  render(<SignUpDialog show onClose={vi.fn()} onSignedUp={onSignedUp} />);
  return screen.findByRole('dialog', { name: 'Criar conta' });
}

describe('SignUpDialog', () => {
  it('shows every rule beside its field and sends nothing', async () => {
    const dialog = await openDialog();
    await fill(dialog, { email: 'nao-e-email', password: 'curta' });
    const name = within(dialog).getByLabelText('Nome da empresa');
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // Each message is read with its field, and the first field at fault takes the focus.
    expect(name).toHaveAccessibleDescription('Informe o nome da empresa. 0 de 120 caracteres');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Senha')).toHaveAccessibleDescription(
      'De 12 a 128 caracteres. A senha deve ter pelo menos 12 caracteres.',
    );
    expect(dialog).toHaveTextContent('Informe o nome da empresa.');
    expect(dialog).toHaveTextContent('Informe um e-mail válido.');
    expect(dialog).toHaveTextContent('A senha deve ter pelo menos 12 caracteres.');
    expect(dialog).not.toHaveTextContent(TERMS_NOT_ACCEPTED_MESSAGE);
    expect(requests).toHaveLength(0);
  });

  it("refuses a company name with an invisible or control character, as an art's name", async () => {
    const dialog = await openDialog();
    await fill(dialog, {
      name: 'Gráfica\u202eBahia',
      email: 'grafica@exemplo.com.br',
      password: 'Girassol-Trator-Lua-88',
    });
    const name = within(dialog).getByLabelText('Nome da empresa');
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(`${INVALID_NAME_MESSAGE} 13 de 120 caracteres`);
    expect(requests).toHaveLength(0);
  });

  it('counts the company name’s characters up to 120, saying when a paste was cut', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Nome da empresa');
    await userEvent.click(name);
    await userEvent.paste('Embalagens '.repeat(45));
    expect(name).toHaveValue('Embalagens '.repeat(45).slice(0, 120));
    expect(name).toHaveAccessibleDescription('120 de 120 caracteres');
    expect(
      within(dialog).getByText('O texto colado tinha 495 caracteres: ficaram só os 120 primeiros.'),
    ).toBeVisible();
  });

  it('requires the terms box, labelled, its links opening the terms and the privacy policy in a new tab', async () => {
    const dialog = await openDialog();
    const box = within(dialog).getByRole('checkbox', { name: TERMS_LABEL });
    expect(box).not.toBeChecked();
    for (const [name, href] of [
      ['Termos de uso', '/UserTerms'],
      ['Política de privacidade', '/Privacidade'],
    ] as const) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    await fill(dialog, {
      name: 'Caixas Sul',
      email: 'compras@exemplo.com.br',
      password: 'senha-bem-longa',
      acceptTerms: false,
    });
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(TERMS_NOT_ACCEPTED_MESSAGE);
    expect(requests).toHaveLength(0);

    // Ticked, the form goes, with the acceptance.
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ acceptTerms: true });
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's terms refusal beside the box", async () => {
    network.answer = {
      status: 400,
      body: { code: 'TERMS_NOT_ACCEPTED', message: TERMS_NOT_ACCEPTED_MESSAGE },
    };
    const dialog = await openDialog();
    await fill(dialog, {
      name: 'Caixas Sul',
      email: 'compras@exemplo.com.br',
      password: 'senha-bem-longa',
    });
    const box = within(dialog).getByRole('checkbox', { name: TERMS_LABEL });
    expect(await within(dialog).findByText(TERMS_NOT_ACCEPTED_MESSAGE)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs up with the normalised e-mail and hands over', async () => {
    const onSignedUp = vi.fn(async () => {});
    const dialog = await openDialog(onSignedUp);
    await fill(dialog, {
      name: 'Caixas Sul',
      email: 'Compras@Exemplo.com.br',
      password: 'senha-bem-longa',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/api\/auth\/sign-up\/email$/);
    expect(requests[0]?.body).toMatchObject({
      name: 'Caixas Sul',
      email: 'compras@exemplo.com.br',
    });
    expect(onSignedUp).toHaveBeenCalled();
  });

  it('when the sign-up did not sign in (an e-mail already registered), says a message was sent and stays', async () => {
    network.session = null;
    const onSignedUp = vi.fn();
    const dialog = await openDialog(onSignedUp);
    await fill(dialog, {
      name: 'Caixas Sul',
      email: 'ja@exemplo.com.br',
      password: 'senha-bem-longa',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MAILED_NOTICE);
    expect(dialog).not.toHaveTextContent(/já está cadastrado/);
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it("shows the server's weak-password reason beside the password field", async () => {
    const reason =
      'Senha fraca: Repetições (como "aaaa") são fáceis de adivinhar. Use, por exemplo, três ou quatro palavras pouco comuns.';
    network.answer = { status: 400, body: { code: 'WEAK_PASSWORD', message: reason } };
    const onSignedUp = vi.fn();
    const dialog = await openDialog(onSignedUp);
    await fill(dialog, {
      name: 'Caixas Sul',
      email: 'x@exemplo.com.br',
      password: 'aaaaaaaaaaaa',
    });
    const field = within(dialog).getByLabelText('Senha');
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it("shows the server's own pt-BR refusal", async () => {
    network.answer = {
      status: 429,
      body: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Muitas tentativas seguidas. Aguarde um minuto e tente novamente.',
      },
    };
    const dialog = await openDialog();
    await fill(dialog, {
      name: 'Caixas Sul',
      email: 'x@exemplo.com.br',
      password: 'senha-bem-longa',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Aguarde um minuto');
  });
});
