// An erased account's open requests leave the studio's queue (docs/product/accounts.md): closed as
// Cancelado with an event and an audit row each, no credit moved, out of the queue, its count and
// the digest, and the panel never shows the account's id or its placeholder address.
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { ART_STATUS } from '../../common/constants';
import { adminAudit, artEvent, artRequest, creditLedger, user } from '../db/schema';
import { buildDigest } from '../notifications/scheduled';
import {
  balanceOf,
  clientWithCredits,
  contextWithAdmin,
  errorOf,
  insertArt,
  requestArt,
} from '../test/factories';
import { apiOf, dataOf } from '../test/api-client';
import type { TestContext, TestUser } from '../test/harness';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await contextWithAdmin());
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const HOUR = 3600_000;
/** The texts an answer gives the panel to show: every string but ids and addresses of the API. */
const shownTexts = (value: unknown) =>
  JSON.stringify(value, (key, field: unknown) => (/(^id|Id|Url)$/.test(key) ? undefined : field));
/** What the panel must never show of an erased account: its id or its placeholder address. */
const leaks = (client: TestUser, text: string) => [
  ...[client.id, '@anonimizado.invalid', 'excluida-'].filter((part) => text.includes(part)),
  ...(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []),
];

// The panel's reads, through the typed client, as the admin.
const panel = () => apiOf(t, admin);
const queueOf = (search = '') =>
  dataOf(panel().GET('/api/admin/arts', { params: { query: { search } } }));

/** A client with a request in each open status (one overdue), a delivered one, and credit left. */
async function clientWithQueue() {
  const client = await clientWithCredits(t, admin, 0, { name: 'Gráfica Encerrada Ltda' });
  const requested = await requestArt(t, admin, client, 'Rótulo pedido');
  const started = await requestArt(t, admin, client, 'Caixa iniciada');
  const changed = await insertArt(t, client.id, {
    name: 'Sacola em alteração',
    status: ART_STATUS.changeRequested,
    dueAt: new Date(Date.now() - 5 * HOUR),
  });
  const delivered = await insertArt(t, client.id, {
    name: 'Etiqueta entregue',
    status: ART_STATUS.finished,
  });
  await t.request(apiRoutes.admin.startArt(started.id), { method: 'POST', cookie: admin.cookie });
  return { client, open: [requested.id, started.id, changed.id], delivered: delivered.id };
}

const remove = (client: TestUser) =>
  t.request(apiRoutes.accountDelete, {
    method: 'POST',
    cookie: client.cookie,
    json: { password: client.password, confirm: true },
  });

