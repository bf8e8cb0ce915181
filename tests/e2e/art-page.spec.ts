// The art's own page (/arte/{id}) at 360 and 1280 px, axe clean: reached by 'Ver' from
// the dashboard; the deadline while the studio works, the versions with the studio's note, the
// approval, the paid change after approval (confirmed first, files attached, one credit gone) and
// the panel's page showing that change at the top. The Sunday deadline rule (a request made on a
// Sunday is counted from Monday 08:00: due Wednesday 08:00) needs a fixed clock, which the built
// server here does not take: it is tested in server/arts/art-page.test.ts and
// src/features/client-area/pages/art-page.test.tsx; here the page shows the server's own dueAt,
// formatted in America/Bahia.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail } from '../../server/arts/art.schemas';
import { approveOnArtPage, openArtFromList, shownDateTime, test, uniqueArtName } from './arts';
import { axeViolations } from './axe';
import { expect, expectNoSideScroll, signInAsStudio, type Account } from './fixtures';
import { uniquePng } from './files';

test.describe.configure({ timeout: 120_000 });

/** What `clientArt` requests here, the client holding `credits`: a box with a reference file. */
const boxWithReference = (credits: number) => ({
  credits,
  name: uniqueArtName('Caixa'),
  briefing: 'Caixa 35 cm, duas cores.',
  files: { name: 'referencia.png', mimeType: 'image/png', buffer: uniquePng() },
});

const deadline = (page: Page) => page.locator('p', { hasText: 'Prazo de entrega:' });

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`the art page at ${viewport.width} px: deadline, versions, approval, a paid change`, async ({
    page,
    adminApi,
    client,
    clientArt,
  }) => {
    await page.setViewportSize(viewport);
    const art = await clientArt(boxWithReference(2));
    const detail = (await (await page.request.get(apiRoutes.art(art.id))).json()) as ArtDetail;

    // From the dashboard's row, while the studio has it: the deadline.
    await page.goto('/ClientArea');
    await openArtFromList(page, art);
    await expect(page.getByRole('heading', { name: art.name, level: 1 })).toBeVisible();
    await expect(deadline(page)).toHaveText(`Prazo de entrega: ${shownDateTime(detail.dueAt)}`);
    await expect(page.locator('p', { hasText: 'Solicitada em:' })).toHaveText(
      `Solicitada em: ${shownDateTime(detail.requestedAt)}`,
    );
    await expect(page.getByRole('region', { name: 'Prova', exact: true })).toContainText(
      'A prova aparece aqui quando o estúdio entregar a primeira versão.',
    );
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Delivered with a note: no deadline any more; the version and its note; its open file waits
    // for approval and the fee (docs/product/release.md), the proof does not.
    await adminApi.startArt(art.id);
    await adminApi.deliverArt(
      art.id,
      { name: 'caixa-v1.png', mimeType: 'image/png', buffer: uniquePng() },
      'Cores conferidas no Pantone 485.',
    );
    await page.reload();
    const versions = page.getByRole('region', { name: 'Versões' });
    await expect(versions).toContainText('Cores conferidas no Pantone 485.');
    await expect(versions.getByText('Arquivos liberados após a aprovação')).toBeVisible();
    await expect(versions.getByRole('link', { name: 'Baixar v1' })).toHaveCount(0);
    await expect(deadline(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Prova', exact: true })).toContainText(
      'Versão v1',
    );
    // The proof itself, seen without downloading (the viewer polls while the server renders it),
    // zoomed with the keyboard.
    await expect(
      page.getByRole('img', { name: 'Pré-visualização da versão v1, página 1' }),
    ).toBeVisible({ timeout: 120_000 });
    const proof = page.getByRole('region', { name: /Pré-visualização da versão v1, página 1/ });
    await proof.focus();
    await page.keyboard.press('+');
    await expect(proof).toHaveAttribute('data-scale', '1.25');
    await page.keyboard.press('0');
    await expect(proof).toHaveAttribute('data-scale', '1');
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Approval, through the same confirmation as the finished list.
    await approveOnArtPage(page, client);
    await expect(page.getByText(`A arte “${art.name}” foi aprovada.`)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Sua conta' }).getByText('1 crédito', { exact: true }),
    ).toBeVisible();

    // A change after approval: confirmed as costing 1 crédito, sent with a file.
    await page.getByRole('button', { name: 'Solicitar alteração' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alteração após a aprovação' });
    await expect(confirm).toContainText('custa 1 crédito');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Continuar (1 crédito)' }).click();
    await page.waitForURL(`**/alterar-arte/${art.id}`);
    await page.getByLabel('Descreva as alterações').fill('Trocar o vermelho pelo Pantone 186.');
    await page.getByLabel('Arquivos (opcional)').setInputFiles({
      name: 'marcacoes.png',
      mimeType: 'image/png',
      buffer: uniquePng(),
    });
    await page.getByRole('button', { name: 'Solicitar alteração' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Alteração solicitada com sucesso!' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Sua conta' }).getByText('0 créditos', { exact: true }),
    ).toBeVisible();

    await page.goto(`/arte/${art.id}`);
    const changes = page.getByRole('region', { name: 'Alterações solicitadas' });
    await expect(changes).toContainText('Trocar o vermelho pelo Pantone 186.');
    await expect(changes).toContainText('após a aprovação (1 crédito)');
    await expect(changes.getByRole('link', { name: 'marcacoes.png' })).toBeVisible();
    await expect(deadline(page)).toBeVisible();
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("someone else's art is the 404 page", async ({ page, baseURL, clientArt }) => {
  const art = await clientArt(boxWithReference(1));
  await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL! } });
  const stranger: Account = {
    name: 'Outra Empresa Ltda',
    email: `outro-${randomBytes(4).toString('hex')}@exemplo.com.br`,
    password: `senha-segura-${randomBytes(4).toString('hex')}`,
  };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...stranger, acceptTerms: true },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(`/arte/${art.id}`);
  await expect(page.getByRole('heading', { name: 'Arte não encontrada' })).toBeVisible();
});

test('the panel shows a change request at the top of the art page', async ({
  page,
  newVisitor,
  baseURL,
  clientArtV1,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const art = await clientArtV1({
    ...boxWithReference(1),
    v1: { name: 'v1.png', mimeType: 'image/png', buffer: uniquePng() },
  });
  const asked = await page.request.post(apiRoutes.requestArtChange(art.id), {
    headers: { origin: baseURL! },
    multipart: {
      description: 'Aumentar o logotipo.',
      files: { name: 'logo-maior.png', mimeType: 'image/png', buffer: uniquePng() },
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const adminContext = await newVisitor({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInAsStudio(admin);
  await admin.goto(`/pagina-detalhes/${art.id}`);
  const now = admin.getByRole('region', { name: 'O que fazer agora' });
  await expect(now.getByRole('note')).toContainText('Aumentar o logotipo.');
  await expect(now.getByRole('link', { name: 'Arquivo da alteração' })).toBeVisible();
  await expect(now.getByRole('link', { name: 'Anexo do cliente' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await adminContext.close();
});

test('a signed-out visitor of an art page is sent to /Login by the server', async ({ page }) => {
  const path = `/arte/${randomUUID()}`;
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect([302, 303]).toContain(answer.status());
  expect(answer.headers()['location']).toBe(`/Login?returnTo=${encodeURIComponent(path)}`);
});
