// Public pages arrive rendered by the server and React hydrates them a moment later (page-live.tsx
// marks <html data-app="live">). Measuring or counting elements in between would catch the swap,
// so specs open pages with this and wait for the live page.
import { expect, type Page, type Response } from '@playwright/test';

export async function gotoLive(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('html[data-app="live"]')).toBeAttached();
  return response;
}
