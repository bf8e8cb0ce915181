// The delivery promise ('Prazo de entrega', docs/product/art-page.md) at 360 px: the request
// dialog states it in the words of the art page and the mails, with the deadline the server gave,
// which the art page shows again; the panel's 'Prazo de entrega' page shows the setting and
// refuses a value out of bounds. The clock itself (Thursday 16:51 → Monday 16:51, weekends,
// holidays) needs a fixed clock the built server does not take: server/arts/business-hours.test.ts.
// The setting is shared by every spec running at once, so this one saves only the value in force.
import { randomBytes } from 'node:crypto';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail } from '../../server/arts/art.schemas';
import type { Page as ListPage } from '../../server/db/paging';
import type { ArtSummary } from '../../server/arts/art.schemas';
import {
  expect,
  fillLabelBrief,
  openMenu,
  signInAsStudio,
  signInThroughApi,
  test,
} from './fixtures';
import { openArtFromList, shownDateTime } from './arts';

test.describe.configure({ timeout: 120_000 });

test('at 360 px the request dialog and the art page state the promise and the same deadline', async ({
  page,
  baseURL,
  adminApi,
  client,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await adminApi.grantCredits(await adminApi.clientId(client.email), 1);
  await signInThroughApi(page.request, baseURL!, client);
  await page.goto('/ClientArea');

  const name = `Rótulo ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: 'Solicitar Arte' }).click();
  const form = page.getByRole('dialog', { name: 'Solicitar nova Arte' });
  await form.getByLabel('Nome da arte').fill(name);
  await fillLabelBrief(form);
  await form.getByLabel('Briefing').fill('Rótulo 10 x 15 cm.');
  await form.getByRole('button', { name: 'Solicitar' }).click();
  const success = page.getByRole('dialog', { name: 'Arte Solicitada com sucesso!' });
  await expect(success).toContainText('Entregamos em até 2 dias úteis: prazo de entrega');

  // The deadline the dialog gave is the art's own, as its page shows it.
  const list = await page.request.get(apiRoutes.arts, { params: { search: name } });
  const art = ((await list.json()) as ListPage<ArtSummary>).items[0]!;
  const detail = (await (await page.request.get(apiRoutes.art(art.id))).json()) as ArtDetail;
  expect(detail.turnaroundDays).toBe(2);
  await expect(success).toContainText(`prazo de entrega ${shownDateTime(detail.dueAt)}.`);
  await success.getByRole('button', { name: 'Fechar' }).last().click();

  await openArtFromList(page, art);
  await expect(page.locator('p', { hasText: 'Prazo de entrega:' })).toHaveText(
    `Prazo de entrega: ${shownDateTime(detail.dueAt)}`,
  );
  await expect(
    page.getByText(
      'Entregamos em até 2 dias úteis, contados do pedido ou do último pedido de alteração, no mesmo horário; sábados, domingos e feriados nacionais não contam.',
    ),
  ).toBeVisible();
});

test("at 360 px the panel's 'Prazo de entrega' page shows the setting and refuses 11 days", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsStudio(page);
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await openMenu(menu.getByRole('button', { name: 'Abrir ou fechar o menu do painel' }));
  await menu.getByRole('link', { name: 'Prazo de entrega' }).click();
  await page.waitForURL('**/PrazoDeEntrega');
  await expect(page.getByRole('heading', { name: 'Prazo de entrega', level: 1 })).toBeVisible();
  await expect(page.getByText('Os clientes leem: “Entregamos em até 2 dias úteis”')).toBeVisible();
  const days = page.getByLabel('Dias úteis para entregar');
  await expect(days).toHaveValue('2');

  await days.fill('11');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(days).toHaveAccessibleDescription(
    /Informe um número inteiro de 1 a 10 dias úteis\./,
  );

  await days.fill('2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Prazo salvo: Entregamos em até 2 dias úteis.')).toBeVisible();
});
