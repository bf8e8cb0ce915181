// Delivering a version at 360 px, the studio and its client side by side (docs/product/art-page.md,
// 'Entregar uma versão'): the 'Enviar' dialog shows the file's pre-flight before anything is sent
// to the client; a failed one ('Reprovado': fonts not embedded) needs a note to the client; the
// client reads 'Aguardando sua aprovação' and a plain explanation of what was found, never
// 'Finalizado'; while they have not acted, the studio sends a corrected version (an approval of the
// replaced one is refused in pt-BR) or withdraws it (the client told why); the client approves the
// newest. Axe-clean.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import { paths } from '../../common/paths';
import type { ArtDetail, ArtRequestResult } from '../../server/arts/art.schemas';
import { withText } from '../../server/preflight/preflight-samples';
import { axeViolations } from './axe';
import { adminAccount, E2E_BRIEF, expect, signInThroughApi, test, waitUntilLive } from './fixtures';
import { approveOnArtPage } from './arts';
import { uniquePng } from './files';

test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 360, height: 740 } });

/** The client's art as their API answers it (the stored status, the versions). */
async function clientView(page: Page, artId: string): Promise<ArtDetail> {
  const response = await page.request.get(apiRoutes.art(artId));
  expect(response.ok()).toBe(true);
  return (await response.json()) as ArtDetail;
}

/** 'Enviar' in the panel: the file up for its pre-flight, then the dialog with its result. */
async function sendForCheck(panel: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
  const dialog = panel.getByRole('dialog', { name: 'Enviar arte finalizada' });
  await dialog.getByLabel('Arquivo final').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Enviar para conferência' }).click();
  return dialog;
}

