// @vitest-environment jsdom
// The credit dialog refuses blank, zero, negative, fractional, non-numeric and too-large amounts
// in the dialog itself, sends a valid one, and shows the server's refusal.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreditGrantInput } from '../../../../common/api-types';
import { ApiError, type ApiSchemas } from '../../../lib/api';
import { CreditGrantDialog } from './credit-grant-dialog';

type CreditGrantResult = ApiSchemas['CreditGrantResult'];

function setup(grant = vi.fn<(input: CreditGrantInput) => Promise<CreditGrantResult>>()) {
  const onGranted = vi.fn();
  render(
    <CreditGrantDialog
      show
      clientName="Embalagens Bahia Ltda"
      currentCredit={2}
      grant={grant}
      onGranted={onGranted}
      onCancel={vi.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Adicionar Créditos' });
  return { dialog, grant, onGranted, user: userEvent.setup() };
}

/** A grant's answer from the server. */
const granted: CreditGrantResult = {
  credit: 7,
  entry: {
    id: 'e1',
    kind: 'grant',
    amount: 5,
    balanceAfter: 7,
    note: 'Pacote de maio',
    artId: null,
    actor: { id: 'a1', name: 'Administrador' },
    createdAt: '2026-05-04T12:00:00Z',
  },
};

describe('CreditGrantDialog', () => {
  it.each([
    ['', 'Informe a quantidade de créditos.'],
    ['0', 'A quantidade de créditos deve ser de 1 a 1000.'],
    ['-1', 'A quantidade de créditos deve ser de 1 a 1000.'],
    ['1.5', 'A quantidade de créditos deve ser um número inteiro.'],
    ['1,5', 'A quantidade de créditos deve ser um número inteiro.'],
    ['abc', 'Digite a quantidade de créditos só com algarismos, por exemplo 10.'],
    ['1001', 'A quantidade de créditos deve ser de 1 a 1000.'],
  ])('refuses %j in the dialog', async (typed, message) => {
    const { dialog, grant, user } = setup();
    const amount = within(dialog).getByLabelText('Quantidade de Créditos');
    if (typed) await user.type(amount, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(amount).toHaveFocus();
    expect(grant).not.toHaveBeenCalled();
  });

  it('sends 5 credits with the note and reports the new balance', async () => {
    const { dialog, grant, onGranted, user } = setup(vi.fn().mockResolvedValue(granted));
    await user.type(within(dialog).getByLabelText('Quantidade de Créditos'), ' 5 ');
    await user.type(within(dialog).getByLabelText(/Observação/), 'Pacote de maio');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(grant).toHaveBeenCalledExactlyOnceWith({ amount: 5, note: 'Pacote de maio' });
    expect(onGranted).toHaveBeenCalledWith(granted, { amount: 5, note: 'Pacote de maio' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('leaves the note out when it is blank', async () => {
    const { dialog, grant, user } = setup(vi.fn().mockResolvedValue(granted));
    await user.type(within(dialog).getByLabelText('Quantidade de Créditos'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(grant).toHaveBeenCalledExactlyOnceWith({ amount: 1 });
  });

  it("shows the server's message when it still refuses", async () => {
    const refusal = new ApiError(400, 'invalid_input', 'Quantidade inválida segundo o servidor.');
    const { dialog, onGranted, user } = setup(vi.fn().mockRejectedValue(refusal));
    await user.type(within(dialog).getByLabelText('Quantidade de Créditos'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Quantidade inválida segundo o servidor.',
    );
    expect(onGranted).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeEnabled();
  });
});
