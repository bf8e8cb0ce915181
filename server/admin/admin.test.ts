// The admin API end to end on the real app: the guard on every endpoint, the art queue and its
// moves (including every illegal one), clients, credits, deactivation, audit and messages.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type {
  AdminArtRow,
  AdminAuditEntry,
  AdminClientDetail,
  AdminClientRow,
  ArtDetail,
  ArtRequestResult,
  ContactMessageRow,
  CreditGrantResult,
  LedgerEntry,
  Page,
} from '../../common/api-types';
import { illegalActionMessage } from '../../common/art-status';
import { ART_STATUS, PAGE_SIZE, type ArtStatus } from '../../common/constants';
import { requestArtChange } from '../arts/art-moves.service';
import { grantCredits } from '../credits/credits.service';
import { adminAudit, artRequest, contactMessage, session, user } from '../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { PDF, PNG } from '../test/factories';
import { DELIVERY_FILE_MISSING_MESSAGE } from './admin.routes';
import { ANONYMIZED_ACCOUNT_MESSAGE, deactivateClient } from './admin-clients.service';

let t: TestContext;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createAdmin();
  client = await t.signUp({ name: 'Cliente Guarda Ltda' });
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const HOUR = 3600_000;

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function errorOf(response: Response) {
  return (await json<{ error: { code: string; message: string } }>(response)).error;
}

let nameCounter = 0;
/** An art written straight to the database: quick, for lists and pagination. */
async function insertArt(
  ownerId: string,
  values: { name?: string; status?: ArtStatus; dueAt?: Date; createdAt?: Date } = {},
) {
  const [row] = await db()
    .insert(artRequest)
    .values({
      ownerId,
      name: values.name ?? `Arte ${nameCounter++}`,
      briefing: 'Briefing',
      status: values.status ?? ART_STATUS.requested,
      dueAt: values.dueAt ?? new Date(Date.now() + 48 * HOUR),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** An art requested through the client API, as in real life. */
async function requestArt(owner: TestUser, name = `Pedido ${nameCounter++}`) {
  const [row] = await db().select({ credit: user.credit }).from(user).where(eq(user.id, owner.id));
  if ((row?.credit ?? 0) < 1) {
    await grantCredits(db(), { userId: owner.id, adminId: admin.id, amount: 5 });
  }
  const form = new FormData();
  form.set('name', name);
  form.set('briefing', 'Caixa de pizza 35 cm, duas cores');
  const response = await t.request(apiRoutes.arts, {
    method: 'POST',
    cookie: owner.cookie,
    body: form,
  });
  expect(response.status).toBe(201);
  return (await json<ArtRequestResult>(response)).art;
}

function deliveryForm(content: Buffer | null, name = 'final.pdf') {
  const form = new FormData();
  if (content) form.set('file', new File([new Uint8Array(content)], name));
  return form;
}

const post = (
  path: string,
  cookie: string | undefined,
  init: { json?: unknown; body?: FormData } = {},
) => t.request(path, { method: 'POST', cookie, ...init });

async function insertMessage(values: { name?: string; createdAt?: Date } = {}) {
  const [row] = await db()
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

// ---- the guard ---------------------------------------------------------------------------------

interface GuardCase {
  name: string;
  /** Builds a fresh request (the admin's call changes state, so each gets its own target). */
  make: () => Promise<{
    method: 'GET' | 'POST';
    path: string;
    json?: unknown;
    body?: () => FormData;
  }>;
  ok: number;
}

const guardCases: GuardCase[] = [
  { name: 'GET arts', ok: 200, make: async () => ({ method: 'GET', path: apiRoutes.admin.arts }) },
  {
    name: 'GET finished arts',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.finishedArts }),
  },
  {
    name: 'GET art',
    ok: 200,
    make: async () => ({
      method: 'GET',
      path: apiRoutes.admin.art((await insertArt(client.id)).id),
    }),
  },
  {
    name: 'POST start',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.startArt((await insertArt(client.id)).id),
    }),
  },
  {
    name: 'POST deliver',
    ok: 201,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.deliverArt(
        (await insertArt(client.id, { status: ART_STATUS.inProgress })).id,
      ),
      body: () => deliveryForm(PDF),
    }),
  },
  {
    name: 'GET clients',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clients }),
  },
  {
    name: 'GET client',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.client(client.id) }),
  },
  {
    name: 'GET client ledger',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientLedger(client.id) }),
  },
  {
    name: 'GET client arts',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientArts(client.id) }),
  },
  {
    name: 'GET client audit',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientAudit(client.id) }),
  },
  {
    name: 'POST credits',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.grantCredits(client.id),
      json: { amount: 1 },
    }),
  },
  {
    name: 'POST deactivate',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.deactivateClient((await t.signUp()).id),
    }),
  },
  {
    name: 'POST reactivate',
    ok: 200,
    make: async () => {
      const target = await t.signUp();
      await deactivateClient(db(), { clientId: target.id, adminId: admin.id });
      return { method: 'POST', path: apiRoutes.admin.reactivateClient(target.id) };
    },
  },
  {
    name: 'GET messages',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.messages }),
  },
  {
    name: 'POST message read',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.readMessage((await insertMessage()).id),
    }),
  },
];

