// @vitest-environment jsdom
// 'Enviar': the file and the optional note to the client go to `deliver`; a note past 2,000
// characters is refused beside its field before anything is sent.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliverArtDialog } from './deliver-art-dialog';
import type { DeliverArtInput } from '../api/deliver-art';

function renderDialog(deliver: (input: DeliverArtInput) => Promise<unknown>) {
  const onDelivered = vi.fn();
  render(
    <DeliverArtDialog
      show
      artName="Caixa Pizza"
      nextVersion={2}
      deliver={deliver}
      onDelivered={onDelivered}
      onCancel={() => {}}
    />,
  );
  return { onDelivered };
}

const finalFile = () => new File(['%PDF-1.4'], 'final.pdf', { type: 'application/pdf' });

describe('DeliverArtDialog', () => {
  it('sends the file with the note to the client', async () => {
    const deliver = vi.fn(async (_input: DeliverArtInput) => ({}));
    const { onDelivered } = renderDialog(deliver);
    await userEvent.upload(screen.getByLabelText('Arquivo final'), finalFile());
    await userEvent.type(
      screen.getByLabelText('Observação ao cliente (opcional)'),
      'Cores conferidas.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onDelivered).toHaveBeenCalled());
    expect(deliver.mock.calls[0]?.[0]).toMatchObject({ note: 'Cores conferidas.' });
    expect(deliver.mock.calls[0]?.[0].file.name).toBe('final.pdf');
  });

  it('refuses a note over 2,000 characters and sends nothing', async () => {
    const deliver = vi.fn(async (_input: DeliverArtInput) => ({}));
    renderDialog(deliver);
    await userEvent.upload(screen.getByLabelText('Arquivo final'), finalFile());
    const note = screen.getByLabelText('Observação ao cliente (opcional)');
    // maxLength stops typing; a paste or an old browser could still send more.
    note.removeAttribute('maxlength');
    fireEvent.input(note, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A observação ao cliente deve ter no máximo 2.000 caracteres.',
    );
    expect(deliver).not.toHaveBeenCalled();
  });
});
