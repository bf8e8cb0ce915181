// @vitest-environment jsdom
// The form layer's accessibility: a visible label, aria-invalid and aria-describedby (hint and
// error) on a field in error, focus on the first field in error, and a server refusal shown on
// the field it names or else as the form's alert.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormAlert, FormCheckField, FormField } from './form-field';
import { showServerError } from './use-app-form';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  company: z.string().trim().min(1, 'Informe o nome da empresa.'),
  email: z.string().trim().pipe(z.email('Informe um e-mail válido.')),
  agree: z.literal(true, { error: 'Aceite os termos.' }),
});

function TestForm(props: {
  onValid: (values: z.output<typeof schema>) => void;
  server?: { message: string; field?: 'company' | 'email' };
}) {
  const form = useZodForm(schema, { company: '', email: '' });
  const submit = form.handleSubmit((values) => {
    if (props.server) showServerError(form, props.server.message, props.server.field);
    else props.onValid(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert form={form} />
      <FormField form={form} name="company" label="Empresa" />
      <FormField form={form} name="email" label="E-mail" type="email" hint="O da empresa." />
      <FormCheckField form={form} name="agree" label="Concordo" />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormField', () => {
  it('labels each field and links its hint, without marking it before a submit', () => {
    render(<TestForm onValid={vi.fn()} />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAccessibleDescription('O da empresa.');
    expect(screen.getByLabelText('Empresa')).not.toHaveAttribute('aria-describedby');
  });

  it('marks every field in error, describes it by its message and focuses the first', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Empresa'), 'Embalagens Bahia');
    await userEvent.type(screen.getByLabelText('E-mail'), 'nada');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const company = screen.getByLabelText('Empresa');
    const email = screen.getByLabelText('E-mail');
    const agree = screen.getByRole('checkbox', { name: 'Concordo' });
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(company).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAccessibleDescription('O da empresa. Informe um e-mail válido.');
    expect(email).toHaveFocus();
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription('Aceite os termos.');
    expect(onValid).not.toHaveBeenCalled();

    // Fixing a field takes its message away as the visitor types.
    await userEvent.type(email, '@empresa.com.br');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAccessibleDescription('O da empresa.');
  });

  it('sends the parsed values once every rule holds', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Empresa'), '  Embalagens Bahia ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'compras@empresa.com.br');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concordo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith({
      company: 'Embalagens Bahia',
      email: 'compras@empresa.com.br',
      agree: true,
    });
  });

  it("shows the server's refusal on the field it names, focused", async () => {
    render(<TestForm onValid={vi.fn()} server={{ message: 'E-mail já usado.', field: 'email' }} />);
    await userEvent.type(screen.getByLabelText('Empresa'), 'Embalagens Bahia');
    await userEvent.type(screen.getByLabelText('E-mail'), 'compras@empresa.com.br');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concordo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const email = screen.getByLabelText('E-mail');
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('O da empresa. E-mail já usado.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a server refusal that names no field as the form's alert", async () => {
    render(<TestForm onValid={vi.fn()} server={{ message: 'Tente mais tarde.' }} />);
    await userEvent.type(screen.getByLabelText('Empresa'), 'Embalagens Bahia');
    await userEvent.type(screen.getByLabelText('E-mail'), 'compras@empresa.com.br');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concordo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Tente mais tarde.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('FormField with a counter', () => {
  const named = z.object({ name: z.string().max(10, 'No máximo 10.') });
  function NameForm() {
    const form = useZodForm(named, { name: '' });
    return (
      <form noValidate>
        <FormField form={form} name="name" label="Nome" maxLength={10} counter />
        <input aria-label="Outro" />
      </form>
    );
  }

  it('counts the characters, read with the field, and says when the limit is reached', async () => {
    render(<NameForm />);
    const name = screen.getByLabelText('Nome');
    expect(name).toHaveAccessibleDescription('0 de 10 caracteres');
    await userEvent.type(name, 'Caixa');
    expect(name).toHaveAccessibleDescription('5 de 10 caracteres');
    expect(screen.queryByText(/Limite de 10 caracteres/)).toBeNull();
    await userEvent.type(name, ' 30x30 e mais');
    expect(name).toHaveValue('Caixa 30x3');
    expect(name).toHaveAccessibleDescription('10 de 10 caracteres');
    const limit = screen.getByText('Limite de 10 caracteres atingido.');
    expect(limit.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('says so when a paste was cut to the limit, until the next edit', async () => {
    render(<NameForm />);
    const name = screen.getByLabelText('Nome');
    await userEvent.click(name);
    await userEvent.paste('Rótulo de cinquenta caracteres');
    expect(name).toHaveValue('Rótulo de ');
    expect(name).toHaveAccessibleDescription('10 de 10 caracteres');
    expect(
      screen.getByText('O texto colado tinha 30 caracteres: ficaram só os 10 primeiros.'),
    ).toBeVisible();
    await userEvent.type(name, '{Backspace}');
    expect(screen.queryByText(/O texto colado/)).toBeNull();
    expect(name).toHaveAccessibleDescription('9 de 10 caracteres');
  });
});