describe('every admin endpoint', () => {
  it('covers every admin route of the contract', () => {
    const routes = Object.keys(apiRoutes.admin);
    expect(guardCases).toHaveLength(routes.length);
  });

  describe.each(guardCases)('$name', ({ make, ok }) => {
    const send = async (cookie: string | undefined) => {
      const target = await make();
      return t.request(target.path, {
        method: target.method,
        cookie,
        ...(target.json !== undefined ? { json: target.json } : {}),
        ...(target.body ? { body: target.body() } : {}),
      });
    };

    it('answers 401 to a signed-out visitor', async () => {
      const response = await send(undefined);
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
    });

    it('answers 403 to a client', async () => {
      const response = await send(client.cookie);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'forbidden',
        message: 'Acesso restrito ao administrador.',
      });
    });

    it(`answers ${ok} to an admin`, async () => {
      const response = await send(admin.cookie);
      expect(response.status).toBe(ok);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
});

// ---- the art queue -----------------------------------------------------------------------------

describe('GET /api/admin/arts', () => {
  it('lists Solicitado, Em andamento and Alteração, nearest deadline first, flagging overdue ones', async () => {
    const owner = await t.signUp({ name: 'Fila Ordenada Embalagens' });
    const now = Date.now();
    const late = await insertArt(owner.id, { name: 'Fila atrasada', dueAt: new Date(now - HOUR) });
    const soon = await insertArt(owner.id, {
      name: 'Fila em andamento',
      status: ART_STATUS.inProgress,
      dueAt: new Date(now + HOUR),
    });
    const later = await insertArt(owner.id, {
      name: 'Fila alteração',
      status: ART_STATUS.changeRequested,
      dueAt: new Date(now + 10 * HOUR),
    });
    await insertArt(owner.id, { name: 'Fila finalizada', status: ART_STATUS.finished });
    await insertArt(owner.id, { name: 'Fila aprovada', status: ART_STATUS.approved });

    const page = await json<Page<AdminArtRow>>(
      await t.request(`${apiRoutes.admin.arts}?search=fila`, { cookie: admin.cookie }),
    );
    expect(page.items.map((row) => row.id)).toEqual([late.id, soon.id, later.id]);
    expect(page.total).toBe(3);
    expect(page.pageSize).toBe(PAGE_SIZE);
    expect(page.items[0]).toMatchObject({
      name: 'Fila atrasada',
      status: 'Solicitado',
      overdue: true,
      client: { id: owner.id, name: 'Fila Ordenada Embalagens' },
      dueAt: late.dueAt.toISOString(),
    });
    expect(page.items[1]!.overdue).toBe(false);
  });

  it('searches the client name or the art name, ignoring case and accents', async () => {
    const paulo = await t.signUp({ name: 'Embalagens São Paulo' });
    const other = await t.signUp({ name: 'Gráfica Bahia' });
    const byClient = await insertArt(paulo.id, { name: 'Rótulo de mel' });
    const byArt = await insertArt(other.id, { name: 'CAIXA SÃO JOÃO' });
    await insertArt(other.id, { name: 'Sacola de pão' });

    const search = async (needle: string) =>
      (
        await json<Page<AdminArtRow>>(
          await t.request(`${apiRoutes.admin.arts}?search=${encodeURIComponent(needle)}`, {
            cookie: admin.cookie,
          }),
        )
      ).items.map((row) => row.id);

    expect((await search('sao')).sort()).toEqual([byClient.id, byArt.id].sort());
    expect((await search('SÃO')).sort()).toEqual([byClient.id, byArt.id].sort());
    expect(await search('joão')).toEqual([byArt.id]);
    expect(await search('Mel')).toEqual([byClient.id]);
    expect(await search('nada-parecido')).toEqual([]);
    // The client's e-mail finds their arts too.
    expect(await search(paulo.email.toUpperCase())).toEqual([byClient.id]);
  });

  it("follows a client's new name: their arts are found by it, no longer by the old one", async () => {
    const owner = await t.signUp({ name: 'Laticínios Serra Azul' });
    const art = await insertArt(owner.id, { name: 'Rótulo de queijo minas' });
    const search = async (needle: string) =>
      (
        await json<Page<AdminArtRow>>(
          await t.request(`${apiRoutes.admin.arts}?search=${encodeURIComponent(needle)}`, {
            cookie: admin.cookie,
          }),
        )
      ).items.map((row) => row.id);
    expect(await search('serra azul')).toEqual([art.id]);

    await db().update(user).set({ name: 'Laticínios Vale Verde' }).where(eq(user.id, owner.id));
    expect(await search('vale verde')).toEqual([art.id]);
    expect(await search('serra azul')).toEqual([]);
    // An art created afterwards carries the new name from the start.
    const later = await insertArt(owner.id, { name: 'Rótulo de requeijão' });
    expect((await search('vale verde')).sort()).toEqual([art.id, later.id].sort());
  });

  it('treats % and _ in the search as themselves', async () => {
    const owner = await t.signUp({ name: 'Curingas Ltda' });
    const percent = await insertArt(owner.id, { name: 'Desconto 50% rótulo' });
    await insertArt(owner.id, { name: 'Desconto 500 rótulo' });
    const page = await json<Page<AdminArtRow>>(
      await t.request(`${apiRoutes.admin.arts}?search=${encodeURIComponent('50%')}`, {
        cookie: admin.cookie,
      }),
    );
    expect(page.items.map((row) => row.id)).toEqual([percent.id]);
    const underscore = await json<Page<AdminArtRow>>(
      await t.request(`${apiRoutes.admin.arts}?search=${encodeURIComponent('desconto_5')}`, {
        cookie: admin.cookie,
      }),
    );
    expect(underscore.items).toEqual([]);
  });

  it('pages 50 rows at a time: 51 rows make 2 pages', async () => {
    const owner = await t.signUp({ name: 'Paginação Queue Ltda' });
    const base = Date.now() + 1000 * HOUR;
    for (let i = 0; i < 51; i++) {
      await insertArt(owner.id, { name: `Pagina fila ${i}`, dueAt: new Date(base + i * 60_000) });
    }
    const pageOf = async (page: number) =>
      json<Page<AdminArtRow>>(
        await t.request(`${apiRoutes.admin.arts}?search=pagina%20fila&page=${page}`, {
          cookie: admin.cookie,
        }),
      );
    const first = await pageOf(1);
    const second = await pageOf(2);
    expect(first.total).toBe(51);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.name).toBe('Pagina fila 50');
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(51);
  });

  it('reports exact unsearched totals from the trigger-kept status counters', async () => {
    const owner = await t.signUp({ name: 'Contagem Exata Ltda' });
    for (let i = 0; i < 55; i++) await insertArt(owner.id, { name: `Contagem ${i}` });
    const moved = await insertArt(owner.id, { name: 'Contagem movida' });
    await db()
      .update(artRequest)
      .set({ status: ART_STATUS.finished })
      .where(eq(artRequest.id, moved.id));
    const counted = async (statuses: string[]) => {
      const rows = await db().select({ status: artRequest.status }).from(artRequest);
      return rows.filter((row) => statuses.includes(row.status)).length;
    };
    const open = await json<Page<AdminArtRow>>(
      await t.request(apiRoutes.admin.arts, { cookie: admin.cookie }),
    );
    const done = await json<Page<AdminArtRow>>(
      await t.request(apiRoutes.admin.finishedArts, { cookie: admin.cookie }),
    );
    expect(open.total).toBe(await counted(['Solicitado', 'Em andamento', 'Alteração']));
    expect(done.total).toBe(await counted(['Finalizado', 'Aprovado']));
    expect(open.total).toBeGreaterThan(PAGE_SIZE);
  });

  it('refuses a bad page number with 400', async () => {
    const response = await t.request(`${apiRoutes.admin.arts}?page=0`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/arts/finished', () => {
  it('lists Finalizado and Aprovado, newest first, searchable', async () => {
    const owner = await t.signUp({ name: 'Acabados Indústria' });
    const now = Date.now();
    const older = await insertArt(owner.id, {
      name: 'Acabada antiga',
      status: ART_STATUS.finished,
      createdAt: new Date(now - 10 * HOUR),
    });
    const newer = await insertArt(owner.id, {
      name: 'Acabada nova',
      status: ART_STATUS.approved,
      createdAt: new Date(now - HOUR),
    });
    await insertArt(owner.id, { name: 'Acabada pendente' });
    const page = await json<Page<AdminArtRow>>(
      await t.request(`${apiRoutes.admin.finishedArts}?search=acabados%20industria`, {
        cookie: admin.cookie,
      }),
    );
    expect(page.items.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(page.items.every((row) => !row.overdue)).toBe(true);
  });
});

// ---- art moves ---------------------------------------------------------------------------------

describe('start and deliver', () => {
  it('runs the whole life: start, deliver v1, change, start again, deliver v2 — audited', async () => {
    const owner = await t.signUp({ name: 'Ciclo Completo Ltda' });
    const art = await requestArt(owner, 'Caixa ciclo');

    const started = await post(apiRoutes.admin.startArt(art.id), admin.cookie);
    expect(started.status).toBe(200);
    expect(await json<{ status: string }>(started)).toMatchObject({ status: 'Em andamento' });

    const delivered = await post(apiRoutes.admin.deliverArt(art.id), admin.cookie, {
      body: deliveryForm(PDF, 'caixa-final.pdf'),
    });
    expect(delivered.status).toBe(201);
    const v1 = await json<{ art: { status: string }; delivery: { id: string; version: number } }>(
      delivered,
    );
    expect(v1.art.status).toBe('Finalizado');
    expect(v1.delivery.version).toBe(1);

    // The client downloads exactly the bytes the studio sent.
    const download = await t.request(apiRoutes.downloadFile(v1.delivery.id), {
      cookie: owner.cookie,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    await requestArtChange(db(), { artId: art.id, clientId: owner.id, description: 'Mais azul' });
    expect((await post(apiRoutes.admin.startArt(art.id), admin.cookie)).status).toBe(200);
    const second = await post(apiRoutes.admin.deliverArt(art.id), admin.cookie, {
      body: deliveryForm(PNG, 'caixa-v2.png'),
    });
    expect(second.status).toBe(201);

    const detail = await json<ArtDetail>(
      await t.request(apiRoutes.admin.art(art.id), { cookie: admin.cookie }),
    );
    expect(detail.status).toBe('Finalizado');
    expect(detail.client).toMatchObject({ id: owner.id, name: 'Ciclo Completo Ltda' });
    expect(detail.deliveries.map((d) => [d.version, d.originalName])).toEqual([
      [1, 'caixa-final.pdf'],
      [2, 'caixa-v2.png'],
    ]);
    expect(detail.events.map((e) => e.type)).toEqual([
      'requested',
      'started',
      'delivered',
      'change_requested',
      'started',
      'delivered',
    ]);
    const adminEvents = detail.events.filter((e) => e.type === 'started' || e.type === 'delivered');
    expect(adminEvents.every((e) => e.actor.id === admin.id && e.actor.role === 'admin')).toBe(
      true,
    );

    const audit = await json<Page<AdminAuditEntry>>(
      await t.request(apiRoutes.admin.clientAudit(owner.id), { cookie: admin.cookie }),
    );
    const artActions = audit.items.filter((entry) => entry.art?.id === art.id);
    expect(artActions.map((entry) => entry.action).sort()).toEqual([
      'art_delivered',
      'art_delivered',
      'art_started',
      'art_started',
    ]);
    expect(artActions.every((entry) => entry.actor.id === admin.id)).toBe(true);
    expect(artActions.find((e) => e.action === 'art_delivered')?.art?.name).toBe('Caixa ciclo');
  });

  const illegal: { from: ArtStatus; action: 'start' | 'deliver' }[] = [
    { from: ART_STATUS.inProgress, action: 'start' },
    { from: ART_STATUS.finished, action: 'start' },
    { from: ART_STATUS.approved, action: 'start' },
    { from: ART_STATUS.requested, action: 'deliver' },
    { from: ART_STATUS.changeRequested, action: 'deliver' },
    { from: ART_STATUS.finished, action: 'deliver' },
    { from: ART_STATUS.approved, action: 'deliver' },
  ];

  it.each(illegal)(
    'refuses to $action an art in $from with 409, changing nothing',
    async ({ from, action }) => {
      const art = await insertArt(client.id, { status: from });
      const response =
        action === 'start'
          ? await post(apiRoutes.admin.startArt(art.id), admin.cookie)
          : await post(apiRoutes.admin.deliverArt(art.id), admin.cookie, {
              body: deliveryForm(PDF),
            });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: 'illegal_status',
        message: illegalActionMessage(action, from),
      });
      const [after] = await db().select().from(artRequest).where(eq(artRequest.id, art.id));
      expect(after!.status).toBe(from);
      const audit = await db().select().from(adminAudit).where(eq(adminAudit.artId, art.id));
      expect(audit).toHaveLength(0);
    },
  );

  it('refuses a delivery without a file (400) and keeps the art in progress', async () => {
    const art = await insertArt(client.id, { status: ART_STATUS.inProgress });
    const response = await post(apiRoutes.admin.deliverArt(art.id), admin.cookie, {
      body: deliveryForm(null),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(DELIVERY_FILE_MISSING_MESSAGE);
    const [after] = await db().select().from(artRequest).where(eq(artRequest.id, art.id));
    expect(after!.status).toBe(ART_STATUS.inProgress);
  });

  it('refuses a renamed executable (415)', async () => {
    const art = await insertArt(client.id, { status: ART_STATUS.inProgress });
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(200),
    ]);
    const response = await post(apiRoutes.admin.deliverArt(art.id), admin.cookie, {
      body: deliveryForm(exe, 'final.pdf'),
    });
    expect(response.status).toBe(415);
  });

  it('answers 404 for an unknown or malformed art id', async () => {
    for (const id of [randomUUID(), 'nao-e-um-id']) {
      expect((await t.request(apiRoutes.admin.art(id), { cookie: admin.cookie })).status).toBe(404);
      expect((await post(apiRoutes.admin.startArt(id), admin.cookie)).status).toBe(404);
      expect(
        (await post(apiRoutes.admin.deliverArt(id), admin.cookie, { body: deliveryForm(PDF) }))
          .status,
      ).toBe(404);
    }
  });
});

// ---- clients -----------------------------------------------------------------------------------

describe('clients', () => {
  it('lists active clients alphabetically with credits and number of requests', async () => {
    const zeta = await t.signUp({ name: 'Listagem Zeta Embalagens' });
    const alfa = await t.signUp({ name: 'Listagem Álfa Rótulos' });
    await insertArt(alfa.id);
    await insertArt(alfa.id, { status: ART_STATUS.approved });
    await grantCredits(db(), { userId: alfa.id, adminId: admin.id, amount: 7 });
    const page = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?search=listagem`, { cookie: admin.cookie }),
    );
    expect(page.items.map((row) => row.id)).toEqual([alfa.id, zeta.id]);
    expect(page.items[0]).toMatchObject({
      name: 'Listagem Álfa Rótulos',
      email: alfa.email,
      credit: 7,
      artCount: 2,
    });
    expect(page.items[1]).toMatchObject({ credit: 0, artCount: 0 });
  });

  it('searches by name or e-mail, ignoring case and accents, and never lists admins', async () => {
    const sao = await t.signUp({ name: 'Padaria São Jorge' });
    const page = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?search=SAO%20JORGE`, { cookie: admin.cookie }),
    );
    expect(page.items.map((row) => row.id)).toEqual([sao.id]);
    const byEmail = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?search=${encodeURIComponent(sao.email)}`, {
        cookie: admin.cookie,
      }),
    );
    expect(byEmail.items.map((row) => row.id)).toEqual([sao.id]);
    const admins = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?search=${encodeURIComponent(admin.email)}`, {
        cookie: admin.cookie,
      }),
    );
    expect(admins.items).toEqual([]);
  });

  it('pages 50 clients at a time: 51 make 2 pages', async () => {
    for (let i = 0; i < 51; i++) {
      await db()
        .insert(user)
        .values({
          id: randomUUID(),
          name: `Paginacao Cliente ${String(i).padStart(2, '0')}`,
          email: `paginacao-${i}-${randomUUID()}@exemplo.com.br`,
        });
    }
    const pageOf = async (page: number) =>
      json<Page<AdminClientRow>>(
        await t.request(`${apiRoutes.admin.clients}?search=paginacao%20cliente&page=${page}`, {
          cookie: admin.cookie,
        }),
      );
    const first = await pageOf(1);
    const second = await pageOf(2);
    expect(first.total).toBe(51);
    expect(first.items).toHaveLength(50);
    expect(second.items.map((row) => row.name)).toEqual(['Paginacao Cliente 50']);
  });

  it("shows one client's detail, statement and arts; 404 for an unknown id or an admin", async () => {
    const owner = await t.signUp({ name: 'Detalhe Cliente SA' });
    await grantCredits(db(), {
      userId: owner.id,
      adminId: admin.id,
      amount: 3,
      note: 'Boas-vindas',
    });
    const art = await insertArt(owner.id, { name: 'Detalhe arte' });

    const detail = await json<AdminClientDetail>(
      await t.request(apiRoutes.admin.client(owner.id), { cookie: admin.cookie }),
    );
    expect(detail).toMatchObject({
      id: owner.id,
      name: 'Detalhe Cliente SA',
      email: owner.email,
      credit: 3,
      deactivatedAt: null,
    });
    const ledger = await json<Page<LedgerEntry>>(
      await t.request(apiRoutes.admin.clientLedger(owner.id), { cookie: admin.cookie }),
    );
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'grant',
      amount: 3,
      balanceAfter: 3,
      note: 'Boas-vindas',
      actor: { id: admin.id },
    });
    const arts = await json<Page<AdminArtRow>>(
      await t.request(apiRoutes.admin.clientArts(owner.id), { cookie: admin.cookie }),
    );
    expect(arts.items.map((row) => row.id)).toEqual([art.id]);

    for (const id of ['nao-existe', admin.id]) {
      expect((await t.request(apiRoutes.admin.client(id), { cookie: admin.cookie })).status).toBe(
        404,
      );
      expect(
        (await t.request(apiRoutes.admin.clientLedger(id), { cookie: admin.cookie })).status,
      ).toBe(404);
      expect(
        (await t.request(apiRoutes.admin.clientArts(id), { cookie: admin.cookie })).status,
      ).toBe(404);
    }
  });
});

