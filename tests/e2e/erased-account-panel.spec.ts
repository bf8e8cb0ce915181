// A client erases their account while a request waits in the queue (docs/product/accounts.md): at
// 360 px the studio finds it closed — Cancelado, out of the queue, 'Iniciar' unavailable — and no
// page of the panel shows the account's id or its placeholder '@anonimizado.invalid' address.
import { apiRoutes } from '../../common/api-routes';
import { paths } from '../../common/paths';
import { test } from './arts';
import { expect, signInAsStudio } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test("at 360 px the panel shows an erased client's request closed, without ids or placeholder addresses", async ({
  page,
  baseURL,
  adminApi,
  client,
  clientArt,
  newVisitor,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const clientId = await adminApi.clientId(client.email);

  // The client, in a browser of their own: a request (one of their 2 credits), then the account
  // erased.
  const visitor = await newVisitor();
  const art = await clientArt({ on: visitor.request, credits: 2 });
  const erased = await visitor.request.post(apiRoutes.accountDelete, {
    headers: { origin: baseURL! },
    data: { password: client.password, confirm: true },
  });
  expect(erased.status(), await erased.text()).toBe(200);

  await signInAsStudio(page);
  const noLeaks = async () => {
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('anonimizado.invalid');
    expect(text).not.toContain(clientId);
    expect(text).not.toContain(art.id);
  };

  // Not in the queue.
  await expect(page.locator(`a[href="${paths.adminArt(art.id)}"]`)).toHaveCount(0);

  // The client's page: the erased name, no address, the art closed under a neutral name.
  await page.goto(paths.adminClient(clientId));
  await expect(page.getByRole('heading', { name: 'Conta excluída', level: 1 })).toBeVisible();
  await expect(page.getByText('E-mail apagado (conta excluída)')).toBeVisible();
  const arts = page.getByRole('list', { name: 'Artes do cliente' });
  await expect(arts).toContainText('Arte excluída 1');
  await expect(arts).toContainText('Cancelado');
  await noLeaks();

  // The art's page: Cancelado, nothing to do, 'Iniciar' unavailable, the reason in its history.
  await page.goto(paths.adminArt(art.id));
  await expect(page.getByRole('heading', { name: 'Arte excluída 1', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Nada: o pedido foi encerrado porque o cliente excluiu a conta.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeDisabled();
  await expect(page.getByText('Pedido encerrado: o cliente excluiu a conta')).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Prazo de entrega' })).toHaveCount(0);
  await noLeaks();
});
