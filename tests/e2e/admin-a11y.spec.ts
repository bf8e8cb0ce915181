// Accessibility of the admin panel: axe-core finds no WCAG 2.x A/AA violation on any admin page,
// with real rows on screen, nor in its dialogs, nor on the 'Acesso negado' page.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import type { Page as ListPage } from '../../server/db/paging';
import type { AdminClientRow } from '../../server/admin/admin.schemas';
import { requestArt, uniqueArtName } from './arts';
import { axeViolations } from './axe';
import { expect, signInThroughApi, test, type Account } from './fixtures';

// Journeys of two browser contexts on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

/** Gives the client a credit (as the admin, through the panel's API) and files one request. */
async function seedArt(admin: Page, client: APIRequestContext, baseURL: string, account: Account) {
  const found = await admin.request.get(
    `${apiRoutes.admin.clients}?search=${encodeURIComponent(account.email)}`,
  );
  const clientRow = ((await found.json()) as ListPage<AdminClientRow>).items[0]!;
  const granted = await admin.request.post(apiRoutes.admin.grantCredits(clientRow.id), {
    data: { amount: 2, note: 'Teste de acessibilidade' },
    headers: { origin: baseURL },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await signInThroughApi(client, baseURL, account);
  const art = await requestArt(client, baseURL, {
    name: uniqueArtName('Rótulo'),
    briefing: 'Rótulo 10x15 cm.',
  });
  return { clientId: clientRow.id, art };
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('every admin page and dialog passes axe', async ({
  page,
  request,
  baseURL,
  client,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  const { clientId, art } = await seedArt(page, request, baseURL!, client);

  await page.goto('/Admin');
  await expect(page.getByRole('table', { name: 'Artes Solicitadas' })).toContainText(art.name);
  await expectNoViolations(page);

  await page.goto(`/pagina-detalhes/${art.id}`);
  await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByRole('dialog', { name: 'Arte Iniciada com sucesso!' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog', { name: 'Enviar arte finalizada' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  // Searched: unsearched, the first page holds the 50 first names of every client the browser tests
  // have made, and this one may sort after them.
  await page.goto(`/Clientes?busca=${encodeURIComponent(client.email)}`);
  await expect(page.getByRole('table', { name: 'Clientes ativos' })).toContainText(client.email);
  await expectNoViolations(page);
  await page.getByRole('button', { name: `Excluir ${client.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir cliente' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto(`/cliente-detalhe/${clientId}`);
  await expect(page.getByRole('table', { name: 'Extrato de créditos' })).toContainText(
    'Teste de acessibilidade',
  );
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Adicionar Créditos' }).click();
  const grant = page.getByRole('dialog', { name: 'Adicionar Créditos' });
  await grant.getByRole('button', { name: 'Adicionar' }).click();
  await expect(grant.getByRole('alert')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/ArteFinalizada');
  await expect(page.getByRole('table', { name: 'Artes Finalizadas' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/Mensagens');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
  await expectNoViolations(page);

  // A phone-sized screen, with the menu open.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Abrir ou fechar o menu do painel' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectNoViolations(page);
});

test("the 'Acesso negado' page passes axe", async ({ page, baseURL, client }) => {
  await signInThroughApi(page.request, baseURL!, client);
  await page.goto('/Admin');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await expectNoViolations(page);
});
