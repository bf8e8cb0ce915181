// Public pages arrive rendered by the server and React hydrates them a moment later (page-live.tsx
// marks <html data-app="live">). Measuring or counting elements in between would catch the swap,
// so specs open pages with this and wait for the live page.
import { expect, type Page, type Response } from '@playwright/test';

export async function gotoLive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('html[data-app="live"]')).toBeAttached();
  return response;
}

/**
 * Holds the app's code back until the returned `release()`, so a test acts on the server's markup
 * before the page is live, whatever the machine's speed.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/boot-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