describe('POST /api/admin/clients/:id/credits', () => {
  it('adds credits, answers the new balance and the statement line, and audits the grant', async () => {
    const owner = await t.signUp({ name: 'Créditos Felizes Ltda' });
    const response = await post(apiRoutes.admin.grantCredits(owner.id), admin.cookie, {
      json: { amount: 10, note: 'Pacote mensal' },
    });
    expect(response.status).toBe(200);
    const result = await json<CreditGrantResult>(response);
    expect(result.credit).toBe(10);
    expect(result.entry).toMatchObject({
      kind: 'grant',
      amount: 10,
      balanceAfter: 10,
      note: 'Pacote mensal',
      actor: { id: admin.id, name: 'Administrador' },
    });
    // The client sees it on their own balance.
    const me = await json<{ credit: number }>(
      await t.request(apiRoutes.me, { cookie: owner.cookie }),
    );
    expect(me.credit).toBe(10);

    const audit = await json<Page<AdminAuditEntry>>(
      await t.request(apiRoutes.admin.clientAudit(owner.id), { cookie: admin.cookie }),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'credits_granted',
      actor: { id: admin.id },
      client: { id: owner.id, name: 'Créditos Felizes Ltda' },
      details: { amount: 10, balanceAfter: 10, note: 'Pacote mensal' },
    });
  });

  const RANGE = 'A quantidade de créditos deve ser de 1 a 1000.';
  const invalid: { label: string; body: unknown; message: string }[] = [
    { label: 'blank', body: { amount: '' }, message: 'Informe a quantidade de créditos.' },
    { label: 'missing', body: {}, message: 'Informe a quantidade de créditos.' },
    { label: 'zero', body: { amount: 0 }, message: RANGE },
    { label: 'negative', body: { amount: -1 }, message: RANGE },
    {
      label: 'fractional',
      body: { amount: 1.5 },
      message: 'A quantidade de créditos deve ser um número inteiro.',
    },
    { label: 'non-numeric', body: { amount: 'abc' }, message: 'Informe a quantidade de créditos.' },
    { label: 'too many', body: { amount: 1001 }, message: RANGE },
  ];

  it.each(invalid)(
    'refuses a $label amount with 400 and leaves the balance',
    async ({ body, message }) => {
      const owner = await t.signUp();
      await grantCredits(db(), { userId: owner.id, adminId: admin.id, amount: 2 });
      const response = await post(apiRoutes.admin.grantCredits(owner.id), admin.cookie, {
        json: body,
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: 'invalid_input', message });
      const [row] = await db()
        .select({ credit: user.credit })
        .from(user)
        .where(eq(user.id, owner.id));
      expect(row!.credit).toBe(2);
    },
  );

  it('answers 404 for an unknown client', async () => {
    const response = await post(apiRoutes.admin.grantCredits('nao-existe'), admin.cookie, {
      json: { amount: 5 },
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /api/admin/clients/:id/deactivate', () => {
  it('ends the sessions, blocks sign-in, hides the client from the list and keeps the records', async () => {
    const owner = await t.signUp({ name: 'Desativada Embalagens' });
    const art = await requestArt(owner, 'Arte preservada');
    // A second session on another device.
    const otherDevice = await t.signIn(owner.email, owner.password);
    expect((await t.request(apiRoutes.me, { cookie: otherDevice })).status).toBe(200);

    const response = await post(apiRoutes.admin.deactivateClient(owner.id), admin.cookie);
    expect(response.status).toBe(200);
    const detail = await json<AdminClientDetail>(response);
    expect(detail.deactivatedAt).not.toBeNull();

    expect((await t.request(apiRoutes.me, { cookie: owner.cookie })).status).toBe(401);
    expect((await t.request(apiRoutes.me, { cookie: otherDevice })).status).toBe(401);
    expect(await db().select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
    await expect(t.signIn(owner.email, owner.password)).rejects.toThrow(/sign-in failed/);

    const list = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?search=desativada`, { cookie: admin.cookie }),
    );
    expect(list.items).toEqual([]);
    // Records kept: the account, its art and its statement.
    const kept = await json<AdminClientDetail>(
      await t.request(apiRoutes.admin.client(owner.id), { cookie: admin.cookie }),
    );
    expect(kept.deactivatedAt).toBe(detail.deactivatedAt);
    expect((await t.request(apiRoutes.admin.art(art.id), { cookie: admin.cookie })).status).toBe(
      200,
    );
    const audit = await json<Page<AdminAuditEntry>>(
      await t.request(apiRoutes.admin.clientAudit(owner.id), { cookie: admin.cookie }),
    );
    expect(audit.items[0]).toMatchObject({
      action: 'client_deactivated',
      actor: { id: admin.id },
      details: { sessionsRevoked: 2 },
    });

    // Twice is a conflict; credits can no longer be granted.
    expect((await post(apiRoutes.admin.deactivateClient(owner.id), admin.cookie)).status).toBe(409);
    expect(
      (await post(apiRoutes.admin.grantCredits(owner.id), admin.cookie, { json: { amount: 1 } }))
        .status,
    ).toBe(404);
  });

  it('refuses to deactivate an admin or an unknown account (404)', async () => {
    const other = await t.createAdmin();
    expect((await post(apiRoutes.admin.deactivateClient(other.id), admin.cookie)).status).toBe(404);
    expect((await post(apiRoutes.admin.deactivateClient('nao-existe'), admin.cookie)).status).toBe(
      404,
    );
  });
});

describe('deactivated clients and POST /api/admin/clients/:id/reactivate', () => {
  const deactivatedList = async (search: string) =>
    json<Page<AdminClientRow>>(
      await t.request(
        `${apiRoutes.admin.clients}?status=deactivated&search=${encodeURIComponent(search)}`,
        { cookie: admin.cookie },
      ),
    );

  it('lists deactivated clients apart, with the date, and refuses an unknown status', async () => {
    const gone = await t.signUp({ name: 'Lista Desativados Alfa' });
    const kept = await t.signUp({ name: 'Lista Desativados Beta' });
    await post(apiRoutes.admin.deactivateClient(gone.id), admin.cookie);

    const deactivated = await deactivatedList('lista desativados');
    expect(deactivated.items.map((row) => row.id)).toEqual([gone.id]);
    expect(deactivated.items[0]!.deactivatedAt).not.toBeNull();
    const active = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?status=active&search=lista%20desativados`, {
        cookie: admin.cookie,
      }),
    );
    expect(active.items.map((row) => row.id)).toEqual([kept.id]);
    expect(active.items[0]!.deactivatedAt).toBeNull();

    const bad = await t.request(`${apiRoutes.admin.clients}?status=todos`, {
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_input', message: 'Situação inválida.' },
    });
  });

  it('lets the client sign in again, back in the active list, with every record kept — audited', async () => {
    const owner = await t.signUp({ name: 'Reativada Embalagens' });
    const art = await requestArt(owner, 'Arte de antes');
    await post(apiRoutes.admin.deactivateClient(owner.id), admin.cookie);
    await expect(t.signIn(owner.email, owner.password)).rejects.toThrow(/sign-in failed/);

    const response = await post(apiRoutes.admin.reactivateClient(owner.id), admin.cookie);
    expect(response.status).toBe(200);
    expect(await json<AdminClientDetail>(response)).toMatchObject({
      id: owner.id,
      deactivatedAt: null,
      anonymizedAt: null,
    });
    const [row] = await db()
      .select({ deletedAt: user.deletedAt, banned: user.banned, banReason: user.banReason })
      .from(user)
      .where(eq(user.id, owner.id));
    expect(row).toEqual({ deletedAt: null, banned: false, banReason: null });

    // Signs in again and finds their art.
    const cookie = await t.signIn(owner.email, owner.password);
    expect((await t.request(apiRoutes.me, { cookie })).status).toBe(200);
    expect((await t.request(apiRoutes.art(art.id), { cookie })).status).toBe(200);

    expect((await deactivatedList('reativada')).items).toEqual([]);
    const active = await json<Page<AdminClientRow>>(
      await t.request(`${apiRoutes.admin.clients}?search=reativada`, { cookie: admin.cookie }),
    );
    expect(active.items.map((item) => item.id)).toEqual([owner.id]);

    const audit = await json<Page<AdminAuditEntry>>(
      await t.request(apiRoutes.admin.clientAudit(owner.id), { cookie: admin.cookie }),
    );
    // Newest first; the grant that paid for the art comes before.
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'client_reactivated',
      'client_deactivated',
      'credits_granted',
    ]);
    expect(audit.items[0]).toMatchObject({
      actor: { id: admin.id },
      client: { id: owner.id, name: 'Reativada Embalagens' },
    });

    // An active account cannot be reactivated: 409, and no second audit row.
    const again = await post(apiRoutes.admin.reactivateClient(owner.id), admin.cookie);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'already_active',
      message: 'Este cliente já está ativo.',
    });
    expect(
      await db().select().from(adminAudit).where(eq(adminAudit.clientId, owner.id)),
    ).toHaveLength(3);
  });

  it("refuses an account erased at its owner's request (LGPD) with 409, leaving it closed", async () => {
    const owner = await t.signUp({ name: 'Anonimizada Ltda' });
    await post(apiRoutes.admin.deactivateClient(owner.id), admin.cookie);
    await db().update(user).set({ anonymizedAt: new Date() }).where(eq(user.id, owner.id));

    const response = await post(apiRoutes.admin.reactivateClient(owner.id), admin.cookie);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'account_anonymized',
      message: ANONYMIZED_ACCOUNT_MESSAGE,
    });
    const [row] = await db()
      .select({ deletedAt: user.deletedAt, banned: user.banned })
      .from(user)
      .where(eq(user.id, owner.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.banned).toBe(true);
    const detail = await json<AdminClientDetail>(
      await t.request(apiRoutes.admin.client(owner.id), { cookie: admin.cookie }),
    );
    expect(detail.anonymizedAt).not.toBeNull();
  });

  it('answers 404 for an admin or an unknown account', async () => {
    const other = await t.createAdmin();
    expect((await post(apiRoutes.admin.reactivateClient(other.id), admin.cookie)).status).toBe(404);
    expect((await post(apiRoutes.admin.reactivateClient('nao-existe'), admin.cookie)).status).toBe(
      404,
    );
  });
});

