import { statSync } from 'node:fs';
import { expect, newAccount, signUpInBrowser, test, waitUntilLive } from './fixtures';

test('the home page loads', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the page's stylesheet and scripts arrive Brotli-compressed", async ({ page }) => {
  // Every file of 1 KB or more under /assets/ (vite.config.ts compresses those ahead).
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const file = /\/assets\/[^/]+\.(css|js)$/.exec(new URL(response.url()).pathname)?.[0];
    if (file && statSync(new URL(`../../dist${file}`, import.meta.url)).size >= 1024) {
      encodings.set(file, (await response.allHeaders())['content-encoding']);
    }
  });
  await page.goto('/');
  await waitUntilLive(page);
  const stylesheet = await page.locator('style[data-full-css]').getAttribute('data-full-css');
  await expect.poll(() => encodings.has(stylesheet!)).toBe(true);
  expect([...encodings.keys()].filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2);
  expect(new Set(encodings.values())).toEqual(new Set(['br']));
});

test('a visitor signs up and lands on /ClientArea', async ({ page }) => {
  const account = newAccount();
  await signUpInBrowser(page, account);
  await expect(page.getByText(account.name)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('0 créditos', { exact: true }),
  ).toBeVisible();
});

test('a client signs in at /Login with the login fixture', async ({ page, client, login }) => {
  await login(client);
  await expect(page.getByText(client.name)).toBeVisible();
});

test('the admin signs in at /AdmLogin and lands on /Admin', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await expect(page).toHaveURL(/\/Admin$/);
});

test('a wrong password shows the login error dialog', async ({ page, client }) => {
  await page.goto('/Login');
  // The dialog is the live app's; pressed before then, the form posts itself (ssr.spec.ts).
  await waitUntilLive(page);
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Senha').fill('senha-errada-demais');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erro ao entrar' });
  await expect(dialog).toContainText('E-mail ou senha incorreta, por favor tente novamente');
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the SPA answers deep links and unknown API paths', async ({ page, request }) => {
  const deep = await page.goto('/ClientArea');
  expect(deep?.status()).toBe(200);
  await page.waitForURL('**/Login');
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({
    error: { code: 'not_found', message: 'Endereço da API não encontrado.' },
  });
});
