// @vitest-environment jsdom
// The pt-BR file field: a button 'Escolher arquivo(s)' for the hidden native input, a drop zone,
// the chosen names, and the form's checks, error and focus as with any field.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormFileField } from './file-field';
import { useAppForm } from './use-app-form';

interface Values {
  files: FileList | File[] | null;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function TestForm(props: { multiple?: boolean; onValid: (names: string[]) => void }) {
  const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
    if (Array.from(values.files ?? []).length > 0) return { values, errors: {} };
    return { values: {}, errors: { files: { type: 'rule', message: 'Escolha um arquivo.' } } };
  };
  const form = useAppForm<Values>({ resolver, defaultValues: { files: null } });
  const submit = form.handleSubmit((values) =>
    props.onValid(Array.from<File>(values.files ?? []).map((file) => file.name)),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormFileField
        form={form}
        name="files"
        label="Referências"
        hint="PDF ou imagens."
        multiple={props.multiple}
        accept=".pdf"
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormFileField', () => {
  it('is a pt-BR button over a hidden input, which it opens', async () => {
    render(<TestForm multiple onValid={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Escolher arquivos' });
    // The field's label first: two pickers in a form differ by it.
    expect(button).toHaveAccessibleDescription(
      'Referências Nenhum arquivo escolhido. PDF ou imagens.',
    );
    // The native input keeps the label (and the tests' access) but is neither seen nor tabbed to.
    const input = screen.getByLabelText('Referências');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('visually-hidden');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('aria-hidden', 'true');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await userEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    expect(screen.getByText(/ou arraste os arquivos até aqui/)).toBeInTheDocument();
  });

  it('lists the chosen files and sends them', async () => {
    const onValid = vi.fn();
    render(<TestForm multiple onValid={onValid} />);
    await userEvent.upload(screen.getByLabelText('Referências'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(screen.getByText('a.pdf, b.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivos' })).toHaveAccessibleDescription(
      'Referências a.pdf, b.pdf PDF ou imagens.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith(['a.pdf', 'b.pdf']);
  });

  it('takes files dropped on its zone (one, for a single-file field)', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    const button = screen.getByRole('button', { name: 'Escolher arquivo' });
    const zone = button.parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveClass('file-drop-active');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('faca.pdf'), pdf('outra.pdf')] } });
    expect(zone).not.toHaveClass('file-drop-active');
    expect(screen.getByText('faca.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith(['faca.pdf']);
  });

  it('on a refused submit, marks the field and puts the focus on its button', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const button = screen.getByRole('button', { name: 'Escolher arquivo' });
    await vi.waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(
      'Referências Nenhum arquivo escolhido. PDF ou imagens. Escolha um arquivo.',
    );
    expect(onValid).not.toHaveBeenCalled();
  });
});
