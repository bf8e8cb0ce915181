// 'Comparar versões' in the built app: the studio delivers two PDF versions (the second
// with a white band across the top), their previews are made in the background, and the client
// opens 'Comparar versões' on the art's page at 360 and 1280 px: side by side with one zoom for
// both (stacked on the phone), the newer over the older with its opacity slider, and the server's
// differences with 'N % da área mudou'. Axe clean.
import { apiRoutes } from '../../common/api-routes';
import { paths } from '../../common/paths';
import { pdfFixture } from '../../server/previews/preview-fixtures';
import { test, uniqueArtName } from './arts';
import { axeViolations } from './axe';
import { expect, expectNoSideScroll, hasLoaded, waitUntilLive } from './fixtures';

// Two real renders and a comparison on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`the client compares v1 and v2 in the three modes at ${viewport.width} px`, async ({
    page,
    baseURL,
    adminApi,
    clientArtV1,
  }) => {
    await page.setViewportSize(viewport);
    const art = await clientArtV1({
      name: uniqueArtName('Comparar'),
      v1: { pdfName: 'caixa-v1.pdf', pages: 1 },
    });
    const change = await page.request.post(apiRoutes.requestArtChange(art.id), {
      headers: { origin: baseURL! },
      multipart: { description: 'Deixar o topo branco.' },
    });
    expect(change.status(), await change.text()).toBe(200);
    await adminApi.startArt(art.id);
    await adminApi.deliverArt(art.id, {
      name: 'caixa-v2.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFixture(1, { band: true }),
    });

    await page.goto(paths.art(art.id));
    await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();
    await waitUntilLive(page);
    const versions = page.getByRole('region', { name: 'Versões' });
    await versions.getByRole('button', { name: 'Comparar versões' }).click();
    const panel = page.getByRole('region', { name: 'Comparar versões' });
    await expect(panel.getByLabel('Versão anterior')).toHaveValue('1');
    await expect(panel.getByLabel('Versão nova')).toHaveValue('2');
    await expect(panel.getByRole('radio', { name: 'Lado a lado' })).toBeChecked();

    // Side by side (the previews are made in the background: the art detail polls for them).
    const v1 = panel.getByRole('img', { name: 'Versão v1, página 1' });
    const v2 = panel.getByRole('img', { name: 'Versão v2, página 1' });
    await expect(v1).toBeVisible({ timeout: 180_000 });
    await expect(v2).toBeVisible({ timeout: 180_000 });
    const [box1, box2] = [await v1.boundingBox(), await v2.boundingBox()];
    if (viewport.width < 576) expect(box2!.y).toBeGreaterThan(box1!.y + box1!.height - 1);
    else expect(box2!.x).toBeGreaterThan(box1!.x + box1!.width - 1);
    const frames = panel.getByRole('region', { name: /^Versão v\d, página 1\./ });
    await expect(frames).toHaveCount(2);
    await frames.first().focus();
    await page.keyboard.press('+');
    await expect(frames.nth(0)).toHaveAttribute('data-scale', '1.25');
    await expect(frames.nth(1)).toHaveAttribute('data-scale', '1.25');
    await panel.getByRole('button', { name: 'Ampliar' }).click();
    await expect(frames.nth(1)).toHaveAttribute('data-scale', '1.5625');
    await panel.getByRole('button', { name: /voltar ao tamanho original/ }).click();
    await expect(frames.nth(0)).toHaveAttribute('data-scale', '1');
    expect(await axeViolations(page)).toEqual([]);

    // The newer over the older, its opacity from the keyboard.
    await panel.getByRole('radio', { name: 'Sobrepor' }).check();
    const slider = panel.getByRole('slider', { name: /Opacidade da v2/ });
    await expect(slider).toHaveValue('50');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('55');
    await expect(panel.getByText('Opacidade da v2: 55 %')).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Versão v2, página 1' })).toHaveCSS(
      'opacity',
      '0.55',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The server's differences: pending, then the share of the area that changed.
    await panel.getByRole('radio', { name: 'Diferenças' }).check();
    await expect(panel.getByText(/^\d+(,\d)? % da área mudou$/)).toBeVisible({ timeout: 120_000 });
    const text = await panel.getByText(/% da área mudou$/).textContent();
    const percent = Number(text!.split(' ')[0]!.replace(',', '.'));
    expect(percent).toBeGreaterThan(8);
    expect(percent).toBeLessThan(20);
    const diff = panel.getByRole('img', { name: 'Diferenças entre v1 e v2, página 1' });
    await expect(diff).toBeVisible();
    await expect.poll(() => hasLoaded(diff)).toBe(true);
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
