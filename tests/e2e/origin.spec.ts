// The site opened at another address than the server's configured one (here localhost, while the
// test server's PUBLIC_URL is 127.0.0.1): signing in tells the visitor so, naming both addresses,
// instead of the wrong-password dialog.
import { expect, test, waitUntilLive } from './fixtures';

test('signing in from another address explains the configured one', async ({ page, baseURL }) => {
  const configured = new URL(baseURL!).origin;
  const other = configured.replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/Login`);
  // The SPA's dialog: act once the page is live (before then the form posts itself, and the
  // server's refusal of a cross-site post is covered by server/spa-ssr.test.ts).
  await waitUntilLive(page);
  await page.getByLabel('E-mail').fill('alguem@exemplo.com.br');
  await page.getByLabel('Senha').fill('uma-senha-qualquer-longa');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erro ao entrar' });
  await expect(dialog).toContainText(
    `Este site foi aberto por ${other}, mas o servidor está configurado para ${configured}. Abra o endereço configurado ou defina PUBLIC_URL.`,
  );
  await expect(dialog).not.toContainText('E-mail ou senha incorreta');
});
