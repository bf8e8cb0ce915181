// The bell: a client on their area sees the studio's delivery arrive in 'Notificações' when the
// window regains focus, opens the list (axe-clean, inside a 360 px screen) and follows the link.
import { randomBytes } from 'node:crypto';
import { axeViolations } from './axe';
import { E2E_BRIEF, expect, test, waitUntilLive } from './fixtures';
import { uniquePng } from './files';

test.describe.configure({ timeout: 120_000 });

test('the bell shows a new delivery after the admin delivers', async ({
  page,
  baseURL,
  client,
  adminApi,
  login,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const clientId = await adminApi.clientId(client.email);
  await adminApi.grantCredits(clientId, 1);
  await login(client);

  const name = `Rótulo ${randomBytes(3).toString('hex')}`;
  const requested = await page.request.post('/api/arts', {
    headers: { origin: baseURL!, 'Idempotency-Key': randomBytes(16).toString('hex') },
    multipart: { name, briefing: 'Rótulo de mel 500 g, quatro cores.', brief: E2E_BRIEF },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  const { art } = (await requested.json()) as { art: { id: string } };
  await adminApi.startArt(art.id);

  // The page is open (and live) before the delivery: nothing is reloaded, the bell asks again on
  // focus. It was rendered with its count, which it does not ask for again as it starts.
  await page.reload();
  await waitUntilLive(page);
  const bell = page.getByRole('button', { name: /^Notificações \(\d+ não lidas?\)$/ });
  await expect(bell).toBeVisible();
  const before = Number(/\((\d+)/.exec((await bell.textContent()) ?? '')?.[1]);

  await adminApi.deliverArt(art.id, {
    name: 'final.png',
    mimeType: 'image/png',
    buffer: uniquePng(),
  });
  // The window regains focus (TanStack Query listens to visibilitychange).
  await page.evaluate(`document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))`);
  await expect(
    page.getByRole('button', { name: `Notificações (${before + 1} não lidas)` }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Notificações/ }).click();
  const link = page.getByRole('link', { name: new RegExp(`Versão 1 da arte "${name}" entregue`) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/arte/${art.id}`);
  const box = await page.locator('.notification-bell-menu').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByRole('button', { name: 'Notificações (nenhuma não lida)' })).toBeVisible();
});
