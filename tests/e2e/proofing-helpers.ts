// The proofing tests' and bench's set-up: an art of a fresh client with v1 delivered.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import type { ArtRequestResult } from '../../server/arts/art.schemas';
import { pdfFixture } from '../../server/previews/preview-fixtures';
import { E2E_BRIEF, expect, signInThroughApi, type Account, type AdminApi } from './fixtures';

/** An art of the client's with v1 (a one-page PDF) delivered. */
export async function artWithV1(page: Page, baseURL: string, adminApi: AdminApi, client: Account) {
  await adminApi.grantCredits(await adminApi.clientId(client.email), 1);
  await signInThroughApi(page.request, baseURL, client);
  const requested = await page.request.post(apiRoutes.arts, {
    headers: { origin: baseURL },
    multipart: {
      name: `Rótulo ${randomBytes(3).toString('hex')}`,
      briefing: 'Rótulo 10x15 cm, quatro cores.',
      brief: E2E_BRIEF,
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const { art } = (await requested.json()) as ArtRequestResult;
  await adminApi.startArt(art.id);
  await adminApi.deliverArt(art.id, {
    name: 'rotulo-v1.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfFixture(1),
  });
  return art;
}
