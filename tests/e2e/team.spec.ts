// A company with several people on a 360 px phone (docs/product/companies.md): the administrator
// invites an aprovador from 'Equipe'; the invitee, in another browser, opens the mailed link,
// creates an account from the invitation, accepts, sees no 'Comprar créditos' and approves the
// company's delivered art.
import { paths } from '../../common/paths';
import { axeViolations } from './axe';
import { approveOnArtPage, test, uniqueArtName } from './arts';
import { expect, expectNoSideScroll, newAccount, waitUntilLive } from './fixtures';
import { linkMailedTo } from './mailbox';

const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });

test('an administrator invites an aprovador, who signs up from the invitation and approves', async ({
  page,
  client,
  clientArtV1,
  newVisitor,
}) => {
  // Two people, a sign-up and an approval: a journey, with a journey's time on a busy machine.
  test.setTimeout(90_000);
  const name = uniqueArtName('Rótulo da equipe');
  const art = await clientArtV1({ name });

  // The administrator (the account's founder) invites from 'Equipe'.
  const invitee = newAccount();
  await page.goto(paths.clientArea);
  await waitUntilLive(page);
  await page
    .getByRole('navigation', { name: 'Menu da área do cliente' })
    .getByRole('link', { name: 'Equipe' })
    .click();
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Convidar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para a equipe' });
  await dialog.getByLabel('E-mail').fill(invitee.email);
  await dialog.getByRole('checkbox', { name: /^Aprovador/ }).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${invitee.email}.`);
  await expect(page.getByRole('list', { name: 'Convites pendentes' })).toContainText(invitee.email);
  await expectNoSideScroll(page);

  // The invitee opens the mailed link in their own browser and creates an account from it.
  const id = await linkMailedTo(invitee.email, /\/convite\/([\w-]+)/);
  const other = await (await newVisitor({ viewport: PHONE })).newPage();
  await other.goto(paths.invitation(id));
  await waitUntilLive(other);
  await expect(other.getByRole('heading', { name: client.name })).toBeVisible();
  await expect(other.getByText('Aprovador', { exact: true })).toBeVisible();
  expect(await axeViolations(other, { landmarks: true }), 'invitation page').toEqual([]);
  await other.getByRole('link', { name: 'Criar conta' }).click();
  const signUp = other.getByRole('dialog', { name: 'Criar conta' });
  await expect(signUp.getByLabel('E-mail')).toHaveValue(invitee.email);
  await signUp.getByLabel('Nome da empresa').fill(invitee.name);
  await signUp.getByLabel('Senha').fill(invitee.password);
  await signUp.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }).check();
  await signUp.getByRole('button', { name: 'Criar conta' }).click();
  await other.waitForURL(`**${paths.invitation(id)}`);
  await other.getByRole('button', { name: 'Aceitar convite' }).click();
  await other.waitForURL(`**${paths.clientArea}`);
  await expect(other.getByRole('region', { name: 'Sua conta' })).toContainText(client.name);
  await expect(other.getByRole('button', { name: 'Comprar créditos' })).toHaveCount(0);

  // As aprovador they approve the company's delivered art.
  await other.goto(paths.art(art.id));
  await waitUntilLive(other);
  await approveOnArtPage(other, invitee);
  await expect(other.getByText(`A arte “${name}” foi aprovada.`)).toBeVisible();
  await expectNoSideScroll(other);
});
