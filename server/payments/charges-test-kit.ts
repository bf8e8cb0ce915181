// What the money's API tests share (payments, the payment pipeline, the providers on the app, the
// statement): a Pix key to charge to, a client's purchase of credits through the API, and a wait
// for what the queue works after a payment arrives.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { charge } from '../db/schema';
import { post, readJson } from '../test/factories';
import type { TestContext, TestUser } from '../test/harness';
import type { ChargeView } from './payments.schemas';

/** The studio's Pix key and merchant, so that pix-manual can make a charge's BR Code. */
export const PIX_TEST_ENV = {
  PIX_KEY: 'financeiro@estudioflexo.com.br',
  PIX_MERCHANT_NAME: 'Estúdio Flexo',
  PIX_MERCHANT_CITY: 'Salvador',
};

/** 'Comprar créditos' as `client`: the charge's view (201) and its row. */
export async function buyCredits(t: TestContext, client: TestUser, credits: number) {
  const response = await post(t, apiRoutes.charges, client.cookie, { json: { credits } });
  expect(response.status).toBe(201);
  const view = await readJson<ChargeView>(response);
  const [row] = await t.runtime.db.select().from(charge).where(eq(charge.id, view.id));
  return { view, row: row! };
}

/** Waits until `check` holds (the queue's jobs run at once in tests, but after the answer). */
export async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
