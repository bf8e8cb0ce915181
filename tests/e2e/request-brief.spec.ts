// The flexo brief end to end on a phone (360×800): a client requests a box through the dialog's
// brief (depth, spot colour, EAN check digit, the die-line a box needs), and the studio sees the
// brief as a definition list on the art's page, with the die-line's download link; axe-clean.
// Another service too (docs/product/services.md): a business card through 'Gráfica rápida'.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../common/paths';
import { apiRoutes } from '../../common/api-routes';
import type { ArtWithDelivery } from '../../server/arts/art.schemas';
import type { Page as ListPage } from '../../server/db/paging';
import { axeViolations } from './axe';
import { expect, expectNoSideScroll, signInAsStudio, test } from './fixtures';

const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });
/** Set SHOTS_DIR to keep a screenshot of each screen (to look at the layout, not asserted). */
const SHOTS_DIR = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
};

const DIE_LINE = Buffer.from(
  `%PDF-1.4\n% faca ${randomBytes(4).toString('hex')}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
);

/** The definition list's text for `term`. */
const definition = (region: Locator, term: string) =>
  region
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a client requests a box with its brief and die-line; the studio sees the brief', async ({
  page,
  newVisitor,
  client,
  login,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const artName = `Caixa Bombom ${randomBytes(3).toString('hex')}`;
  await adminApi.grantCredits(await adminApi.clientId(client.email), 2);
  await login(client);

  await page.getByRole('button', { name: 'Solicitar Arte' }).click();
  const form = page.getByRole('dialog', { name: 'Solicitar nova Arte' });
  await form.getByLabel('Nome da arte').fill(artName);
  await form.getByLabel('Tipo de peça').selectOption({ label: 'Caixa/cartucho' });
  await form.getByLabel('Largura (mm)').fill('120');
  await form.getByLabel('Altura (mm)').fill('80');
  await form.getByLabel('Profundidade/sanfona (mm)').fill('40');
  await form.getByLabel('Substrato').selectOption({ label: 'Papelão' });
  await form.getByLabel('Número de cores').fill('4');
  await form.getByRole('button', { name: 'Adicionar cor especial' }).click();
  await form.getByLabel('Cor especial 1', { exact: true }).fill('PANTONE 485 C');
  await form.getByLabel('Código EAN-13').fill('7891000315508');
  await form.getByLabel('Clicherista/gráfica').fill('Clichês Bahia');
  await form.getByLabel('Briefing').fill('Caixa de bombom, tampa com janela.');

  // Each list box sits under its label, as wide as the other fields (not beside its label).
  for (const name of ['Tipo de peça', 'Substrato']) {
    const label = (await form.locator('label', { hasText: new RegExp(`^${name}`) }).boundingBox())!;
    const select = (await form.getByLabel(name).boundingBox())!;
    expect(select.y, name).toBeGreaterThanOrEqual(label.y + label.height);
    expect(select.width, name).toBeGreaterThan(
      (await form.getByLabel('Briefing').boundingBox())!.width - 2,
    );
  }

  // The attachments' pt-BR button opens the file picker; the names chosen are listed.
  const attach = form.getByRole('button', { name: 'Escolher arquivos', exact: true });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), attach.click()]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles({ name: 'referencia.pdf', mimeType: 'application/pdf', buffer: DIE_LINE });
  await expect(attach).toHaveAccessibleDescription(/^Arquivo referencia\.pdf/);

  // Refused in the browser, nothing sent: the EAN's check digit and the box's missing die-line.
  await form.getByRole('button', { name: 'Solicitar' }).click();
  await expect(form.getByLabel('Código EAN-13')).toHaveAccessibleDescription(
    /Código EAN-13 inválido: o dígito verificador deveria ser 7/,
  );
  await form.getByLabel('Código EAN-13').fill('7891000315507');
  await form.getByRole('button', { name: 'Solicitar' }).click();
  // The die-line's button (the native input is hidden) is marked, described and focused.
  const dieLine = form.getByRole('button', { name: 'Escolher arquivo', exact: true });
  await expect(dieLine).toHaveAccessibleDescription(/Envie a faca \(arquivo de corte\)\./);
  await expect(dieLine).toBeFocused();
  await expectNoSideScroll(page);
  await shot(page, 'brief-dialog');
  expect(await axeViolations(page)).toEqual([]);

  // The die-line dragged onto its drop zone.
  const dropped = await page.evaluateHandle(`(() => {
    const data = new DataTransfer();
    const file = new File([${JSON.stringify(DIE_LINE.toString())}], 'faca bombom.pdf', {
      type: 'application/pdf',
    });
    data.items.add(file);
    return data;
  })()`);
  const zone = dieLine.locator('xpath=..');
  await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
  await zone.dispatchEvent('dragover', { dataTransfer: dropped });
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(dieLine).toHaveAccessibleDescription(/^Faca \(arquivo de corte\) faca bombom\.pdf/);
  await form.getByRole('button', { name: 'Solicitar' }).click();
  const success = page.getByRole('dialog', { name: 'Arte Solicitada com sucesso!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('1 crédito', { exact: true }),
  ).toBeVisible();

  const list = (await (
    await page.request.get(`${apiRoutes.arts}?search=${encodeURIComponent(artName)}`)
  ).json()) as ListPage<ArtWithDelivery>;
  const artId = list.items[0]!.id;

  // --- the studio's art page, on a phone too ---------------------------------------------------
  const studio = await newVisitor({ viewport: PHONE });
  const admin = await studio.newPage();
  await signInAsStudio(admin);
  await admin.goto(paths.adminArt(artId));

  const brief = admin.getByRole('region', { name: 'Dados técnicos' });
  await expect(brief).toBeVisible();
  await expect(definition(brief, 'Tipo de peça')).toHaveText('Caixa/cartucho');
  await expect(definition(brief, 'Largura × altura × profundidade')).toHaveText('120 × 80 × 40 mm');
  await expect(definition(brief, 'Substrato')).toHaveText('Papelão');
  await expect(definition(brief, 'Número de cores')).toHaveText('4');
  await expect(definition(brief, 'Cores especiais')).toHaveText('PANTONE 485 C');
  await expect(definition(brief, 'Código EAN-13')).toHaveText('7891000315507');
  await expect(definition(brief, 'Clicherista/gráfica')).toHaveText('Clichês Bahia');
  const download = admin.waitForEvent('download');
  await brief.getByRole('link', { name: 'Baixar faca' }).click();
  expect((await download).suggestedFilename()).toBe('faca bombom.pdf');
  await expectNoSideScroll(admin);
  await shot(admin, 'brief-admin-art');
  expect(await axeViolations(admin)).toEqual([]);

  // --- the queue filtered by piece type finds it ----------------------------------------------
  await admin.goto('/Admin');
  await admin.getByLabel('Tipo de peça').selectOption({ label: 'Caixa/cartucho' });
  await expect(admin).toHaveURL(/[?&]tipo=caixa/);
  await admin.getByLabel('Buscar artes solicitadas').fill(artName);
  await expect(admin).toHaveURL(/[?&]busca=/);
  await expect(admin.getByText(artName).first()).toBeVisible();
  await admin.getByLabel('Tipo de peça').selectOption({ label: 'Rótulo' });
  await expect(admin).toHaveURL(/[?&]tipo=rotulo/);
  await expect(admin.getByText(`Nenhuma arte encontrada para “${artName}”.`)).toBeVisible();
  await studio.close();
});

test('a client requests a business card through Gráfica rápida; its page shows that brief', async ({
  page,
  client,
  login,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const artName = `Cartão ${randomBytes(3).toString('hex')}`;
  await adminApi.grantCredits(await adminApi.clientId(client.email), 1);
  await login(client);

  await page.getByRole('button', { name: 'Solicitar Arte' }).click();
  const form = page.getByRole('dialog', { name: 'Solicitar nova Arte' });
  await form.getByLabel('Nome da arte').fill(artName);
  // First the service, then its fields: the flexo ones go away.
  await form.getByRole('radio', { name: 'Gráfica rápida' }).check();
  await expect(form.getByLabel('Tipo de peça')).toHaveCount(0);
  await form.getByLabel('Peça', { exact: true }).selectOption({ label: 'Cartão de visita' });
  // The card's usual size comes with it.
  await expect(form.getByLabel('Largura (mm)')).toHaveValue('90');
  await expect(form.getByLabel('Altura (mm)')).toHaveValue('50');
  await form.getByLabel('Papel').selectOption({ label: 'Couché fosco' });
  await form.getByLabel('Impressão').selectOption({ label: 'Frente e verso' });
  await form.getByLabel('Quantidade prevista').fill('1000');
  await form.getByLabel('Briefing').fill('Cartão com logo na frente, contatos no verso.');
  await expectNoSideScroll(page);
  await shot(page, 'grafica-dialog');
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Solicitar' }).click();
  const success = page.getByRole('dialog', { name: 'Arte Solicitada com sucesso!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Fechar' }).last().click();

  const list = (await (
    await page.request.get(`${apiRoutes.arts}?search=${encodeURIComponent(artName)}`)
  ).json()) as ListPage<ArtWithDelivery>;
  await page.goto(paths.art(list.items[0]!.id));
  const brief = page.getByRole('region', { name: 'Dados técnicos' });
  await expect(definition(brief, 'Serviço')).toHaveText('Gráfica rápida');
  await expect(definition(brief, 'Peça')).toHaveText('Cartão de visita');
  await expect(definition(brief, 'Tamanho final')).toHaveText('90 × 50 mm');
  await expect(definition(brief, 'Impressão')).toHaveText('Frente e verso');
  await expectNoSideScroll(page);
});
