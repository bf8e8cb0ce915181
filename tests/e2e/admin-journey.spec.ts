// The admin panel end to end, in the built app with its real server and database: a client's
// request reaches 'Artes Solicitadas', the admin starts and delivers it through the panel (the
// file's pre-flight shown in the 'Enviar' dialog before 'Confirmar envio'), the client gets the
// very same bytes; credits granted in the panel reach the client's balance; a
// deactivated client cannot sign in until 'Reativar' gives the access back; admin pages refuse the signed-out and clients.
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ArtDetail, ArtRequestResult } from '../../server/arts/art.schemas';
import { artStatusLabel } from '../../common/art-status';
import { ART_STATUS } from '../../common/constants';
import type { Cookie } from '@playwright/test';
import { approveOnArtPage, payApprovalFee } from './arts';
import { axeViolations } from './axe';
import {
  adminAccount,
  E2E_BRIEF,
  createClientAccount,
  expect,
  signInThroughApi,
  signOutInBrowser,
  test as base,
  type Account,
  type NewVisitor,
  waitUntilLive,
} from './fixtures';
import { sha256, uniquePng } from './files';
import { gotoLive } from './live';

/**
 * The shared fixtures plus `asAdmin`: the admin's session, signed in once per worker, for tests
 * about other things than the login page. (The journey and 'Sair' still sign in at /AdmLogin.)
 */
const test = base.extend<{ asAdmin: () => Promise<void> }, { adminCookies: Cookie[] }>({
  adminCookies: [
    async ({ playwright }, use) => {
      const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
      const context = await playwright.request.newContext({ baseURL });
      await signInThroughApi(context, baseURL, adminAccount);
      await use((await context.storageState()).cookies);
      await context.dispose();
    },
    { scope: 'worker' },
  ],
  asAdmin: async ({ page, adminCookies }, use) => {
    await use(async () => {
      await page.context().addCookies(adminCookies);
      await page.goto('/Admin');
      await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toBeVisible();
    });
  },
});

// Journeys of two browser contexts on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

/** A client's own browser context beside the admin's, signed in, on /ClientArea. */
async function clientSession(newVisitor: NewVisitor, baseURL: string, account: Account) {
  const context = await newVisitor();
  const page = await context.newPage();
  await signInThroughApi(page.request, baseURL, account);
  await page.goto('/ClientArea');
  await expect(page.getByText(account.name).first()).toBeVisible();
  return { context, page, request: page.request };
}

