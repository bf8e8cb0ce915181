// The proof viewer in the built app: the studio delivers a PDF, its preview is made in the
// background (a child process of the real server), and the admin opens the proof on the art's
// page: page 1 with its alt text, zoom by keyboard, no axe violation.
import { paths } from '../../common/paths';
import { test, uniqueArtName } from './arts';
import { axeViolations } from './axe';
import { expect, hasLoaded } from './fixtures';

// A real render on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

test('the admin opens a delivered PDF as a proof and zooms it with the keyboard', async ({
  page,
  request,
  clientArtV1,
  loginAsAdmin,
}) => {
  // Requested apart (`request`): `page` is the studio's.
  const art = await clientArtV1({
    on: request,
    name: uniqueArtName('Prova'),
    v1: { pdfName: 'caixa-final.pdf', pages: 2 },
  });

  await loginAsAdmin();
  await page.goto(paths.adminArt(art.id));
  await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();
  await page.getByRole('button', { name: 'Ver prova: Baixar v1' }).click();

  // The viewer polls while the server renders; then page 1 shows.
  const image = page.getByRole('img', { name: 'Pré-visualização da versão v1, página 1' });
  await expect(image).toBeVisible({ timeout: 180_000 });
  await expect.poll(() => hasLoaded(image)).toBe(true);
  await expect(page.getByRole('img', { name: 'Miniatura de caixa-final.pdf' })).toBeVisible();

  const region = page.getByRole('region', { name: /Pré-visualização da versão v1, página 1/ });
  await region.focus();
  await page.keyboard.press('+');
  await expect(region).toHaveAttribute('data-scale', '1.25');
  await page.keyboard.press('ArrowLeft');
  await expect(image).toHaveCSS('transform', /matrix\(1\.25, 0, 0, 1\.25, 40, 0\)/);
  await page.keyboard.press('0');
  await expect(region).toHaveAttribute('data-scale', '1');

  await page.getByRole('combobox', { name: 'Página' }).selectOption({ label: '2 de 2' });
  await expect(
    page.getByRole('img', { name: 'Pré-visualização da versão v1, página 2' }),
  ).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
});
