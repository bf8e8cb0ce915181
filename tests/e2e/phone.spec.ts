// The client area and the panel on a 360×800 phone: the client's page title in the first screen,
// every list shows its rows as cards whose actions are all on screen and at least 44×44 px, no
// page scrolls sideways, the panel has one menu and no site footer, 'Sair' asks first, and the
// portfolio's enlarged image fits the screen and steps to the previous and next ones.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  createAdminApi,
  E2E_BRIEF,
  expect,
  expectNoSideScroll,
  openMenu,
  signInThroughApi,
  signOutInBrowser,
  test,
  type Account,
  waitUntilLive,
} from './fixtures';
import { gotoLive } from './live';

const PHONE = { width: 360, height: 800 };
/** Set SHOTS_DIR to keep a screenshot of each screen (to look at the layout, not asserted). */
const SHOTS_DIR = process.env.SHOTS_DIR;

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Opens the panel's menu (and waits until it has finished sliding open). */
const openPanelMenu = (page: Page) =>
  openMenu(page.getByRole('button', { name: 'Abrir ou fechar o menu do painel' }));

/** Every link and button in the region is inside the viewport and a 44×44 px tap target. */
async function expectActionsOnScreen(region: Locator) {
  const actions = region.locator('a, button');
  const count = await actions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await actions.nth(i).boundingBox();
    const name = (await actions.nth(i).textContent()) ?? '';
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
    expect(box!.width, name).toBeGreaterThanOrEqual(44);
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
}

async function expectPhoneList(page: Page, name: string, text: string) {
  const list = page.getByRole('list', { name });
  await expect(list).toContainText(text);
  // The table is for wider screens only.
  await expect(page.getByRole('table', { name })).toHaveCount(0);
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);
  await expectActionsOnScreen(list);
  await expectNoSideScroll(page);
}

