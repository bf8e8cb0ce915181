// The admin's clients on the real app: the lists, one client's page, credits granted,
// deactivation and reactivation, all audited.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { AdminClientRow } from './admin.schemas';
import { ART_STATUS } from '../../common/constants';
import { grantCredits } from '../credits/credits.service';
import { adminAudit, clientListCount, invitation, member, session, user } from '../db/schema';
import { COMPANY_HEADER } from '../../common/companies';
import { notificationApiRoutes } from '../../common/notifications';
import {
  adminWorldForFile,
  balanceOf,
  errorOf,
  firstTwoPages,
  insertArt,
  post,
  requestArt,
  expectSessionEnded,
} from '../test/factories';
import { apiOf, dataOf, refusalOf, type QueryOf } from '../test/api-client';
import { ANONYMIZED_ACCOUNT_MESSAGE } from './admin-clients.service';

const { t, admin, db } = adminWorldForFile();

// The panel's client routes, through the typed client, as the admin.
const panel = apiOf(t, admin);
const ofClient = (id: string) => ({ params: { path: { id } } });
const clientsList = (query: QueryOf<'/api/admin/clients'>) =>
  dataOf(panel.GET('/api/admin/clients', { params: { query } }));
const clientOf = (id: string) => dataOf(panel.GET('/api/admin/clients/{id}', ofClient(id)));
const ledgerOf = (id: string) => dataOf(panel.GET('/api/admin/clients/{id}/ledger', ofClient(id)));
const clientArtsOf = (id: string) =>
  dataOf(panel.GET('/api/admin/clients/{id}/arts', ofClient(id)));
const auditOf = (id: string) => dataOf(panel.GET('/api/admin/clients/{id}/audit', ofClient(id)));

