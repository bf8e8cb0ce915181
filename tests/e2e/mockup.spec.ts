// The 3D mockup in the built app at 360 px (docs/product/mockup-3d.md): a label delivered as a PNG
// opens as 'Mockup 3D' on the client's art page, draws (the canvas's pixels change between two
// angles), turns by keyboard, exports a PNG, and the studio can switch it off. A browser without
// WebGL reads the pt-BR message instead. Chromium here runs with --disable-gpu: WebGL needs
// SwiftShader, asked for in this file only.
import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import { paths } from '../../common/paths';
import { test } from './arts';
import { expect, signInAsStudio } from './fixtures';
import { labelWithPngV1, WEBGL_LAUNCH_OPTIONS } from './mockup-helpers';

// A real preview render on a shared two-core machine, then WebGL in software.
test.describe.configure({ timeout: 240_000 });

test.use({ viewport: { width: 360, height: 800 }, launchOptions: WEBGL_LAUNCH_OPTIONS });

/** The canvas as a PNG screenshot (what the person sees). */
const shot = (page: Page) => page.getByRole('img', { name: /^Mockup 3D da v1/ }).screenshot();

test('the client opens the label on a jar, turns it by keyboard and downloads a PNG; the studio switches it off', async ({
  page,
  baseURL,
  clientArtV1,
  newVisitor,
}) => {
  const art = await clientArtV1(await labelWithPngV1());
  await page.goto(paths.art(art.id));
  await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();

  // The button shows once the preview is ready (the page polls while it is made).
  const open = page.getByRole('button', { name: 'Mockup 3D' });
  await expect(open).toBeVisible({ timeout: 180_000 });
  // Nothing of three.js was fetched before the mockup was asked for.
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('mockup-view')),
    );
  expect(await scripts()).toEqual([]);
  await open.click();

  const canvas = page.getByRole('img', { name: /^Mockup 3D da v1: Rótulo de 200 mm × 80 mm/ });
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(canvas).toBeFocused();
  await expect(canvas).toHaveAccessibleDescription(/as setas giram/);

  const before = await shot(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Girado 45 graus, zoom 100%')).toBeAttached();
  // The next frame is drawn on the next animation frame: wait until the pixels differ.
  await expect.poll(async () => (await shot(page)).equals(before)).toBe(false);
  await page.keyboard.press('+');
  await expect(page.getByText('Girado 45 graus, zoom 120%')).toBeAttached();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar imagem' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mockup-rotulo-mel-[0-9a-f]{6}-v1\.png$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = Buffer.concat(chunks);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const { width = 0, height = 0 } = await sharp(png).metadata();
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(1080);

  await page.getByRole('button', { name: 'Fechar mockup' }).click();
  await expect(open).toBeFocused();

  // A client cannot switch it off; the studio can, on the panel's art page.
  const refused = await page.request.fetch(apiRoutes.admin.artMockup(art.id), {
    method: 'PUT',
    headers: { origin: baseURL! },
    data: { enabled: false, shape: null, diameterMm: null, depthMm: null },
  });
  expect(refused.status()).toBe(403);
  const studio = await (await newVisitor({ viewport: { width: 360, height: 800 } })).newPage();
  await signInAsStudio(studio);
  await studio.goto(paths.adminArt(art.id));
  const section = studio.getByRole('region', { name: 'Mockup 3D' });
  // The studio looks at it too.
  await expect(section.getByRole('button', { name: 'Mockup 3D' })).toBeVisible({
    timeout: 30_000,
  });
  // A press before hydration would be lost: the form is the server's markup until then.
  await studio.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  const settings = section.getByRole('form', { name: 'Configurações do mockup 3D' });
  await settings.getByRole('switch', { name: 'Mostrar o mockup 3D ao cliente' }).uncheck();
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(settings.getByText('Mockup salvo: o cliente não vê o mockup 3D.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();
  await expect(page.getByText('Versão v1 · Entregue em')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mockup 3D' })).toHaveCount(0);
});

test('without WebGL the client reads why, in pt-BR', async ({ page, clientArtV1, newVisitor }) => {
  const art = await clientArtV1(await labelWithPngV1());
  // The same client in a second browser whose WebGL is off.
  const noWebgl = await newVisitor({
    viewport: { width: 360, height: 800 },
    storageState: await page.context().storageState(),
  });
  await withoutWebgl(noWebgl);
  const other = await noWebgl.newPage();
  await other.goto(paths.art(art.id));
  await other.getByRole('button', { name: 'Mockup 3D' }).click({ timeout: 180_000 });
  await expect(other.getByText(/Seu navegador não conseguiu abrir a visualização 3D/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(other.getByRole('button', { name: 'Baixar imagem' })).toBeDisabled();
});

/** In `context`, canvases answer null for 'webgl' and 'webgl2', as with WebGL disabled. */
async function withoutWebgl(context: BrowserContext) {
  // A string: this file is typed for Node, without the DOM's types.
  await context.addInitScript(`{
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
      return String(type).startsWith('webgl') ? null : original.call(this, type, ...rest);
    };
  }`);
}
