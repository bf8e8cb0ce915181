// /api/docs: the API reference renders in the browser from our own origin, under the site's CSP,
// for the studio's admin (the e2e server runs in production mode, where it is admin-only).
import { expect, test } from './fixtures';

test('the admin reads the API reference, rendered without a CSP refusal', async ({
  page,
  loginAsAdmin,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  await loginAsAdmin();
  await page.goto('/api/docs');
  // The reference is drawn in the browser from the whole contract: over 10 s on a busy machine.
  await expect(page.getByRole('heading', { name: /Estúdio — API/ })).toBeVisible({
    timeout: 30_000,
  });
  // Every route group is listed, the client's arts and the panel's among them.
  await expect(page.getByText('/api/arts/{id}', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/api/admin/clients', { exact: true }).first()).toBeVisible();
  expect(refusals).toEqual([]);
});

test('a visitor without a session gets no reference', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(401);
});
