// Pre-flight in the browser at 360 px: the studio's thresholds page (bounds refused in pt-BR,
// saved), and a delivery's report appearing on the art page when the analysis finishes; axe-clean.
import { DEFAULT_PREFLIGHT_SETTINGS } from '../../common/preflight';
import { briefFor, validPdf } from '../../server/preflight/preflight-samples';
import { test } from './arts';
import { axeViolations } from './axe';
import { expect } from './fixtures';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 360, height: 740 } });

test('the thresholds page and a delivery report, at 360 px', async ({
  page,
  request,
  clientArtV1,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  await page.goto('/PreImpressao');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurações de pré-impressão' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const dpi = page.getByLabel('Resolução mínima das imagens (dpi)');
  await dpi.fill('50');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A resolução mínima deve ser de 72 a 2400 dpi.')).toBeVisible();
  await dpi.fill(String(DEFAULT_PREFLIGHT_SETTINGS.minDpi));
  // Decimals are shown and typed with a comma, whatever the browser's language.
  const rule = page.getByLabel('Fio mínimo (mm)');
  await expect(rule).toHaveValue('0,15');
  await rule.fill('0,2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Fio mínimo (mm)')).toHaveValue('0,2');
  await page.getByLabel('Fio mínimo (mm)').fill('0,15');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas.')).toBeVisible();

  // A request (apart, `request`: `page` is the studio's), started and delivered by the studio
  // through the API.
  const art = await clientArtV1({
    on: request,
    brief: JSON.stringify(briefFor()),
    v1: { name: 'final.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await validPdf()) },
  });

  await page.goto(`/pagina-detalhes/${art.id}`);
  const report = page.getByRole('region', { name: 'Pré-impressão da v1' });
  // Polled while pending: the checks appear when the analysis finishes.
  await expect(report.getByText('Código de barras', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(report.getByText('Pré-impressão: aprovada')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