describe('deleting an account with requests in the queue', () => {
  it('closes them as Cancelado, audited, with no credit movement, out of the queue and its counts', async () => {
    const { client, open, delivered } = await clientWithQueue();
    const before = await queueOf();
    expect((await queueOf('Gráfica Encerrada')).total).toBe(3);
    const ledgerBefore = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    const creditBefore = await balanceOf(t, client.id);

    const response = await remove(client);
    expect(response.status, await response.clone().text()).toBe(200);

    const arts = await db().select().from(artRequest).where(eq(artRequest.ownerId, client.id));
    const statusOf = (id: string) => arts.find((art) => art.id === id)?.status;
    for (const id of open) expect(statusOf(id)).toBe(ART_STATUS.cancelled);
    expect(statusOf(delivered)).toBe(ART_STATUS.finished);

    // The history says why, in the client's name.
    const events = await db()
      .select({ artId: artEvent.artId, actorId: artEvent.actorId })
      .from(artEvent)
      .where(and(inArray(artEvent.artId, open), eq(artEvent.type, 'cancelled')));
    expect(events.map((e) => e.artId).sort()).toEqual([...open].sort());
    expect(new Set(events.map((e) => e.actorId))).toEqual(new Set([client.id]));
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.clientId, client.id), eq(adminAudit.action, 'art_cancelled')));
    expect(audit.map((row) => [row.artId, row.actorId, row.details.from]).sort()).toEqual(
      [
        [open[0], client.id, ART_STATUS.requested],
        [open[1], client.id, ART_STATUS.inProgress],
        [open[2], client.id, ART_STATUS.changeRequested],
      ].sort(),
    );
    const [deleted] = await db()
      .select({ details: adminAudit.details })
      .from(adminAudit)
      .where(and(eq(adminAudit.clientId, client.id), eq(adminAudit.action, 'account_deleted')));
    expect(deleted!.details).toMatchObject({ arts: 4, artsCancelled: 3 });

    // No credit moved: no refund, no debit, the balance as it was.
    const ledgerAfter = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    expect(ledgerAfter.map((row) => [row.id, row.amount, row.balanceAfter])).toEqual(
      ledgerBefore.map((row) => [row.id, row.amount, row.balanceAfter]),
    );
    expect(await balanceOf(t, client.id)).toBe(creditBefore);

    // Out of the queue, of its count and of the overdue list; 'Iniciar' is refused.
    const after = await queueOf();
    expect(after.total).toBe(before.total - 3);
    expect(after.items.filter((row) => open.includes(row.id))).toEqual([]);
    const digest = await buildDigest(db(), new Date('2030-01-07T12:00:00-03:00'));
    const digestIds = [
      ...digest!.digest.overdue,
      ...digest!.digest.dueToday,
      ...digest!.digest.waitingApproval,
    ].map((item) => item.artId);
    expect(digestIds.filter((id) => open.includes(id) || id === delivered)).toEqual([]);
    const start = await t.request(apiRoutes.admin.startArt(open[0]!), {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(start.status).toBe(409);
    expect((await errorOf(start)).message).toContain('status Cancelado');
  });

  it('shows the panel neither the account’s id nor its placeholder address', async () => {
    const { client, open, delivered } = await clientWithQueue();
    expect((await remove(client)).status).toBe(200);

    const detail = await dataOf(
      panel().GET('/api/admin/clients/{id}', { params: { path: { id: client.id } } }),
    );
    expect(detail).toMatchObject({ name: 'Conta excluída', email: '' });
    const list = await dataOf(
      panel().GET('/api/admin/clients', { params: { query: { status: 'deactivated' } } }),
    );
    const row = list.items.find((item) => item.id === client.id);
    expect(row?.email).toBe('');
    const arts = await dataOf(
      panel().GET('/api/admin/clients/{id}/arts', { params: { path: { id: client.id } } }),
    );
    expect(arts.items.map((art) => art.name).sort()).toEqual([
      'Arte excluída 1',
      'Arte excluída 2',
      'Arte excluída 3',
      'Arte excluída 4',
    ]);
    const art = await dataOf(
      panel().GET('/api/admin/arts/{id}', { params: { path: { id: open[0]! } } }),
    );
    expect(art).toMatchObject({ status: ART_STATUS.cancelled, overdue: false });
    expect(art.client.email).toBe('');
    const audit = await dataOf(
      panel().GET('/api/admin/clients/{id}/audit', { params: { path: { id: client.id } } }),
    );
    const finished = await dataOf(
      panel().GET('/api/admin/arts/finished', { params: { query: { search: 'Arte excluída' } } }),
    );
    expect(finished.items.some((item) => item.id === delivered)).toBe(true);
    const shown = shownTexts([detail, row, arts, art, audit, finished]);
    expect(leaks(client, shown)).toEqual([]);
  });

  it('migration 0019 closes and renames the arts of accounts erased before it', async () => {
    // An account erased the old way: open requests left in the queue, names carrying the art's id.
    const client = await t.signUp();
    const open = await insertArt(t, client.id, { status: ART_STATUS.inProgress });
    const done = await insertArt(t, client.id, { status: ART_STATUS.approved });
    await db()
      .update(artRequest)
      .set({ name: sql`'Arte excluída ' || ${artRequest.id}::text` })
      .where(eq(artRequest.ownerId, client.id));
    await db()
      .update(user)
      .set({ name: 'Conta excluída', anonymizedAt: new Date(), deletedAt: new Date() })
      .where(eq(user.id, client.id));

    const migration = readFileSync(
      new URL('../db/migrations/0019_cancelled_on_account_deletion.sql', import.meta.url),
      'utf8',
    );
    const dataSteps = migration
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('anonymized_at'));
    expect(dataSteps).toHaveLength(4);
    for (const statement of dataSteps) await db().execute(sql.raw(statement));

    const arts = await db().select().from(artRequest).where(eq(artRequest.ownerId, client.id));
    expect(arts.map((art) => [art.id, art.status, art.name]).sort()).toEqual(
      [
        [open.id, ART_STATUS.cancelled, expect.stringMatching(/^Arte excluída [12]$/)],
        [done.id, ART_STATUS.approved, expect.stringMatching(/^Arte excluída [12]$/)],
      ].sort(),
    );
    const cancelled = await db()
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(eq(adminAudit.artId, open.id));
    expect(cancelled).toEqual([{ action: 'art_cancelled' }]);
    const events = await db()
      .select({ type: artEvent.type })
      .from(artEvent)
      .where(eq(artEvent.artId, open.id));
    expect(events).toEqual([{ type: 'cancelled' }]);
  });
});
