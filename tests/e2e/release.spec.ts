// Release to the plate maker on a 360×800 phone (docs/product/release.md): the client approves and
// the fee is paid; 'Enviar para clicheria' mails the plate maker a link; opened signed out, the
// package's page lists the files (one downloaded), passes axe, and 'Confirmar recebimento' records
// the receipt, which the client's art page then shows as 'Recebida pela clicheria'.
import { paths } from '../../common/paths';
import { approveV1OnArtPage, payApprovalFee, test, uniqueArtName } from './arts';
import { axeViolations } from './axe';
import { expect, waitUntilLive } from './fixtures';
import { linkMailedTo } from './mailbox';

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 240_000 });

test('a paid art goes to the plate maker, who downloads and confirms without an account', async ({
  page,
  baseURL,
  adminApi,
  client,
  clientArtV1,
  newVisitor,
}) => {
  const art = await clientArtV1({ name: uniqueArtName('Rótulo liberado') });
  await approveV1OnArtPage(page, art, client);
  await payApprovalFee(page.request, baseURL!, adminApi, art.id);

  await page.reload();
  await waitUntilLive(page);
  const card = page.getByRole('region', { name: 'Enviar para clicheria' });
  const plateMaker = `clicheria-${art.id.slice(0, 8)}@clicheria.test`;
  await card.getByLabel('Nome da clicheria').fill('Clicheria Gama');
  await card.getByLabel('E-mail da clicheria').fill(plateMaker);
  await card.getByRole('button', { name: 'Enviar para clicheria' }).click();
  await expect(card.getByText('Enviado para Clicheria Gama.')).toBeVisible();

  // The plate maker, signed out, opens the link in the mail.
  const token = await linkMailedTo(plateMaker, /\/clicheria\/([A-Za-z0-9_-]{43})/);
  const visitor = await (await newVisitor({ viewport: { width: 360, height: 800 } })).newPage();
  // Rendered on the server with its package, before any JavaScript.
  const html = await (await visitor.request.get(paths.plateMakerRelease(token))).text();
  expect(html).toContain('Baixar tudo (ZIP)');
  await visitor.goto(paths.plateMakerRelease(token));
  await expect(visitor.getByRole('heading', { name: art.name, level: 2 })).toBeVisible();
  await expect(visitor.getByText('v1', { exact: true })).toBeVisible();
  await expect(visitor.getByText(client.name, { exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Baixar tudo (ZIP)' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await axeViolations(visitor, { landmarks: true })).toEqual([]);

  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Baixar rotulo-v1.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('rotulo-v1.pdf');
  await visitor.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(visitor.getByRole('status')).toContainText(/Recebimento confirmado em \d\d\/\d\d/);

  await page.reload();
  await expect(page.getByText('Recebida pela clicheria')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Envios à clicheria' })).toContainText(
    /Enviado à Clicheria Gama \(v1\) em .*, baixado em .*, recebimento confirmado em/,
  );
});