// ---- messages ----------------------------------------------------------------------------------

describe('contact messages', () => {
  it('lists newest first and marks one read, once', async () => {
    const now = Date.now();
    const old = await insertMessage({ name: 'Antiga', createdAt: new Date(now - 10 * HOUR) });
    const recent = await insertMessage({ name: 'Recente', createdAt: new Date(now + HOUR) });
    const page = await json<Page<ContactMessageRow>>(
      await t.request(apiRoutes.admin.messages, { cookie: admin.cookie }),
    );
    expect(page.items[0]!.id).toBe(recent.id);
    const ids = page.items.map((row) => row.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    expect(page.items[0]!.readAt).toBeNull();

    const read = await post(apiRoutes.admin.readMessage(recent.id), admin.cookie);
    expect(read.status).toBe(200);
    const first = await json<ContactMessageRow>(read);
    expect(first.readAt).not.toBeNull();
    const again = await json<ContactMessageRow>(
      await post(apiRoutes.admin.readMessage(recent.id), admin.cookie),
    );
    expect(again.readAt).toBe(first.readAt);
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    expect((await post(apiRoutes.admin.readMessage(randomUUID()), admin.cookie)).status).toBe(404);
    expect((await post(apiRoutes.admin.readMessage('xyz'), admin.cookie)).status).toBe(404);
  });
});
