// The pins bench's set-up (scripts/bench-pins.ts): an art of a fresh client with v1 delivered, as
// the `clientArtV1` fixture (./arts.ts) makes it for the proofing tests.
import type { Page } from '@playwright/test';
import { clientWithV1, uniqueArtName } from './arts';
import type { Account, AdminApi } from './fixtures';

/** An art of the client's with v1 (a one-page PDF) delivered. */
export async function artWithV1(page: Page, baseURL: string, adminApi: AdminApi, client: Account) {
  return clientWithV1(page.request, baseURL, adminApi, client, {
    name: uniqueArtName('Rótulo'),
    briefing: 'Rótulo 10x15 cm, quatro cores.',
  });
}
