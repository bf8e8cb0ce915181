// Approving with proof on a 360 px phone (docs/product/approval.md): the client approves v1 on the
// art's page with the brief's checklist and their password, reads 'Aprovada em … por …', downloads
// the 'Termo de aprovação' and, signed out in another browser, opens /verificar with the termo's
// code and with the PDF itself: authentic and current.
import { readFile } from 'node:fs/promises';
import { paths } from '../../common/paths';
import { approveV1OnArtPage, test, uniqueArtName } from './arts';
import { expect, expectNoSideScroll, waitUntilLive } from './fixtures';
import { pdfTextOf } from '../../server/approval/pdf-text';

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 240_000 });

test('the client approves with the checklist and password, downloads the termo, and anyone verifies it', async ({
  page,
  client,
  clientArtV1,
  newVisitor,
}) => {
  const name = uniqueArtName('Rótulo aprovado');
  const art = await clientArtV1({ name });

  await approveV1OnArtPage(page, art, client);
  const approval = page.getByRole('region', { name: 'Aprovação', exact: true });
  await expect(approval).toContainText(
    new RegExp(
      `Aprovada em \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d por ${client.name}, v1: rotulo-v1.pdf`,
    ),
  );
  await expectNoSideScroll(page);

  // The termo is made in the background; the page shows its download once it is.
  const termoLink = approval.getByRole('link', { name: 'Baixar o termo de aprovação' });
  await expect(termoLink).toBeVisible({ timeout: 120_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), termoLink.click()]);
  const file = await download.path();
  const bytes = new Uint8Array(await readFile(file));
  const text = await pdfTextOf(bytes);
  const code = /AP-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(text)?.[0];
  expect(code, text).toBeTruthy();
  expect(text).toContain(name);
  expect(text).toContain('rotulo-v1.pdf');
  expect(download.suggestedFilename()).toBe(`termo-de-aprovacao-${code}.pdf`);

  // Anyone, signed out, verifies it by the code the QR code carries …
  const visitor = await (await newVisitor()).newPage();
  await visitor.setViewportSize({ width: 360, height: 800 });
  await visitor.goto(`${paths.verify}?codigo=${code}`);
  await waitUntilLive(visitor);
  const verdict = visitor.getByRole('status').filter({ hasText: 'Termo autêntico e vigente.' });
  await expect(verdict).toBeVisible();
  await expect(verdict).toContainText(name);
  await expect(verdict).toContainText('v1');
  await expect(verdict).toContainText(client.name);
  // … and by the PDF itself.
  await visitor.goto(paths.verify);
  await waitUntilLive(visitor);
  await expect(visitor.getByRole('status')).toHaveCount(0);
  await visitor.getByLabel('Ou escolha o PDF do termo').setInputFiles(file);
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Termo autêntico e vigente.' }),
  ).toBeVisible();
});