/** A client with two credits, one art waiting (a long name) and one delivered. */
async function seedClient(baseURL: string, request: Page['request'], account: Account) {
  const { api, dispose } = await createAdminApi(baseURL);
  const clientId = await api.clientId(account.email);
  await api.grantCredits(clientId, 2);
  await signInThroughApi(request, baseURL, account);
  const tag = randomBytes(3).toString('hex');
  const names = [
    `Rótulo de polpa de fruta sabor maracujá com acerola edição especial ${tag}`,
    `Caixa ${tag}`,
  ];
  const ids: string[] = [];
  for (const name of names) {
    const response = await request.post('/api/arts', {
      headers: { origin: baseURL },
      multipart: { name, briefing: 'Rótulo 10x15 cm.', brief: E2E_BRIEF },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { art: { id: string } }).art.id);
  }
  await api.startArt(ids[1]!);
  await api.deliverArt(ids[1]!, {
    name: 'caixa.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await dispose();
  return { clientId, names };
}

test('the client area on a phone: cards, no sideways scroll, sign-out confirmed', async ({
  page,
  baseURL,
  client,
}) => {
  const { names } = await seedClient(baseURL!, page.request, client);

  await page.goto('/ClientArea');
  // The account bar is short enough for the page's title to be in the first screen, with 'Sair'
  // beside the bell rather than on a row of its own.
  const title = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  expect((await title.boundingBox())!.y).toBeLessThan(300);
  const signOut = (await page.getByRole('button', { name: 'Sair' }).boundingBox())!;
  const bell = (await page.getByRole('button', { name: /^Notificações/ }).boundingBox())!;
  expect(Math.abs(signOut.y + signOut.height / 2 - (bell.y + bell.height / 2))).toBeLessThan(2);
  await expectPhoneList(page, 'Status da arte', names[0]!);
  await expectActionsOnScreen(page.getByRole('navigation', { name: 'Menu da área do cliente' }));
  await shot(page, 'client-dashboard');

  await page.goto('/UserArteFinalizada');
  const finished = page.getByRole('list', { name: 'Artes finalizadas' });
  await expectPhoneList(page, 'Artes finalizadas', names[1]!);
  await expect(finished.getByRole('link', { name: 'Aprovar' })).toBeVisible();
  await shot(page, 'client-finished');

  await page.getByRole('button', { name: 'Sair' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sair da conta' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/UserArteFinalizada$/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await confirm.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/Login');
});

test('the panel on a phone: one menu, no site footer, every list as cards', async ({
  page,
  baseURL,
  client,
  loginAsAdmin,
}) => {
  const { clientId, names } = await seedClient(baseURL!, page.context().request, client);
  // The seeding signed the page's context in as the client: the admin signs in afresh.
  await page.context().clearCookies();
  await loginAsAdmin();

  // One toggle for the panel's menu, and the public footer stays on the public site.
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectPhoneList(page, 'Artes Solicitadas', names[0]!);
  await shot(page, 'admin-dashboard');

  await openPanelMenu(page);
  await expect(page.getByRole('link', { name: 'Clientes', exact: true })).toBeVisible();
  await shot(page, 'admin-menu');
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.waitForURL('**/Clientes');
  await page.getByLabel('Buscar clientes').fill(client.email);
  // The searched client alone: a search still on its way would change the cards under the checks.
  await expect(
    page.getByRole('list', { name: 'Clientes ativos' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectPhoneList(page, 'Clientes ativos', client.email);
  await shot(page, 'admin-clients');

  await page.goto('/ArteFinalizada');
  await expectPhoneList(page, 'Artes Finalizadas', names[1]!);

  await page.goto(`/cliente-detalhe/${clientId}`);
  await expect(page.getByRole('list', { name: 'Extrato de créditos' })).toBeVisible();
  const clientArts = page.getByRole('list', { name: 'Artes do cliente' });
  await expect(clientArts).toContainText(names[0]!);
  await expectActionsOnScreen(clientArts);
  await expectNoSideScroll(page);
  await shot(page, 'admin-client');

  // A message from a visitor of their own address (the contact form's per-IP limit).
  const sender = `Visitante ${randomBytes(3).toString('hex')} com um nome bem comprido`;
  const sent = await page.request.post('/api/contact', {
    headers: {
      origin: baseURL!,
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`,
    },
    data: {
      user_name: sender,
      user_email: 'visitante.com.endereco.longo@empresa-de-embalagens.com.br',
      message: 'Preciso de 10 artes de rótulos por semana.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/Mensagens');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
  const message = page.getByRole('article', { name: new RegExp(sender) });
  await expect(message).toBeVisible();
  await expectActionsOnScreen(
    page
      .getByRole('list', { name: 'Mensagens do formulário de contato' })
      .getByRole('listitem')
      .filter({ has: message }),
  );
  await expectNoSideScroll(page);
  await shot(page, 'admin-messages');

  // As a person does: open the menu, see it open, then press 'Sair' in it.
  await waitUntilLive(page);
  await openPanelMenu(page);
  await signOutInBrowser(page, 'admin');
});

test('the public footer and the portfolio on a phone', async ({ page }) => {
  await gotoLive(page, '/UserTerms');
  const footer = page.getByRole('contentinfo');
  // The phone number and the e-mail each stay on one line.
  for (const link of [footer.locator('a[href^="tel:"]'), footer.locator('a[href^="mailto:"]')]) {
    await expect(link).toBeVisible();
    // One line of text: a wrapped one would be twice as tall.
    expect((await link.boundingBox())?.height, (await link.textContent()) ?? '').toBeLessThan(36);
  }
  await expectNoSideScroll(page);

  // A page shorter than a tall screen: the footer reaches its bottom (no white band under it).
  await page.setViewportSize({ width: PHONE.width, height: 2400 });
  await gotoLive(page, '/pagina-que-nao-existe');
  const box = await page.getByRole('contentinfo').boundingBox();
  expect(Math.round(box!.y + box!.height)).toBeGreaterThanOrEqual(2400);
  await page.setViewportSize(PHONE);

  await gotoLive(page, '/Cases');
  const items = page.getByRole('list', { name: 'Galeria de artes' }).getByRole('button');
  await items.nth(1).click();
  const dialog = page.getByRole('dialog');
  const image = dialog.getByRole('img');
  await expect(image).toBeVisible();
  const first = await image.getAttribute('alt');
  // The image and the buttons under it, all inside the screen.
  for (const part of [image, dialog.getByRole('button', { name: 'Próxima imagem' })]) {
    const box = await part.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  }
  // '‹ Anterior', the count and 'Próxima ›' each on one line (a second line adds 24 px to a
  // 38 px button, 21 px to the 21 px count), side by side.
  const steps = [
    { part: dialog.getByRole('button', { name: 'Imagem anterior' }), oneLine: 50 },
    { part: dialog.getByText(/^\d+ \/ 28$/), oneLine: 30 },
    { part: dialog.getByRole('button', { name: 'Próxima imagem' }), oneLine: 50 },
  ];
  const middles: number[] = [];
  for (const { part, oneLine } of steps) {
    const box = (await part.boundingBox())!;
    expect(box.height).toBeLessThan(oneLine);
    middles.push(box.y + box.height / 2);
  }
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
  await shot(page, 'lightbox');

  await dialog.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(image).not.toHaveAttribute('alt', first!);
  await page.keyboard.press('ArrowLeft');
  await expect(image).toHaveAttribute('alt', first!);
  await page.keyboard.press('ArrowRight');
  await expect(image).not.toHaveAttribute('alt', first!);
  await dialog.getByRole('button', { name: 'Imagem anterior' }).click();
  await expect(image).toHaveAttribute('alt', first!);
});
