// The client's whole journey in the built app, with its real server and database: sign-up, the
// no-credit dialog, credits granted by the studio, a request with a file (refused first for a
// disguised file and a duplicate name, without charging), the studio's delivery, approval, the
// approval fee paid (the open files' release), the download of the very same bytes and a change
// request.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ArtSummary } from '../../server/arts/art.schemas';
import type { Page as ListPage } from '../../server/db/paging';
import { payApprovalFee } from './arts';
import { expect, fillLabelBrief, newAccount, signUpInBrowser, test } from './fixtures';
import { approveOnArtPage } from './arts';
import { sha256, uniquePng } from './files';

test('a client signs up, gets credits, requests an art, approves it, pays the fee, downloads it and asks for a change', async ({
  page,
  adminApi,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = newAccount();
  const artName = `Caixa Pizza Açaí ${randomBytes(3).toString('hex')}`;

  // --- sign-up: a new client has no credits and no arts ------------------------------------
  await signUpInBrowser(page, account);
  await expect(page.getByText(account.name)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('0 créditos', { exact: true }),
  ).toBeVisible();
  const arts = page.getByRole('table', { name: 'Status da arte' });
  await expect(arts).toContainText('Você ainda não solicitou nenhuma arte.');

  const credits = page.getByRole('link', { name: /Solicitar Créditos/ }).first();
  await expect(credits).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(credits).toHaveAttribute('target', '_blank');
  await expect(credits).toHaveAttribute('rel', 'noopener noreferrer');

  // --- no credit: the dialog says so and offers the credits link ---------------------------
  await page.getByRole('button', { name: 'Solicitar Arte' }).click();
  const noCredit = page.getByRole('dialog', { name: 'Você Está sem créditos!' });
  await expect(noCredit).toContainText(
    'Você esta sem créditos por favor solicite novos créditos para continuar',
  );
  await expect(noCredit.getByRole('link', { name: /Solicitar Créditos/ })).toBeVisible();
  await noCredit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(noCredit).toBeHidden();

  // --- the studio grants 2 credits ---------------------------------------------------------
  const clientId = await adminApi.clientId(account.email);
  expect((await adminApi.grantCredits(clientId, 2)).credit).toBe(2);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('2 créditos', { exact: true }),
  ).toBeVisible();
  // From here on, nothing reloads the page: this marker would be lost.
  await page.evaluate(() => {
    (globalThis as unknown as { journeyMarker: boolean }).journeyMarker = true;
  });

  // --- a disguised executable is refused (415), nothing is charged ---------------------------
  await page.getByRole('button', { name: 'Solicitar Arte' }).click();
  let form = page.getByRole('dialog', { name: 'Solicitar nova Arte' });
  await form.getByLabel('Nome da arte').fill(artName);
  await fillLabelBrief(form);
  await form.getByLabel('Briefing').fill('Caixa 35 cm, duas cores.\nLogo centralizado.');
  await form.getByLabel('Arquivo', { exact: true }).setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('MZ'), randomBytes(512)]),
  });
  await form.getByRole('button', { name: 'Solicitar' }).click();
  // The reason leads, alone: the client can fix it, no support case.
  await expect(form.getByRole('alert')).toHaveText(/^Tipo de arquivo não permitido/);
  await expect(form.getByRole('alert')).not.toContainText('suporte');
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('2 créditos', { exact: true }),
  ).toBeVisible();

  // --- the same dialog, with a real PNG: one art, one credit ----------------------------------
  const attachment = uniquePng(4096);
  await form.getByLabel('Arquivo', { exact: true }).setInputFiles({
    name: 'referência.png',
    mimeType: 'image/png',
    buffer: attachment,
  });
  // A double-click: the dialog's idempotency key makes it one request, one charge.
  await form.getByRole('button', { name: 'Solicitar' }).dblclick();
  const success = page.getByRole('dialog', { name: 'Arte Solicitada com sucesso!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(success).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('1 crédito', { exact: true }),
  ).toBeVisible();
  const row = arts.getByRole('row').filter({ hasText: artName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Solicitado');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // --- a second request with the same name is refused, nothing is charged --------------------
  await page.getByRole('button', { name: 'Solicitar Arte' }).click();
  form = page.getByRole('dialog', { name: 'Solicitar nova Arte' });
  await form.getByLabel('Nome da arte').fill(artName.toUpperCase());
  await fillLabelBrief(form);
  await form.getByLabel('Briefing').fill('Outra caixa.');
  await form.getByRole('button', { name: 'Solicitar' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Você já tem uma arte com este nome\./);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('1 crédito', { exact: true }),
  ).toBeVisible();

  // --- search folds case and accents ---------------------------------------------------------
  await page.getByLabel('Buscar arte').fill('acai');
  await expect(row).toHaveCount(1);
  await page.getByLabel('Buscar arte').fill('nada-parecido-com-isso');
  await expect(arts).toContainText('Nenhuma arte encontrada');
  await page.getByLabel('Buscar arte').fill('');

  // --- the studio starts and delivers ---------------------------------------------------------
  const list = await page.request.get('/api/arts', { params: { search: artName } });
  const art = ((await list.json()) as ListPage<ArtSummary>).items[0]!;
  expect(art.name).toBe(artName);
  const delivered = uniquePng(4096);
  await adminApi.startArt(art.id);
  await adminApi.deliverArt(art.id, {
    name: 'arte-final.png',
    mimeType: 'image/png',
    buffer: delivered,
  });

  // --- the finished list shows it; its open file waits for approval and the fee ---------------
  await page.getByRole('link', { name: 'Artes Finalizadas' }).click();
  await page.waitForURL('**/UserArteFinalizada');
  const finished = page.getByRole('table', { name: 'Artes finalizadas' });
  const finishedRow = finished.getByRole('row').filter({ hasText: artName });
  // Delivered but not done: the client is expected to approve it.
  await expect(finishedRow).toContainText('Aguardando sua aprovação');
  await expect(finishedRow).not.toContainText('Finalizado');
  await expect(finishedRow).toContainText('Arquivos liberados após a aprovação');
  await expect(finishedRow.getByRole('link', { name: 'Baixar v1' })).toHaveCount(0);

  // --- approval, on the art's page (the list's 'Aprovar' opens it), with the password ---------
  await finishedRow.getByRole('link', { name: 'Aprovar' }).click();
  await page.waitForURL(`**/arte/${art.id}`);
  await approveOnArtPage(page, account);
  await expect(page.getByRole('dialog', { name: 'Aprovar arte' })).toBeHidden();
  await expect(page.getByText(`A arte “${artName}” foi aprovada.`)).toBeVisible();
  await page.getByRole('link', { name: 'Artes Finalizadas' }).click();
  await page.waitForURL('**/UserArteFinalizada');
  await expect(finishedRow).toContainText('Aprovado');
  await expect(finishedRow.getByRole('link', { name: 'Aprovar' })).toHaveCount(0);
  await expect(finishedRow).toContainText('Aguardando pagamento');
  await expect(finishedRow).toContainText('Arquivos liberados após o pagamento');

  // --- the fee paid and confirmed by the studio: 'Baixar v1' downloads the same bytes ----------
  await payApprovalFee(page.request, baseURL!, adminApi, art.id);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/ClientArea');
  await page.getByRole('link', { name: 'Artes Finalizadas' }).click();
  await page.waitForURL('**/UserArteFinalizada');
  await expect(finishedRow).toContainText('Liberada');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    finishedRow.getByRole('link', { name: 'Baixar v1' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('arte-final.png');
  expect(sha256(await readFile(await download.path()))).toBe(sha256(delivered));

  // --- a change request: after approval it is a new request costing 1 crédito (art page) -------
  await finishedRow.getByRole('button', { name: 'Alterar' }).click();
  const paid = page.getByRole('dialog', { name: 'Alteração após a aprovação' });
  await expect(paid).toContainText('custa 1 crédito');
  await paid.getByRole('button', { name: 'Continuar (1 crédito)' }).click();
  await page.waitForURL(`**/alterar-arte/${art.id}`);
  await expect(page.getByRole('heading', { name: artName })).toBeVisible();
  await expect(page.getByText('Aprovado', { exact: true })).toBeVisible();
  await page.getByLabel('Descreva as alterações').fill('Trocar o vermelho pelo Pantone 485 C.');
  await page.getByRole('button', { name: 'Solicitar alteração' }).click();
  const changed = page.getByRole('dialog', { name: 'Alteração solicitada com sucesso!' });
  await expect(changed).toContainText('Entregamos em até 2 dias úteis');
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('0 créditos', { exact: true }),
  ).toBeVisible();
  await changed.getByRole('button', { name: 'Voltar ao Dashboard' }).click();
  await page.waitForURL('**/ClientArea');
  await expect(arts.getByRole('row').filter({ hasText: artName })).toContainText('Alteração');

  // The whole journey ran without a full page load since the credits were granted.
  expect(
    await page.evaluate(() => (globalThis as unknown as { journeyMarker?: boolean }).journeyMarker),
  ).toBe(true);

  // --- a second change request is refused with the server's reason ---------------------------
  await page.goto(`/alterar-arte/${art.id}`);
  await page.getByLabel('Descreva as alterações').fill('Mais uma mudança.');
  await page.getByRole('button', { name: 'Solicitar alteração' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Não é possível pedir alteração de uma arte com status Alteração.',
  );

  // The studio's history kept the original briefing and the change text.
  const detail = await page.request.get(`/api/arts/${art.id}`);
  const body = (await detail.json()) as {
    briefing: string;
    events: { type: string; note: string | null }[];
  };
  expect(body.briefing).toBe('Caixa 35 cm, duas cores.\nLogo centralizado.');
  expect(body.events.map((event) => event.type)).toEqual([
    'requested',
    'started',
    'delivered',
    'approved',
    'change_requested',
  ]);
  expect(body.events.at(-1)?.note).toBe('Trocar o vermelho pelo Pantone 485 C.');
});
