// Accessibility of the client area: axe-core finds no WCAG 2.x A/AA violation nor any landmark
// finding (one banner, content in landmarks, a skip link that leads somewhere) on any client page,
// with real rows on screen, nor in the request dialog.
import { paths } from '../../common/paths';
import { axeViolations } from './axe';
import { expect, test, waitUntilLive } from './fixtures';
import { artWithV1 } from './proofing-helpers';

test.describe.configure({ timeout: 120_000 });

test('every client page and the request dialog pass axe, landmarks included', async ({
  page,
  baseURL,
  adminApi,
  client,
}) => {
  const art = await artWithV1(page, baseURL!, adminApi, client);
  await adminApi.grantCredits(await adminApi.clientId(client.email), 1);

  await page.goto(paths.clientArea);
  await expect(page.getByRole('table', { name: 'Status da arte' })).toContainText(art.name);
  expect(await axeViolations(page, { landmarks: true }), paths.clientArea).toEqual([]);

  await page.goto(paths.clientFinished);
  await expect(page.getByRole('table', { name: 'Artes finalizadas' })).toContainText(art.name);
  expect(await axeViolations(page, { landmarks: true }), paths.clientFinished).toEqual([]);

  await page.goto(paths.art(art.id));
  await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();
  expect(await axeViolations(page, { landmarks: true }), 'art page').toEqual([]);

  await page.goto(paths.changeArt(art.id));
  await expect(page.getByRole('heading', { level: 1, name: art.name })).toBeVisible();
  expect(await axeViolations(page, { landmarks: true }), 'change page').toEqual([]);

  await page.goto(paths.myData);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page, { landmarks: true }), paths.myData).toEqual([]);

  await page.goto(paths.team);
  await expect(page.getByRole('table', { name: 'Pessoas da equipe' })).toContainText(client.email);
  expect(await axeViolations(page, { landmarks: true }), paths.team).toEqual([]);

  await page.goto(paths.clientArea);
  await waitUntilLive(page);
  await page
    .getByRole('navigation', { name: 'Menu da área do cliente' })
    .getByRole('button', { name: 'Solicitar Arte' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Solicitar nova Arte' })).toBeVisible();
  expect(await axeViolations(page), 'request dialog').toEqual([]);
});
