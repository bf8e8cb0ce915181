// A person in two companies on a 360 px phone (docs/product/companies.md): the address names the
// open company, the header's switcher opens the other (its arts, balance and team), the next visit
// opens the last one, the server's first render reads the company the address names, and 'Sair da
// empresa' ends the membership (no switcher then).
import { paths } from '../../common/paths';
import { axeViolations } from './axe';
import { test, uniqueArtName } from './arts';
import {
  createClientAccount,
  expect,
  expectNoSideScroll,
  newAccount,
  signInThroughApi,
  waitUntilLive,
} from './fixtures';

const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });

test('switches between two companies in the header; the address and the next visit follow', async ({
  page,
  baseURL,
  adminApi,
  client,
  clientArt,
  newVisitor,
}) => {
  // Company A (the `client` fixture, its founder) has an art; Bia has her own company, with 2
  // credits, and joins A as leitor.
  const artName = uniqueArtName('Rótulo da Acme');
  const founder = (await newVisitor()).request;
  await clientArt({ on: founder, name: artName });
  const bia = await createClientAccount(page.request, baseURL!, newAccount('bia'));
  const biaId = await adminApi.clientId(bia.email);
  await adminApi.grantCredits(biaId, 2);
  const companyA = await adminApi.clientId(client.email);
  const invited = await founder.post('/api/team/invitations', {
    data: { email: bia.email, roles: ['leitor'] },
    headers: { origin: baseURL!, 'x-empresa': companyA },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id } = (await invited.json()) as { id: string };
  await signInThroughApi(page.request, baseURL!, bia);
  const accepted = await page.request.post(`/api/invitations/${id}/accept`, {
    headers: { origin: baseURL! },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The session opens A (the invitation accepted): the address says so.
  await page.goto(paths.clientArea);
  await waitUntilLive(page);
  await expect(page).toHaveURL(new RegExp(`\\?empresa=${companyA}$`));
  const account = page.getByRole('region', { name: 'Sua conta' });
  const switcher = account.getByRole('combobox', { name: 'Empresa aberta' });
  await expect(switcher).toHaveValue(companyA);
  await expect(page.getByText(artName).first()).toBeVisible();
  await expect(account).toContainText('0 créditos');
  await expectNoSideScroll(page);
  expect(await axeViolations(page, { landmarks: true }), 'client area with a switcher').toEqual([]);

  // She opens her own company from the keyboard: its address, balance and (no) arts.
  await switcher.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(new RegExp(`${paths.clientArea}\\?empresa=${biaId}$`));
  await expect(switcher).toHaveValue(biaId);
  await expect(account).toContainText('2 créditos');
  await expect(page.getByText(artName)).toHaveCount(0);

  // The menu's links keep the company; 'Equipe' lists her company's people.
  await page
    .getByRole('navigation', { name: 'Menu da área do cliente' })
    .getByRole('link', { name: 'Equipe' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.team}\\?empresa=${biaId}$`));
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expect(page.getByText(client.email)).toHaveCount(0);
  await expectNoSideScroll(page);

  // The next visit, without the company in the address, opens the last one she chose.
  await page.goto(paths.clientArea);
  await waitUntilLive(page);
  await expect(page).toHaveURL(new RegExp(`\\?empresa=${biaId}$`));
  await expect(switcher).toHaveValue(biaId);

  // The server's first render reads the company the address names (here A, not the session's).
  const html = await (await page.request.get(`${paths.clientArea}?empresa=${companyA}`)).text();
  expect(html).toContain(artName);
  const own = await (await page.request.get(paths.clientArea)).text();
  expect(own).not.toContain(artName);

  // Back in A, she leaves it from her own row of 'Equipe' (after a confirmation).
  await page.goto(`${paths.team}?empresa=${companyA}`);
  await waitUntilLive(page);
  await expect(switcher).toHaveValue(companyA);
  await page.getByRole('button', { name: 'Sair da empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair da empresa' });
  await expect(dialog).toContainText('O histórico continua com o seu nome');
  await dialog.getByRole('button', { name: 'Sair da empresa' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.clientArea}$`));
  await expect(account.getByRole('combobox', { name: 'Empresa aberta' })).toHaveCount(0);
  await expect(account).toContainText(bia.name);
  await expect(account).toContainText('2 créditos');
  await expectNoSideScroll(page);
});
