// The browser tests' arts: a client's request made through the API (as the request dialog sends
// it), the studio's first delivery, an art opened from the client's list, approved and its fee
// paid, and the dates the art page shows.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiRoutes } from '../../common/api-routes';
import { paths } from '../../common/paths';
import type { ArtSummary, ArtRequestResult } from '../../server/arts/art.schemas';
import { pdfFixture } from '../../server/previews/preview-fixtures';
import {
  E2E_BRIEF,
  signInThroughApi,
  test as base,
  waitUntilLive,
  type Account,
  type AdminApi,
} from './fixtures';

export interface FilePart {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface ArtRequestFields {
  name: string;
  briefing: string;
  /** The flexo brief as JSON; a label's (E2E_BRIEF) when not given. */
  brief?: string;
  /** One reference file. */
  files?: FilePart;
}

/** A name no other test's art has: `prefix` and six random hex digits. */
export const uniqueArtName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** Requests an art as the client signed in on `request`; the art the server created. */
export async function requestArt(
  request: APIRequestContext,
  baseURL: string,
  fields: ArtRequestFields,
): Promise<ArtSummary> {
  const requested = await request.post(apiRoutes.arts, {
    headers: { origin: baseURL },
    multipart: { brief: E2E_BRIEF, ...fields },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  return ((await requested.json()) as ArtRequestResult).art;
}

/**
 * The client, given `credits` (one unless said) by the studio and signed in on `request` (with
 * `page.request`, in the page's context), requests one art.
 */
export async function clientWithArt(
  request: APIRequestContext,
  baseURL: string,
  adminApi: AdminApi,
  client: Account,
  fields: ArtRequestFields & { credits?: number },
): Promise<ArtSummary> {
  const { credits = 1, ...art } = fields;
  await adminApi.grantCredits(await adminApi.clientId(client.email), credits);
  await signInThroughApi(request, baseURL, client);
  return requestArt(request, baseURL, art);
}

/** Then the studio starts it and delivers v1: `file`, or a PDF of `pages` pages named `pdfName`. */
export async function deliverV1(
  adminApi: AdminApi,
  art: ArtSummary,
  file: FilePart | { pdfName: string; pages: number },
): Promise<void> {
  await adminApi.startArt(art.id);
  await adminApi.deliverArt(
    art.id,
    'buffer' in file
      ? file
      : { name: file.pdfName, mimeType: 'application/pdf', buffer: await pdfFixture(file.pages) },
  );
}

/** `clientWithArt`, then v1 delivered as a one-page PDF, 'rotulo-v1.pdf'. */
export async function clientWithV1(
  request: APIRequestContext,
  baseURL: string,
  adminApi: AdminApi,
  client: Account,
  fields: ArtRequestFields,
): Promise<ArtSummary> {
  const art = await clientWithArt(request, baseURL, adminApi, client, fields);
  await deliverV1(adminApi, art, { pdfName: 'rotulo-v1.pdf', pages: 1 });
  return art;
}

/** What `clientArt` is asked for: `requestArt`'s fields, each with a default. */
export interface ClientArtRequest extends Partial<ArtRequestFields> {
  /** The studio's grant before the request: one credit unless said. */
  credits?: number;
  /**
   * Where the client signs in (through the API) and requests: the page's context unless said, so
   * that `page` is then the client's; another context (the `request` fixture's, a visitor's)
   * leaves `page` to the studio or to someone else.
   */
  on?: APIRequestContext;
}

/** What `clientArtV1` delivers as v1: `deliverV1`'s file or PDF, 'rotulo-v1.pdf' unless said. */
export interface ClientArtV1Request extends ClientArtRequest {
  v1?: FilePart | { pdfName: string; pages: number };
}

export interface ArtFixtures {
  /**
   * The `client`'s art, requested as `clientWithArt` does: a unique 'Rótulo …' with a label's brief
   * and a plain briefing, unless `fields` says otherwise.
   */
  clientArt: (fields?: ClientArtRequest) => Promise<ArtSummary>;
  /** `clientArt`, then started by the studio and v1 delivered: a one-page PDF unless said. */
  clientArtV1: (fields?: ClientArtV1Request) => Promise<ArtSummary>;
}

/**
 * The fixtures of ./fixtures.ts and the client's art most journeys start from, so that a test
 * says only what its art is about (its name, its brief, its v1), not how it is made.
 */
export const test = base.extend<ArtFixtures>({
  clientArt: async ({ page, baseURL, adminApi, client }, use) => {
    await use(({ on = page.request, name = uniqueArtName('Rótulo'), ...fields } = {}) =>
      clientWithArt(on, baseURL!, adminApi, client, {
        name,
        briefing: 'Rótulo 10x15 cm, quatro cores.',
        ...fields,
      }),
    );
  },
  clientArtV1: async ({ adminApi, clientArt }, use) => {
    await use(async ({ v1 = { pdfName: 'rotulo-v1.pdf', pages: 1 }, ...fields } = {}) => {
      const art = await clientArt(fields);
      await deliverV1(adminApi, art, v1);
      return art;
    });
  },
});

/** The client opens the art with its 'Ver' link in a list of theirs (the dashboard's, say). */
export async function openArtFromList(page: Page, art: { id: string; name: string }) {
  await page.getByRole('link', { name: `Ver ${art.name}` }).click();
  await page.waitForURL(`**/arte/${art.id}`);
}

/**
 * 'Aprovar' on the art's page and its dialog ('Aprovar arte'), as a client fills it: every item of
 * the brief's checklist, the sentence signed, the password again and, when pins are still open
 * (`acknowledgeOpenPins`), the box to approve anyway (docs/product/approval.md).
 */
export async function approveOnArtPage(
  page: Page,
  client: Pick<Account, 'password'>,
  options: { acknowledgeOpenPins?: boolean } = {},
) {
  await page.getByRole('button', { name: /^Aprovar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar arte' });
  if (options.acknowledgeOpenPins) {
    await dialog
      .getByRole('checkbox', { name: 'Aprovo mesmo assim, com esses pontos abertos.' })
      .check();
  }
  const checklist = dialog.getByRole('group', { name: 'Conferi na prova' }).getByRole('checkbox');
  // The dialog's code loads on the first press: `all()` does not wait, so the list is awaited
  // first (a brief gives at least one item, common/approval.ts).
  await expect(checklist.first()).toBeVisible();
  for (const box of await checklist.all()) await box.check();
  await dialog.getByRole('checkbox', { name: 'Aprovo esta arte para gravação de clichê' }).check();
  await dialog.getByLabel('Sua senha').fill(client.password);
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
}

/** The client, signed in on `page`, opens the art's page and approves v1 there: 'foi aprovada'. */
export async function approveV1OnArtPage(
  page: Page,
  art: { id: string; name: string },
  client: Pick<Account, 'password'>,
) {
  await page.goto(paths.art(art.id));
  await waitUntilLive(page);
  await approveOnArtPage(page, client);
  await expect(page.getByText(`A arte “${art.name}” foi aprovada.`)).toBeVisible();
}

/**
 * The approved art's fee, paid as the client's 'Pagar taxa' asks (by `request`, signed in as them)
 * and confirmed by the studio as payments.spec.ts does: its open files released
 * (docs/product/release.md).
 */
export async function payApprovalFee(
  request: APIRequestContext,
  baseURL: string,
  adminApi: AdminApi,
  artId: string,
): Promise<void> {
  const asked = await request.post(apiRoutes.payArtFee(artId), { headers: { origin: baseURL } });
  expect(asked.ok(), await asked.text()).toBe(true);
  await adminApi.confirmCharge(((await asked.json()) as { id: string }).id);
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Bahia',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time as the art page shows it ('05/03/2026 16:51', in the studio's time zone). */
export const shownDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');
