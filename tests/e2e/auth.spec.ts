// Accounts in the browser: the one login failure dialog, sign-up validation beside each field
// (the terms box included), a client refused at /AdmLogin, 'Sair' revoking the session, guarded
// client pages (redirected by the server, and the way back to them after signing in), and the
// password-reset pages' own messages.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  adminAccount,
  expect,
  fillSignUp,
  newAccount,
  signInThroughApi,
  signOutInBrowser,
  test,
  waitUntilLive,
  fillLogin,
} from './fixtures';

const submitLogin = (page: Page, email: string, password: string) =>
  fillLogin(page, { email, password });

test('an unknown e-mail and a wrong password get the same login error dialog', async ({
  page,
  client,
}) => {
  await page.goto('/Login');
  // The dialog is the live app's; pressed before then, the form posts itself (ssr.spec.ts).
  await waitUntilLive(page);
  for (const [email, password] of [
    [`ninguem-${randomUUID().slice(0, 8)}@exemplo.com.br`, 'qualquer-senha-longa'],
    [client.email, 'senha-errada-demais'],
  ] as const) {
    await submitLogin(page, email, password);
    const dialog = page.getByRole('dialog', { name: 'Erro ao entrar' });
    await expect(dialog).toContainText('E-mail ou senha incorreta, por favor tente novamente');
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toBeHidden();
    // Back on the password, to type it again.
    await expect(page.getByLabel('Senha')).toBeFocused();
    await expect(page).toHaveURL(/\/Login$/);
  }
});

test('sign-up shows each rule beside its field; a registered e-mail is never named, nor signed in', async ({
  page,
  client,
}) => {
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  await dialog.getByLabel('E-mail').fill('isto-nao-e-email');
  await dialog.getByLabel('Senha').fill('curta');
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog.getByLabel('Nome da empresa')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Informe o nome da empresa.');
  await expect(dialog).toContainText('Informe um e-mail válido.');
  await expect(dialog).toContainText('A senha deve ter pelo menos 12 caracteres.');
  await expect(dialog).toContainText(
    'Para criar a conta, aceite os Termos de uso e a Política de privacidade.',
  );
  await expect(page).toHaveURL(/\/Login$/);

  const other = newAccount();
  await dialog.getByLabel('Nome da empresa').fill(other.name);
  await dialog.getByLabel('E-mail').fill(client.email.toUpperCase());
  await dialog.getByLabel('Senha').fill(other.password);
  await dialog.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }).check();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  // The server answers as for a new e-mail and mails the owner; the dialog says a message was sent.
  await expect(dialog.getByRole('status')).toContainText(
    'Enviamos uma mensagem para o e-mail informado com os próximos passos.',
  );
  await expect(dialog).not.toContainText('já está cadastrado');
  await expect(page).toHaveURL(/\/Login$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('signing up through the dialog needs the terms accepted; their links open in a new tab', async ({
  page,
}) => {
  const account = newAccount();
  const dialog = await fillSignUp(page, account);
  const terms = dialog.getByRole('checkbox', {
    name: 'Li e aceito os Termos de uso e a Política de privacidade',
  });
  await expect(terms).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toHaveAccessibleDescription(
    'Para criar a conta, aceite os Termos de uso e a Política de privacidade.',
  );
  await expect(page).toHaveURL(/\/Login$/);

  // Each link opens its page in a new tab; the form keeps what was typed.
  for (const [name, path, heading] of [
    ['Termos de uso', '/UserTerms', 'Termos de uso'],
    ['Política de privacidade', '/Privacidade', 'Política de privacidade'],
  ] as const) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(path);
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await tab.close();
  }
  await expect(dialog.getByLabel('E-mail')).toHaveValue(account.email);

  await terms.check();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL('**/ClientArea');
  await expect(page.getByText(account.name)).toBeVisible();
});

test('on a phone the terms box sits beside its label, not on a line of its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  const checkbox = await dialog
    .getByRole('checkbox', { name: 'Li e aceito os Termos de uso e a Política de privacidade' })
    .elementHandle();
  const text = await dialog.getByText('Li e aceito os').elementHandle();
  // Both measured in one frame: the dialog may still be sliding in.
  type Rect = { x: number; y: number; width: number; height: number };
  type Measurable = { getBoundingClientRect(): Rect };
  const [box, label] = await page.evaluate(
    (elements) =>
      elements.map((element): Rect => {
        const { x, y, width, height } = (element as Measurable).getBoundingClientRect();
        return { x, y, width, height };
      }),
    [checkbox, text],
  );
  // Every line of the label starts right of the box, and the box faces the label's first line.
  expect(label!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
  expect(box!.y).toBeLessThan(label!.y + 24);
  expect(box!.y + box!.height).toBeGreaterThan(label!.y);
});

