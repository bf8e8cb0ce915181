// A client's LGPD rights in the built app: 'Meus dados' downloads one ZIP holding the manifest and
// the very bytes they sent; 'Excluir minha conta' (password and confirmation) signs them out to
// the confirmation page, and the account can no longer sign in. Each screen passes axe.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzip } from '../../server/test/unzip';
import { axeViolations } from './axe';
import { requestArt } from './arts';
import { expect, test, waitUntilLive } from './fixtures';
import { sha256, uniquePng } from './files';

interface Manifest {
  conta: { email: string; nomeDaEmpresa: string };
  artes: { nome: string; briefing: string }[];
  arquivos: { caminho: string; sha256: string; tamanho: number }[];
}

test('a client downloads their data, then deletes the account and can no longer sign in', async ({
  page,
  client,
  login,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const artName = `Rótulo LGPD ${randomBytes(3).toString('hex')}`;
  const attachment = uniquePng();

  await login(client);
  const clientId = await adminApi.clientId(client.email);
  await adminApi.grantCredits(clientId, 1);
  // The art and its file go in through the API, with the page's own session.
  await requestArt(page.request, new URL(page.url()).origin, {
    name: artName,
    briefing: 'Briefing que também sai no ZIP',
    files: { name: 'marca.png', mimeType: 'image/png', buffer: attachment },
  });

  // --- Meus dados: the ZIP ---------------------------------------------------------------------
  await page
    .getByRole('navigation', { name: 'Menu da área do cliente' })
    .getByRole('link', { name: 'Meus dados' })
    .click();
  await expect(page).toHaveURL(/\/MeusDados$/);
  await expect(page.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('status')).toContainText('Seu download começou');
  const entries = await unzip(await readFile(await download.path()));
  const manifest = JSON.parse(entries.get('dados.json')!.toString('utf8')) as Manifest;
  expect(manifest.conta).toMatchObject({ email: client.email, nomeDaEmpresa: client.name });
  expect(manifest.artes).toEqual([
    expect.objectContaining({ nome: artName, briefing: 'Briefing que também sai no ZIP' }),
  ]);
  expect(manifest.arquivos).toHaveLength(1);
  const [file] = manifest.arquivos;
  expect(file!.caminho).toBe(`artes/${artName}/anexos/marca.png`);
  expect(file!.sha256).toBe(sha256(attachment));
  expect(entries.get(file!.caminho)!.equals(attachment)).toBe(true);

  // --- Excluir minha conta -----------------------------------------------------------------------
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog).toContainText('não poderá entrar novamente');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Senha atual').fill('nao-e-a-minha-senha');
  await dialog.getByLabel('Entendo que a exclusão é definitiva e não pode ser desfeita.').check();
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Senha incorreta');

  await dialog.getByLabel('Senha atual').fill(client.password);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page).toHaveURL(/\/conta-excluida$/);
  await expect(page.getByRole('heading', { name: 'Conta excluída', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Sua conta foi excluída');
  expect(await axeViolations(page)).toEqual([]);

  // Signed out: the client area sends the visitor to /Login, where the old password fails.
  await page.goto('/ClientArea');
  await expect(page).toHaveURL(/\/Login/);
  // The refusal dialog is the live app's (before then the form posts itself: ssr.spec.ts).
  await waitUntilLive(page);
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Senha').fill(client.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Erro ao entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/Login/);
});