describe('clients', () => {
  it('lists active clients alphabetically with credits and number of requests', async () => {
    const zeta = await t.signUp({ name: 'Listagem Zeta Embalagens' });
    const alfa = await t.signUp({ name: 'Listagem Álfa Rótulos' });
    await insertArt(t, alfa.id);
    await insertArt(t, alfa.id, { status: ART_STATUS.approved });
    await grantCredits(db(), { userId: alfa.id, adminId: admin.id, amount: 7 });
    const page = await clientsList({ search: 'listagem' });
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
    const page = await clientsList({ search: 'SAO JORGE' });
    expect(page.items.map((row) => row.id)).toEqual([sao.id]);
    const byEmail = await clientsList({ search: sao.email });
    expect(byEmail.items.map((row) => row.id)).toEqual([sao.id]);
    const admins = await clientsList({ search: admin.email });
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
    const { second } = await firstTwoPages<AdminClientRow>(
      t,
      apiRoutes.admin.clients,
      'paginacao cliente',
      admin.cookie,
    );
    expect(second.items.map((row) => row.name)).toEqual(['Paginacao Cliente 50']);

    // Unsearched, a full page carries the list's total: every active client, no admin.
    const active = await db()
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'client'), isNull(user.deletedAt)));
    const unsearched = await clientsList({ page: 1 });
    expect(unsearched.items).toHaveLength(50);
    expect(unsearched.total).toBe(active.length);
  });

  it("keeps each list's trigger-kept count exact through sign-ups, moves, a role change and a deletion", async () => {
    const counted = async () => {
      const rows = await db().select().from(clientListCount);
      const of = (list: string) => rows.find((row) => row.list === list)?.count ?? 0;
      return { active: of('active'), deactivated: of('deactivated') };
    };
    const real = async () => {
      const clients = await db()
        .select({ deletedAt: user.deletedAt })
        .from(user)
        .where(eq(user.role, 'client'));
      const active = clients.filter((row) => row.deletedAt === null).length;
      return { active, deactivated: clients.length - active };
    };
    const before = await counted();
    expect(before).toEqual(await real());

    const one = await t.signUp({ name: 'Contagem Um Ltda' });
    const two = await t.signUp({ name: 'Contagem Dois Ltda' });
    const three = await t.signUp({ name: 'Contagem Três Ltda' });
    expect(await counted()).toEqual({ ...before, active: before.active + 3 });
    // A change that moves no list (a credit) writes no counter.
    await grantCredits(db(), { userId: one.id, adminId: admin.id, amount: 2 });
    await db().update(user).set({ deletedAt: new Date() }).where(eq(user.id, one.id));
    expect(await counted()).toEqual({
      active: before.active + 2,
      deactivated: before.deactivated + 1,
    });
    await db().update(user).set({ role: 'admin' }).where(eq(user.id, two.id));
    await db().update(user).set({ deletedAt: null }).where(eq(user.id, one.id));
    expect(await counted()).toEqual({ ...before, active: before.active + 2 });
    await db().delete(user).where(eq(user.id, three.id));
    expect(await counted()).toEqual({ ...before, active: before.active + 1 });
    expect(await counted()).toEqual(await real());
    // The unsearched page reads it.
    expect((await clientsList({ page: 1 })).total).toBe(before.active + 1);
  });

  it("shows one client's detail, statement and arts; 404 for an unknown id or an admin", async () => {
    const owner = await t.signUp({ name: 'Detalhe Cliente SA' });
    await grantCredits(db(), {
      userId: owner.id,
      adminId: admin.id,
      amount: 3,
      note: 'Boas-vindas',
    });
    const art = await insertArt(t, owner.id, { name: 'Detalhe arte' });

    const detail = await clientOf(owner.id);
    expect(detail).toMatchObject({
      id: owner.id,
      name: 'Detalhe Cliente SA',
      email: owner.email,
      credit: 3,
      deactivatedAt: null,
    });
    const ledger = await ledgerOf(owner.id);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'grant',
      amount: 3,
      balanceAfter: 3,
      note: 'Boas-vindas',
      actor: { id: admin.id },
    });
    const arts = await clientArtsOf(owner.id);
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
    const result = await dataOf(
      panel.POST('/api/admin/clients/{id}/credits', {
        ...ofClient(owner.id),
        body: { amount: 10, note: 'Pacote mensal' },
      }),
    );
    expect(result.credit).toBe(10);
    expect(result.entry).toMatchObject({
      kind: 'grant',
      amount: 10,
      balanceAfter: 10,
      note: 'Pacote mensal',
      actor: { id: admin.id, name: 'Administrador' },
    });
    // The client sees it on their own balance.
    const me = await dataOf(apiOf(t, owner).GET('/api/me'));
    expect(me.credit).toBe(10);

    const audit = await auditOf(owner.id);
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
      const response = await post(t, apiRoutes.admin.grantCredits(owner.id), admin.cookie, {
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
    const response = await post(t, apiRoutes.admin.grantCredits('nao-existe'), admin.cookie, {
      json: { amount: 5 },
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /api/admin/clients/:id/deactivate', () => {
  it('ends the sessions, blocks sign-in, hides the client from the list and keeps the records', async () => {
    const owner = await t.signUp({ name: 'Desativada Embalagens' });
    const art = await requestArt(t, admin, owner, 'Arte preservada');
    // A second session on another device.
    const otherDevice = await t.signIn(owner.email, owner.password);
    expect((await t.request(apiRoutes.me, { cookie: otherDevice })).status).toBe(200);

    const detail = await dataOf(
      panel.POST('/api/admin/clients/{id}/deactivate', ofClient(owner.id)),
    );
    expect(detail.deactivatedAt).not.toBeNull();

    // Writes are refused at once, reads once the devices' signed copies expire.
    await expectSessionEnded(t, owner.cookie);
    await expectSessionEnded(t, otherDevice);
    expect(await db().select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
    await expect(t.signIn(owner.email, owner.password)).rejects.toThrow(/sign-in failed/);

    const list = await clientsList({ search: 'desativada' });
    expect(list.items).toEqual([]);
    // Records kept: the account, its art and its statement.
    const kept = await clientOf(owner.id);
    expect(kept.deactivatedAt).toBe(detail.deactivatedAt);
    expect((await t.request(apiRoutes.admin.art(art.id), { cookie: admin.cookie })).status).toBe(
      200,
    );
    const audit = await auditOf(owner.id);
    expect(audit.items[0]).toMatchObject({
      action: 'client_deactivated',
      actor: { id: admin.id },
      details: { sessionsRevoked: 2 },
    });

    // Twice is a conflict; credits can no longer be granted.
    expect((await post(t, apiRoutes.admin.deactivateClient(owner.id), admin.cookie)).status).toBe(
      409,
    );
    expect(
      (await post(t, apiRoutes.admin.grantCredits(owner.id), admin.cookie, { json: { amount: 1 } }))
        .status,
    ).toBe(404);
  });

  it('refuses to deactivate an admin or an unknown account (404)', async () => {
    const other = await t.createAdmin();
    for (const id of [other.id, 'nao-existe'])
      await refusalOf(panel.POST('/api/admin/clients/{id}/deactivate', ofClient(id)), 404);
  });
});

describe('deactivated clients and POST /api/admin/clients/:id/reactivate', () => {
  const deactivatedList = (search: string) => clientsList({ status: 'deactivated', search });

  it('lists deactivated clients apart, with the date, and refuses an unknown status', async () => {
    const gone = await t.signUp({ name: 'Lista Desativados Alfa' });
    const kept = await t.signUp({ name: 'Lista Desativados Beta' });
    await post(t, apiRoutes.admin.deactivateClient(gone.id), admin.cookie);

    const deactivated = await deactivatedList('lista desativados');
    expect(deactivated.items.map((row) => row.id)).toEqual([gone.id]);
    expect(deactivated.items[0]!.deactivatedAt).not.toBeNull();
    const active = await clientsList({ status: 'active', search: 'lista desativados' });
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
    const art = await requestArt(t, admin, owner, 'Arte de antes');
    await post(t, apiRoutes.admin.deactivateClient(owner.id), admin.cookie);
    await expect(t.signIn(owner.email, owner.password)).rejects.toThrow(/sign-in failed/);

    const reactivated = panel.POST('/api/admin/clients/{id}/reactivate', ofClient(owner.id));
    expect(await dataOf(reactivated)).toMatchObject({
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
    const active = await clientsList({ search: 'reativada' });
    expect(active.items.map((item) => item.id)).toEqual([owner.id]);

    const audit = await auditOf(owner.id);
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
    const again = await post(t, apiRoutes.admin.reactivateClient(owner.id), admin.cookie);
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
    await post(t, apiRoutes.admin.deactivateClient(owner.id), admin.cookie);
    await db().update(user).set({ anonymizedAt: new Date() }).where(eq(user.id, owner.id));

    const response = await post(t, apiRoutes.admin.reactivateClient(owner.id), admin.cookie);
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
    const detail = await clientOf(owner.id);
    expect(detail.anonymizedAt).not.toBeNull();
  });

  it('answers 404 for an admin or an unknown account', async () => {
    const other = await t.createAdmin();
    for (const id of [other.id, 'nao-existe'])
      await refusalOf(panel.POST('/api/admin/clients/{id}/reactivate', ofClient(id)), 404);
  });
});

describe('deactivating a client deactivates its company', () => {
  it("refuses every member's requests in it, leaves their other companies, and reactivation restores", async () => {
    const founder = await t.signUp({ name: 'Empresa Pausada Ltda' });
    await grantCredits(db(), { userId: founder.id, adminId: admin.id, amount: 2 });
    const art = await requestArt(t, admin, founder, 'Arte da empresa pausada');
    const colleague = await t.signUp({ name: 'Colega Solicitante' });
    await db().insert(member).values({
      id: randomUUID(),
      organizationId: founder.id,
      userId: colleague.id,
      role: 'solicitante',
    });
    const inCompany = { [COMPANY_HEADER]: founder.id };
    const readArt = () =>
      t.request(apiRoutes.art(art.id), { cookie: colleague.cookie, headers: inCompany });
    expect((await readArt()).status).toBe(200);

    await dataOf(panel.POST('/api/admin/clients/{id}/deactivate', ofClient(founder.id)));

    // The company answers as one they are not in: its arts, its balance, its team.
    expect((await readArt()).status).toBe(404);
    const spend = await t.request(apiRoutes.arts, {
      method: 'POST',
      cookie: colleague.cookie,
      headers: inCompany,
      json: {},
    });
    expect(spend.status).toBe(404);
    expect((await errorOf(spend)).message).toBe('Empresa não encontrada.');
    expect(await balanceOf(t, founder.id)).toBe(1);
    // Their own company still opens.
    const me = await t.request(apiRoutes.me, { cookie: colleague.cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { company: { id: string } }).company.id).toBe(colleague.id);
    // Told in their bell, whichever company is open.
    const bell = (await (
      await t.request(notificationApiRoutes.list, { cookie: colleague.cookie })
    ).json()) as { items: { text: string }[] };
    expect(bell.items.map((item) => item.text)).toContain(
      'A empresa Empresa Pausada Ltda foi desativada pelo estúdio.',
    );

    await dataOf(panel.POST('/api/admin/clients/{id}/reactivate', ofClient(founder.id)));
    expect((await readArt()).status).toBe(200);
  });
});

describe('the panel lists companies with their people', () => {
  it('lists the administrators and the members count, and the client page reads the team', async () => {
    const founder = await t.signUp({ name: 'Equipe Grande Embalagens' });
    const join = async (name: string, role: string) => {
      const person = await t.signUp({ name });
      await db()
        .insert(member)
        .values({ id: randomUUID(), organizationId: founder.id, userId: person.id, role });
      return person;
    };
    await join('Bia Administradora', 'administrador,financeiro');
    const requester = await join('Caio Solicitante', 'solicitante');
    await db()
      .insert(invitation)
      .values({
        id: randomUUID(),
        organizationId: founder.id,
        email: 'convidada@equipe.test',
        role: 'aprovador',
        expiresAt: new Date(Date.now() + 86_400_000),
        inviterId: founder.id,
      });

    const page = await clientsList({ search: 'equipe grande' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: founder.id,
      memberCount: 3,
      administrators: ['Equipe Grande Embalagens', 'Bia Administradora'],
    });
    // A person's own company counts only them.
    const own = await clientsList({ search: 'caio solicitante' });
    expect(own.items[0]).toMatchObject({ memberCount: 1, administrators: ['Caio Solicitante'] });

    const team = await dataOf(panel.GET('/api/admin/clients/{id}/team', ofClient(founder.id)));
    expect(team.members.map((m) => [m.name, m.roles])).toEqual([
      ['Equipe Grande Embalagens', ['administrador']],
      ['Bia Administradora', ['administrador', 'financeiro']],
      ['Caio Solicitante', ['solicitante']],
    ]);
    expect(team.members[2]).toMatchObject({ userId: requester.id, email: requester.email });
    expect(team.invitations).toEqual([
      expect.objectContaining({
        email: 'convidada@equipe.test',
        roles: ['aprovador'],
        status: 'pending',
        invitedBy: 'Equipe Grande Embalagens',
      }),
    ]);
    await refusalOf(panel.GET('/api/admin/clients/{id}/team', ofClient('nao-existe')), 404);
  });
});