test('a client is refused at /AdmLogin and is not left signed in', async ({ page, client }) => {
  await page.goto('/AdmLogin');
  // The dialog is the live app's; pressed before then, the form posts itself (ssr.spec.ts).
  await waitUntilLive(page);
  await submitLogin(page, client.email, client.password);
  const dialog = page.getByRole('dialog', { name: 'Erro ao entrar' });
  await expect(dialog).toContainText('Esta conta não tem acesso ao painel administrativo.');
  await expect(page).toHaveURL(/\/AdmLogin$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test("'Sair' revokes the session and returns to /Login", async ({ page, client, baseURL }) => {
  await signInThroughApi(page.request, baseURL!, client);
  await page.goto('/ClientArea');
  await expect(page.getByText(client.name)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);
  await signOutInBrowser(page, 'client');
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // The old cookies, replayed: the server revoked the session. Their signed copy of it may answer
  // a read for SESSION_CACHE_SECONDS (docs/decisions/0013-nginx-in-front-and-the-session-cache.md)
  // but never a write, and that refusal clears them.
  await page.context().addCookies(cookies);
  const write = await page.request.post('/api/notifications/read-all', {
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(write.status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  // Without the copy (expired), the session cookie alone opens nothing either.
  await page
    .context()
    .addCookies(cookies.filter((cookie) => !cookie.name.endsWith('.session_data')));
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/ClientArea');
  await page.waitForURL('**/Login');
});

test('client pages send a signed-out visitor to /Login', async ({ page }) => {
  for (const path of ['/ClientArea', '/UserArteFinalizada', `/alterar-arte/${randomUUID()}`]) {
    await page.goto(path);
    await page.waitForURL('**/Login');
  }
});

test('a signed-out visit to a guarded page is redirected by the server, before anything paints', async ({
  page,
}) => {
  const guarded = [
    ['/ClientArea', '/Login'],
    ['/UserArteFinalizada?busca=caixa', '/Login'],
    ['/Clientes?busca=ltda', '/AdmLogin'],
  ] as const;
  for (const [path, signIn] of guarded) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect([302, 303], path).toContain(answer.status());
    expect(answer.headers()['location']).toBe(`${signIn}?returnTo=${encodeURIComponent(path)}`);
  }
  // The browser's navigation itself is redirected; the sign-in page then tidies its address.
  const response = await page.goto('/ClientArea');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/ClientArea$/);
  await page.waitForURL('**/Login');
});

test('a visitor sent to sign in lands, once in, on the page they had opened', async ({
  page,
  client,
}) => {
  // The guard has already seen 'signed out' here: the next page must not trust that answer.
  await page.goto('/UserArteFinalizada?busca=caixa');
  await page.waitForURL('**/Login');
  await submitLogin(page, client.email, client.password);
  await page.waitForURL('**/UserArteFinalizada?busca=caixa');
  await expect(page.getByRole('heading', { name: 'Artes Finalizadas' })).toBeVisible();

  await signOutInBrowser(page, 'client');
  await page.goto('/Clientes?busca=ltda');
  await page.waitForURL('**/AdmLogin');
  await submitLogin(page, adminAccount.email, adminAccount.password);
  await page.waitForURL('**/Clientes?busca=ltda');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('ltda');
});

test('forgot password answers alike for any e-mail; a bad reset link is explained', async ({
  page,
}) => {
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await dialog.getByLabel('E-mail').fill(`ninguem-${randomUUID().slice(0, 8)}@exemplo.com.br`);
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(dialog).toContainText('Se houver uma conta com este e-mail, enviamos um link');

  await page.goto('/redefinir-senha');
  await expect(page.getByRole('alert')).toContainText('link de redefinição é inválido ou expirou');

  await page.goto('/redefinir-senha?token=token-inventado');
  await page.getByLabel('Nova senha', { exact: true }).fill('curta');
  await page.getByLabel('Confirme a nova senha').fill('curta');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 12 caracteres.')).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('uma-nova-senha-segura');
  await page.getByLabel('Confirme a nova senha').fill('uma-nova-senha-segura');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('link de redefinição é inválido ou expirou');
});
