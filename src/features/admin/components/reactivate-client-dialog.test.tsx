// @vitest-environment jsdom
// 'Reativar' asks first, naming the client and saying what comes back; only 'Reativar' calls the
// server; a refusal (an account erased at its owner's request) stays in the dialog.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { ReactivateClientDialog } from './reactivate-client-dialog';

const client = { id: 'c-7', name: 'Sorveteria Polar Ltda' };

function Harness({ reactivate }: { reactivate: (id: string) => Promise<unknown> }) {
  const [show, setShow] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <button onClick={() => setShow(true)}>Reativar</button>
      {done && <p role="status">reativado</p>}
      <ReactivateClientDialog
        show={show}
        client={client}
        reactivate={reactivate}
        onDone={() => {
          setShow(false);
          setDone(true);
        }}
        onCancel={() => setShow(false)}
      />
    </>
  );
}

/** 'Reativar' pressed, with `reactivate` as the server: its confirmation. */
async function openConfirmation(reactivate: (id: string) => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Harness reactivate={reactivate} />);
  await user.click(screen.getByRole('button', { name: 'Reativar' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Reativar cliente' }) };
}

describe('ReactivateClientDialog', () => {
  it('asks, naming the client, and does nothing on Cancelar', async () => {
    const reactivate = vi.fn().mockResolvedValue({});
    const { user, dialog } = await openConfirmation(reactivate);
    expect(dialog).toHaveTextContent(`Reativar a conta de ${client.name}?`);
    expect(dialog).toHaveTextContent('volta a entrar com o mesmo e-mail e senha');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reactivate).not.toHaveBeenCalled();
  });

  it('reactivates on Reativar', async () => {
    const reactivate = vi.fn().mockResolvedValue({});
    const { user, dialog } = await openConfirmation(reactivate);
    await user.click(within(dialog).getByRole('button', { name: 'Reativar' }));
    expect(reactivate).toHaveBeenCalledExactlyOnceWith(client.id);
    expect(await screen.findByRole('status')).toHaveTextContent('reativado');
  });

  it("keeps the dialog open with the server's message on a refusal", async () => {
    const reactivate = vi
      .fn()
      .mockRejectedValue(
        new ApiError(409, 'account_anonymized', 'Esta conta não pode ser reativada.'),
      );
    const { user, dialog } = await openConfirmation(reactivate);
    await user.click(within(dialog).getByRole('button', { name: 'Reativar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta conta não pode ser reativada.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