/** Tries to sign in at /Login and returns the refusal dialog's message. */
async function loginPageRefusal(page: Page, account: Account): Promise<string> {
  await page.goto('/Login');
  // The refusal dialog is the SPA's: type once the page is live (typing before it is covered by
  // the server-rendering tests).
  await waitUntilLive(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erro ao entrar' });
  await expect(dialog).toBeVisible();
  return (await dialog.locator('.modal-body').textContent())?.trim() ?? '';
}

/** The client's own request, through the client API (multipart, as the request dialog sends it). */
async function requestArt(request: APIRequestContext, baseURL: string, name: string) {
  const response = await request.post('/api/arts', {
    headers: { origin: baseURL, 'Idempotency-Key': randomBytes(16).toString('hex') },
    multipart: {
      name,
      briefing: 'Caixa de pizza 35 cm, duas cores, logo centralizado.\nPantone 186 C.',
      brief: E2E_BRIEF,
      files: { name: 'referencia.png', mimeType: 'image/png', buffer: uniquePng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as ArtRequestResult).art;
}

async function openClientFromList(page: Page, account: Account) {
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.waitForURL('**/Clientes');
  await page.getByLabel('Buscar clientes').fill(account.email);
  const table = page.getByRole('table', { name: 'Clientes ativos' });
  // Matched by the e-mail cell: the empty state also quotes the search text.
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: account.email, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('a request is started and delivered in the panel; the client gets the same bytes once released', async ({
  page,
  newVisitor,
  baseURL,
  client,
  loginAsAdmin,
  adminApi,
}) => {
  // The admin grants credits on the client's page.
  await loginAsAdmin();
  const row = await openClientFromList(page, client);
  await expect(row.getByRole('cell', { name: client.name, exact: true })).toBeVisible();
  // A company of one: the founding account administers it.
  await expect(row).toContainText(`1 pessoaAdministrador: ${client.name}`);
  await row.getByRole('link', { name: `Ver ${client.name}` }).click();
  await page.waitForURL('**/cliente-detalhe/*');
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  // The client is a company: its people with their roles, the founding account administrator.
  await expect(
    page
      .getByRole('table', { name: 'Equipe da empresa' })
      .getByRole('row')
      .filter({ hasText: client.email }),
  ).toContainText('Administrador');
  await expect(page.getByRole('table', { name: 'Convites pendentes' })).toContainText(
    'Nenhum convite pendente.',
  );
  await page.getByRole('button', { name: 'Adicionar Créditos' }).click();
  const grant = page.getByRole('dialog', { name: 'Adicionar Créditos' });
  await grant.getByLabel('Quantidade de Créditos').fill('0');
  await grant.getByRole('button', { name: 'Adicionar' }).click();
  await expect(grant.getByRole('alert')).toHaveText(
    'A quantidade de créditos deve ser de 1 a 1000.',
  );
  await grant.getByLabel('Quantidade de Créditos').fill('3');
  await grant.getByLabel('Observação').fill('Pacote de teste');
  await grant.getByRole('button', { name: 'Adicionar' }).click();
  await expect(grant).toBeHidden();
  await expect(page.getByText('3 créditos adicionados. Novo saldo: 3 créditos.')).toBeVisible();
  const statement = page.getByRole('table', { name: 'Extrato de créditos' });
  await expect(
    statement.getByRole('row').filter({ hasText: 'Crédito adicionado' }).filter({
      hasText: 'Pacote de teste',
    }),
  ).toContainText('+3');

  // The client sees the balance and asks for an art.
  const customer = await clientSession(newVisitor, baseURL!, client);
  await expect(
    customer.page
      .getByRole('region', { name: 'Sua conta' })
      .getByText('3 créditos', { exact: true }),
  ).toBeVisible();
  const artName = `Caixa Pizza ${randomBytes(3).toString('hex')}`;
  const art = await requestArt(customer.request, baseURL!, artName);

  // It is waiting in 'Artes Solicitadas'.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/Admin');
  await page.getByLabel('Buscar artes solicitadas').fill(artName.toLowerCase());
  await expect(page).toHaveURL(/busca=caixa/);
  const requested = page.getByRole('table', { name: 'Artes Solicitadas' });
  const artRow = requested.getByRole('row').filter({ hasText: artName });
  await expect(artRow).toHaveCount(1);
  await expect(artRow).toContainText(client.name);
  await expect(artRow).toContainText(ART_STATUS.requested);
  await expect(artRow).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await artRow.getByRole('link', { name: `Ver ${artName}` }).click();
  await page.waitForURL(`**/pagina-detalhes/${art.id}`);

  // The detail page: who, what, the client's file, the history; only 'Iniciar' is possible.
  await expect(page.getByRole('heading', { level: 1, name: artName })).toBeVisible();
  await expect(page.getByText(client.name).first()).toBeVisible();
  await expect(page.getByText('Pantone 186 C.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anexo do cliente' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Arte solicitada' })).toContainText(
    client.name,
  );
  const send = page.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/Não é possível enviar o arquivo final/);

  await page.getByRole('button', { name: 'Iniciar' }).click();
  const started = page.getByRole('dialog', { name: 'Arte Iniciada com sucesso!' });
  await expect(started).toBeVisible();
  await started.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(started).toBeHidden();
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeDisabled();
  await expect(page.getByRole('listitem').filter({ hasText: 'Trabalho iniciado' })).toContainText(
    'Administrador',
  );

  // Delivery through the 'Enviar' dialog: the file goes up for its pre-flight, whose result shows
  // before 'Confirmar envio' delivers it.
  const finalFile = uniquePng();
  await send.click();
  const deliver = page.getByRole('dialog', { name: 'Enviar arte finalizada' });
  await deliver.getByLabel('Arquivo final').setInputFiles({
    name: 'caixa-pizza-final.png',
    mimeType: 'image/png',
    buffer: finalFile,
  });
  await deliver.getByRole('button', { name: 'Enviar para conferência' }).click();
  const check = deliver.getByRole('region', { name: 'Pré-impressão do arquivo' });
  // A PNG is not analysed: said at once, never a pass.
  await expect(check).toContainText('Não foi possível analisar: o arquivo não é um PDF.', {
    timeout: 60_000,
  });
  await deliver.getByRole('button', { name: 'Confirmar envio' }).click();
  const delivered = page.getByRole('dialog', { name: 'Arte Enviada com sucesso!' });
  await expect(delivered).toBeVisible();
  await delivered.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(page.getByRole('link', { name: 'Baixar v1' })).toBeVisible();
  await expect(page.getByText(artStatusLabel(ART_STATUS.finished, 'studio')).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Versão v1 entregue' })).toBeVisible();

  // The admin's own download link serves the file too.
  const adminDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar v1' }).click();
  const downloaded = await adminDownload;
  expect(downloaded.suggestedFilename()).toBe('caixa-pizza-final.png');

  // The client sees it awaiting their approval on their dashboard, one credit spent …
  await customer.page.goto('/ClientArea');
  await expect(
    customer.page
      .getByRole('region', { name: 'Sua conta' })
      .getByText('2 créditos', { exact: true }),
  ).toBeVisible();
  await expect(
    customer.page
      .getByRole('table', { name: 'Status da arte' })
      .getByRole('row')
      .filter({ hasText: artName }),
  ).toContainText(artStatusLabel(ART_STATUS.finished, 'client'));
  // … its open file waiting for approval and the fee (docs/product/release.md).
  await customer.page.goto('/UserArteFinalizada');
  const finishedForClient = customer.page
    .getByRole('table', { name: 'Artes finalizadas' })
    .getByRole('row')
    .filter({ hasText: artName });
  await expect(finishedForClient).toContainText('Arquivos liberados após a aprovação');
  await expect(finishedForClient.getByRole('link', { name: 'Baixar v1' })).toHaveCount(0);

  // The client's API says the same: the stored status Finalizado, version 1.
  const mine = await customer.request.get(`/api/arts/${art.id}`);
  expect(mine.ok()).toBe(true);
  const detail = (await mine.json()) as ArtDetail;
  expect(detail.status).toBe(ART_STATUS.finished);
  expect(detail.deliveries.map((file) => file.version)).toEqual([1]);

  // It has left 'Artes Solicitadas' for 'Artes Finalizadas'.
  await page.getByRole('link', { name: 'Artes Finalizadas' }).click();
  await page.getByLabel('Buscar artes finalizadas').fill(artName);
  const finishedRow = page
    .getByRole('table', { name: 'Artes Finalizadas' })
    .getByRole('row')
    .filter({ hasText: artName });
  await expect(finishedRow).toContainText(artStatusLabel(ART_STATUS.finished, 'studio'));

  // Approved and the fee paid, the client downloads the very bytes the studio sent.
  await customer.page.goto(`/arte/${art.id}`);
  await approveOnArtPage(customer.page, client);
  await expect(customer.page.getByText(`A arte “${artName}” foi aprovada.`)).toBeVisible();
  await payApprovalFee(customer.request, baseURL!, adminApi, art.id);
  await customer.page.goto('/UserArteFinalizada');
  const clientDownload = customer.page.waitForEvent('download');
  await finishedForClient.getByRole('link', { name: 'Baixar v1' }).click();
  const received = await clientDownload;
  expect(received.suggestedFilename()).toBe('caixa-pizza-final.png');
  expect(sha256(await readFile(await received.path()))).toBe(sha256(finalFile));
  await customer.context.close();
});

test('a deleted client is deactivated: asked first, unable to sign in, then reactivated', async ({
  page,
  newVisitor,
  baseURL,
  client,
  asAdmin,
}) => {
  const customer = await clientSession(newVisitor, baseURL!, client);

  await asAdmin();
  const row = await openClientFromList(page, client);
  await row.getByRole('button', { name: `Excluir ${client.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir cliente' });
  await expect(confirm).toContainText(`Excluir o cliente ${client.name}?`);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Excluir ${client.name}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  const done = page.getByRole('dialog', { name: 'Usuario Deletado com sucesso!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(done).toBeHidden();
  // The list refreshed without a reload: the client is gone from 'Clientes ativos'.
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Clientes ativos' })).toContainText(
    'Nenhum cliente encontrado',
  );

  // Their open session ended …
  await customer.page.reload();
  await customer.page.waitForURL('**/Login');
  // … and they cannot sign in again: the login page says the account was deactivated.
  expect(await loginPageRefusal(customer.page, client)).toBe(
    'Esta conta foi desativada. Entre em contato com o estúdio para reativá-la.',
  );
  await expect(customer.page).toHaveURL(/\/Login$/);

  // The 'Desativados' tab (kept in the address, with the search) lists them; their page offers
  // 'Reativar', asked first.
  await page.getByRole('link', { name: 'Desativados' }).click();
  await expect(page).toHaveURL(/situacao=desativados/);
  const deactivated = page.getByRole('table', { name: 'Clientes desativados' });
  const goneRow = deactivated
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: client.email, exact: true }) });
  await expect(goneRow).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Desativados' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);
  await goneRow.getByRole('link', { name: `Ver ${client.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar Créditos' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reativar' }).click();
  const reactivate = page.getByRole('dialog', { name: 'Reativar cliente' });
  await expect(reactivate).toContainText(`Reativar a conta de ${client.name}?`);
  expect(await axeViolations(page)).toEqual([]);
  await reactivate.getByRole('button', { name: 'Reativar' }).click();
  await expect(reactivate).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Conta reativada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reativar' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Ações do estúdio nesta conta' })).toContainText(
    'Reativou a conta do cliente',
  );

  // The client signs in again with the same e-mail and password.
  await customer.page.goto('/Login');
  await customer.page.getByLabel('E-mail').fill(client.email);
  await customer.page.getByLabel('Senha').fill(client.password);
  await customer.page.getByRole('button', { name: 'Entrar' }).click();
  await customer.page.waitForURL('**/ClientArea');
  await expect(customer.page.getByText(client.name).first()).toBeVisible();
  await customer.context.close();
});

test('admin pages send a signed-out visitor to /AdmLogin', async ({ page }) => {
  for (const path of ['/Admin', '/Clientes', '/ArteFinalizada', '/Mensagens']) {
    await page.goto(path);
    await page.waitForURL('**/AdmLogin');
  }
  await page.goto('/pagina-detalhes/00000000-0000-4000-8000-000000000000');
  await page.waitForURL('**/AdmLogin');
  await page.goto('/cliente-detalhe/qualquer');
  await page.waitForURL('**/AdmLogin');
});

test("a client sees 'Acesso negado' in the panel and the admin API refuses them", async ({
  page,
  baseURL,
  client,
}) => {
  await signInThroughApi(page.request, baseURL!, client);
  for (const path of ['/Admin', '/Clientes', '/Mensagens']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu do painel' })).toHaveCount(0);
  }
  const api = await page.request.get('/api/admin/arts');
  expect(api.status()).toBe(403);
  await page.getByRole('link', { name: 'Ir para a Área do cliente' }).click();
  await page.waitForURL('**/ClientArea');
});

test('the admin reads contact messages and marks them as read', async ({
  page,
  baseURL,
  request,
  asAdmin,
}) => {
  const sender = `Maria ${randomBytes(3).toString('hex')}`;
  const sent = await request.post('/api/contact', {
    // Its own visitor address: the public contact specs use up 127.0.0.1's 5 messages per 10 min.
    headers: { origin: baseURL!, 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(256)}` },
    data: {
      user_name: sender,
      user_email: 'maria@padaria.com.br',
      message: 'Gostaria de um orçamento para 20 artes de embalagem por mês.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await asAdmin();
  await page.getByRole('link', { name: 'Mensagens' }).click();
  await page.waitForURL('**/Mensagens');
  const message = page.getByRole('article', { name: new RegExp(sender) });
  await expect(message).toContainText('Não lida');
  await expect(message).toContainText('orçamento para 20 artes');
  await message.getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(message).toContainText('Lida em');
  await expect(message).not.toContainText('Não lida');
});

test('the side menu, Sair and a phone-sized screen', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // On a phone the menu folds behind its toggle and still works by keyboard.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(menu.getByRole('link', { name: 'Clientes' })).toBeHidden();
  const toggle = menu.getByRole('button', { name: 'Abrir ou fechar o menu do painel' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Clientes' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Clientes' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/Clientes');
  // Choosing a page folds the menu away again.
  await expect(menu.getByRole('link', { name: 'Clientes' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole('link', { name: 'Clientes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await signOutInBrowser(page, 'admin', menu);
  await page.goto('/Admin');
  await page.waitForURL('**/AdmLogin');
});

test('the client search runs on the server, ignores accents and survives a reload', async ({
  page,
  request,
  baseURL,
  asAdmin,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const account = await createClientAccount(request, baseURL!, {
    name: `Padaria São João ${suffix}`,
    email: `sao-joao-${suffix}@exemplo.com.br`,
    password: `senha-segura-${suffix}`,
  });
  await asAdmin();
  await page.goto('/Clientes');
  await page.getByLabel('Buscar clientes').fill(`padaria sao joao ${suffix}`);
  const table = page.getByRole('table', { name: 'Clientes ativos' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: account.email, exact: true }) });
  await expect(row).toHaveCount(1);
  // The search lives in the address: a reload keeps it.
  await expect(page).toHaveURL(/busca=padaria/);
  await page.reload();
  await expect(page.getByLabel('Buscar clientes')).toHaveValue(`padaria sao joao ${suffix}`);
  await expect(row).toHaveCount(1);
  // 'Voltar' from the client's page returns to the searched list.
  await row.getByRole('link', { name: `Ver ${account.name}` }).click();
  await expect(page.getByRole('heading', { name: account.name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/Clientes\?busca=padaria/);
  await expect(page.getByLabel('Buscar clientes')).toHaveValue(`padaria sao joao ${suffix}`);
});

test('typing on after a pause keeps the search box, its focus and every key', async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.goto('/Clientes');
  const box = page.getByRole('searchbox', { name: 'Buscar clientes' });
  await box.click();
  await page.keyboard.type('caf');
  // The pause lets the search reach the address; the box must not be rebuilt meanwhile.
  await expect(page).toHaveURL(/busca=caf(&|$)/);
  await page.keyboard.type('e sao ');
  await expect(box).toHaveValue('cafe sao ');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/busca=cafe\+sao(&|$)/);
  await page.keyboard.type('x');
  await expect(box).toHaveValue('cafe sao x');
  await expect(page).toHaveURL(/busca=cafe\+sao\+x(&|$)/);

  // Changes from outside still reach the box: the menu link clears it, Back brings it back.
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await expect(page).toHaveURL(/\/Clientes$/);
  await expect(box).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/busca=cafe\+sao\+x(&|$)/);
  await expect(box).toHaveValue('cafe sao x');
});

test('a link followed while a search is still pending opens its page', async ({
  page,
  client,
  asAdmin,
}) => {
  await asAdmin();
  // Opened on a search for the client's name: unsearched, the list's first page holds the 50 first
  // names of every client the browser tests have made, and this one may sort after them.
  await page.goto(`/Clientes?busca=${encodeURIComponent(client.name)}`);
  const row = page
    .getByRole('table', { name: 'Clientes ativos' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: client.email, exact: true }) });
  await expect(row).toHaveCount(1);
  // The client page's code arrives slowly, so the search typed just before the click comes due
  // while the navigation is still loading it.
  await page.route('**/assets/admin-client-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // The client's own e-mail: should the search come due before the click, the row stays.
  await page.getByLabel('Buscar clientes').fill(client.email);
  await row.getByRole('link', { name: `Ver ${client.name}` }).click();
  await page.waitForURL('**/cliente-detalhe/*');
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
});

test("a stale page shows the server's 409 when the art moved meanwhile", async ({
  page,
  newVisitor,
  baseURL,
  client,
  asAdmin,
}) => {
  await asAdmin();
  const found = await page.request.get(
    `/api/admin/clients?search=${encodeURIComponent(client.email)}`,
  );
  const clientId = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
  const granted = await page.request.post(`/api/admin/clients/${clientId}/credits`, {
    data: { amount: 1 },
    headers: { origin: baseURL! },
  });
  expect(granted.ok()).toBe(true);
  const customer = await clientSession(newVisitor, baseURL!, client);
  const artName = `Rótulo ${randomBytes(3).toString('hex')}`;
  const art = await requestArt(customer.request, baseURL!, artName);
  await customer.context.close();

  // The page has been open a while (live), then another admin tab starts the art first.
  await gotoLive(page, `/pagina-detalhes/${art.id}`);
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeEnabled();
  const elsewhere = await page.request.post(`/api/admin/arts/${art.id}/start`, {
    headers: { origin: baseURL! },
  });
  expect(elsewhere.ok()).toBe(true);

  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Não é possível iniciar uma arte com status Em andamento.',
  );
  await expect(page.getByRole('dialog', { name: 'Arte Iniciada com sucesso!' })).toHaveCount(0);
  // The page refreshed: now 'Iniciar' is disabled with its hint and 'Enviar' is open.
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
});
