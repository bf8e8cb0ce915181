// @vitest-environment jsdom
// ConfirmDialog: named by its title, confirms and cancels, and cannot be dismissed while pending.
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const base = {
  show: true,
  title: 'Aprovar arte',
  body: 'Deseja aprovar a arte Caixa 30x30?',
  confirmLabel: 'Aprovar',
};

describe('ConfirmDialog', () => {
  it('is a dialog named by its title that confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar arte' });
    expect(dialog).toHaveTextContent('Deseja aprovar a arte Caixa 30x30?');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and ignores Escape while pending, and shows an error', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        {...base}
        pending
        error="Não é possível aprovar uma arte com status Solicitado."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await screen.findByRole('dialog', { name: 'Aprovar arte' });
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('status Solicitado');
  });

  it('renders nothing when hidden', () => {
    render(<ConfirmDialog {...base} show={false} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts focus on the page heading when the button that opened it is gone after confirming', async () => {
    function Row() {
      const [asking, setAsking] = useState(false);
      const [approved, setApproved] = useState(false);
      return (
        <main>
          <h1>Artes Finalizadas</h1>
          {!approved && <button onClick={() => setAsking(true)}>Aprovar Caixa 30x30</button>}
          <ConfirmDialog
            {...base}
            show={asking}
            onConfirm={() => {
              setApproved(true);
              setAsking(false);
            }}
            onCancel={() => setAsking(false)}
          />
        </main>
      );
    }
    render(<Row />);
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar Caixa 30x30' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Artes Finalizadas' })).toHaveFocus(),
    );
  });

  it('leaves focus on the opening button when it is still there', async () => {
    render(
      <main>
        <h1>Clientes</h1>
        <ConfirmDialogOpener />
      </main>,
    );
    const opener = screen.getByRole('button', { name: 'Excluir' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opener).toHaveFocus();
  });
});

function ConfirmDialogOpener() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button onClick={() => setAsking(true)}>Excluir</button>
      <ConfirmDialog
        {...base}
        show={asking}
        onConfirm={() => setAsking(false)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
