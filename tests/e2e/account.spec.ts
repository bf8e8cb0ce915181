// The account's own password in the browser: on a 360 px phone a client changes it in 'Meus dados'
// (the meter rates it, the other device is signed out, this one stays) and signs in with the new
// one; the panel's 'Minha conta' offers the same form and passes axe.
import { randomBytes } from 'node:crypto';
import { axeViolations } from './axe';
import {
  expect,
  expectNoSideScroll,
  signInThroughApi,
  signOutInBrowser,
  test,
  waitUntilLive,
} from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("a client changes the password in 'Meus dados' and signs in with the new one", async ({
    page,
    client,
    login,
    newVisitor,
    baseURL,
  }) => {
    const otherDevice = await newVisitor();
    await signInThroughApi(otherDevice.request, baseURL!, client);
    expect((await otherDevice.request.get('/api/me')).status()).toBe(200);

    await login(client);
    await page.goto('/MeusDados');
    await waitUntilLive(page);
    const section = page.getByRole('region', { name: 'Alterar senha' });
    await section.getByLabel('Senha atual').fill(client.password);
    const newPassword = `trombone marisco ${randomBytes(3).toString('hex')} violeta`;
    await section.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await expect(section.getByText('Força da senha: forte.')).toBeVisible();
    await section.getByLabel('Confirme a nova senha').fill(newPassword);
    await section.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(section.getByRole('status')).toContainText('Senha alterada.');
    // The form fits the phone: nothing wider than the screen.
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // This device stays signed in. The other one can change nothing at once, and that first
    // refusal signs it out; untouched, its reads would stop within SESSION_CACHE_SECONDS
    // (docs/decisions/0013-nginx-in-front-and-the-session-cache.md).
    expect((await page.request.get('/api/me')).status()).toBe(200);
    const write = await otherDevice.request.post('/api/notifications/read-all', {
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(write.status()).toBe(401);
    expect((await otherDevice.request.get('/api/me')).status()).toBe(401);

    await signOutInBrowser(page, 'client');
    await page.goto('/Login');
    await waitUntilLive(page);
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Senha').fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('dialog', { name: 'Erro ao entrar' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Erro ao entrar' })
      .getByRole('button', { name: 'Fechar' })
      .last()
      .click();
    await page.getByLabel('Senha').fill(newPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // In, back where the client was ('Meus dados') or in the client area.
    await page.waitForURL(/\/(MeusDados|ClientArea)$/);
    await expect(page.getByText(client.name)).toBeVisible();
  });
});

test("the panel's 'Minha conta' offers 'Alterar senha' and passes axe", async ({
  page,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Minha conta' })
    .click();
  await expect(page).toHaveURL(/\/MinhaConta$/);
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Alterar senha' });
  await expect(section.getByLabel('Senha atual')).toBeVisible();
  await section.getByLabel('Nova senha', { exact: true }).fill('aaaaaaaaaaaaaa');
  await expect(section.getByText(/^Força da senha: (muito fraca|fraca)\.$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
