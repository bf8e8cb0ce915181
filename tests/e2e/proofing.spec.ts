// Proofing on the art in the built app at 360 and 1280 px: the client pins two spots on
// v1's proof (one by keyboard alone, one as a rectangle dragged with the pointer) and asks a change
// carrying them; the studio starts and, in the delivery dialog, answers one pin and marks it
// 'Resolvido', then delivers v2; the client sees on v2 which pin of v1 was resolved, with the reply,
// compares v1 and v2 in the three modes, and approves. Axe clean.
import { paths } from '../../common/paths';
import { pdfFixture } from '../../server/previews/preview-fixtures';
import { axeViolations } from './axe';
import {
  adminAccount,
  expect,
  hasLoaded,
  signInThroughApi,
  waitUntilLive,
  type NewVisitor,
} from './fixtures';
import { approveOnArtPage, test } from './arts';

// A real preview render on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

/** The studio in a browser context of its own, signed in; its page must not throw either. */
async function studioPage(newVisitor: NewVisitor, baseURL: string, width: number) {
  const context = await newVisitor({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughApi(page.request, baseURL, adminAccount);
  return { page, close: () => context.close() };
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the client pins two spots and asks a change; the studio answers one; v2 shows it', async ({
      page,
      baseURL,
      newVisitor,
      client,
      clientArtV1,
    }) => {
      const art = await clientArtV1();

      // --- The client pins v1.
      await page.goto(paths.art(art.id));
      await waitUntilLive(page);
      const image = page.getByRole('img', { name: 'Pré-visualização da versão v1, página 1' });
      await expect(image).toBeVisible({ timeout: 240_000 });
      await expect.poll(() => hasLoaded(image)).toBe(true);

      // First pin by keyboard alone: 'Comentar', the crosshair up, Enter, the text.
      const comment = page.getByRole('button', { name: 'Comentar' });
      await comment.focus();
      await page.keyboard.press('Enter');
      await expect(comment).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('application', { name: /Marcar um ponto/ })).toBeFocused();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      const text = page.getByLabel('Comentário do ponto');
      await expect(text).toBeFocused();
      await page.keyboard.type('Aumentar o logo');
      await expect(page.getByText('15 de 2000 caracteres')).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const marker1 = page.getByRole('button', { name: 'Ponto 1 (aberto)' });
      await expect(marker1).toBeFocused();

      // The marker's tip (10 px under its circle) points at its spot, so the circle does not hide
      // it; zoomed in, the tip stays on the spot and the marker keeps its on-screen size. Read in
      // one go in the page: a smooth scroll may move everything between two reads.
      const spotOf = () =>
        page.evaluate<{ size: number; x: number; y: number }>(`(() => {
          const marker = document.querySelector('[data-pin-marker][aria-label="Ponto 1 (aberto)"]');
          const pin = marker.getBoundingClientRect();
          const box = marker.closest('.proof-stage').querySelector('img').getBoundingClientRect();
          return {
            size: pin.width,
            x: (pin.left + pin.width / 2 - box.left) / box.width,
            y: (pin.bottom + 10 - box.top) / box.height,
          };
        })()`);
      const before = await spotOf();
      expect(before.x).toBeCloseTo(0.5, 2);
      expect(before.y).toBeCloseTo(0.3, 2);
      const region = page.getByRole('region', { name: /Pré-visualização da versão v1/ });
      await region.focus();
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await expect(region).toHaveAttribute('data-scale', '1.5625');
      const after = await spotOf();
      expect(Math.abs(after.size - before.size)).toBeLessThan(1);
      expect(after.x).toBeCloseTo(0.5, 2);
      expect(after.y).toBeCloseTo(0.3, 2);
      await page.keyboard.press('0');
      await expect(region).toHaveAttribute('data-scale', '1');

      // Second: a rectangle dragged with the pointer near the bottom.
      await comment.click();
      const box = (await image.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.75);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.9, { steps: 5 });
      await page.mouse.up();
      await page.getByLabel('Comentário do ponto').fill('Trocar o vermelho desta faixa');
      await page.getByRole('button', { name: 'Marcar ponto' }).click();
      const marker2 = page.getByRole('button', { name: 'Ponto 2 (aberto)' });
      await expect(marker2).toBeFocused();
      const rect = (await marker2.boundingBox())!;
      expect(rect.width).toBeGreaterThan(box.width * 0.35);
      expect(rect.height).toBeGreaterThan(box.height * 0.1);

      // The list beside the proof, by number; an entry focuses its marker and back.
      const list = page.getByRole('list', { name: 'Comentários da v1' });
      await expect(list.getByRole('button', { name: /Mostrar o ponto/ })).toHaveText(['#1', '#2']);
      await list.getByRole('button', { name: 'Mostrar o ponto 1 na prova' }).click();
      await expect(marker1).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(list.getByRole('button', { name: 'Mostrar o ponto 1 na prova' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // The change request carries both pins; no text needed.
      await page.getByRole('link', { name: 'Solicitar alteração' }).click();
      await expect(
        page.getByRole('heading', { name: 'Pontos marcados na prova da v1 2' }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Pontos que vão no pedido' })).toContainText(
        'Aumentar o logo',
      );
      await waitUntilLive(page);
      await page.getByRole('button', { name: 'Solicitar alteração' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Alteração solicitada com sucesso!' }),
      ).toBeVisible();

      // --- The studio starts, and answers pin 1 while delivering v2 ('Enviar').
      const studio = await studioPage(newVisitor, baseURL!, width);
      const panel = studio.page;
      await panel.goto(paths.adminArt(art.id));
      await waitUntilLive(panel);
      await expect(panel.getByText('2 pontos marcados na prova')).toBeVisible();
      await expect(
        panel.getByRole('link', { name: 'responda ou marque cada um como resolvido' }),
      ).toHaveAttribute('href', '#proof-comments');
      await panel.getByRole('button', { name: 'Iniciar' }).click();
      const started = panel.getByRole('dialog', { name: 'Arte Iniciada com sucesso!' });
      await started.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(started).toBeHidden();
      await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
      const deliver = panel.getByRole('dialog', { name: 'Enviar arte finalizada' });
      const threads = deliver.getByRole('list', { name: 'Comentários da v1' });
      await expect(threads.getByRole('button', { name: /^Responder ao ponto/ })).toHaveCount(2);
      await threads.getByRole('button', { name: 'Responder ao ponto 1' }).click();
      await deliver.getByLabel('Resposta ao ponto 1').fill('Logo ampliado em 20 %.');
      await deliver.getByRole('button', { name: 'Enviar resposta' }).click();
      await expect(threads).toContainText('Logo ampliado em 20 %.');
      await threads.getByRole('button', { name: 'Marcar o ponto 1 como resolvido' }).click();
      await expect(threads.getByRole('button', { name: 'Reabrir o ponto 1' })).toBeVisible();
      expect(await axeViolations(panel)).toEqual([]);
      await deliver.getByLabel('Arquivo final').setInputFiles({
        name: 'rotulo-v2.pdf',
        mimeType: 'application/pdf',
        // The logo's band changed: the comparison has something to show.
        buffer: await pdfFixture(1, { band: true }),
      });
      await deliver.getByRole('button', { name: 'Enviar para conferência' }).click();
      // The fixture is a layout, not a print file: its pre-flight fails, so the studio explains to
      // the client why it sends it anyway before 'Confirmar envio'.
      const check = deliver.getByRole('region', { name: 'Pré-impressão do arquivo' });
      await expect(check.getByText('Tamanho (corte)', { exact: true })).toBeVisible({
        timeout: 120_000,
      });
      await deliver
        .getByLabel('Observação ao cliente (obrigatória)')
        .fill('Prova de layout: a arte-final, nas medidas do pedido, segue com a aprovação.');
      await deliver.getByRole('button', { name: 'Confirmar envio' }).click();
      const delivered = panel.getByRole('dialog', { name: 'Arte Enviada com sucesso!' });
      await delivered.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(panel.getByRole('link', { name: 'Baixar v2' })).toBeVisible();
      // Its page threw nothing: newVisitor fails the test otherwise.
      await studio.close();

      // --- The client, on v2, sees what became of v1's pins, and approves.
      await page.goto(paths.art(art.id));
      await waitUntilLive(page);
      await expect(page.getByText(/Versão v2 · Entregue em/)).toBeVisible();
      const previous = page.getByRole('list', { name: 'Comentários da v1' });
      const pin1 = previous.getByRole('listitem').filter({ hasText: 'Aumentar o logo' });
      await expect(pin1).toContainText('Resolvido');
      await expect(pin1).toContainText('Estúdio: Logo ampliado em 20 %.');
      const pin2 = previous.getByRole('listitem').filter({ hasText: 'Trocar o vermelho' });
      await expect(pin2).toContainText('Aberto');
      expect(await axeViolations(page)).toEqual([]);

      // --- The client compares v1 and v2 in the three modes before approving.
      await page
        .getByRole('region', { name: 'Versões' })
        .getByRole('button', { name: 'Comparar versões' })
        .click();
      const compare = page.getByRole('region', { name: 'Comparar versões' });
      await expect(compare.getByRole('radio', { name: 'Lado a lado' })).toBeChecked();
      await expect(compare.getByRole('img', { name: 'Versão v1, página 1' })).toBeVisible({
        timeout: 120_000,
      });
      await expect(compare.getByRole('img', { name: 'Versão v2, página 1' })).toBeVisible({
        timeout: 120_000,
      });
      await compare.getByRole('radio', { name: 'Sobrepor' }).check();
      await compare.getByRole('slider', { name: /Opacidade da v2/ }).fill('30');
      await expect(compare.getByText('Opacidade da v2: 30 %')).toBeVisible();
      await compare.getByRole('radio', { name: 'Diferenças' }).check();
      await expect(compare.getByText(/^\d+(,\d)? % da área mudou$/)).toBeVisible({
        timeout: 120_000,
      });
      await expect(
        compare.getByRole('img', { name: 'Diferenças entre v1 e v2, página 1' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await approveOnArtPage(page, client);
      await expect(page.getByRole('status').filter({ hasText: 'foi aprovada' })).toBeVisible();
    });
  });
}
