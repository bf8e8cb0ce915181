// @vitest-environment jsdom
// Deleting a client asks first, naming the client; only 'Excluir' deactivates, then the success
// dialog says so; a refusal keeps the confirmation open with the server's message.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { DeactivateClientDialogs, type ClientRef } from './deactivate-client-dialogs';

const client: ClientRef = { id: 'c-42', name: 'Pizzaria Taverna Ltda' };

function Harness({ deactivate }: { deactivate: (id: string) => Promise<unknown> }) {
  const [target, setTarget] = useState<ClientRef | null>(null);
  return (
    <>
      <button onClick={() => setTarget(client)}>Excluir {client.name}</button>
      <DeactivateClientDialogs
        target={target}
        deactivate={deactivate}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

/** 'Excluir' pressed on the client's row, with `deactivate` as the server: its confirmation. */
async function openConfirmation(deactivate: (id: string) => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Harness deactivate={deactivate} />);
  await user.click(screen.getByRole('button', { name: `Excluir ${client.name}` }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Excluir cliente' }) };
}

describe('DeactivateClientDialogs', () => {
  it('asks, naming the client, and does nothing on Cancelar', async () => {
    const deactivate = vi.fn().mockResolvedValue({});
    const { user, dialog } = await openConfirmation(deactivate);
    expect(dialog).toHaveTextContent(`Excluir o cliente ${client.name}?`);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deactivate).not.toHaveBeenCalled();
  });

  it('deactivates on Excluir and confirms with the success dialog', async () => {
    const deactivate = vi.fn().mockResolvedValue({});
    const { user, dialog } = await openConfirmation(deactivate);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(deactivate).toHaveBeenCalledExactlyOnceWith(client.id);
    const done = await screen.findByRole('dialog', { name: 'Usuario Deletado com sucesso!' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir cliente' })).toBeNull(),
    );
    await user.click(within(done).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the confirmation open with the server's message on failure", async () => {
    const deactivate = vi
      .fn()
      .mockRejectedValue(new ApiError(404, 'not_found', 'Cliente não encontrado.'));
    const { user, dialog } = await openConfirmation(deactivate);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cliente não encontrado.');
    expect(screen.queryByRole('dialog', { name: 'Usuario Deletado com sucesso!' })).toBeNull();
  });
});
