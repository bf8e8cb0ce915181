// 'Indicadores' (docs/product/indicators.md): the studio opens it from the panel's menu, reads the
// month's figures with an art just requested among them, moves to another month, filters one
// client, and downloads a table as CSV the way Brazilian Excel opens it.
import { readFile } from 'node:fs/promises';
import { test, uniqueArtName } from './arts';
import { expect } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test('the studio reads the indicators, changes the month, filters a client and downloads a CSV', async ({
  page,
  request,
  client,
  clientArt,
  adminApi,
  loginAsAdmin,
}) => {
  // Requested apart (`request`): `page` is the studio's.
  await clientArt({ on: request, name: uniqueArtName('Indicador') });
  await loginAsAdmin();
  await page.getByRole('link', { name: 'Indicadores' }).click();
  await expect(page.getByRole('heading', { name: 'Indicadores', level: 1 })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Resumo' });
  await expect(summary.getByRole('row', { name: /Artes solicitadas/ })).toBeVisible();

  // Another month: nothing requested in January 2020.
  await page.getByLabel('Mês').fill('2020-01');
  await expect(page).toHaveURL(/[?&]mes=2020-01/);
  await expect(page.getByText('De 01/01/2020 a 31/01/2020')).toBeVisible();
  await expect(summary.getByRole('row', { name: /Artes solicitadas/ })).toContainText(
    /Artes solicitadas\s*0/,
  );

  // Only the new client, from its page in the panel (the filter offers the month's top clients,
  // which a full run's many clients crowd): this month, its one art.
  const clientId = await adminApi.clientId(client.email);
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByLabel('Buscar clientes').fill(client.email);
  await page.getByRole('link', { name: `Ver ${client.name}` }).click();
  await page.getByRole('link', { name: 'Ver indicadores' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]cliente=${clientId}`));
  await expect(page.getByLabel('Cliente')).toHaveValue(clientId);
  const theirs = page.getByRole('table', { name: `Resumo de ${client.name}` });
  await expect(theirs.getByRole('row', { name: /Artes solicitadas/ })).toContainText(
    /Artes solicitadas\s*1/,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV do resumo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^indicadores-\d{4}-\d{2}-cliente\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFIndicador;Valor;Base\r\n')).toBe(true);
  expect(csv).toContain('\r\nArtes solicitadas;1;pedidos feitos no período\r\n');
});
