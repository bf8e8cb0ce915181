// Shared set-up for the server's tests: clients holding credits, a balance read straight from the
// database, file fixtures, uploads stored as the upload route would store them, and the admin
// API tests' arts, messages and requests.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { APPROVAL_CHECK_KEYS, type ApprovalCheckKey } from '../../common/approval';
import { SAMPLE_BRIEF } from '../../common/brief-samples';
import { currentApproval } from '../approval/approval.service';
import { startArt } from '../arts/art-moves.service';
import {
  createDeliveryDraft,
  deliverArt,
  type DeliverArtResult,
  type DeliveryDraftInfo,
} from '../arts/art-delivery.service';
import { ART_STATUS, type ArtStatus } from '../../common/constants';
import { grantCredits } from '../credits/credits.service';
import type { Database } from '../db/client';
import {
  artRequest,
  contactMessage,
  mailOutbox,
  notification,
  preflightReport,
  user,
} from '../db/schema';
import type { Page } from '../db/paging';
import type { StoredUpload } from '../files/storage';
import { createLogger } from '../logger';
import { startSmtp } from '../mail/smtp-sink';
import type { PreflightReport } from '../preflight/preflight.schemas';
import { createPagePrerenderer } from '../seo/prerender';
import { HEAD_MARKER, mountSpa } from '../spa';
import { apiOf, dataOf, multipart } from './api-client';
import { createTestContext, type TestContext, type TestUser } from './harness';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF; `pdf(text)` makes one whose bytes differ by `text`. */
export const pdf = (text?: string) =>
  Buffer.from(
    `%PDF-1.4\n${text === undefined ? '' : `% ${text}\n`}1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
  );
export const PDF = pdf();

export { SAMPLE_BRIEF };
/** A label's brief, as the request dialog sends it (the multipart field `brief`, JSON). */
export const SAMPLE_BRIEF_JSON = JSON.stringify(SAMPLE_BRIEF);

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file to send in a multipart form. */
export interface FormFile {
  name: string;
  content: Buffer;
  type?: string;
}

// ---- a test file's world: made before its tests, closed after them ---------------------------
//
// Each helper registers the file's beforeAll (and afterAll) and answers at once an object that is
// filled in place when the hook has run: a file holds it as a constant from its first line.

/** What `make` answers, once this file's beforeAll has run (filled into the returned object). */
export function beforeAllValue<T extends object>(make: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    Object.assign(value, await make());
  });
  return value;
}

/** A temporary folder (named `prefix`…) for this file's tests, removed after them. */
export function tempDirForFile(prefix: string): { path: string } {
  const folder = beforeAllValue(async () => ({ path: mkdtempSync(path.join(tmpdir(), prefix)) }));
  afterAll(() => rmSync(folder.path, { recursive: true, force: true }));
  return folder;
}

/** Makes temporary folders (named `prefix`…) for the current tests, each removed after its test. */
export function tempDirsEachTest(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** This file's app and database (createTestContext's arguments), closed after its tests. */
export function contextForFile(...args: Parameters<typeof createTestContext>): TestContext {
  const t = beforeAllValue(() => createTestContext(...args));
  afterAll(() => t.close());
  return t;
}

/** An admin of this file's app (who grants credits and moves arts). */
export const adminForFile = (t: TestContext): TestUser => beforeAllValue(() => t.createAdmin());

/** A client of this file's app, signed up through the API. */
export const clientForFile = (t: TestContext, name?: string): TestUser =>
  beforeAllValue(() => t.signUp(name === undefined ? {} : { name }));

/**
 * An app of the current file's (or describe block's) tests mailing to a local SMTP sink that keeps
 * what it receives (`smtpOptions`: startSmtp's); both closed after those tests.
 */
export function contextWithSmtpSink(
  env: Record<string, string> = {},
  smtpOptions: Parameters<typeof startSmtp>[0] = {},
) {
  const smtp = beforeAllValue(() => startSmtp(smtpOptions));
  const t = beforeAllValue(() => createTestContext({ SMTP_URL: smtp.url, ...env }));
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  return { t, smtp };
}

/** This file's app and database with its admin; `db()` is the app's database. */
export function adminContextForFile() {
  const t = contextForFile();
  return { t, admin: adminForFile(t), db: () => t.runtime.db };
}

/** …and one client: the world of each admin test file. */
export function adminWorldForFile() {
  const world = adminContextForFile();
  return { ...world, client: clientForFile(world.t, 'Cliente Guarda Ltda') };
}

// ---- set-up ------------------------------------------------------------------------------------

/** A fresh app and database with its admin (who grants credits and moves arts). */
export async function contextWithAdmin(): Promise<{ t: TestContext; admin: TestUser }> {
  const t = await createTestContext();
  return { t, admin: await t.createAdmin() };
}

/** A new client (signed up through the API) granted `credits` by `admin`. */
export async function clientWithCredits(
  t: TestContext,
  admin: TestUser,
  credits: number,
  options: { name?: string; note?: (client: TestUser) => string } = {},
): Promise<TestUser> {
  const client = await t.signUp(options.name ? { name: options.name } : {});
  if (credits > 0) {
    await grantCredits(t.runtime.db, {
      userId: client.id,
      adminId: admin.id,
      amount: credits,
      note: options.note?.(client),
    });
  }
  return client;
}

/** A user's balance as the database holds it. */
export async function balanceOf(t: TestContext, userId: string): Promise<number> {
  const [row] = await t.runtime.db
    .select({ credit: user.credit })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.credit;
}

/** `content` stored under the owner's upload folder, described as the upload route describes it. */
export async function storeUpload(
  t: TestContext,
  ownerId: string,
  content: Buffer,
  originalName = 'arte.pdf',
): Promise<StoredUpload> {
  const storageKey = `uploads/${ownerId}/${randomUUID()}`;
  const stored = await t.runtime.storage.put(storageKey, Readable.from([content]), 1e6);
  return { ...stored, storageKey, originalName, contentType: 'application/pdf' };
}

// ---- the admin API's tests (server/admin/admin-*.test.ts) --------------------------------------

/** A fresh app and database with the admin and one client, the world of each admin test file. */
export async function adminTestWorld(): Promise<{
  t: TestContext;
  admin: TestUser;
  client: TestUser;
}> {
  const { t, admin } = await contextWithAdmin();
  const client = await t.signUp({ name: 'Cliente Guarda Ltda' });
  return { t, admin, client };
}

const HOUR_MS = 3600_000;

/**
 * A JSON answer's body, as the test expects it to be (the response check vouches for it). Kept for
 * the tests not yet on the typed client (./api-client.ts), which types answers without a cast.
 */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A GET as the holder of `cookie` (none: signed out), its JSON answer read as `T`. */
export const getJson = async <T>(t: TestContext, path: string, cookie: string | undefined) =>
  readJson<T>(await t.request(path, { cookie }));

/** Pages 1 and 2 of the list at `listPath` searched for `search`: 51 matches, split 50 + 1. */
export async function firstTwoPages<T>(
  t: TestContext,
  listPath: string,
  search: string,
  cookie: string,
) {
  const pageOf = (page: number) =>
    getJson<Page<T>>(t, `${listPath}?search=${encodeURIComponent(search)}&page=${page}`, cookie);
  const first = await pageOf(1);
  const second = await pageOf(2);
  expect(first.total).toBe(51);
  expect(first.items).toHaveLength(50);
  expect(second.items).toHaveLength(1);
  return { first, second };
}

/** The `error` of an error answer. */
export async function errorOf(response: Response) {
  return (await readJson<{ error: { code: string; message: string } }>(response)).error;
}

/** A POST as the holder of `cookie` (none: signed out). */
export const post = (
  t: TestContext,
  path: string,
  cookie: string | undefined,
  init: { json?: unknown; body?: FormData } = {},
) => t.request(path, { method: 'POST', cookie, ...init });

let nameCounter = 0;
/** An art written straight to the database: quick, for lists and pagination. */
export async function insertArt(
  t: TestContext,
  ownerId: string,
  values: { name?: string; status?: ArtStatus; dueAt?: Date; createdAt?: Date } = {},
) {
  const [row] = await t.runtime.db
    .insert(artRequest)
    .values({
      ownerId,
      name: values.name ?? `Arte ${nameCounter++}`,
      briefing: 'Briefing',
      status: values.status ?? ART_STATUS.requested,
      dueAt: values.dueAt ?? new Date(Date.now() + 48 * HOUR_MS),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

/**
 * POST /api/arts as `owner` through the typed client, as the request dialog sends it: a label's
 * brief unless `brief` is given, and the reference `files`. The call, for its answer.
 */
export const postArt = (
  t: TestContext,
  owner: TestUser,
  fields: { name: string; briefing?: string; brief?: string; files?: File[] },
) =>
  apiOf(t, owner).POST(
    '/api/arts',
    multipart({
      name: fields.name,
      briefing: fields.briefing ?? 'Caixa de pizza 35 cm, duas cores',
      brief: fields.brief ?? SAMPLE_BRIEF_JSON,
      files: fields.files,
    }),
  );

/** A file of `content` named `name` (of `type`, when the browser would say it), as a form sends it. */
export const fileOf = (content: Uint8Array, name: string, type?: string) =>
  new File([new Uint8Array(content)], name, type ? { type } : {});

/** An art requested through the client API, as in real life (`admin` credits an empty account). */
export async function requestArt(
  t: TestContext,
  admin: TestUser,
  owner: TestUser,
  name = `Pedido ${nameCounter++}`,
) {
  if ((await balanceOf(t, owner.id)) < 1) {
    await grantCredits(t.runtime.db, { userId: owner.id, adminId: admin.id, amount: 5 });
  }
  return (await dataOf(postArt(t, owner, { name }), 201)).art;
}

/** The admin's draft form ('Enviar'): the finished file (none: a form without it). */
export function deliveryForm(content: Uint8Array | null, name = 'final.pdf') {
  const form = new FormData();
  if (content) form.set('file', new File([new Uint8Array(content)], name));
  return form;
}

/** A delivered file: its content (a PDF by default) and name. */
type DeliveredFile = [content?: Uint8Array, name?: string];

/**
 * Waits until the pre-flight of `fileId` is no longer pending (the job runs in the background),
 * read straight from the database; answers the report's row. A plain loop, not expect.poll, so
 * that a file's beforeAll may deliver too.
 */
export async function settledPreflight(t: TestContext, fileId: string, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const [row] = await t.runtime.db
      .select()
      .from(preflightReport)
      .where(eq(preflightReport.fileId, fileId));
    if (row && row.status !== 'pending') return row;
    if (Date.now() > deadline) throw new Error(`the pre-flight of ${fileId} is still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 'Enviar' through the panel's route: the file stored as a draft (201), its pre-flight queued. */
export async function uploadDraft(
  t: TestContext,
  admin: TestUser,
  artId: string,
  ...[content = PDF, name = 'final.pdf']: DeliveredFile
): Promise<DeliveryDraftInfo> {
  const response = await post(t, apiRoutes.admin.deliveryDrafts(artId), admin.cookie, {
    body: deliveryForm(content, name),
  });
  expect(response.status).toBe(201);
  return readJson<DeliveryDraftInfo>(response);
}

/**
 * The note the helpers below send when the draft's pre-flight failed and the test gave none: the
 * server requires one then (the rule's own tests, in server/admin/admin-delivery.test.ts, call the
 * route without it).
 */
export const FAILED_PREFLIGHT_TEST_NOTE = 'Enviado assim: o teste não depende da pré-impressão.';

/** The note to confirm with: the test's, or FAILED_PREFLIGHT_TEST_NOTE over a failed pre-flight. */
const noteFor = (report: { failedCount: number }, note: string | null | undefined) =>
  note ?? (report.failedCount > 0 ? FAILED_PREFLIGHT_TEST_NOTE : undefined);

/** 'Confirmar envio' through the panel's route, once the draft's pre-flight has finished. */
export async function confirmDraft(
  t: TestContext,
  admin: TestUser,
  artId: string,
  draftId: string,
  note?: string,
  /** The studio's technical fields for the ficha técnica (common/release.ts). */
  techSheet?: Record<string, unknown>,
): Promise<DeliverArtResult> {
  const sent = noteFor(await settledPreflight(t, draftId), note);
  const response = await post(t, apiRoutes.admin.deliverArt(artId), admin.cookie, {
    json: {
      draftId,
      ...(sent === undefined ? {} : { note: sent }),
      ...(techSheet ? { techSheet } : {}),
    },
  });
  expect(response.status).toBe(201);
  return readJson<DeliverArtResult>(response);
}

/**
 * The studio delivers `artId` (Em andamento, or Finalizado for a corrected version) as the panel
 * does: the file as a draft, its pre-flight awaited, then 'Confirmar envio' with `note`.
 */
export async function deliverThroughPanel(
  t: TestContext,
  admin: TestUser,
  artId: string,
  file: { content?: Uint8Array; name?: string; note?: string } = {},
): Promise<DeliverArtResult> {
  const draft = await uploadDraft(t, admin, artId, file.content, file.name);
  return confirmDraft(t, admin, artId, draft.id, file.note);
}

/**
 * The same through the services, for tests that call them: an upload already in storage becomes a
 * draft, its pre-flight is awaited, and the draft is confirmed.
 */
export async function deliverUpload(
  t: TestContext,
  input: { artId: string; adminId: string; upload: StoredUpload; note?: string | null },
): Promise<DeliverArtResult> {
  const draft = await createDeliveryDraft(t.runtime, input);
  const note = noteFor(await settledPreflight(t, draft.id), input.note);
  return deliverArt(t.runtime, { ...input, note, draftId: draft.id });
}

/** The admin starts `artId` and delivers the file through the panel's routes: the delivery. */
export async function startAndDeliver(
  t: TestContext,
  admin: TestUser,
  artId: string,
  ...[content = PDF, name = 'final.pdf']: DeliveredFile
) {
  await startArt(t.runtime.db, { artId, adminId: admin.id });
  return (await deliverThroughPanel(t, admin, artId, { content, name })).delivery;
}

/** An art of `owner` requested through the API, then started and delivered (v1: the file). */
/**
 * The client approves `version` of the art through the API, as the art page does. Every API test
 * approves through here, so what an approval asks of the client is written once.
 */
export function approveAs(
  t: TestContext,
  client: TestUser,
  artId: string,
  version: number | null,
  options: ApproveOptions = {},
) {
  return t.request(apiRoutes.approveArt(artId), {
    method: 'POST',
    cookie: client.cookie,
    json: {
      version,
      password: options.password ?? client.password,
      // Every item any checklist may hold: the server needs those of the art's brief.
      checklist: options.checklist ?? [...APPROVAL_CHECK_KEYS],
      meaningAccepted: true,
      acknowledgeOpenPins: options.acknowledgeOpenPins ?? false,
      ...(options.mockupShown ? { mockupShown: true } : {}),
    },
  });
}

/** What a test may change in an approval (approveAs): by default, everything a client gives. */
export interface ApproveOptions {
  password?: string;
  checklist?: ApprovalCheckKey[];
  acknowledgeOpenPins?: boolean;
  /** Approved from the 3D mockup (docs/product/mockup-3d.md). */
  mockupShown?: boolean;
}

/**
 * The approval in force on the art once its job has made the termo (in the background, after the
 * version's preview: slow on a busy machine). A plain loop, not expect.poll, as settledPreflight.
 */
export async function approvalWithTermo(t: TestContext, artId: string, timeout = 120_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const record = await currentApproval(t.runtime.db, artId);
    if (record?.termoSha256) return record;
    if (Date.now() > until) throw new Error('the termo was not made in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Releases an art's open files to its client (docs/product/release.md): approves `version` as the
 * client and, if a fee was charged, the studio waives it. For tests whose point is not the money.
 */
export async function releaseAs(
  t: TestContext,
  admin: TestUser,
  client: TestUser,
  artId: string,
  version: number,
) {
  expect((await approveAs(t, client, artId, version)).status).toBe(200);
  const detail = await getJson<{ approvalFee: { chargeId: string; state: string } | null }>(
    t,
    apiRoutes.art(artId),
    client.cookie,
  );
  if (detail.approvalFee?.state !== 'due') return;
  const waived = await post(
    t,
    apiRoutes.admin.waiveCharge(detail.approvalFee.chargeId),
    admin.cookie,
    {
      json: { note: 'Liberada no teste' },
    },
  );
  expect(waived.status).toBe(200);
}

export async function requestAndDeliver(
  t: TestContext,
  admin: TestUser,
  owner: TestUser,
  ...file: DeliveredFile
) {
  const art = await requestArt(t, admin, owner);
  return { art, delivery: await startAndDeliver(t, admin, art.id, ...file) };
}

/** A contact message written straight to the database. */
export async function insertMessage(
  t: TestContext,
  values: { name?: string; createdAt?: Date } = {},
) {
  const [row] = await t.runtime.db
    .insert(contactMessage)
    .values({
      name: values.name ?? 'Visitante',
      email: 'visitante@exemplo.com.br',
      message: 'Gostaria de um orçamento para rótulos.',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** The newest mail queued to `to`. */
export async function latestMailTo(t: TestContext, to: string) {
  const [row] = await t.runtime.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/**
 * "Esqueci minha senha" to the end: asks for the link, follows the mailed one and sets
 * `newPassword`. `sourceIp` gives each request its X-Forwarded-For (for the throttle tests).
 */
export async function resetPasswordByMail(
  t: TestContext,
  email: string,
  newPassword: string,
  sourceIp?: () => string,
) {
  const headers = () => (sourceIp ? { 'x-forwarded-for': sourceIp() } : undefined);
  const requested = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/redefinir-senha' },
    headers: headers(),
  });
  expect(requested.status).toBe(200);
  const mail = await latestMailTo(t, email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/';
  const token = new URL(link).searchParams.get('token');
  expect(token).toBeTruthy();
  const reset = await t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword },
    headers: headers(),
  });
  expect(reset.status).toBe(200);
}

/**
 * A test app serving a built SPA from a temporary dist/ (its index.html opening with `htmlTag`);
 * `mount` adds the routes under test, and `close()` removes the dist/ too.
 */
export async function contextWithSpa(
  mount: (t: TestContext, distDir: string) => void,
  htmlTag = '<html>',
  env: Record<string, string> = {},
): Promise<TestContext> {
  const t = await createTestContext(env);
  const distDir = mkdtempSync(path.join(tmpdir(), 'studio-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html>${htmlTag}<head>${HEAD_MARKER}</head><body><div id="root"></div></body></html>`,
  );
  mount(t, distDir);
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** A test app serving the SPA whose pages are rendered on the server for their visitor. */
export function contextWithServerRendering(env: Record<string, string> = {}): Promise<TestContext> {
  const prerenderer = createPagePrerenderer(createLogger({ env: 'test', logLevel: 'silent' }));
  return contextWithSpa(
    (t, distDir) =>
      mountSpa(t.app, {
        distDir,
        auth: t.runtime.auth,
        renderAppPage: (request) => prerenderer.renderAppPage(request),
      }),
    '<html>',
    env,
  );
}

/** The pre-flight report of `fileId` once done, asked for as `admin` every 250 ms. */
export async function finishedPreflight(
  t: TestContext,
  admin: TestUser,
  fileId: string,
  timeout = 30_000,
): Promise<PreflightReport> {
  let report: PreflightReport | undefined;
  await expect
    .poll(
      async () => {
        report = await dataOf(
          apiOf(t, admin).GET('/api/admin/files/{id}/preflight', {
            params: { path: { id: fileId } },
          }),
        );
        return report.status;
      },
      { timeout, interval: 250 },
    )
    .toBe('done');
  return report!;
}

/**
 * Runs `check` with the clock (Date only) moved just past the session cookie cache's lifetime
 * (SESSION_CACHE_SECONDS), when every signed copy of a session made before has expired, then puts
 * the clock back.
 */
export async function pastSessionCache<T>(t: TestContext, check: () => Promise<T>): Promise<T> {
  const lifetimeMs = t.runtime.config.sessionCacheSeconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + lifetimeMs + 1000 });
  try {
    return await check();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * A session ended elsewhere (sign-out, password change, deactivation) stops as
 * docs/decisions/0013-nginx-in-front-and-the-session-cache.md promises: a write is refused at
 * once; a read may still be answered by the device's signed copy of the session, for at most the
 * cache's lifetime, and is refused once the clock has moved past it.
 */
export async function expectSessionEnded(t: TestContext, cookie: string): Promise<void> {
  const write = await t.request('/api/notifications/read-all', { method: 'POST', cookie });
  expect(write.status).toBe(401);
  await pastSessionCache(t, async () => {
    expect((await t.request(apiRoutes.me, { cookie })).status).toBe(401);
  });
}

/** What `block` wrote to `db`: the outbox's mails and the bell's rows that did not exist before. */
export async function notificationsWrittenBy(
  db: Database,
  block: () => Promise<unknown>,
): Promise<{
  mails: (typeof mailOutbox.$inferSelect)[];
  bells: (typeof notification.$inferSelect)[];
}> {
  const mailIds = new Set(
    (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((r) => r.id),
  );
  const bellIds = new Set(
    (await db.select({ id: notification.id }).from(notification)).map((r) => r.id),
  );
  await block();
  return {
    mails: (await db.select().from(mailOutbox)).filter((row) => !mailIds.has(row.id)),
    bells: (await db.select().from(notification)).filter((row) => !bellIds.has(row.id)),
  };
}
