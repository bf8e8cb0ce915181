// The contact form as a visitor uses it: in the 'Seu futuro começa agora!' dialog and inline on
// /flexo, with browser-side validation, the server's answer, and the dialog's keyboard behaviour.
import { expect, test } from './fixtures';
import { gotoLive } from './live';
import { axeViolations } from './axe';

// Both tests post from 127.0.0.1 and the second one exhausts that address's limit: run in order.
test.describe.configure({ mode: 'serial' });

test('a call to action opens the dialog; the form validates, sends and confirms', async ({
  page,
}) => {
  await gotoLive(page, '/ServicesPage');
  const cta = page.getByRole('button', { name: 'Solicite um orçamento' });
  await cta.click();
  const dialog = page.getByRole('dialog', { name: 'Seu futuro começa agora!' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Empty submit: each field says what is missing, and focus goes to the first.
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  const name = dialog.getByLabel('Nome');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Informe o seu nome.')).toBeVisible();
  await expect(dialog.getByText('Informe o seu e-mail.')).toBeVisible();
  await expect(dialog.getByText('Escreva a sua mensagem.')).toBeVisible();

  await name.fill('Carla Rótulos');
  await dialog.getByLabel('E-mail').fill('carla@rotulos');
  await dialog.getByLabel('Mensagem').fill('Preciso de 10 artes de rótulos por semana.');
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(
    dialog.getByText('Informe um e-mail válido, como nome@empresa.com.br.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toBeFocused();

  await dialog.getByLabel('E-mail').fill('carla@rotulos.com.br');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  expect((await posted).status()).toBe(201);
  await expect(dialog.getByRole('status')).toHaveText(
    'Mensagem enviada! Obrigado pelo contato — responderemos em breve.',
  );

  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cta).toBeFocused();
});

test('the inline form on /flexo shows the server’s pt-BR message when it refuses', async ({
  page,
}) => {
  await gotoLive(page, '/flexo');
  const form = page.getByRole('main');
  await form.getByLabel('Nome').fill('Teste de Limite');
  await form.getByLabel('E-mail').fill('limite@exemplo.com.br');
  await form.getByLabel('Mensagem').fill('Mensagem de teste do limite por endereço.');
  // The e2e server sees every test from 127.0.0.1; send until the per-address limit answers.
  let status = 0;
  for (let i = 0; i < 8 && status !== 429; i++) {
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    if (i > 0) {
      await form.getByRole('button', { name: 'Enviar outra mensagem' }).click();
      await form.getByLabel('Nome').fill('Teste de Limite');
      await form.getByLabel('E-mail').fill('limite@exemplo.com.br');
      await form.getByLabel('Mensagem').fill('Mensagem de teste do limite por endereço.');
    }
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    status = (await posted).status();
  }
  expect(status).toBe(429);
  await expect(form.getByRole('alert')).toContainText(
    'Você enviou muitas mensagens em pouco tempo',
  );
  // What the visitor typed is kept, so nothing is lost.
  await expect(form.getByLabel('Mensagem')).toHaveValue(
    'Mensagem de teste do limite por endereço.',
  );
});
