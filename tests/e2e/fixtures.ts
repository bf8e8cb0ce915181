// Playwright fixtures: a fresh client account per test, and sign-in helpers that use the real
// login pages as a person would.
import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import type { Page as ListPage } from '../../server/db/paging';
import type { AdminClientRow, CreditGrantResult } from '../../server/admin/admin.schemas';
import type { DeliveryDraftInfo } from '../../server/arts/art-delivery.service';
import type { PreflightReport } from '../../server/preflight/preflight.schemas';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const adminAccount: Account = {
  name: 'Administrador',
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@estudio.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'senha-do-admin-e2e',
};

export function newAccount(prefix = 'cliente'): Account {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Embalagens ${id.toUpperCase()} Ltda`,
    email: `${prefix}-${id}@exemplo.com.br`,
    password: `senha-segura-${id}`,
  };
}

/** A label's flexo brief, as the request dialog sends it (the multipart field `brief`). */
export const E2E_BRIEF = JSON.stringify({
  pieceType: 'rotulo',
  widthMm: 100,
  heightMm: 150,
  substrate: 'bopp',
  colorCount: 4,
});

/** Fills the request dialog's required brief fields for a label, as a person would. */
export async function fillLabelBrief(form: Locator) {
  await form.getByLabel('Tipo de peça').selectOption({ label: 'Rótulo' });
  await form.getByLabel('Largura (mm)').fill('100');
  await form.getByLabel('Altura (mm)').fill('150');
  await form.getByLabel('Substrato').selectOption({ label: 'BOPP' });
  await form.getByLabel('Número de cores').fill('4');
}

/** The sign-up request's body, as the dialog sends it: the account, with the terms accepted. */
export const signUpBody = (account: Account) => ({ ...account, acceptTerms: true });

/** Creates a client account through the API, as the sign-up dialog would. */
export async function createClientAccount(
  request: APIRequestContext,
  baseURL: string,
  account: Account = newAccount(),
): Promise<Account> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: signUpBody(account),
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

/** The studio's side of a journey, driven through the admin API as the admin (no browser). */
export interface AdminApi {
  /** The client's id, looked up by e-mail in the admin's client list. */
  clientId(email: string): Promise<string>;
  grantCredits(clientId: string, amount: number, note?: string): Promise<CreditGrantResult>;
  startArt(artId: string): Promise<void>;
  /**
   * Delivers the finished file as the panel does (a draft, its pre-flight, 'Confirmar envio' with
   * the optional note), which sets Finalizado; a note is needed over a failed pre-flight.
   */
  deliverArt(
    artId: string,
    file: { name: string; mimeType: string; buffer: Buffer },
    note?: string,
  ): Promise<void>;
  /** 'Confirmar recebimento' of a manual Pix charge (docs/product/payments.md). */
  confirmCharge(chargeId: string): Promise<void>;
}

/** The note deliverArt sends when the file's pre-flight failed and the test gave none. */
export const E2E_FAILED_PREFLIGHT_NOTE = 'Enviado assim: o teste não depende da pré-impressão.';

/** Signs the e2e admin in through the API in a request context of its own. */
export async function createAdminApi(
  baseURL: string,
): Promise<{ api: AdminApi; dispose: () => Promise<void> }> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const signIn = await context.post('/api/auth/sign-in/email', {
    data: { email: adminAccount.email, password: adminAccount.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response;
  };
  const api: AdminApi = {
    async clientId(email) {
      const response = await ok(
        await context.get(apiRoutes.admin.clients, { params: { search: email } }),
      );
      const page = (await response.json()) as ListPage<AdminClientRow>;
      const row = page.items.find((item) => item.email === email.toLowerCase());
      if (!row) throw new Error(`client ${email} not in the admin list`);
      return row.id;
    },
    async grantCredits(clientId, amount, note = 'Créditos de teste (e2e)') {
      const response = await ok(
        await context.post(apiRoutes.admin.grantCredits(clientId), { data: { amount, note } }),
      );
      return (await response.json()) as CreditGrantResult;
    },
    async startArt(artId) {
      await ok(await context.post(apiRoutes.admin.startArt(artId), { data: {} }));
    },
    async deliverArt(artId, file, note) {
      // As the 'Enviar' dialog does: the file as a draft, its pre-flight awaited, then
      // 'Confirmar envio' with the note.
      const uploaded = await ok(
        await context.post(apiRoutes.admin.deliveryDrafts(artId), { multipart: { file } }),
      );
      const draft = (await uploaded.json()) as DeliveryDraftInfo;
      let report: PreflightReport | null = null;
      await expect
        .poll(
          async () => {
            const response = await context.get(apiRoutes.admin.preflightReport(draft.id));
            report = response.ok() ? ((await response.json()) as PreflightReport) : null;
            return report?.status ?? 'none';
          },
          { timeout: 120_000, intervals: [250, 500, 1_000] },
        )
        .not.toMatch(/^(pending|none)$/);
      // The server needs the studio's explanation over a failed pre-flight.
      const failed = (report as PreflightReport | null)?.counts.reprovado ?? 0;
      const sent = note ?? (failed > 0 ? E2E_FAILED_PREFLIGHT_NOTE : undefined);
      await ok(
        await context.post(apiRoutes.admin.deliverArt(artId), {
          data: { draftId: draft.id, ...(sent === undefined ? {} : { note: sent }) },
        }),
      );
    },
    async confirmCharge(chargeId) {
      await ok(await context.post(apiRoutes.admin.confirmCharge(chargeId), { data: {} }));
    },
  };
  return { api, dispose: () => context.dispose() };
}

interface Fixtures {
  /** The admin API, signed in as the e2e admin (for journeys that need the studio's moves). */
  adminApi: AdminApi;
  /** A client account that exists but is not signed in. */
  client: Account;
  /**
   * The `client`, signed in at /Login, asked for 5 credits by Pix (`askPixForFiveCredits`): the pay
   * page is open; the charge's id, for the studio to confirm.
   */
  fiveCreditsCharge: string;
  /** Signs in at /Login and waits for /ClientArea. */
  login: (account: Account) => Promise<void>;
  /** Signs in at /AdmLogin as the admin created from ADMIN_EMAIL and waits for /Admin. */
  loginAsAdmin: () => Promise<void>;
  /**
   * Opens another visitor's browser (the client beside the studio, say) as the configured one is
   * (locale, time zone, motion, address), closed after the test, which fails on any uncaught error
   * in its pages as it does for `page`'s.
   */
  newVisitor: NewVisitor;
}

export type NewVisitor = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** Fills a sign-in page's form (/Login, /AdmLogin) with `account` and presses 'Entrar'. */
export async function fillLogin(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const test = base.extend<Fixtures>({
  // Every page must run without an uncaught error: a hydration mismatch (React #418) throws the
  // server's markup away, and presses made before then are lost.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  adminApi: async ({ baseURL }, use) => {
    const { api, dispose } = await createAdminApi(baseURL!);
    await use(api);
    await dispose();
  },
  newVisitor: async ({ browser, baseURL, locale, timezoneId, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        reducedMotion,
        ...options,
      });
      context.on('weberror', (error) => errors.push(error.error().message));
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
    expect(errors, "uncaught errors in another visitor's pages").toEqual([]);
  },
  client: async ({ request, baseURL }, use) => {
    await use(await createClientAccount(request, baseURL!));
  },
  fiveCreditsCharge: async ({ page, client, login }, use) => {
    await login(client);
    await use(await askPixForFiveCredits(page));
  },
  login: async ({ page }, use) => {
    await use(async (account) => {
      await page.goto('/Login');
      await fillLogin(page, account);
      await page.waitForURL('**/ClientArea');
    });
  },
  loginAsAdmin: async ({ page }, use) => {
    await use(() => signInAsStudio(page));
  },
});

export { expect };

/** The studio signs in through /AdmLogin in `page`, as a person would, and lands in the panel. */
export async function signInAsStudio(page: Page): Promise<void> {
  await page.goto('/AdmLogin');
  await fillLogin(page, adminAccount);
  await page.waitForURL('**/Admin');
}

/**
 * 'Comprar créditos' in the client area, as the signed-in client: the package of 5 (R$ 50,00) and
 * 'Gerar Pix'; once on the pay page, the charge's id (docs/product/payments.md).
 */
export async function askPixForFiveCredits(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Comprar créditos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comprar créditos' });
  await dialog.getByLabel('5 créditos — R$ 50,00').check();
  await dialog.getByRole('button', { name: 'Gerar Pix' }).click();
  await page.waitForURL(/\/Pagamento\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** Signs in through the API; with `page.request` the session cookie lands in the page's context. */
export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  account: Account,
): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the sign-up dialog at /Login and fills the account in (the terms box is the caller's). */
export async function fillSignUp(page: Page, account: Account) {
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  await dialog.getByLabel('Nome da empresa').fill(account.name);
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Senha').fill(account.password);
  return dialog;
}

/** Signs up through the dialog, terms accepted, and waits for /ClientArea. */
export async function signUpInBrowser(page: Page, account: Account) {
  const dialog = await fillSignUp(page, account);
  await dialog.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }).check();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL('**/ClientArea');
}

/**
 * Opens a folded menu with its toggle and waits, as a person does, until it has finished sliding
 * open. While it slides its items move down the screen: a press can go down on one and come up
 * beside it, which is no click at all (seen on a busy machine).
 */
export async function openMenu(toggle: Locator): Promise<void> {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Bootstrap's collapse: 'collapsing' while it slides, 'collapse show' once open.
  const menu = toggle.page().locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu).toHaveClass(/(^|\s)show(\s|$)/);
}

/** Until the server-rendered page has hydrated (src/app/layout/page-live.tsx marks it). */
export async function waitUntilLive(page: Page) {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * Signs out with 'Sair' (in `from`: the page, or the panel's menu) and its confirmation dialog,
 * then waits for the sign-in page: /Login for a client, /AdmLogin for the admin.
 */
export async function signOutInBrowser(
  page: Page,
  as: 'client' | 'admin',
  from: Page | Locator = page,
) {
  // 'Sair' asks for a confirmation, which needs the page's JavaScript: wait for it to be live
  // (what a press before then does is the server-rendering tests' business, not this helper's).
  await waitUntilLive(page);
  await from.getByRole('button', { name: 'Sair' }).click();
  await page
    .getByRole('dialog', { name: as === 'admin' ? 'Sair do painel' : 'Sair da conta' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await page.waitForURL(as === 'admin' ? '**/AdmLogin' : '**/Login');
}

/** Whether an <img> has loaded its picture (the e2e code has no DOM types: a structural one). */
export const hasLoaded = (image: Locator): Promise<boolean> =>
  image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  });

/** Nothing on the page is wider than the screen: no sideways scroll on a phone. */
export async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate<{ scroll: number; inner: number }>(
    '({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth })',
  );
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}