test('the studio sees the pre-flight before sending, replaces or withdraws a version; the client approves the newest', async ({
  page,
  baseURL,
  client,
  adminApi,
  newVisitor,
}) => {
  // A client's label, started by the studio.
  await adminApi.grantCredits(await adminApi.clientId(client.email), 1);
  await signInThroughApi(page.request, baseURL!, client);
  const name = `Rótulo ${randomBytes(3).toString('hex')}`;
  const requested = await page.request.post(apiRoutes.arts, {
    headers: { origin: baseURL! },
    multipart: { name, briefing: 'Rótulo 10x15 cm, quatro cores.', brief: E2E_BRIEF },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { art } = (await requested.json()) as ArtRequestResult;
  await adminApi.startArt(art.id);

  // --- The studio, on a phone too.
  const studio = await newVisitor({ viewport: { width: 360, height: 740 } });
  const panel = await studio.newPage();
  await signInThroughApi(panel.request, baseURL!, adminAccount);
  await panel.goto(paths.adminArt(art.id));
  await waitUntilLive(panel);

  // v1 has fonts not embedded: the dialog shows the analysis, then 'Reprovado', before sending.
  const dialog = await sendForCheck(panel, {
    name: 'rotulo-v1.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await withText()),
  });
  const check = dialog.getByRole('region', { name: 'Pré-impressão do arquivo' });
  const fonts = check.getByRole('listitem').filter({ hasText: 'Fontes' });
  await expect(fonts).toContainText('Reprovado', { timeout: 120_000 });
  await expect(fonts).toContainText('fonte Helvetica não incorporada');
  expect(await axeViolations(panel)).toEqual([]);
  // Nothing has reached the client yet.
  expect(await clientView(page, art.id)).toMatchObject({ status: 'Em andamento', versions: [] });

  // Over a failure, 'Confirmar envio' needs the note the client will read.
  await dialog.getByRole('button', { name: 'Confirmar envio' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'A pré-impressão reprovou este arquivo. Para enviá-lo assim, escreva ao cliente',
  );
  const note = 'A clicheria converte os textos em curvas: a impressão sai igual à prova.';
  await dialog.getByLabel('Observação ao cliente (obrigatória)').fill(note);
  await dialog.getByRole('button', { name: 'Confirmar envio' }).click();
  const sent = panel.getByRole('dialog', { name: 'Arte Enviada com sucesso!' });
  await expect(sent).toContainText('agora é Aguardando aprovação');
  await sent.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(panel.getByText('Aguardando aprovação', { exact: true }).first()).toBeVisible();

  // --- The client: awaiting their approval, what was found in plain words, the studio's reason.
  await page.goto(paths.clientArea);
  const row = page.getByRole('list', { name: 'Status da arte' }).getByRole('listitem').filter({
    hasText: name,
  });
  await expect(row).toContainText('Aguardando sua aprovação');
  await page.goto(paths.art(art.id));
  await waitUntilLive(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Aguardando sua aprovação', { exact: true })).toBeVisible();
  await expect(main).not.toContainText('Finalizado');
  const v1 = page.getByRole('region', { name: 'Versões' }).getByRole('listitem').first();
  const explained = v1.getByRole('region', { name: 'Conferência técnica do arquivo' });
  await expect(explained).toContainText(/A conferência técnica encontrou \d+ problemas? que/);
  await expect(explained).toContainText(
    'Há fontes que não estão embutidas no arquivo; sem elas, a gráfica pode trocar as letras.',
  );
  await expect(explained).toContainText(note);
  await expect(explained).toContainText('Leia a explicação do estúdio antes de aprovar.');
  await expect(explained).not.toContainText('reprovação');
  expect(await axeViolations(page)).toEqual([]);
  // The client opens the approval of v1 …
  await page.getByRole('button', { name: 'Aprovar a v1' }).click();
  const approve = page.getByRole('dialog', { name: 'Aprovar arte' });
  await expect(approve).toContainText(`Você está aprovando a v1 da arte “${name}”.`);
  for (const box of await approve
    .getByRole('group', { name: 'Conferi na prova' })
    .getByRole('checkbox')
    .all()) {
    await box.check();
  }
  await approve.getByRole('checkbox', { name: 'Aprovo esta arte para gravação de clichê' }).check();
  await approve.getByLabel('Sua senha').fill(client.password);

  // --- … while the studio sends a corrected v2, which replaces v1.
  const v2Dialog = await sendForCheck(panel, {
    name: 'rotulo-v2.png',
    mimeType: 'image/png',
    buffer: uniquePng(),
  });
  await expect(v2Dialog).toContainText('A v1 aguarda a aprovação do cliente');
  await expect(v2Dialog.getByRole('region', { name: 'Pré-impressão do arquivo' })).toContainText(
    'o arquivo não é um PDF',
    { timeout: 60_000 },
  );
  await v2Dialog.getByRole('button', { name: 'Confirmar envio' }).click();
  await panel
    .getByRole('dialog', { name: 'Arte Enviada com sucesso!' })
    .getByRole('button', { name: 'Fechar' })
    .last()
    .click();

  // The client's approval of v1 is refused with the reason; the page then offers v2.
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(approve.getByRole('alert')).toHaveText(
    'A v1 não é a versão que aguarda aprovação: a versão atual é a v2. Abra a arte e veja a v2 antes de continuar.',
  );
  await approve.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Aprovar a v2' })).toBeVisible();
  expect((await clientView(page, art.id)).versions.map((v) => v.version)).toEqual([2, 1]);

  // --- The studio withdraws v2, saying why.
  await panel.getByRole('button', { name: 'Retirar a v2' }).click();
  const withdraw = panel.getByRole('dialog', { name: 'Retirar a v2' });
  await withdraw.getByRole('button', { name: 'Retirar a v2' }).click();
  await expect(withdraw.getByRole('alert')).toContainText(
    'Escreva ao cliente por que a versão foi retirada.',
  );
  await withdraw
    .getByLabel('Motivo (o cliente lê)')
    .fill('O EAN da v2 está errado; corrigimos hoje.');
  expect(await axeViolations(panel)).toEqual([]);
  await withdraw.getByRole('button', { name: 'Retirar a v2' }).click();
  const withdrawn = panel.getByRole('dialog', { name: 'Versão retirada' });
  await expect(withdrawn).toContainText('agora é Em andamento');
  await withdrawn.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(panel.getByText('Retirada em')).toBeVisible();

  // The client: back with the studio, v2 marked with the reason, nothing to approve.
  await page.reload();
  await waitUntilLive(page);
  await expect(page.getByRole('main').getByText('Em andamento', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Versões' }).getByRole('listitem').first(),
  ).toContainText('Retirada pelo estúdio');
  await expect(page.getByText('O EAN da v2 está errado; corrigimos hoje.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aprovar/ })).toHaveCount(0);

  // --- v3, and the client approves the newest.
  await adminApi.deliverArt(art.id, {
    name: 'rotulo-v3.png',
    mimeType: 'image/png',
    buffer: uniquePng(),
  });
  await page.reload();
  await waitUntilLive(page);
  await expect(page.getByRole('button', { name: 'Aprovar a v3' })).toBeVisible();
  await approveOnArtPage(page, client);
  await expect(page.getByText(`A arte “${name}” foi aprovada.`)).toBeVisible();
  expect(await clientView(page, art.id)).toMatchObject({ status: 'Aprovado' });

  // The finished list says in one line what it lists.
  await page.goto(paths.clientFinished);
  await expect(
    page.getByText(
      'As artes que o estúdio já entregou: as que aguardam sua aprovação e as que você já aprovou.',
    ),
  ).toBeVisible();
});
